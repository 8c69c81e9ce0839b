import Foundation
import VectorPath
import RenderCommands

/// How a ``GLESRenderer`` picks its display and draws.
///
/// ```swift
/// let gpu = try GLESRenderer(options: GLESOptions(platform: .surfaceless, samples: 4))
/// ```
public struct GLESOptions: Sendable {
    /// Try only this EGL platform; nil follows the order of ``EGLPlatform`` (or
    /// `ZOETROPE_EGL_PLATFORM` when set).
    public var platform: EGLPlatform?
    /// MSAA samples asked for; the driver's GL_MAX_SAMPLES caps it. 0 or 1 draws without MSAA.
    public var samples: Int
    /// Flattening tolerance in device pixels (as the software renderer's).
    public var tolerance: Double
    /// Writes each display-selection step and GL information to standard error. Defaults to true
    /// when `ZOETROPE_LOG=debug`.
    public var debugLog: Bool

    /// Waits for the GPU after each phase of a frame (canvas, draw, resolve, readback) to time it
    /// in ``GLESFrameStatistics/phases``; slows rendering down. Defaults to true when
    /// `ZOETROPE_GL_PROFILE=1`.
    public var profile: Bool

    /// How anti-aliased geometry gets its coverage. Defaults to ``Coverage/analytic``, or
    /// `ZOETROPE_GL_COVERAGE` (`analytic` or `msaa`) when set.
    public var coverage: Coverage = ProcessInfo.processInfo.environment["ZOETROPE_GL_COVERAGE"]?.lowercased() == "msaa"
        ? .multisample : .analytic

    /// Threads that tessellate a frame's long lists (cut into consecutive pieces, joined in order:
    /// the same picture for any count); 0, the default, is one per CPU this process may use.
    public var tessellationThreads = 0

    /// Keep each frame's tessellated geometry for the next (``GLESRenderer``'s geometry cache): a
    /// fill or stroke whose path, style and transform did not change is neither flattened nor
    /// fanned again, and the geometry buffers are rewritten only where their bytes changed; while
    /// the frames find few of the outlines kept (particles), only a sample is kept (`GeometryCache`).
    /// The picture is the same either way; false (or `ZOETROPE_GL_KEEP_GEOMETRY=0`) makes every
    /// frame start from nothing (the benchmark's "every outline new" figure).
    public var keepsGeometry = ProcessInfo.processInfo.environment["ZOETROPE_GL_KEEP_GEOMETRY"] != "0"
    /// With analytic coverage, skip the paths that opaque shapes drawn later hide: a solid path on
    /// the canvas all of whose pixels lie in 8×8 tiles wholly inside later convex fills in opaque
    /// colors is neither accumulated nor covered (see `FrameBatch.hideOccluded()`). The picture is
    /// the same bytes either way. It trades CPU time (on a 2-core EPYC VM, +0.36 ms on
    /// polygons(1000), +1.2 ms on polygons(10000)) for fill, so nil, the default, turns it on where
    /// a software rasterizer fills (llvmpipe: polygons(10000) at 1024² 326 → 65 ms/frame) and off on
    /// a hardware GPU, where the CPU side is what limits and no measurement says it pays yet.
    /// `ZOETROPE_GL_OCCLUSION=1` or `0` sets it.
    ///
    /// ```swift
    /// var options = GLESOptions()
    /// options.cullsOccluded = true   // on a hardware GPU too
    /// ```
    public var cullsOccluded: Bool? = ProcessInfo.processInfo.environment["ZOETROPE_GL_OCCLUSION"].map { $0 != "0" }
    /// Whether a layer whose only filter is a colour matrix (`hueRotation`, `saturation`,
    /// `brightness`, `contrast`, `grayscale`, `colorMultiply`, `colorInvert`) has it applied by the
    /// composite shader instead of being read back and filtered on the CPU; the picture is the same
    /// within a level. `ZOETROPE_GL_SHADER_COLOR_MATRIX=0` turns it off.
    public var shaderColorMatrices = ProcessInfo.processInfo.environment["ZOETROPE_GL_SHADER_COLOR_MATRIX"] != "0"
    /// Whether a layer whose only filter is a mask (SwiftUI's `mask`, a `CALayer`'s mask) draws
    /// the mask's content into a layer target of its own and is multiplied by its alpha in the
    /// composite shader, instead of both being read back and multiplied on the CPU; the picture
    /// is the same within a level. `ZOETROPE_GL_SHADER_MASK=0` turns it off.
    public var shaderMasks = ProcessInfo.processInfo.environment["ZOETROPE_GL_SHADER_MASK"] != "0"
    /// Whether a layer whose only filter is a blur or a drop shadow (SwiftUI's `blur`, `shadow`; a
    /// Core Animation layer's shadow), and whose content lies inside the canvas, is blurred by
    /// shaders where it was drawn (two passes into scratch textures, read by the composite), and a
    /// material directly on the canvas blurs the canvas beneath it the same way, instead of being
    /// read back, filtered by the CPU kernels and uploaded again; the picture is the same within a
    /// level. nil, the default: on a hardware GPU, off on a software rasterizer
    /// (llvmpipe), where the shaders' taps cost more than the CPU's running sums and the readback
    /// is a copy (100 blurred, shadowed cards at 1024²: 540 ms against 447 ms, 2-core EPYC).
    /// `ZOETROPE_GL_SHADER_BLUR=1` or `0` sets it.
    ///
    /// ```swift
    /// var options = GLESOptions()
    /// options.shaderBlurs = true   // also on llvmpipe
    /// ```
    public var shaderBlurs: Bool? = ProcessInfo.processInfo.environment["ZOETROPE_GL_SHADER_BLUR"].map { $0 != "0" }

