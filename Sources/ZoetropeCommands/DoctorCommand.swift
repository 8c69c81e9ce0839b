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
import SystemResources

/// `zoetrope doctor`: what this machine offers for rendering — EGL client extensions, devices, the
/// display-selection steps and the platform chosen, GL vendor/renderer/version and limits, hardware
/// or software, a one-frame GPU self-test against the software renderer, and whether the software
/// renderer works.
struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check the GPU (headless EGL + OpenGL ES 3) and software backends on this machine.",
        discussion: """
            Threads: --threads 0 (the default) runs one rasterizer thread per CPU this process may use, \
            and encoders and frames in flight are sized the same way: the fewest CPUs allowed by the \
            affinity mask (taskset, Slurm binding), the cgroup CPU quota (a container's or pod's CPU \
            limit, rounded up) and SLURM_CPUS_PER_TASK, not the machine's core count. The first line \
            says how many and why. While other runnable threads fill the CPUs (several renders on one \
            node), a default render draws on fewer threads, down to one, and its helpers stop \
            spinning; --threads N is kept as given. The bytes are the same for any thread count.
            """)

    @Option(help: "Try only this EGL platform: \(EGLPlatform.allCases.map(\.rawValue).joined(separator: ", ")) (default: all in that order, or ZOETROPE_EGL_PLATFORM).")
    var platform: String?

    @Flag(help: "Also draw every SCENES.md scene, every built-in scene at four times, a text frame and two view frames on the GPU and on the software renderer and compare them (pass: mean ≤ 1, ≤ 1 % of pixels off by more than 16); exit status 1 when a case fails.")
    var parity = false

    @Option(name: .customLong("parity-size"), help: "Canvas side of the SCENES.md scenes in --parity (the others are fixed).")
    var paritySize = 1024

    @Option(name: .customLong("gpu"), help: GLESOptions.gpuHelp)
    var gpu: Int?

    @Option(name: .customLong("gpu-coverage"), help: GLESOptions.Coverage.help)
    var gpuCoverage: GLESOptions.Coverage?

    func validate() throws {
        guard (16...8192).contains(paritySize) else { throw ValidationError("--parity-size must be 16…8192") }
        if let platform, EGLPlatform(rawValue: platform) == nil {
            throw ValidationError("--platform must be one of \(EGLPlatform.allCases.map(\.rawValue).joined(separator: ", "))")
        }
    }

    func run() throws {
        let cpus = AvailableCPUs.current
        try Console.print("CPUs: \(cpus.count) of \(cpus.machineCores) (\(cpus.why)); --threads 0 runs \(cpus.count) "
                          + "rasterizer thread\(cpus.count == 1 ? "" : "s")")
        try printTextAndVideo()
        let software = softwareSelfTest()
        try Console.print("software renderer: \(software.map { "works (\($0))" } ?? "FAILED")")
        let gpu: GLESRenderer
        do {
            var options = GLESOptions(platform: platform.flatMap(EGLPlatform.init(rawValue:)))
            if let index = self.gpu { options.gpu = index }
            if let gpuCoverage { options.coverage = gpuCoverage }
            gpu = try GLESRenderer(options: options)
        } catch {
            try Console.print("GPU backend: unavailable")
            try Console.print("  \(error)".replacingOccurrences(of: "\n", with: "\n  "))
            try Console.print("verdict: \(software != nil ? "use the software renderer (--backend cpu)" : "no working renderer")")
            if software == nil || parity { throw ExitCode.failure }
            return
        }
        let info = gpu.info
        try Console.print("EGL client extensions: \(info.clientExtensions.joined(separator: " "))")
        try Console.print("EGL devices:" + (info.devices.isEmpty ? " not enumerated" : ""))
        for device in info.devices { try Console.print("  \(device)") }
        try Console.print("display selection:")
        for attempt in info.attempts { try Console.print("  \(attempt)") }
        try Console.print("platform chosen: \(info.platform) (EGL \(info.eglVersion), \(info.eglVendor), "
              + "\(info.surfaceless ? "surfaceless context" : "1×1 pbuffer"))")
        try Console.print("GL_VENDOR: \(info.vendor)")
        try Console.print("GL_RENDERER: \(info.renderer)")
        try Console.print("GL_VERSION: \(info.version)")
        try Console.print("GL_SHADING_LANGUAGE_VERSION: \(info.shadingLanguageVersion)")
        try Console.print("GL_MAX_SAMPLES: \(info.maxSamples); anti-aliasing: \(info.antialiasing)"
                          + (info.coverage != .analytic ? "" : info.accumulation == "image atomics"
                             ? " (R32I image of 16.16 fixed-point areas, atomic adds)" : " (R32F accumulation, GL_EXT_float_blend)"))
        try Console.print("GL_MAX_TEXTURE_SIZE: \(info.maxTextureSize), GL_MAX_RENDERBUFFER_SIZE: \(info.maxRenderbufferSize)")
        try Console.print("aliased drawing (antialiased: false): \(info.aliasedCoverage)")
        try Console.print("GPU kind: \(info.classification)")
        let selfTest = gpuSelfTest(gpu)
        try Console.print("GPU self-test: \(selfTest)")
        try Console.print("verdict: " + (info.isSoftware
            ? "GL works but runs on the CPU; prefer the software renderer (--backend cpu), it is faster here"
            : "hardware GPU available (--backend gpu)"))
        if parity, try !ParityCheck(gpu: gpu, side: paritySize).run() { throw ExitCode.failure }
    }

    /// One frame of the self-test card at 256² on the CPU; nil on failure.
    private func softwareSelfTest() -> String? {
        do {
            let start = DispatchTime.now().uptimeNanoseconds
            _ = try GPUSelfTest.frame(with: SoftwareRenderer())
            return String(format: "test card at 256² in %.1f ms", Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        } catch {
            return nil
        }
    }

    /// The self-test card at 256² on the GPU compared with the software renderer (the self-test
    /// `--backend auto` runs on a hardware GPU).
    private func gpuSelfTest(_ gpu: GLESRenderer) -> String {
        let outcome = GPUSelfTest.run(gpu)
        return (outcome.passed ? "passed" : "FAILED") + " (\(outcome.summary))"
    }
}
