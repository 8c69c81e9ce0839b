import Foundation
import TextOutlines
import ArgumentParser
import AnimationCore
import Geometry2D
import VectorPath
import RenderCommands
import PNGCodec
import SoftwareRasterizer
import ZoetropeUI
import Backends
import FrameOutput
import Scenes
import BenchmarkScenes
import DisplayListJSON

/// Options shared by the commands that play a scene over time.
struct SceneOptions: ParsableArguments {
    @Argument(help: "The scene to play (see `zoetrope scenes`).")
    var scene: String

    @Option(help: "Frames per second of virtual time (default: a storyboard's own, else 60).")
    var fps: Double?

    @Option(help: "Seconds of animation to cover (default: the scene's duration).")
    var duration: Double?

    @Option(help: "Frame range A..<B (frame i is at time i / fps); overrides --duration.")
    var frames: FrameRange?

    @Option(help: "A single time in seconds; overrides --frames and --duration.")
    var time: Double?

    @Option(name: .customLong("param"), help: "A scene parameter as name=value (repeatable).")
    var params: [String] = []

    @Option(name: .customLong("assets"), help: ArgumentHelp(
        "A folder where a storyboard's Image(name) looks (repeatable; Xcode .imageset folders, NAME@2x.png …), "
            + "searched after the storyboard's own and before ZOETROPE_ASSETS.", valueName: "dir"))
    var assets: [String] = []

    @Option(help: ArgumentHelp("A storyboard's appearance: light or dark (default: the storyboard's own). Semantic colours "
            + "(Color.primary, UIColor.label, asset catalog colour sets) follow it; dark draws the window black. A view's "
            + ".preferredColorScheme still wins.", valueName: "light|dark"))
    var colorScheme: ColorScheme?

    @Option(help: ArgumentHelp("What a storyboard's missing Image(name) becomes: error (exit 1, naming the paths tried), "
            + "empty (a zero-size view and a warning, as SwiftUI), placeholder (a 100×100 gray box and a warning)."))
    var missingImages: MissingImagePolicy?

    @Option(name: .customLong("font-dir"), help: ArgumentHelp(
        "A folder of .otf/.ttf/.ttc fonts a storyboard's Text uses (repeatable): Inter-Bold.otf there replaces the "
            + "system's Inter Bold, and every font there is a fallback for characters the others lack; searched before "
            + "ZOETROPE_FONT_DIR and the system's fonts.", valueName: "dir"))
    var fontDirectories: [String] = []

    @Option(help: ArgumentHelp("Font faces indexed in the --font-dir and ZOETROPE_FONT_DIR folders, each file tried counting one "
            + "(default: ZOETROPE_MAX_FONT_FACES, else 4096); the fonts past it are not used, with a warning.", valueName: "count"))
    var maxFontFaces: Int?

    @Option(help: ArgumentHelp("Bytes of those folders' fonts open at once, e.g. 256M (default: ZOETROPE_MAX_FONT_MEMORY, else 256M); "
            + "a fallback font past it is not used, with a warning.", valueName: "size"))
    var maxFontMemory: MemorySize?

    /// The font budget: the environment's, with --max-font-faces and --max-font-memory applied.
    var fontBudget: FontBudget {
        var budget = FontBudget.fromEnvironment().budget
        if let maxFontFaces { budget.maxFaces = maxFontFaces }
        if let maxFontMemory { budget.maxOpenBytes = maxFontMemory.bytes }
        return budget
    }

    func validate() throws {
        if let maxFontFaces, maxFontFaces < 0 { throw ValidationError("--max-font-faces must be at least 0 (got \(maxFontFaces))") }
        for directory in fontDirectories {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ValidationError("--font-dir \(directory) is not a directory")
            }
        }
        if let fps, !(fps.isFinite && fps > 0 && fps <= 10_000) { throw ValidationError("--fps must be in (0, 10000]") }
        if let duration, !(duration.isFinite && duration >= 0 && duration <= 86_400) {
            throw ValidationError("--duration must be between 0 and 86400 seconds")
        }
        if let time, !(time.isFinite && time >= 0) { throw ValidationError("--time must be a finite time ≥ 0") }
        _ = try parameters()
    }

    /// `--param` values as a dictionary.
    func parameters() throws -> [String: String] {
        var result: [String: String] = [:]
        for item in params {
            let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty else {
                throw ValidationError("--param expects name=value, got '\(item)'")
            }
            result[parts[0]] = parts[1]
        }
        return result
    }

    /// The scene or storyboard to play, or a usage error naming the known ones / parameters.
    func source() throws -> SceneSource {
        let parameters = try parameters()
        let source: SceneSource
        do { source = try SceneRegistry.source(named: scene, parameters: parameters) } catch {
            throw ValidationError(error.description)
        }
        guard case .storyboard(var story) = source else {
            if !assets.isEmpty || missingImages != nil || colorScheme != nil {
                throw ValidationError("--assets, --missing-images and --color-scheme are for storyboards; \(scene) is a built-in scene")
            }
            return source
        }
        story.assets += assets.map { URL(fileURLWithPath: $0, isDirectory: true) }
        if let missingImages { story.missingImages = missingImages }
        if let colorScheme { story.colorScheme = colorScheme }
        if !fontDirectories.isEmpty || maxFontFaces != nil || maxFontMemory != nil {
            FontCatalog.useDirectories(fontDirectories.map { URL(fileURLWithPath: $0, isDirectory: true) }, budget: fontBudget)
        }
        return .storyboard(story)
    }

    /// The frames to produce (``FramePlan``): --time, else --frames, else --duration, else the
    /// whole scene. A plan the library refuses (a time too far out to index) is a usage error.
    /// Frames per second: `--fps`, else the storyboard's, else 60.
    func rate(for source: SceneSource) -> Double {
        fps ?? source.fps ?? 60
    }

    func framePlan(sceneDuration: Double, fps: Double) throws -> FramePlan {
        let selection: FramePlan.Selection
        if let time {
            selection = .time(time)
        } else if let frames {
            selection = .frames(frames.range)
        } else {
            selection = .duration(duration ?? sceneDuration)
        }
        do {
            return try FramePlan(name: scene, fps: fps, selection: selection)
        } catch {
            // Name the option that chose the frames: the library's message does not know it.
            let option = time != nil ? "--time" : frames != nil ? "--frames" : "--duration"
            throw ValidationError("\(option): \(error.description)")
        }
    }
}

/// A half-open range of frame indices written `A..<B` (or `A...B`).
struct FrameRange: ExpressibleByArgument {
    var range: Range<Int>

    init?(argument: String) {
        let closed = argument.contains("...")
        let parts = argument.components(separatedBy: closed ? "..." : "..<")
        guard parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]), a >= 0, b <= 100_000_000 else { return nil }
        let upper = closed ? b + 1 : b
        guard a < upper else { return nil }
        range = a..<upper
    }
}

extension MissingImagePolicy: ExpressibleByArgument {}
extension ColorScheme: ExpressibleByArgument {}