    /// Only this hardware GPU, counted from 0: the N-th hardware EGL device (the order
    /// `zoetrope doctor` lists them in), else the N-th `/dev/dri/renderD*` node through GBM; no
    /// other platform is tried. nil: `ZOETROPE_GPU` when set, else the first that works. On NVIDIA
    /// the devices EGL lists are those the container or job was given (`NVIDIA_VISIBLE_DEVICES`,
    /// Slurm's `--gres=gpu`); `CUDA_VISIBLE_DEVICES` does not filter EGL's list.
    public var gpu: Int? = ProcessInfo.processInfo.environment["ZOETROPE_GPU"].flatMap { Int($0) }.flatMap { $0 >= 0 ? $0 : nil }

    /// With analytic coverage, read the accumulation in place through
    /// GL_EXT_shader_framebuffer_fetch where the context has it (see `AnalyticCoverage.Mode`);
    /// false takes the next way anywhere, which the tests use to cover every way.
    /// `ZOETROPE_GL_ACCUMULATION=image` or `texture` turns it off.
    package var framebufferFetch = !["image", "texture"].contains(ProcessInfo.processInfo.environment["ZOETROPE_GL_ACCUMULATION"])

    /// Without framebuffer fetch, accumulate in a 32-bit integer image with atomic adds (OpenGL ES
    /// 3.2, or 3.1 with GL_OES_shader_image_atomic, and images in fragment shaders): no framebuffer
    /// switch per group of paths (see `AnalyticCoverage.Mode`); false (or
    /// `ZOETROPE_GL_ACCUMULATION=texture`) samples a float texture instead.
    package var imageAtomics = ProcessInfo.processInfo.environment["ZOETROPE_GL_ACCUMULATION"] != "texture"

    /// Anti-aliasing on the GPU.
    public enum Coverage: String, Sendable, CaseIterable {
        /// Exact area coverage, 256 levels, as the software renderer computes it (see
        /// `AnalyticCoverage`); needs GL_EXT_color_buffer_float and GL_EXT_float_blend, else MSAA.
        case analytic
        /// ``GLESOptions/samples`` MSAA samples per pixel (five levels at 4×): cheaper on some
        /// hardware, visibly lighter on thin dense strokes.
        case multisample = "msaa"
    }

    /// What one frame may cost: flattened points and layer nesting (checked as the software
    /// renderer checks them) and the offscreen targets of nested layers, before drawing.
    public var budget: RenderBudget = .default

    /// The libEGL to load (dlopen path); nil: `ZOETROPE_EGL_LIBRARY` when set, else `libEGL.so.1`.
    /// EGL and GLES are loaded at run time, never linked; a process keeps the first that loads.
    public var eglLibrary: String? = nil

    public init(platform: EGLPlatform? = nil, samples: Int = 4, tolerance: Double = FlattenedPath.renderingTolerance,
                debugLog: Bool = ProcessInfo.processInfo.environment["ZOETROPE_LOG"]?.lowercased() == "debug",
                profile: Bool = ProcessInfo.processInfo.environment["ZOETROPE_GL_PROFILE"] == "1") {
        self.profile = profile
        self.platform = platform
        self.samples = samples
        self.tolerance = tolerance
        self.debugLog = debugLog
    }
}
