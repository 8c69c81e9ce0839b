import Foundation
import Testing
import ZoetropeTestSupport

/// `--quiet` on `render` and `assemble` (issue 34: "CI logs get one line per frame"): no per-frame
/// progress on standard error; the summary, warnings and errors still print.
@Suite struct QuietProgressCommandLineTests {
    static let render = ["render", "clock", "--size", "32x32", "--frames", "0..<4", "--fps", "10", "--backend", "cpu"]

    /// The per-frame progress lines in `text` ("[2/4] frame 1: wrote …").
    static func frameLines(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { $0.hasPrefix("[") && $0.contains("] frame ") }
    }

    @Test func renderQuietPrintsNoLinePerFrame() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let loud = try CommandLineRunner.run(Self.render + ["--out", "loud"], in: directory)
        #expect(loud.status == 0, "\(loud.stderr)")
        #expect(Self.frameLines(loud.stderr).count == 4, "\(loud.stderr)")
        let quiet = try CommandLineRunner.run(Self.render + ["--out", "quiet", "--quiet"], in: directory)
        #expect(quiet.status == 0, "\(quiet.stderr)")
        #expect(Self.frameLines(quiet.stderr).isEmpty, "\(quiet.stderr)")
        #expect(quiet.stdout.contains("clock: 4 frames rendered"), "the summary stays: \(quiet.stdout)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("quiet").path).count == 4)
        // Errors still print.
        let failed = try CommandLineRunner.run(["render", "no-such-scene", "--quiet", "--out", "x"], in: directory)
        #expect(failed.status != 0 && failed.stderr.contains("error"), "\(failed.stderr)")
    }

    @Test func assembleQuietPrintsNoLinePerFrame() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let rendered = try CommandLineRunner.run(Self.render + ["--out", "frames", "--quiet"], in: directory)
        #expect(rendered.status == 0, "\(rendered.stderr)")
        let loud = try CommandLineRunner.run(["assemble", "frames", "--fps", "10", "--out", "loud.png"], in: directory)
        #expect(loud.status == 0, "\(loud.stderr)")
        #expect(Self.frameLines(loud.stderr).count == 4, "\(loud.stderr)")
        let quiet = try CommandLineRunner.run(["assemble", "frames", "--fps", "10", "--out", "quiet.png", "--quiet"], in: directory)
        #expect(quiet.status == 0, "\(quiet.stderr)")
        #expect(Self.frameLines(quiet.stderr).isEmpty, "\(quiet.stderr)")
        #expect(quiet.stdout.contains("clock: 4 frames assembled"), "\(quiet.stdout)")
        #expect(try Data(contentsOf: directory.appendingPathComponent("quiet.png")) == Data(contentsOf: directory.appendingPathComponent("loud.png")))
    }
}
