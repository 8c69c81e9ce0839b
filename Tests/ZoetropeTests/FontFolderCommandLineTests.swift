import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// Hostile font folders through the command line, each run in a child under a memory and a time
/// limit: special files named like fonts (FIFOs, a socket, device links, a folder, a dangling
/// link) do not block `render --font-dir` or `draw` with `ZOETROPE_FONT_DIR`, and a folder of
/// thousands of fonts is indexed, not opened, with a warning naming the limit reached.
@Suite struct FontFolderCommandLineTests {
    static let render = ["render", "controls", "--frames", "0..<1", "--backend", "cpu"]

    /// A folder of special files named like fonts, and one good font.
    static func hostileFolder(in directory: URL) throws -> URL {
        let fonts = directory.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        for name in ["a.ttf", "Inter-Regular.otf", "Inter-Bold.otf"] { try #require(mkfifo(fonts.appendingPathComponent(name).path, 0o644) == 0) }
        for (name, target) in [("null.ttf", "/dev/null"), ("zero.otf", "/dev/zero"), ("gone.ttf", "/no/such/font.ttf")] {
            try FileManager.default.createSymbolicLink(atPath: fonts.appendingPathComponent(name).path, withDestinationPath: target)
        }
        try FileManager.default.createDirectory(at: fonts.appendingPathComponent("folder.ttf"), withIntermediateDirectories: false)
        try Data(repeating: 0x5A, count: 4096).write(to: fonts.appendingPathComponent("corrupt.ttf"))
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf", toPath: fonts.appendingPathComponent("Good.ttf").path)
        return fonts
    }

    @Test func specialFilesInAFontDirDoNotBlockRender() async throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fonts = try Self.hostileFolder(in: directory)
        let out = directory.appendingPathComponent("out")
        let result = try await HostileProcess.run(Self.render + ["--out", out.path, "--font-dir", fonts.path], timeout: 120)
        #expect(!result.crashed && result.status == 0, "\(result)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("controls_00000.png").path))
    }

    @Test func specialFilesInZoetropeFontDirDoNotBlockDraw() async throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fonts = try Self.hostileFolder(in: directory)
        let document = directory.appendingPathComponent("doc.json"), out = directory.appendingPathComponent("out.png")
        try Data(#"{"width": 120, "height": 40, "commands": [{"type": "text", "text": "Hi שלום 中文"}]}"#.utf8).write(to: document)
        let result = try await HostileProcess.run(["draw", document.path, "--out", out.path, "--backend", "cpu"], timeout: 120,
                                                  environment: ["ZOETROPE_FONT_DIR": fonts.path])
        HostileProcess.expectOutcome(result, statuses: [0], out: out, size: (120, 40), "draw with a hostile ZOETROPE_FONT_DIR")
    }

    @Test func thousandsOfFontsAreIndexedWithinTheFaceLimit() async throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fonts = directory.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        for i in 0..<3000 {
            try FileManager.default.createSymbolicLink(atPath: fonts.path + String(format: "/f%05d.ttf", i),
                                                       withDestinationPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
        }
        // Every file indexed (3,000 < 4,096), none opened: a few MB, not 3,000 open faces (~1 GB).
        let all = try await HostileProcess.run(Self.render + ["--out", directory.appendingPathComponent("all").path, "--font-dir", fonts.path],
                                               timeout: 180)
        print("font folder of 3,000 fonts: \(all)")
        #expect(!all.crashed && all.status == 0, "\(all)")
        #expect(all.peakKiB < 600 * 1024, "\(all)")
        // A lower limit: the rest are left out, with a warning that says how to raise it.
        let some = try await HostileProcess.run(Self.render + ["--out", directory.appendingPathComponent("some").path, "--font-dir", fonts.path,
                                                               "--max-font-faces", "100"], timeout: 180)
        #expect(!some.crashed && some.status == 0, "\(some)")
        #expect(some.stderrLines.contains { $0.hasPrefix("warning: ") && $0.contains("--max-font-faces") && $0.contains("f00100.ttf") }, "\(some)")
    }
}
