import Foundation
import VectorPath
import Tessellation
import RenderCommands
import Geometry2D

/// What the GPU backend found on this machine: the display-selection steps, EGL and GL
/// identification, limits, and whether the renderer is real hardware or a software rasterizer.
///
/// ```swift
/// let gpu = try GLESRenderer()
/// print(gpu.info.renderer, gpu.info.isSoftware ? "(software)" : "(hardware)")
/// ```
public struct GPUInfo: Sendable {
    /// The platform whose display is in use.
    public var platform: EGLPlatform
    /// Every selection step tried, in order, with its outcome.
    public var attempts: [EGLDisplayAttempt]
    /// EGL client extensions (`eglQueryString(EGL_NO_DISPLAY, EGL_EXTENSIONS)`), sorted.
    public var clientExtensions: [String]
    /// One line per device found by `eglQueryDevicesEXT` (empty when not enumerated).
    public var devices: [String]
    /// EGL vendor and version of the chosen display.
    public var eglVendor: String, eglVersion: String
    /// `GL_VENDOR`, `GL_RENDERER`, `GL_VERSION`, `GL_SHADING_LANGUAGE_VERSION`.
    public var vendor: String, renderer: String, version: String, shadingLanguageVersion: String
    /// `GL_MAX_SAMPLES`, `GL_MAX_TEXTURE_SIZE`, `GL_MAX_RENDERBUFFER_SIZE`.
    public var maxSamples: Int, maxTextureSize: Int, maxRenderbufferSize: Int
    /// MSAA samples the renderer uses: min(asked, GL_MAX_SAMPLES), or 0 without MSAA.
    public var samples: Int
    /// True with a surfaceless context (`EGL_KHR_surfaceless_context`), false on a 1×1 pbuffer.
    public var surfaceless: Bool
    /// The GL extensions (`glGetStringi(GL_EXTENSIONS, i)`), sorted.
    public var extensions: [String] = []
    /// How `antialiased: false` fills, strokes and clips get exact pixel-centre coverage here.
    public var aliasedCoverage: AliasedCoverage = .singleSample
    /// How anti-aliased geometry gets its coverage here: analytic (the software renderer's
    /// picture) unless asked for MSAA or the context lacks float render targets with blending.
    public var coverage: GLESOptions.Coverage = .multisample

    /// With analytic coverage: true when the cover reads the accumulation in place
    /// (GL_EXT_shader_framebuffer_fetch), false when it reads an image or samples a texture.
    public var framebufferFetch = false

    /// With analytic coverage, where the accumulation lives: "framebuffer fetch", "image atomics"
    /// or "texture" (empty with MSAA).
    public var accumulation = ""

    /// "analytic coverage (framebuffer fetch)", "4× MSAA", "no MSAA"…: how anti-aliasing is done, for
    /// one-line reports.
    public var antialiasing: String {
        coverage == .analytic ? "analytic coverage (\(accumulation))"
            : samples > 0 ? "\(samples)× MSAA" : "no MSAA"
    }

    /// The software rasterizer behind GL_RENDERER (`llvmpipe`, `softpipe`, `SwiftShader`), or nil for hardware.
    public var softwareRasterizer: String? { Self.softwareRasterizer(in: renderer) }
    /// True when GL runs on the CPU (llvmpipe, softpipe, SwiftShader): it works, but it is no GPU.
    public var isSoftware: Bool { softwareRasterizer != nil }

    /// The software rasterizer named in a GL_RENDERER string, if any.
    public static func softwareRasterizer(in renderer: String) -> String? {
        let lower = renderer.lowercased()
        return ["llvmpipe", "softpipe", "swiftshader"].first { lower.contains($0) }
            .map { $0 == "swiftshader" ? "SwiftShader" : $0 }
    }

    /// "hardware" or "software (llvmpipe)".
    public var classification: String {
        softwareRasterizer.map { "software (\($0)) — not a hardware GPU" } ?? "hardware"
    }
}

/// How the GPU backend draws aliased geometry (`antialiased: false`: a pixel fully covered when its
/// centre is inside, else not, as the software renderer samples it) on a given context. Aliased
/// draws always go through the stencil (never the direct convex path); what differs is how their
/// stencil is made per pixel instead of per MSAA sample.
///
/// ```swift
/// print(try GLESRenderer().info.aliasedCoverage)   // on llvmpipe: centreMask
/// ```
public enum AliasedCoverage: String, Sendable, CustomStringConvertible {
    /// No MSAA: GL rasterizes pixel centres anyway (everything is aliased then).
    case singleSample
    /// GL_EXT_multisample_compatibility: `glDisable(GL_MULTISAMPLE_EXT)` around the aliased stencil
    /// pass gives every sample of a pixel its centre's coverage.
    case multisampleCompatibility
    /// The context has MSAA but not GL_EXT_multisample_compatibility (Mesa's llvmpipe, for one):
    /// each aliased draw's winding is counted at pixel centres in a single-sample mask framebuffer,
    /// and the mask's pixels are written into every sample of the multisampled stencil (one extra
    /// framebuffer switch and two extra draws per aliased draw).
    case centreMask

    public var description: String {
        switch self {
        case .singleSample: "exact (no MSAA: pixel centres are rasterized)"
        case .multisampleCompatibility: "exact (GL_EXT_multisample_compatibility: MSAA off around aliased stencil passes)"
        case .centreMask: "exact (no GL_EXT_multisample_compatibility: a single-sample centre mask per aliased draw)"
        }
    }
}
