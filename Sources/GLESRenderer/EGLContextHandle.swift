import CEGL
import CGBM
import CGLES3
import Foundation
import Tessellation
import RenderCommands
import Geometry2D

/// An initialized EGL display with a current-able OpenGL ES 3 context (and the 1×1 pbuffer when
/// the display lacks `EGL_KHR_surfaceless_context`). Internal: holds C handles.
///
/// The display is never terminated: EGL hands out one display per native display, shared by every
/// renderer in the process, so terminating it would pull the context from under the others.
struct EGLContextHandle: @unchecked Sendable {
    var display: EGLDisplay
    var context: EGLContext
    var surface: EGLSurface?
    var platform: EGLPlatform
    var eglVendor: String
    var eglVersion: String
    var displayExtensions: Set<String>
    var gbmDevice: UnsafeMutableRawPointer?
    var renderNodeDescriptor: Int32 = -1

    /// Initializes `display`, creates an ES 3.0 context and checks that it can be made current.
    /// The context is left not current.
    static func make(display: EGLDisplay?, platform: EGLPlatform) -> Result<EGLContextHandle, StepFailure> {
        guard let display, display != zoetrope_egl_no_display() else {
            return .failure("no display (\(errorName(eglGetError())))")
        }
        var major: EGLint = 0, minor: EGLint = 0
        guard eglInitialize(display, &major, &minor) == EGLBoolean(EGL_TRUE) else {
            return .failure("eglInitialize failed (\(errorName(eglGetError())))")
        }
        let vendor = eglQueryString(display, EGLint(EGL_VENDOR)).map { String(cString: $0) } ?? "?"
        let extensions = Set((eglQueryString(display, EGLint(EGL_EXTENSIONS)).map { String(cString: $0) } ?? "")
            .split(separator: " ").map(String.init))
        guard eglBindAPI(EGLenum(EGL_OPENGL_ES_API)) == EGLBoolean(EGL_TRUE) else {
            return .failure("eglBindAPI(OpenGL ES) failed (\(errorName(eglGetError())))")
        }
        let surfaceless = extensions.contains("EGL_KHR_surfaceless_context")
        var attributes: [EGLint] = [
            EGLint(EGL_RENDERABLE_TYPE), EGLint(EGL_OPENGL_ES3_BIT),
            EGLint(EGL_SURFACE_TYPE), surfaceless ? 0 : EGLint(EGL_PBUFFER_BIT),
            EGLint(EGL_RED_SIZE), 8, EGLint(EGL_GREEN_SIZE), 8, EGLint(EGL_BLUE_SIZE), 8, EGLint(EGL_ALPHA_SIZE), 8,
            EGLint(EGL_NONE),
        ]
        var config: EGLConfig?
        var count: EGLint = 0
        if eglChooseConfig(display, &attributes, &config, 1, &count) != EGLBoolean(EGL_TRUE) || count < 1 {
            // Some drivers list no RGBA8 config without a surface; any ES 3 config will do (we render to FBOs).
            attributes = [EGLint(EGL_RENDERABLE_TYPE), EGLint(EGL_OPENGL_ES3_BIT),
                          EGLint(EGL_SURFACE_TYPE), surfaceless ? 0 : EGLint(EGL_PBUFFER_BIT), EGLint(EGL_NONE)]
            guard eglChooseConfig(display, &attributes, &config, 1, &count) == EGLBoolean(EGL_TRUE), count >= 1 else {
                return .failure("EGL \(major).\(minor) (\(vendor)): no OpenGL ES 3 config")
            }
        }
        let contextAttributes: [EGLint] = [EGLint(EGL_CONTEXT_MAJOR_VERSION), 3,
                                           EGLint(EGL_CONTEXT_MINOR_VERSION), 0, EGLint(EGL_NONE)]
        guard let context = eglCreateContext(display, config, zoetrope_egl_no_context(), contextAttributes),
              context != zoetrope_egl_no_context()
        else {
            return .failure("EGL \(major).\(minor) (\(vendor)): eglCreateContext(ES 3.0) failed (\(errorName(eglGetError())))")
        }
        var surface: EGLSurface?
        if !surfaceless {
            let pbuffer: [EGLint] = [EGLint(EGL_WIDTH), 1, EGLint(EGL_HEIGHT), 1, EGLint(EGL_NONE)]
            surface = eglCreatePbufferSurface(display, config, pbuffer)
            guard surface != nil, surface != zoetrope_egl_no_surface() else {
                eglDestroyContext(display, context)
                return .failure("no EGL_KHR_surfaceless_context and eglCreatePbufferSurface failed (\(errorName(eglGetError())))")
            }
        }
        let handle = EGLContextHandle(display: display, context: context, surface: surface, platform: platform,
                                      eglVendor: vendor, eglVersion: "\(major).\(minor)", displayExtensions: extensions)
        guard handle.makeCurrent() else {
            let error = eglGetError()
            handle.destroy()
            return .failure("eglMakeCurrent failed (\(errorName(error)))")
        }
        handle.releaseCurrent()
        return .success(handle)
    }

    /// Makes the context current on the calling thread.
    func makeCurrent() -> Bool {
        let s = surface ?? zoetrope_egl_no_surface()
        return eglMakeCurrent(display, s, s, context) == EGLBoolean(EGL_TRUE)
    }

    /// Detaches the context from the calling thread, so another thread may use it.
    func releaseCurrent() {
        _ = eglMakeCurrent(display, zoetrope_egl_no_surface(), zoetrope_egl_no_surface(), zoetrope_egl_no_context())
    }

    /// Destroys the context, the pbuffer and the GBM device (not the shared display).
    func destroy() {
        releaseCurrent()
        if let surface { eglDestroySurface(display, surface) }
        eglDestroyContext(display, context)
        if let gbmDevice { gbm_device_destroy(OpaquePointer(gbmDevice)) }
        if renderNodeDescriptor >= 0 { close(renderNodeDescriptor) }
    }

    /// EGL error codes by name.
    static func errorName(_ code: EGLint) -> String {
        let names: [EGLint: String] = [
            0x3000: "EGL_SUCCESS", 0x3001: "EGL_NOT_INITIALIZED", 0x3002: "EGL_BAD_ACCESS", 0x3003: "EGL_BAD_ALLOC",
            0x3004: "EGL_BAD_ATTRIBUTE", 0x3005: "EGL_BAD_CONFIG", 0x3006: "EGL_BAD_CONTEXT",
            0x3007: "EGL_BAD_CURRENT_SURFACE", 0x3008: "EGL_BAD_DISPLAY", 0x3009: "EGL_BAD_MATCH",
            0x300A: "EGL_BAD_NATIVE_PIXMAP", 0x300B: "EGL_BAD_NATIVE_WINDOW", 0x300C: "EGL_BAD_PARAMETER",
            0x300D: "EGL_BAD_SURFACE", 0x300E: "EGL_CONTEXT_LOST",
        ]
        return names[code] ?? "EGL error 0x\(String(code, radix: 16))"
    }
}
