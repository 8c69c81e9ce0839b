import CEGL
import CGBM
import Foundation
import VectorPath
import Tessellation
import RenderCommands
import Geometry2D

/// Finds a headless EGL display with an OpenGL ES 3 context, in the order of the rendering spec §5:
/// device platform (skipping `EGL_MESA_device_software` devices) → GBM on `/dev/dri/renderD*` →
/// `EGL_MESA_platform_surfaceless` → `eglGetDisplay(EGL_DEFAULT_DISPLAY)`. A forced platform
/// (``GLESOptions/platform`` or `ZOETROPE_EGL_PLATFORM`) tries only that step. Every step's outcome
/// is recorded in ``attempts``.
///
/// Each step initializes the display, binds the ES API, creates an ES 3.0 context and makes it
/// current (surfaceless with `EGL_KHR_surfaceless_context`, else on a 1×1 pbuffer); only a step that
/// gets that far succeeds. Internal: the handles are C pointers; the public face is ``GPUInfo``.
struct EGLDisplaySelection {
    /// The client extensions (`eglQueryString(EGL_NO_DISPLAY, EGL_EXTENSIONS)`).
    private(set) var clientExtensions: Set<String> = []
    /// What each step did.
    private(set) var attempts: [EGLDisplayAttempt] = []
    /// One line per enumerated EGL device.
    private(set) var devices: [String] = []
    private let log: (String) -> Void
    /// Only this hardware GPU (``GLESOptions/gpu``): the N-th hardware EGL device, or the N-th
    /// render node on GBM; the platforms that cannot name a GPU are then not tried.
    private let gpu: Int?

    init(gpu: Int? = nil, log: @escaping (String) -> Void) {
        self.gpu = gpu
        self.log = log
    }

    /// Runs the steps in order (or only `forced`) and returns the first context that works.
    mutating func select(forced: EGLPlatform?) throws(GLESError) -> EGLContextHandle {
        if let text = eglQueryString(zoetrope_egl_no_display(), EGLint(EGL_EXTENSIONS)) {
            clientExtensions = Set(String(cString: text).split(separator: " ").map(String.init))
        } else {
            _ = eglGetError()  // EGL_BAD_DISPLAY without EGL_EXT_client_extensions: not an error here
        }
        log("EGL client extensions: \(clientExtensions.sorted().joined(separator: " "))")
        let platforms = forced.map { [$0] } ?? (gpu == nil ? EGLPlatform.allCases : [.device, .gbm])
        for platform in platforms {
            switch attempt(platform) {
            case .success(let handle):
                record(platform, true, "\(handle.eglVendor) EGL \(handle.eglVersion)")
                return handle
            case .failure(let why):
                record(platform, false, why.text)
            }
        }
        throw .noDisplay(attempts: attempts)
    }

    private mutating func record(_ platform: EGLPlatform, _ succeeded: Bool, _ outcome: String) {
        let attempt = EGLDisplayAttempt(platform: platform, succeeded: succeeded, outcome: outcome)
        attempts.append(attempt)
        log("EGL display selection: \(attempt)")
    }

    private func has(_ extensions: String...) -> Bool { extensions.contains(where: clientExtensions.contains) }

    private mutating func attempt(_ platform: EGLPlatform) -> Result<EGLContextHandle, StepFailure> {
        switch platform {
        case .device: return attemptDevice()
        case .gbm: return attemptGBM()
        case .surfaceless:
            guard has("EGL_MESA_platform_surfaceless") else { return .failure("skipped: EGL_MESA_platform_surfaceless not supported") }
            guard let getDisplay = Self.proc("eglGetPlatformDisplayEXT") else { return .failure("no eglGetPlatformDisplayEXT") }
            let display = zoetrope_egl_get_platform_display(getDisplay, EGLenum(EGL_PLATFORM_SURFACELESS_MESA), nil, nil)
            return EGLContextHandle.make(display: display, platform: .surfaceless)
        case .default:
            return EGLContextHandle.make(display: eglGetDisplay(zoetrope_egl_default_display()), platform: .default)
        }
    }

