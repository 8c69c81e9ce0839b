import Foundation
import Testing

/// A one-file output that cannot be written says so once, in the output's own words: the path and
/// the system's reason — not a PNG error's message nested inside a video error's
/// ("cannot write x.mp4: cannot write x.mp4: …").
@Suite struct OutputErrorMessageTests {
    @Test(arguments: ["x.mp4", "x.gif", "x.rgba", "x.png"]) func aMissingFolderIsSaidOnce(name: String) throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("missing/\(name)").path
        let result = try CommandLineRunner.run(["render", "blob", "--frames", "0..<2", "--size", "32x32", "--out", out], in: directory)
        #expect(result.status == 1, "\(result.stderr)")
        let line = result.stderr.split(separator: "\n").first { $0.hasPrefix("error: ") }.map(String.init) ?? ""
        #expect(line.hasPrefix("error: cannot write \(out): No such file or directory"), "\(line)")
        #expect(line.components(separatedBy: "cannot write").count == 2, "said once: \(line)")
    }
}
