import Foundation
import Testing
@testable import ZoetropeCommands

/// `zoetrope bench` says when its figures are unreliable (issue 34: "`bench` with few runs on a
/// busy machine prints figures 5× off without a warning"): few timed runs, a machine busy at the
/// start, rows whose runs spread widely, a debug build. Every condition is forced here (options, a
/// made-up report), none depends on the machine's speed or load.
@Suite struct BenchReliabilityTests {
    static func report(runs: Int = 10, load: Double = 0.1, cores: Int = 2,
                       rows: [(min: Double, max: Double)] = [(10, 11)]) -> BenchReport {
        var report = BenchReport(machine: .init(cpu: "test", cores: cores, loadAverage: [load, load, load]),
                                 width: 64, height: 64, warmup: 1, runs: runs)
        report.results = rows.enumerated().map { index, row in
            BenchReport.Result(scene: "scene\(index)", backend: "cpu", threads: 1, samples: nil, renderer: "software", segments: 1,
                               medianMs: (row.min + row.max) / 2, minMs: row.min, maxMs: row.max, framesPerSecond: 1,
                               phases: [:], drawCalls: nil, triangles: nil, vsCairoReference: nil, vsBlend2dReference: nil)
        }
        return report
    }

    @Test func aSteadyIdleReleaseRunHasNoWarning() {
        #expect(Self.report().reliabilityWarnings(debugBuild: false) == [])
    }

    @Test func fewRunsAreReported() {
        let warnings = Self.report(runs: 1).reliabilityWarnings(debugBuild: false)
        #expect(warnings.count == 1 && warnings[0].hasPrefix("only 1 timed frame per row"), "\(warnings)")
        #expect(Self.report(runs: 4).reliabilityWarnings(debugBuild: false).count == 1)
        #expect(Self.report(runs: 5).reliabilityWarnings(debugBuild: false).isEmpty)
    }

    @Test func aBusyMachineIsReported() {
        let warnings = Self.report(load: 3.5, cores: 2).reliabilityWarnings(debugBuild: false)
        #expect(warnings.count == 1 && warnings[0].contains("load average 3.50 on 2 CPUs"), "\(warnings)")
        #expect(Self.report(load: 3.5, cores: 16).reliabilityWarnings(debugBuild: false).isEmpty)
    }

    @Test func aWideSpreadIsReportedWithItsRows() {
        let warnings = Self.report(rows: [(10, 11), (10, 50)]).reliabilityWarnings(debugBuild: false)
        #expect(warnings.count == 1 && warnings[0].contains("scene1 cpu (5.0×)") && !warnings[0].contains("scene0"), "\(warnings)")
    }

    @Test func aDebugBuildIsReported() {
        let warnings = Self.report().reliabilityWarnings(debugBuild: true)
        #expect(warnings.count == 1 && warnings[0].contains("debug build"), "\(warnings)")
    }

    /// Through the executable: `--runs 1` prints the warning on standard error and puts it in the
    /// JSON report; the figures themselves stay on standard output.
    @Test func benchWithOneRunWarns() throws {
        let result = try CommandLineRunner.run(["bench", "--scenes", "flower_16", "--size", "32x32", "--runs", "1", "--warmup", "0"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("warning: only 1 timed frame per row"), "\(result.stderr)")
        #expect(result.stdout.contains("flower_16"))
        let json = try CommandLineRunner.run(["bench", "--scenes", "flower_16", "--size", "32x32", "--runs", "1", "--warmup", "0", "--json"])
        #expect(json.status == 0, "\(json.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let warnings = try #require(object["warnings"] as? [String])
        #expect(warnings.contains { $0.hasPrefix("only 1 timed frame per row") }, "\(warnings)")
    }
}
