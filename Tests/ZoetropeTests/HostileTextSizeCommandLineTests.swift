import Foundation
import Testing
import Zoetrope

/// The probe's text case: 200,000 glyphs at 4,096 px (the most one `text` command sets, at the
/// largest size) in a `draw` document, in a child under `ulimit -v` and a time limit. It once took
/// 6 GB where the budget estimated ~400 MB; now only the glyphs on the canvas are flattened and
/// counted, so it draws in bounded memory — and under a small `--max-memory` a run whose visible
/// glyphs are too many points fails with the budget's error instead.
@Suite struct HostileTextSizeCommandLineTests {
    static func document(width: Double?) -> String {
        let wrap = width.map { #", "width": \#($0)"# } ?? ""
        return #"{"width": 1024, "height": 1024, "commands": [{"type": "text", "text": ""#
            + String(repeating: "gW", count: 100_000) + #"", "at": [-200, -3000]\#(wrap), "font": {"size": 4096}}]}"#
    }

    @Test(arguments: [nil, 1024.0]) func twoHundredThousandGlyphsAtTheLargestSize(width: Double?) async throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let document = directory.appendingPathComponent("text.json"), out = directory.appendingPathComponent("out.png")
        try Data(Self.document(width: width).utf8).write(to: document)
        let result = try await HostileProcess.run(["draw", document.path, "--out", out.path, "--backend", "cpu"], timeout: 120)
        HostileProcess.expectOutcome(result, statuses: [0], out: out, size: (1024, 1024), "width \(width.map { "\($0)" } ?? "none")")
        #expect(result.peakKiB < 600 << 10, "peak \(result.peakKiB / 1024) MiB")
    }

    @Test func aSmallBudgetRefusesTheVisibleOutlines() async throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let document = directory.appendingPathComponent("text.json"), out = directory.appendingPathComponent("out.png")
        try Data(Self.document(width: nil).utf8).write(to: document)
        let result = try await HostileProcess.run(["draw", document.path, "--out", out.path, "--backend", "cpu", "--max-points", "50"],
                                                  timeout: 120)
        HostileProcess.expectOutcome(result, statuses: [1], out: out, size: nil, "--max-points 50")
        #expect(result.stderr.contains("--max-points"), "\(result)")
    }
}
