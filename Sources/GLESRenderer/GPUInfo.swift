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
