import Foundation
import Testing
import Scenes

/// `zoetrope doctor --parity`: every SCENES.md scene, every built-in scene and storyboard at four
/// times, a text frame and two view frames drawn on the GPU and on the software renderer and compared
/// (pass: mean ≤ 1, ≤ 1 % of pixels off by more than 16). With analytic coverage every case passes
/// (the exit status says so); 4× MSAA's five coverage levels fail the dense flowers, and the command
/// then exits 1 with each failing case marked and no other error line.
@Suite struct DoctorParityCommandLineTests {
    /// The lines of `doctor` output that report one case.
    private func caseLines(_ stdout: String) -> [Substring] {
        stdout.split(separator: "\n").filter { $0.hasPrefix("  ") && $0.contains(" mean ") && $0.contains("% off > 16") }
    }

    @Test(BackendCommandLineTests.hasEGL) func analyticCoveragePassesEveryCase() throws {
        let result = try CommandLineRunner.run(["doctor", "--parity", "--parity-size", "64"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = caseLines(result.stdout)
        // 10 SCENES.md scenes, each built-in scene and storyboard at 4 times, text (fonts permitting), 2 views.
        let expected = 10 + 4 * (SceneCatalog.all.count + SceneCatalog.storyboards.count) + 2
        #expect(lines.count == expected || lines.count == expected + 1, "\(lines.count) case lines:\n\(result.stdout)")
        for name in ["flower_200 ", "polygons_10000 ", "controls t=4.00", "rotating-card t=8.00", "layer-shake t=0.25",
                     "views: 100 blurred cards", "views: 5,000 particles"] {
            #expect(lines.contains { $0.contains(name) }, "no case \(name)")
        }
        #expect(!lines.contains { $0.hasSuffix("FAILED") })
        #expect(result.stdout.contains("parity: every case passed"), "\(result.stdout)")
    }

    @Test(BackendCommandLineTests.hasEGL) func multisamplingFailsTheDenseFlowersAndSaysWhich() throws {
        let result = try CommandLineRunner.run(["doctor", "--parity", "--parity-size", "64", "--gpu-coverage", "msaa"])
        #expect(result.status == 1)
        let failed = caseLines(result.stdout).filter { $0.hasSuffix("FAILED") }
        #expect(failed.contains { $0.contains("flower t=4.00") }, "\(result.stdout)")
        #expect(result.stdout.contains("case(s) FAILED: "), "\(result.stdout)")
        #expect(!result.stderr.contains("error:"), "the verdict is the message: \(result.stderr)")
    }

    @Test func aParitySizeOutOfRangeIsAUsageError() throws {
        let result = try CommandLineRunner.run(["doctor", "--parity", "--parity-size", "5"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--parity-size must be 16…8192"), "\(result.stderr)")
    }
}
