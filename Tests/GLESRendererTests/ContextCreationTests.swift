import Foundation
import GLESRenderer
import RenderCommands
import Testing
import SoftwareRasterizer
import ZoetropeUI
import VectorPath
import Scenes
import Geometry2D
import Backends

@Suite struct ContextCreationTests {
    @Test(needsGPU) func aContextInitializesAndDescribesItself() throws {
        let info = try #require(GPU.renderer).info
        #expect(info.version.contains("OpenGL ES 3"))
        #expect(info.maxSamples >= 4)
        // Analytic coverage draws single-sample; MSAA takes the samples asked for.
        #expect(info.samples == (info.coverage == .analytic ? 0 : min(4, info.maxSamples)))
        #expect(info.coverage == .analytic || !info.extensions.contains("GL_EXT_float_blend"),
                "analytic coverage is the default wherever float targets blend")
        #expect(info.attempts.last?.succeeded == true)
        #expect(info.attempts.last?.platform == info.platform)
        #expect(info.attempts.dropLast().allSatisfy { !$0.succeeded })
        if info.renderer.contains("llvmpipe") {
            #expect(info.isSoftware && info.softwareRasterizer == "llvmpipe")
        }
    }

    /// `--gpu N` names a hardware GPU: only the device and GBM platforms can, so nothing else is
    /// tried, and a machine without that many GPUs gets an error naming what there is.
    @Test(needsGPU) func aNamedGPUIsOnlyLookedForWhereGPUsAreNamed() throws {
        let info = try #require(GPU.renderer).info
        var options = GLESOptions()
        options.gpu = 7
        do {
            let renderer = try GLESRenderer(options: options)
            Issue.record("GPU 7 of this machine: \(renderer.info.renderer)")
        } catch {
            guard case .noDisplay(let attempts) = error else { Issue.record("\(error)"); return }
            #expect(attempts.map(\.platform) == [.device, .gbm], "\(attempts)")
            #expect(attempts.allSatisfy { !$0.succeeded })
            print("--gpu 7 here (\(info.renderer)): \(attempts.map(\.description).joined(separator: "; "))")
        }
    }

    @Test(needsGPU) func surfacelessCanBeForced() throws {
        let renderer = try GLESRenderer(options: GLESOptions(platform: .surfaceless))
        #expect(renderer.info.platform == .surfaceless)
        #expect(renderer.info.attempts.count == 1)
    }

    /// On a machine whose only EGL device is a software one (llvmpipe), the device platform must
    /// skip it and fail with an error that says so — never crash.
    @Test(needsGPU) func forcedDevicePlatformWithoutHardwareFailsCleanly() throws {
        let info = try #require(GPU.renderer).info
        try #require(info.isSoftware, "a hardware GPU is present; the device platform may well succeed")
        do {
            let renderer = try GLESRenderer(options: GLESOptions(platform: .device))
            #expect(!renderer.info.isSoftware, "the device platform must not pick a software device")
        } catch {
            guard case .noDisplay(let attempts) = error else { Issue.record("unexpected \(error)"); return }
            #expect(attempts.count == 1 && attempts[0].platform == .device)
            #expect("\(error)".contains("device"))
        }
    }

    @Test func environmentVariableSelectsAPlatform() throws {
        #expect(try EGLPlatform.fromEnvironment([:]) == nil)
        #expect(try EGLPlatform.fromEnvironment(["ZOETROPE_EGL_PLATFORM": "GBM"]) == .gbm)
        #expect(throws: EGLPlatformError.self) { try EGLPlatform.fromEnvironment(["ZOETROPE_EGL_PLATFORM": "x11"]) }
    }

    @Test func softwareRenderersAreRecognized() {
        #expect(GPUInfo.softwareRasterizer(in: "llvmpipe (LLVM 15.0.6, 256 bits)") == "llvmpipe")
        #expect(GPUInfo.softwareRasterizer(in: "Google SwiftShader") == "SwiftShader")
        #expect(GPUInfo.softwareRasterizer(in: "NVIDIA H100 80GB HBM3/PCIe/SSE2") == nil)
    }
}
