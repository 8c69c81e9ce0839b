import ArgumentParser
import Foundation
import GLESRenderer
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

/// `--backend auto|gpu|cpu`: which renderer draws the pixels (``Backend`` of the library).
typealias BackendChoice = Backend

extension Backend: ExpressibleByArgument {}

/// A renderer chosen by `--backend`, drawing a list over a pixmap (the library's ``RendererChoice``
/// with the CLI's error type).
struct ChosenRenderer {
    let choice: RendererChoice

    /// The backend that draws and why, e.g. "cpu (EGL gives only llvmpipe, a software GL: …)".
    var name: String { "\(choice.backend) (\(choice.reason))" }

    init(_ backend: BackendChoice, threads: Int, samples: Int = 4, coverage: GLESOptions.Coverage? = nil,
         gpu: Int? = nil, budget: RenderBudget = .default) throws {
        var options = GLESOptions(samples: samples)
        if let coverage { options.coverage = coverage }
        if let gpu { options.gpu = gpu }
        do {
            choice = try RendererChoice(backend, threads: threads, gpuOptions: options, budget: budget)
        } catch {
            throw RuntimeError(error.description)
        }
    }

    /// Writes the one line that says which backend draws and why to standard error.
    func announce() {
        Console.message(choice.summary)
    }

    func render(_ list: DisplayList, into pixmap: inout Pixmap) throws {
        try choice.render(list, into: &pixmap)
    }
}

/// `--backend`, `--samples` and the budget options, shared by `render` and `draw`.
struct BackendOptions: ParsableArguments {
    @Option(help: """
        Renderer: auto (a hardware GPU that passes a one-frame self-test, else the software \
        rasterizer), gpu (OpenGL ES 3 over headless EGL, software GL included; fails if none \
        initializes) or cpu (the software rasterizer). One line on stderr says which and why.
        """)
    var backend: BackendChoice = .auto

    @Option(help: "MSAA samples for the GPU backend with --gpu-coverage msaa (capped by GL_MAX_SAMPLES; 0 = no MSAA).")
    var samples: Int = 4

    @Option(name: .customLong("gpu-coverage"), help: GLESOptions.Coverage.help)
    var gpuCoverage: GLESOptions.Coverage?

    @Option(name: .customLong("gpu"), help: GLESOptions.gpuHelp)
    var gpu: Int?

    @OptionGroup var budget: BudgetOptions

    func validate() throws {
        guard (0...64).contains(samples) else { throw ValidationError("--samples must be between 0 and 64") }
        if let gpu, gpu < 0 { throw ValidationError("--gpu must be 0 or more") }
    }

    /// The renderer, announced on standard error.
    func renderer(threads: Int) throws -> ChosenRenderer {
        let renderer = try ChosenRenderer(backend, threads: threads, samples: samples, coverage: gpuCoverage, gpu: gpu,
                                          budget: budget.budget)
        renderer.announce()
        return renderer
    }
}

extension GLESOptions {
    /// The help of `--gpu`.
    static let gpuHelp: ArgumentHelp = """
        Only this hardware GPU, from 0, in the order `zoetrope doctor` lists EGL's devices (else the \
        N-th /dev/dri/renderD* node through GBM). Default: ZOETROPE_GPU, else the first that works.
        """
}

extension GLESOptions.Coverage: ExpressibleByArgument {
    /// The help of `--gpu-coverage`.
    static let help: ArgumentHelp = """
        How the GPU backend anti-aliases: analytic (exact area coverage, the software renderer's \
        picture; the default where float render targets blend) or msaa (--samples samples per \
        pixel: five coverage levels at 4×). Default: ZOETROPE_GL_COVERAGE, else analytic.
        """
}
