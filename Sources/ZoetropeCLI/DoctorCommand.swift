import ArgumentParser
import Foundation
import GLESRenderer
import Zoetrope

/// `zoetrope doctor`: what this machine offers for rendering — EGL client extensions, devices, the
/// display-selection steps and the platform chosen, GL vendor/renderer/version and limits, hardware
/// or software, a one-frame GPU self-test against the software renderer, and whether the software
/// renderer works.
struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check the GPU (headless EGL + OpenGL ES 3) and software backends on this machine.")

    @Option(help: "Try only this EGL platform: \(EGLPlatform.allCases.map(\.rawValue).joined(separator: ", ")) (default: all in that order, or ZOETROPE_EGL_PLATFORM).")
    var platform: String?

    func validate() throws {
        if let platform, EGLPlatform(rawValue: platform) == nil {
            throw ValidationError("--platform must be one of \(EGLPlatform.allCases.map(\.rawValue).joined(separator: ", "))")
        }
    }

    func run() throws {
        let software = softwareSelfTest()
        print("software renderer: \(software.map { "works (\($0))" } ?? "FAILED")")
        let gpu: GLESRenderer
        do {
            gpu = try GLESRenderer(options: GLESOptions(platform: platform.flatMap(EGLPlatform.init(rawValue:))))
        } catch {
            print("GPU backend: unavailable")
            print("  \(error)".replacingOccurrences(of: "\n", with: "\n  "))
            print("verdict: \(software != nil ? "use the software renderer (--backend cpu)" : "no working renderer")")
            if software == nil { throw ExitCode.failure }
            return
        }
        let info = gpu.info
        print("EGL client extensions: \(info.clientExtensions.joined(separator: " "))")
        print("EGL devices:" + (info.devices.isEmpty ? " not enumerated" : ""))
        for device in info.devices { print("  \(device)") }
        print("display selection:")
        for attempt in info.attempts { print("  \(attempt)") }
        print("platform chosen: \(info.platform) (EGL \(info.eglVersion), \(info.eglVendor), "
              + "\(info.surfaceless ? "surfaceless context" : "1×1 pbuffer"))")
        print("GL_VENDOR: \(info.vendor)")
        print("GL_RENDERER: \(info.renderer)")
        print("GL_VERSION: \(info.version)")
        print("GL_SHADING_LANGUAGE_VERSION: \(info.shadingLanguageVersion)")
        print("GL_MAX_SAMPLES: \(info.maxSamples) (using \(info.samples)× MSAA)")
        print("GL_MAX_TEXTURE_SIZE: \(info.maxTextureSize), GL_MAX_RENDERBUFFER_SIZE: \(info.maxRenderbufferSize)")
        print("aliased drawing (antialiased: false): \(info.aliasedCoverage)")
        print("GPU kind: \(info.classification)")
        let selfTest = gpuSelfTest(gpu)
        print("GPU self-test: \(selfTest)")
        print("verdict: " + (info.isSoftware
            ? "GL works but runs on the CPU; prefer the software renderer (--backend cpu), it is faster here"
            : "hardware GPU available (--backend gpu)"))
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
