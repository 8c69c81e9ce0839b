import Foundation
import RenderCommands
import VectorPath
import Tessellation
import Geometry2D

/// Why the GPU backend could not start or could not draw a frame. Every case says what failed and,
/// where it helps, what to try; nothing in this backend traps on a broken or missing driver.
///
/// ```swift
/// do { let gpu = try GLESRenderer() } catch { print("error: \(error)") }  // e.g. no EGL display initialized …
/// ```
public enum GLESError: Error, CustomStringConvertible, Sendable {
    /// A library loaded at run time (`libEGL.so.1`, `libGLESv2.so.2`, `libgbm.so.1`) did not open
    /// from `path`, or lacks an entry point; `detail` is dlerror's text.
    case libraryMissing(library: String, path: String, detail: String)
    /// No EGL display could be initialized with an OpenGL ES 3 context; one line per step tried.
    case noDisplay(attempts: [EGLDisplayAttempt])
    /// A shader in `Shaders/` failed to compile or link, with the driver's log.
    case shader(name: String, log: String)
    /// A framebuffer was incomplete (status as GL reports it, e.g. 0x8CD6).
    case framebufferIncomplete(what: String, status: UInt32)
    /// A GL call reported an error (code as GL reports it, e.g. 0x0505 out of memory).
    case gl(operation: String, code: UInt32)
    /// The canvas is larger than the driver's framebuffers (GL_MAX_RENDERBUFFER_SIZE etc.).
    case canvasTooLarge(width: Int, height: Int, limit: Int)
    /// An image is larger than the driver's textures (GL_MAX_TEXTURE_SIZE).
    case imageTooLarge(width: Int, height: Int, limit: Int)
    /// Mapping the read-back buffer failed.
    case readbackFailed(String)
    /// The display list cannot be drawn (NaN coordinates, unbalanced layers, …).
    case invalidList(RenderError)
    /// A setting is invalid (e.g. an unknown `ZOETROPE_EGL_PLATFORM`).
    case configuration(String)
    /// The display list uses something this backend does not draw yet.
    case unsupported(String)
    /// Drawing the list would go over ``GLESOptions/budget`` (estimated before drawing).
    case overBudget(RenderBudget.Exceeded)

    public var description: String {
        switch self {
        case .libraryMissing(let library, let path, let detail):
            let backend = library == GLLibraries.gbmSoname ? "" : " or use --backend cpu"
            return "\(library) not found: \(GLLibraries.hint(library))\(backend)"
                + " (\(detail.contains(path) ? "" : "\(path): ")\(detail))"
        case .noDisplay(let attempts):
            let steps = attempts.map { "  \($0)" }.joined(separator: "\n")
            return "no EGL display initialized an OpenGL ES 3 context (is Mesa's libegl-mesa0 / "
                + "libgl1-mesa-dri or a GPU driver installed?); tried:\n" + (steps.isEmpty ? "  (nothing)" : steps)
        case .shader(let name, let log):
            return "shader \(name) failed: \(log.trimmingCharacters(in: .whitespacesAndNewlines))"
        case .framebufferIncomplete(let what, let status):
            return "\(what) framebuffer incomplete (status 0x\(String(status, radix: 16)))"
        case .gl(let operation, let code):
            return "OpenGL error 0x\(String(code, radix: 16)) during \(operation)"
        case .canvasTooLarge(let width, let height, let limit):
            return "canvas \(width)×\(height) exceeds this GPU's limit of \(limit) pixels per side"
        case .imageTooLarge(let width, let height, let limit):
            return "image \(width)×\(height) exceeds this GPU's texture limit of \(limit) pixels per side; "
                + "use the software renderer (--backend cpu)"
        case .readbackFailed(let why):
            return "reading pixels back from the GPU failed: \(why)"
        case .invalidList(let error):
            return "\(error)"
        case .configuration(let why):
            return why
        case .overBudget(let exceeded):
            return exceeded.description
        case .unsupported(let what):
            return "the GPU backend does not draw \(what) yet; use the software renderer (--backend cpu)"
        }
    }
}
