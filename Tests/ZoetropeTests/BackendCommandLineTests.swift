import Foundation
import Testing
import Zoetrope

/// `--backend auto|gpu|cpu` on `render` and `draw`, run through the built executable: the GPU
/// works on a software GL (llvmpipe) and matches the CPU within the parity tolerance, `auto` picks
/// the CPU unless a hardware GPU passes the self-test and says why in one stderr line, and a broken
/// or missing EGL never crashes (`gpu` exits 1 with a message, `auto` falls back).
///
/// Parity tolerance: mean absolute difference ≤ 2.5 of 255 (as the GPU peer-scene tests) and at
/// most 8 % of pixels off by more than 16 (6 % there). The flower at 64² is nearly all edge
/// pixels of 1-px lines (4× MSAA vs analytic anti-aliasing), and its early frames have diagonals
/// almost on top of the sides: the software renderer's accumulated coverage adds the two edges in
/// a pixel (min(|Σ area|, 1), ~19 % more ink on frame 1) where MSAA counts the union exactly.
@Suite struct BackendCommandLineTests {
    /// What this machine's EGL gives: nil when no display initializes, else the GPU info.
    static let gpuInfo: GPUInfo? = {
        do {
            let info = try GLESRenderer().info
            print("backend CLI tests: EGL gives \(info.renderer) (\(info.classification))")
            return info
        } catch {
            print("backend CLI tests: GPU tests skipped, no EGL display: \(error)")
            return nil
        }
    }()
    static let hasEGL = ConditionTrait.enabled(if: gpuInfo != nil, "no EGL display initializes an OpenGL ES 3 context here")

    /// The lines of `stderr` that announce the backend.
    static func announcements(_ stderr: String) -> [Substring] {
        stderr.split(separator: "\n").filter { $0.hasPrefix("backend: ") }
    }

    static func renderFlower(_ backend: String, into directory: URL, environment: [String: String] = [:]) throws -> CommandLineRunner.Result {
        try CommandLineRunner.run(["render", "flower", "--backend", backend, "--size", "64x64", "--frames", "0..<2",
                                   "--out", directory.path], environment: environment)
    }

    @Test(hasEGL) func gpuRendersTheFlowerAndMatchesTheCPU() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let gpuDirectory = directory.appendingPathComponent("gpu"), cpuDirectory = directory.appendingPathComponent("cpu")
        let gpu = try Self.renderFlower("gpu", into: gpuDirectory)
        #expect(gpu.status == 0, "\(gpu.stderr)")
        let lines = Self.announcements(gpu.stderr)
        #expect(lines.count == 1 && lines[0].hasPrefix("backend: gpu ("), "\(gpu.stderr)")
        if Self.gpuInfo?.isSoftware == true {
            #expect(gpu.stderr.contains("not a hardware GPU"), "\(gpu.stderr)")
        }
        let cpu = try Self.renderFlower("cpu", into: cpuDirectory)
        #expect(cpu.status == 0, "\(cpu.stderr)")
        #expect(Self.announcements(cpu.stderr) == ["backend: cpu (software rasterizer, as asked)"], "\(cpu.stderr)")
        for frame in 0..<2 {
            let name = String(format: "flower_%05d.png", frame)
            let a = try PNGDecoder.decode(contentsOf: gpuDirectory.appendingPathComponent(name))
            let b = try PNGDecoder.decode(contentsOf: cpuDirectory.appendingPathComponent(name))
            let difference = try ImageDifference(between: a, and: b)
            print("render flower frame \(frame) gpu vs cpu at 64²: \(difference)")
            #expect(difference.meanAbsoluteDifference <= 2.5 && difference.fractionOfPixelsOff <= 0.08, "frame \(frame): \(difference)")
        }
    }

    @Test func autoPicksTheCPUWithoutAHardwareGPUAndSaysWhy() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try Self.renderFlower("auto", into: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = Self.announcements(result.stderr)
        #expect(lines.count == 1, "\(result.stderr)")
        switch Self.gpuInfo {
        case .some(let info) where !info.isSoftware:
            #expect(lines.first?.hasPrefix("backend: gpu (hardware GPU") == true
                    || lines.first?.contains("failed the self-test") == true, "\(result.stderr)")
        case .some(let info):
            #expect(lines.first == "backend: cpu (EGL gives only \(info.softwareRasterizer ?? "?"), a software GL: \(info.renderer))",
                    "\(result.stderr)")
        case .none:
            #expect(lines.first?.hasPrefix("backend: cpu (no GPU: ") == true, "\(result.stderr)")
        }
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("flower_00001.png").path))
    }

    /// Forcing the device platform where there is no hardware EGL device: exit 1 and a clear message.
    @Test func gpuOnAMissingDeviceFailsClearly() throws {
        if (try? GLESRenderer(options: GLESOptions(platform: .device))) != nil {
            print("gpuOnAMissingDeviceFailsClearly: this machine has an EGL device; nothing to check")
            return
        }
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try Self.renderFlower("gpu", into: directory, environment: ["ZOETROPE_EGL_PLATFORM": "device"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("error: --backend gpu: no EGL display initialized an OpenGL ES 3 context"), "\(result.stderr)")
        #expect(result.stderr.contains("device: "), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("flower_00000.png").path))
    }

    /// A broken EGL (glvnd pointed at a vendor file that does not exist): auto falls back to the CPU
    /// and renders; gpu exits 1 with a message; neither crashes.
    @Test func brokenEGLFallsBackUnderAutoAndFailsUnderGPU() throws {
        let broken = ["__EGL_VENDOR_LIBRARY_FILENAMES": "/nonexistent.json"]
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let auto = try Self.renderFlower("auto", into: directory, environment: broken)
        #expect(auto.status == 0, "\(auto.stderr)")
        let lines = Self.announcements(auto.stderr)
        #expect(lines.count == 1 && lines[0].hasPrefix("backend: cpu (no GPU: no EGL display initialized"), "\(auto.stderr)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("flower_00001.png").path))
        let gpu = try Self.renderFlower("gpu", into: directory.appendingPathComponent("gpu"), environment: broken)
        #expect(gpu.status == 1, "\(gpu.stderr)")
        #expect(gpu.stderr.contains("error: --backend gpu: no EGL display initialized"), "\(gpu.stderr)")
    }

    /// `draw --backend gpu` draws Examples/draw/card.json (layers, clips, gradients, strokes) like the CPU.
    @Test(hasEGL) func drawWithTheGPUMatchesTheCPU() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/draw/card.json")
        var outputs: [Pixmap] = []
        for backend in ["gpu", "cpu"] {
            let out = directory.appendingPathComponent("\(backend).png")
            let result = try CommandLineRunner.run(["draw", file.path, "--out", out.path, "--backend", backend])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(Self.announcements(result.stderr).first?.hasPrefix("backend: \(backend) (") == true, "\(result.stderr)")
            if result.status == 0 { outputs.append(try PNGDecoder.decode(contentsOf: out)) }
        }
        guard outputs.count == 2 else { return }
        let difference = try ImageDifference(between: outputs[0], and: outputs[1])
        #expect(difference.meanAbsoluteDifference <= 2.5 && difference.fractionOfPixelsOff <= 0.06, "\(difference)")
    }
}