    private mutating func attemptDevice() -> Result<EGLContextHandle, StepFailure> {
        guard has("EGL_EXT_device_enumeration", "EGL_EXT_device_base"), has("EGL_EXT_platform_device") else {
            return .failure("skipped: EGL_EXT_device_enumeration + EGL_EXT_platform_device not supported")
        }
        guard let query = Self.proc("eglQueryDevicesEXT"), let queryString = Self.proc("eglQueryDeviceStringEXT"),
              let getDisplay = Self.proc("eglGetPlatformDisplayEXT")
        else { return .failure("device entry points missing from eglGetProcAddress") }
        var found: EGLint = 0
        var handles = [EGLDeviceEXT?](repeating: nil, count: 16)
        guard zoetrope_egl_query_devices(query, 16, &handles, &found) == EGLBoolean(EGL_TRUE) else {
            return .failure("eglQueryDevicesEXT failed (0x\(String(eglGetError(), radix: 16)))")
        }
        var candidates: [(device: EGLDeviceEXT, preferred: Bool)] = []
        var skipped = 0
        for (index, handle) in handles.prefix(Int(found)).enumerated() {
            guard let handle else { continue }
            let extensions = zoetrope_egl_query_device_string(queryString, handle, EGLint(EGL_EXTENSIONS))
                .map { String(cString: $0) } ?? ""
            let node = extensions.contains("EGL_EXT_device_drm_render_node")
                ? zoetrope_egl_query_device_string(queryString, handle, 0x3377).map { String(cString: $0) } : nil
            let software = extensions.contains("EGL_MESA_device_software")
            devices.append("device \(index): \(software ? "software" : "hardware"), render node \(node ?? "none"), "
                           + "extensions: \(extensions.isEmpty ? "none" : extensions)")
            if software { skipped += 1; continue }
            candidates.append((handle, node != nil || extensions.contains("NV")))
        }
        for line in devices { log("EGL \(line)") }
        guard !candidates.isEmpty else {
            return .failure("\(found) device(s), \(skipped) software (EGL_MESA_device_software) skipped, none left")
        }
        var failures: [String] = []
        var order = candidates.sorted(by: { $0.preferred && !$1.preferred })
        if let gpu {
            guard gpu < candidates.count else {
                return .failure(StepFailure("GPU \(gpu) asked for: EGL lists \(candidates.count) hardware device(s)"))
            }
            order = [candidates[gpu]]   // in EGL's enumeration order, as `zoetrope doctor` lists them
        }
        for candidate in order {
            let display = zoetrope_egl_get_platform_display(getDisplay, EGLenum(EGL_PLATFORM_DEVICE_EXT), candidate.device, nil)
            switch EGLContextHandle.make(display: display, platform: .device) {
            case .success(let handle): return .success(handle)
            case .failure(let why): failures.append(why.text)
            }
        }
        return .failure(StepFailure(failures.joined(separator: "; ")))
    }

    private func attemptGBM() -> Result<EGLContextHandle, StepFailure> {
        guard has("EGL_KHR_platform_gbm", "EGL_MESA_platform_gbm") else {
            return .failure("skipped: EGL_KHR_platform_gbm not supported")
        }
        let nodes = ((try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? [])
            .filter { $0.hasPrefix("renderD") }.sorted().map { "/dev/dri/" + $0 }
        guard !nodes.isEmpty else { return .failure("skipped: no /dev/dri/renderD* node") }
        if let gpu, gpu >= nodes.count {
            return .failure(StepFailure("GPU \(gpu) asked for: \(nodes.count) render node(s)"))
        }
        let tried = gpu.map { [nodes[$0]] } ?? nodes
        if let missing = GLLibraries.loadGBM() { return .failure(StepFailure(missing)) }
        guard let getDisplay = Self.proc("eglGetPlatformDisplayEXT") else { return .failure("no eglGetPlatformDisplayEXT") }
        var failures: [String] = []
        for node in tried {
            let fd = zoetrope_open_render_node(node)
            guard fd >= 0 else { failures.append("\(node): cannot open (errno \(errno))"); continue }
            guard let gbm = gbm_create_device(fd) else { close(fd); failures.append("\(node): gbm_create_device failed"); continue }
            let display = zoetrope_egl_get_platform_display(getDisplay, EGLenum(EGL_PLATFORM_GBM_KHR),
                                                            UnsafeMutableRawPointer(gbm), nil)
            switch EGLContextHandle.make(display: display, platform: .gbm) {
            case .success(var handle):
                handle.gbmDevice = UnsafeMutableRawPointer(gbm)
                handle.renderNodeDescriptor = fd
                return .success(handle)
            case .failure(let why):
                gbm_device_destroy(gbm); close(fd)
                failures.append("\(node): \(why.text)")
            }
        }
        return .failure(StepFailure(failures.joined(separator: "; ")))
    }

    /// An extension entry point as the untyped pointer the shim's trampolines take.
    static func proc(_ name: String) -> UnsafeMutableRawPointer? {
        guard let function = eglGetProcAddress(name) else { return nil }
        return unsafeBitCast(function, to: UnsafeMutableRawPointer.self)
    }
}

/// Why one selection step did not produce a context.
struct StepFailure: Error, ExpressibleByStringInterpolation {
    var text: String
    init(_ text: String) { self.text = text }
    init(stringLiteral value: String) { text = value }
}
