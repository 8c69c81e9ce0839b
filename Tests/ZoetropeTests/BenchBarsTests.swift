import Foundation
import Testing
@testable import ZoetropeCommands

/// The bars `bench` checks in the run that measured them: issue 36's CPU-side share (the GPU
/// path's tessellate + buffers over the CPU backend's 2-thread frame) and issue 37's view-frame
/// budgets. Made-up rows: nothing here depends on the machine.
@Suite struct BenchBarsTests {
    static func row(_ scene: String, _ backend: String, threads: Int?, median: Double, phases: [String: Double] = [:]) -> BenchReport.Result {
        BenchReport.Result(scene: scene, backend: backend, threads: threads, samples: nil, renderer: "test", segments: 1,
                           medianMs: median, minMs: median, maxMs: median, framesPerSecond: 1000 / median,
                           phases: phases, drawCalls: nil, triangles: nil, vsCairoReference: nil, vsBlend2dReference: nil)
    }

    @Test func sharesAreTheCPUSideOverTheTwoThreadFrame() throws {
        let results = [
            Self.row("flower_16", "cpu", threads: 2, median: 0.4),
            Self.row("flower_16", "gpu", threads: nil, median: 8, phases: ["tessellate": 0.02, "buffers": 0.02]),
            Self.row("clock", "cpu", threads: 2, median: 0.06),
            Self.row("clock", "gpu", threads: nil, median: 11, phases: ["tessellate": 0.024, "buffers": 0.006]),
        ]
        let shares = BenchBars.cpuSideShares(results)
        #expect(shares.map(\.scene) == ["flower_16", "clock"])
        #expect(abs(shares[0].share - 0.1) < 1e-12 && abs(shares[1].share - 0.5) < 1e-12)
        let lines = try #require(BenchBars.cpuSideReport(results))
        #expect(lines.last == "  met on 1 of 2 scenes; over: clock", "\(lines)")
        #expect(lines[2].hasSuffix("over") && !lines[1].hasSuffix("over"))
    }

    @Test func noShareWithoutATwoThreadCPURow() {
        let results = [Self.row("blob", "cpu", threads: 16, median: 0.1),
                       Self.row("blob", "gpu", threads: nil, median: 2, phases: ["tessellate": 0.01])]
        #expect(BenchBars.cpuSideShares(results).isEmpty)
        #expect(BenchBars.cpuSideReport(results) == nil)
        let allMet = [Self.row("blob", "cpu", threads: 2, median: 0.1), results[1]]
        #expect(BenchBars.cpuSideReport(allMet)?.last == "  met on all 1 scenes")
    }

    @Test func viewBudgetsSayMetOrOverAndSpareASoftwareGPU() {
        #expect(BenchBars.budgetColumn(row: "cards: whole frame, cpu 2t", median: 64, softwareGPU: true) == "≤ 100 met")
        #expect(BenchBars.budgetColumn(row: "particles: whole frame, cpu 2t", median: 21, softwareGPU: false) == "≤ 20 over")
        #expect(BenchBars.budgetColumn(row: "cards: gpu raster, blurs in shaders", median: 540, softwareGPU: true) == "≤ 50 (hardware)")
        #expect(BenchBars.budgetColumn(row: "cards: gpu raster, blurs in shaders", median: 12, softwareGPU: false) == "≤ 50 met")
        #expect(BenchBars.budgetColumn(row: "cards: whole frame, cpu 1t", median: 64, softwareGPU: false) == "")
    }
}
