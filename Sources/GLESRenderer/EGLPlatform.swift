import Foundation
import VectorPath
import RenderCommands

/// The ways to obtain a headless EGL display, in the order ``EGLDisplaySelection`` tries them.
///
/// ```swift
/// let forced = try EGLPlatform.fromEnvironment()   // ZOETROPE_EGL_PLATFORM=surfaceless
/// let gpu = try GLESRenderer(options: GLESOptions(platform: .surfaceless))
/// ```
public enum EGLPlatform: String, CaseIterable, Sendable, CustomStringConvertible {
    /// `EGL_EXT_platform_device`: an enumerated device that is not a software renderer
    /// (`EGL_MESA_device_software` devices are skipped). NVIDIA's headless path.
    case device
    /// `EGL_KHR_platform_gbm` on a DRM render node `/dev/dri/renderD*`.
    case gbm
    /// `EGL_MESA_platform_surfaceless`: Mesa picks a hardware driver if it can, llvmpipe otherwise.
    case surfaceless
    /// `eglGetDisplay(EGL_DEFAULT_DISPLAY)` (may try X11 or Wayland when DISPLAY is set).
    case `default`

    /// The environment variable that forces one platform.
    public static let environmentVariable = "ZOETROPE_EGL_PLATFORM"

    public var description: String { rawValue }

    /// The platform forced by `ZOETROPE_EGL_PLATFORM` (nil when unset or empty).
    /// Throws a message listing the valid values when it is set to something else.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(EGLPlatformError) -> EGLPlatform? {
        guard let value = environment[environmentVariable], !value.isEmpty else { return nil }
        guard let platform = EGLPlatform(rawValue: value.lowercased()) else { throw EGLPlatformError(value: value) }
        return platform
    }
}

/// An unknown value of `ZOETROPE_EGL_PLATFORM`.
public struct EGLPlatformError: Error, CustomStringConvertible, Sendable {
    public var value: String
    public var description: String {
        "\(EGLPlatform.environmentVariable)=\(value) is not one of "
            + EGLPlatform.allCases.map(\.rawValue).joined(separator: ", ")
    }
}

/// One step of display selection and what came of it, for `zoetrope doctor` and debug logs.
///
/// ```swift
/// for attempt in gpu.info.attempts { print(attempt) }   // "surfaceless: OK — llvmpipe (LLVM 15…)"
/// ```
public struct EGLDisplayAttempt: Sendable, CustomStringConvertible {
    /// The platform tried.
    public var platform: EGLPlatform
    /// True when this step produced the context in use.
    public var succeeded: Bool
    /// What happened, e.g. "skipped: EGL_EXT_platform_device not supported".
    public var outcome: String

    public var description: String { "\(platform): \(succeeded ? "OK — " : "")\(outcome)" }
}
