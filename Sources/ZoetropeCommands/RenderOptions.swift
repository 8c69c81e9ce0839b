import Foundation
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

/// A canvas size written `WIDTHxHEIGHT`, e.g. `1024x1024`.
struct CanvasSize: ExpressibleByArgument, Equatable {
    var width: Int
    var height: Int

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else { return nil }
        width = w
        height = h
    }

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    var defaultValueDescription: String { "\(width)x\(height)" }

    /// `points` rounded to whole points; 1024 × 1024 when nil.
    init(points: CGSize?) {
        guard let points else { self.init(width: 1024, height: 1024); return }
        self.init(width: Int(points.width.rounded()), height: Int(points.height.rounded()))
    }
}

/// The canvas background: `white`, `black`, `transparent` or a hex color `#RRGGBB` / `#RRGGBBAA`.
struct Background: ExpressibleByArgument {
    var color: Color
    /// As given on the command line (for messages).
    var name = "white"

    /// True for the default, white.
    var isDefault: Bool { color == .white }

    init?(argument: String) {
        name = argument
        switch argument.lowercased() {
        case "white": color = .white
        case "black": color = .black
        case "transparent", "clear", "none": color = .clear
        default:
            guard argument.hasPrefix("#"), let color = try? Color(hex: argument) else { return nil }
            self.color = color
        }
    }

    init(color: Color) {
        self.color = color
        name = color == .white ? "white" : color.description
    }

    var defaultValueDescription: String { color == .white ? "white" : "transparent" }
}

/// Options that decide the pixels: canvas size, scale, background, threads.
struct CanvasOptions: ParsableArguments {
    @Option(help: "Canvas size in points, WIDTHxHEIGHT (default: a storyboard's own size, else 1024x1024).")
    var size: CanvasSize?

    @Option(help: "Pixels per point (the output is size × scale pixels).")
    var scale: Double = 1

    @Option(help: "Background: white, black, transparent or #RRGGBB[AA].")
    var background = Background(color: .white)

    @Option(help: "Rasterizer threads (0 = one per CPU this process may use: affinity mask, cgroup quota, SLURM_CPUS_PER_TASK; see zoetrope doctor).")
    var threads: Int = 0

    @OptionGroup var renderer: BackendOptions

    func validate() throws {
        guard scale.isFinite, scale > 0, scale <= 16 else { throw ValidationError("--scale must be in (0, 16]") }
        let size = self.size ?? CanvasSize(width: 1024, height: 1024)
        guard size.width > 0, size.height > 0 else {
            throw ValidationError("--size must be positive, e.g. 512x512 (got \(size.width)x\(size.height))")
        }
        let (w, h) = pixelSize
        do {
            try Pixmap.validateSize(width: w, height: h)
        } catch {
            throw ValidationError("--size × --scale gives \(w)x\(h) pixels: \(error.description)")
        }
        guard (0...256).contains(threads) else { throw ValidationError("--threads must be between 0 and 256") }
    }

    /// The output size in pixels.
    var pixelSize: (width: Int, height: Int) {
        let size = self.size ?? CanvasSize(width: 1024, height: 1024)
        let w = (Double(size.width) * scale).rounded(), h = (Double(size.height) * scale).rounded()
        guard w.isFinite, h.isFinite, w < 1e9, h < 1e9 else { return (Int.max / 2, Int.max / 2) }
        return (Int(w), Int(h))
    }

    /// The renderer `--backend` picks (announced on standard error).
    func makeRenderer() throws -> ChosenRenderer {
        try renderer.renderer(threads: threads)
    }
}
