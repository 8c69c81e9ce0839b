import Foundation
import Testing
import SystemResources

/// `--pipeline-memory` bounds the finished frames waiting for the output: the peak resident memory
/// of a 2048² render (16 MiB frames) whose PNG encoding is slower than its drawing stays within
/// the drawing's own peak (`--format null`) plus the frames allowed in flight, one more being
/// encoded, and the encoders' scratch (24 MiB), with the budget at one frame and at the default.
/// (On the CPU backend: probing EGL for `auto` adds Mesa's varying allocations to the peaks.)
@Suite(.serialized) struct PipelineMemoryCommandLineTests {
    static let frameMiB = 16
    static let render = ["render", "clock", "--size", "2048x2048", "--frames", "0..<8", "--backend", "cpu"]

    /// The peak the summary line reports ("peak memory 131 MiB", the process's own VmHWM):
    /// sampling /proc from outside misses short runs.
    static func peakMiB(_ result: HostileProcess.Result) -> Int? {
        let text = String(decoding: result.stdout, as: UTF8.self)
        guard let range = text.range(of: #"peak memory [0-9]+ MiB"#, options: .regularExpression) else { return nil }
        return Int(text[range].dropFirst("peak memory ".count).dropLast(" MiB".count))
    }

    @Test func framesInFlightStayWithinTheBudget() async throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let drawOnly = try await HostileProcess.run(Self.render + ["--format", "null"], memoryKiB: nil)
        try #require(drawOnly.status == 0, "\(drawOnly)")
        let drawOnlyMiB = try #require(Self.peakMiB(drawOnly), "\(drawOnly)")
        for (budget, expected) in [("1K", 1), ("512M", min(32, 2 * AvailableCPUs.current.count))] {
            let out = directory.appendingPathComponent(budget).path
            let result = try await HostileProcess.run(Self.render + ["--out", out, "--pipeline-memory", budget], memoryKiB: nil)
            #expect(result.status == 0, "\(result)")
            let summary = String(decoding: result.stdout, as: UTF8.self)
            #expect(summary.contains("up to \(expected) frame"), "\(summary)")
            let allowedMiB = drawOnlyMiB + (expected + 2) * Self.frameMiB + 24
            let peak = try #require(Self.peakMiB(result), "\(result)")
            print("pipeline memory \(budget): peak \(peak) MiB, draw only \(drawOnlyMiB) MiB, allowed \(allowedMiB) MiB")
            #expect(peak <= allowedMiB, "peak \(peak) MiB with --pipeline-memory \(budget)")
        }
        let bad = try CommandLineRunner.run(Self.render + ["--format", "null", "--pipeline-memory", "lots"])
        #expect(bad.status == 64 && bad.stderr.contains("--pipeline-memory"), "\(bad.stderr)")
    }
}
