import CEGL
import CGBM
import CGLES3
import Foundation
import VectorPath
import Tessellation
import RenderCommands
import Geometry2D

/// EGL, OpenGL ES and GBM are loaded at run time (dlopen + dlsym), never linked, so the `zoetrope`
/// binary and every library user start on a machine without them; the GPU backend then fails with
/// ``GLESError/libraryMissing(library:path:detail:)`` (and `--backend auto` falls back).
///
/// The paths default to the sonames (`libEGL.so.1`, `libGLESv2.so.2`, `libgbm.so.1`);
/// ``GLESOptions/eglLibrary`` or the environment (`ZOETROPE_EGL_LIBRARY`, `ZOETROPE_GLES_LIBRARY`,
/// `ZOETROPE_GBM_LIBRARY`) force others, e.g. a path that does not exist to test the fallback.
/// A process keeps the first libraries that load.
enum GLLibraries {
    static let eglSoname = "libEGL.so.1", glesSoname = "libGLESv2.so.2", gbmSoname = "libgbm.so.1"

    /// Loads libEGL, then GLES (libGLESv2, else eglGetProcAddress).
    static func load(egl eglPath: String?) throws(GLESError) {
        let environment = ProcessInfo.processInfo.environment
        let egl = eglPath ?? environment["ZOETROPE_EGL_LIBRARY"].flatMap { $0.isEmpty ? nil : $0 }
        var error = [CChar](repeating: 0, count: 1024)
        guard zoetrope_egl_load(egl, &error, error.count) == 1 else {
            throw .libraryMissing(library: eglSoname, path: egl ?? eglSoname, detail: text(error))
        }
        let gles = environment["ZOETROPE_GLES_LIBRARY"].flatMap { $0.isEmpty ? nil : $0 }
        let fromEGL: @convention(c) (UnsafePointer<CChar>?) -> UnsafeMutableRawPointer? = { name in
            guard let name, let function = eglGetProcAddress(name) else { return nil }
            return unsafeBitCast(function, to: UnsafeMutableRawPointer.self)
        }
        guard zoetrope_gles_load(gles, fromEGL, &error, error.count) == 1 else {
            throw .libraryMissing(library: glesSoname, path: gles ?? glesSoname, detail: text(error))
        }
    }

    /// Loads libgbm for the render-node step; nil when it loaded, else why not (one line).
    static func loadGBM() -> String? {
        let path = ProcessInfo.processInfo.environment["ZOETROPE_GBM_LIBRARY"].flatMap { $0.isEmpty ? nil : $0 }
        var error = [CChar](repeating: 0, count: 1024)
        guard zoetrope_gbm_load(path, &error, error.count) == 1 else {
            return GLESError.libraryMissing(library: gbmSoname, path: path ?? gbmSoname, detail: text(error)).description
        }
        return nil
    }

    /// A NUL-terminated C buffer as text.
    private static func text(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// What to install for each library (Debian package names).
    static func hint(_ library: String) -> String {
        switch library {
        case gbmSoname: return "install libgbm1"
        case glesSoname: return "install libgles2 (and a driver such as libegl-mesa0)"
        default: return "install libegl1 (and a driver such as libegl-mesa0)"
        }
    }
}
