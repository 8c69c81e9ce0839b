import Foundation
import ArgumentParser
import RenderCommands
import PNGCodec
import ZoetropeUI
import Backends
import Scenes

/// `snapshot`: every preview of the program (or those the patterns select) drawn at one virtual
/// time into one PNG each, `OUT/NAME.png`; with `--compare REF`, each compared with `REF/NAME.png`.
///
/// In a catalog executable each preview is drawn in a child process of the same executable, so a
/// preview whose body traps is reported by name and the others are still drawn; run in process
/// (the command types in tests, or `--in-process`) a trap ends the run.
///
/// ```
/// $ swift run Previews snapshot --out snapshots --compare Snapshots --tolerance 2
/// ContentView → snapshots/ContentView.png (402x874 px)
/// Badge → snapshots/Badge.png (64x64 px): differs from Snapshots/Badge.png: 31 of 4096 pixels … (diff: snapshots/Badge.diff.png)
/// error: 1 of 2 previews differ from their references: Badge
/// ```
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Render every preview (or those named) to one PNG each; with --compare, check them against references.",
        discussion: """
            Each preview plays from its onAppear on the virtual clock until --time and is drawn then, on the canvas \
            its traits ask for (its device, a fixed size, or its ideal size), to OUT/NAME.png. With --compare DIR, \
            each is compared with DIR/NAME.png: a pixel differs when a channel is off by more than --tolerance, and a \
            snapshot differs when more than --max-differing-pixels percent of its pixels do; a diff image \
            (differing pixels red over a faded reference) is written to OUT/NAME.diff.png. Exit status 1 when a \
            preview fails or differs (each named), 0 otherwise. Each preview is drawn in a child process of this \
            executable, so one that traps is reported and the others still drawn (--in-process: all in this process).
            """)

    /// Whether previews are drawn in child processes when `--in-process` is not given: true in a
    /// catalog executable (which can run itself again), false where the command types are run in
    /// another program (tests).
    nonisolated(unsafe) static var isolatesByDefault = false

    @Argument(help: "Previews to draw: names, or patterns with * and ? (default: every preview).")
    var patterns: [String] = []

    @Option(help: ArgumentHelp("Only the previews declared in this module.", valueName: "name"))
    var module: String?

    @Option(help: ArgumentHelp("The folder the PNGs are written to (created if needed).", valueName: "dir"))
    var out = "snapshots"

    @Option(help: "The virtual time, in seconds, each preview is drawn at (its onAppear work and animations run until then).")
    var time: Double = 0

    @Option(help: "Pixels per point.")
    var scale: Double = 1

    @Option(help: "Background: white, black, transparent or #RRGGBB[AA].")
    var background = Background(color: .white)

    @Option(help: "Renderer: auto, gpu or cpu (as `render --backend`).")
    var backend: BackendChoice = .auto

    @Option(help: ArgumentHelp("A folder of reference PNGs (NAME.png) to compare each snapshot with.", valueName: "dir"))
    var compare: String?

    @Option(help: "With --compare: the channel difference (0…255) above which a pixel differs.")
    var tolerance = 0

    @Option(help: "With --compare: the percentage of pixels that may differ before a snapshot does.")
    var maxDifferingPixels = 0.0

    @Flag(help: "Draw every preview in this process (faster; a preview that traps ends the run).")
    var inProcess = false

    /// Set in the child process: draw just this preview (named exactly).
    @Option(help: .hidden)
    var child: String?

    func validate() throws {
        guard time.isFinite, time >= 0, time <= 86_400 else { throw ValidationError("--time must be between 0 and 86400 seconds") }
        guard scale.isFinite, scale > 0, scale <= 16 else { throw ValidationError("--scale must be in (0, 16]") }
        guard (0...255).contains(tolerance) else { throw ValidationError("--tolerance must be between 0 and 255") }
        guard maxDifferingPixels.isFinite, (0...100).contains(maxDifferingPixels) else {
            throw ValidationError("--max-differing-pixels must be a percentage between 0 and 100")
        }
    }

    func run() throws {
        let directory = URL(fileURLWithPath: out, isDirectory: true)
        do { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) } catch {
            throw RuntimeError("cannot create --out \(out): \(RuntimeError.reason(of: error))")
        }
        if let child {
            let preview: Preview
            do { preview = try PreviewRegistry.preview(named: child, inModule: module) } catch { throw RuntimeError(error.description) }
            let renderer = try ChosenRenderer(backend, threads: 0)
            _ = try draw(preview, renderer: renderer, into: directory)
            return
        }
        let previews = try selected()
        let isolated = Self.isolatesByDefault && !inProcess
        // Chosen once (a GPU self-test at most once); children are told the backend it chose.
        let renderer = try ChosenRenderer(backend, threads: 0)
        renderer.announce()
        var failed: [String] = [], differing: [String] = []
        for preview in previews {
            let file = directory.appendingPathComponent(Self.fileName(preview.name) + ".png")
            do {
                let size: (width: Int, height: Int)
                if isolated {
                    try drawInChild(preview, backend: renderer.choice.backend)
                    let image = try PNGDecoder.decode(contentsOf: file)
                    size = (image.width, image.height)
                } else {
                    size = try draw(preview, renderer: renderer, into: directory)
                }
                var line = "\(preview.name) → \(file.path) (\(size.width)x\(size.height) px)"
                if let compare {
                    let comparison = SnapshotComparison(tolerance: tolerance, maxDifferingFraction: maxDifferingPixels / 100)
                    let reference = URL(fileURLWithPath: compare).appendingPathComponent(file.lastPathComponent)
                    if let difference = try comparison.compare(file, with: reference,
                                                               diff: directory.appendingPathComponent(Self.fileName(preview.name) + ".diff.png")) {
                        line += ": " + difference
                        differing.append(preview.name)
                    }
                }
                try Console.print(line)
            } catch {
                Console.message("error: preview '\(preview.name)' (\(preview.location)): \(error)")
                failed.append(preview.name)
            }
        }
        var problems: [String] = []
        if !failed.isEmpty { problems.append("\(failed.count) of \(previews.count) previews failed: \(failed.joined(separator: ", "))") }
        if !differing.isEmpty {
            problems.append("\(differing.count) of \(previews.count) previews differ from their references: \(differing.joined(separator: ", "))")
        }
        if !problems.isEmpty { throw RuntimeError(problems.joined(separator: "; ")) }
    }

    /// The previews the patterns select (all when none), in the registry's order.
    func selected() throws -> [Preview] {
        let all: [Preview]
        do { all = try PreviewRegistry.previews(inModule: module) } catch { throw RuntimeError(error.description) }
        var chosen = all
        if !patterns.isEmpty {
            for pattern in patterns where !all.contains(where: { Self.matches($0.name, pattern) }) {
                throw ValidationError("no preview matches '\(pattern)'; the previews are: "
                                      + (all.isEmpty ? "none" : all.map(\.name).joined(separator: ", ")))
            }
            chosen = all.filter { preview in patterns.contains { Self.matches(preview.name, $0) } }
        }
        var files: [String: String] = [:]
        for preview in chosen {
            let file = Self.fileName(preview.name)
            if let other = files[file] {
                throw RuntimeError("previews '\(other)' and '\(preview.name)' would both be written to \(file).png; rename one")
            }
            files[file] = preview.name
        }
        return chosen
    }

    /// Draws `preview` at `time` and writes `directory/NAME.png`; returns its size in pixels.
    func draw(_ preview: Preview, renderer: ChosenRenderer, into directory: URL) throws -> (width: Int, height: Int) {
        let story: Storyboard
        do { story = try preview.storyboard(duration: max(time, Preview.defaultDuration)) } catch {
            throw RuntimeError(error.description)
        }
        let player = SceneSource.storyboard(story).player(size: story.size, scale: scale, fps: story.fps)
        let list = try player.displayList(at: time)
        for warning in player.warnings { Console.message("warning: \(preview.name): \(warning)") }
        let width = Int((Double(story.size.width) * scale).rounded()), height = Int((Double(story.size.height) * scale).rounded())
        var pixmap = try Pixmap(width: max(width, 1), height: max(height, 1))
        pixmap.fill(background.color)
        try renderer.render(list, into: &pixmap)
        try PNGWriter.write(pixmap, to: directory.appendingPathComponent(Self.fileName(preview.name) + ".png"))
        return (pixmap.width, pixmap.height)
    }

    /// Runs this executable again to draw `preview` alone: a trap there fails this preview only.
    func drawInChild(_ preview: Preview, backend: Backend) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        var arguments = ["snapshot", "--child", preview.name, "--out", out, "--time", "\(time)", "--scale", "\(scale)",
                         "--background", background.name, "--backend", backend.rawValue]
        if let module { arguments += ["--module", module] }
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        // A trapping preview prints its "Fatal error" line; the runtime's full backtrace is left out.
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        switch (process.terminationReason, process.terminationStatus) {
        case (.exit, 0): return
        case (.exit, let status): throw RuntimeError("failed (exit status \(status))")
        case (_, let signal): throw RuntimeError("crashed (signal \(signal)\(signal == SIGILL || signal == SIGTRAP ? ": a trap in its code" : ""))")
        }
    }

    /// Whether `name` matches `pattern` (`*` and `?` as in the shell; otherwise exactly).
    static func matches(_ name: String, _ pattern: String) -> Bool {
        fnmatch(pattern, name, 0) == 0
    }

    /// `name` made safe as a file name: `/` and control characters become `_`, a leading `.` too.
    static func fileName(_ name: String) -> String {
        var result = String(name.map { $0 == "/" || $0 == "\\" || $0.isNewline || ($0.asciiValue.map { $0 < 32 } ?? false) ? "_" : $0 })
        if result.hasPrefix(".") || result.isEmpty { result = "_" + result }
        return result
    }
}
