import Foundation
import SystemResources
import ArgumentParser
import AnimationCore
import Geometry2D
import VectorPath
import RenderCommands
import PNGCodec
import SoftwareRasterizer
import ZoetropeUI
import GLESRenderer
import Backends
import FrameOutput
import Scenes
import BenchmarkScenes
import DisplayListJSON

/// A memory size written `2G`, `512M`, `1.5GiB`, `64K` or a number of bytes (units are binary:
/// K = 1024).
struct MemorySize: ExpressibleByArgument, Equatable {
    var bytes: Int
    /// As written (for messages).
    var text: String

    init?(argument: String) {
        guard let bytes = ByteCount.parse(argument), bytes >= 1 else { return nil }
        self.bytes = bytes
        text = argument
    }

    var defaultValueDescription: String { text }
}

/// `--max-memory` and the budget overrides shared by `render` and `draw`: the ``RenderBudget``
/// both renderers and the document decoder check before doing work, and the one-line message
/// that names the option to raise when a limit is exceeded.
struct BudgetOptions: ParsableArguments {
    @Option(help: """
        Memory a frame may use, e.g. 2G, 512M (binary units). The limits derive from it: flattened \
        points (SIZE / 64 B), layer nesting (SIZE / 8 MiB), GPU memory (SIZE: layer targets + 176 B \
        per point), pixels per image (SIZE / 16) and per document (SIZE / 8). Exceeding one is an \
        error before any work.
        """)
    var maxMemory = MemorySize(argument: "2G")!

    @Option(help: "Flattened points a frame may have (default: from --max-memory).")
    var maxPoints: Int?

    @Option(help: "How deep layers may nest (default: from --max-memory).")
    var maxLayerDepth: Int?

    @Option(help: "Pixels one decoded image may have (default: from --max-memory).")
    var maxImagePixels: Int?

    func validate() throws {
        for (name, value) in [("--max-points", maxPoints), ("--max-layer-depth", maxLayerDepth), ("--max-image-pixels", maxImagePixels)] {
            if let value, value < 1 { throw ValidationError("\(name) must be at least 1 (got \(value))") }
        }
    }

    /// The budget: derived from --max-memory, with the overrides applied.
    var budget: RenderBudget {
        var budget = RenderBudget(maxMemory: maxMemory.bytes)
        if let maxPoints { budget.maxPoints = maxPoints }
        if let maxLayerDepth { budget.maxLayerDepth = maxLayerDepth }
        if let maxImagePixels {
            budget.maxImagePixels = maxImagePixels
            budget.maxDocumentImagePixels = max(budget.maxDocumentImagePixels, maxImagePixels)
        }
        return budget
    }

    /// The budget error inside `error` (a renderer's, the document decoder's, a frame's), if any.
    static func exceeded(in error: any Error) -> RenderBudget.Exceeded? {
        switch error {
        case let error as RenderError:
            if case .overBudget(let exceeded) = error { return exceeded }
        case let error as GLESError:
            if case .overBudget(let exceeded) = error { return exceeded }
        case let error as DrawingError:
            return error.exceeded
        case let error as ImageLookupError:
            return error.exceeded
        case let error as FrameOutputError:
            if case .renderFailed(_, _, _, let underlying) = error { return exceeded(in: underlying) }
        default:
            break
        }
        return nil
    }

    /// `message`, for an error over `exceeded`'s limit, followed by the option that set the limit
    /// and what to do: "… (--max-memory 2G); raise --max-memory or simplify the drawing".
    func explain(_ message: String, _ exceeded: RenderBudget.Exceeded) -> String {
        let memory = "--max-memory \(maxMemory.text)"
        let (option, advice): (String, String)
        switch exceeded.limit {
        case .points:
            option = maxPoints.map { "--max-points \($0)" } ?? memory
            advice = "simplify the drawing"
        case .layerDepth:
            option = maxLayerDepth.map { "--max-layer-depth \($0)" } ?? memory
            advice = "nest fewer layers"
        case .imagePixels:
            option = maxImagePixels.map { "--max-image-pixels \($0)" } ?? memory
            advice = "use a smaller image"
        case .documentImagePixels:
            option = maxImagePixels.flatMap { $0 == exceeded.maximum ? "--max-image-pixels \($0)" : nil } ?? memory
            advice = "use fewer or smaller images"
        case .gpuBytes:
            option = memory
            let msaa = exceeded.detail.contains("MSAA") ? ", lower --samples" : ""
            advice = "simplify the drawing (fewer nested layers\(msaa)) or use --backend cpu"
        }
        let flag = String(option.prefix { $0 != " " })
        return "\(message) (\(option)); raise \(flag) or \(advice)"
    }

    /// A runtime error (exit status 1) for `error`: explained when it is a budget error.
    func runtimeError(_ message: String, for error: any Error) -> RuntimeError {
        guard let exceeded = Self.exceeded(in: error) else { return RuntimeError(message) }
        return RuntimeError(explain(message, exceeded))
    }
}
