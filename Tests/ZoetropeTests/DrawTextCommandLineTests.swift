import Foundation
import PNGCodec
import RenderCommands
import Testing

/// The `text` command of `zoetrope draw` documents, and the hostile inputs text meets there: a
/// string over the per-command limit, invalid UTF-8 in the file, a 100 KB paragraph, an unknown
/// design, a corrupt font among the user's fonts.
@Suite struct DrawTextCommandLineTests {
    static func draw(_ document: String, in directory: URL, environment: [String: String] = [:]) throws -> CommandLineRunner.Result {
        try Data(document.utf8).write(to: directory.appendingPathComponent("doc.json"))
        return try CommandLineRunner.run(["draw", "doc.json", "--out", "out.png"], in: directory, environment: environment)
    }

    /// Dark pixels (any channel < 128) of the image in `rows`.
    static func ink(_ image: Pixmap, rows: Range<Int>) -> Int {
        var count = 0
        for y in rows { for x in 0..<image.width where image[x: x, y: y].green < 128 { count += 1 } }
        return count
    }

    @Test func textIsDrawnWhereItIsPlaced() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try Self.draw("""
            {"width": 200, "height": 80, "background": "#FFFFFF", "commands": [
              {"type": "text", "text": "Hello", "at": [10, 40], "font": {"size": 20, "weight": 700}}]}
            """, in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGDecoder.decode(contentsOf: directory.appendingPathComponent("out.png"))
        // Bold 20-pt Inter: cap height ≈ 14.5 points under the ascender (19.4): ink in rows 44–60, none above 40.
        #expect(Self.ink(image, rows: 0..<40) == 0)
        #expect(Self.ink(image, rows: 44..<60) > 150)
    }

    @Test func hostileTextIsAClearErrorOrDrawn() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let huge = String(repeating: "x", count: 200_001)
        let tooLong = try Self.draw(#"{"width": 10, "height": 10, "commands": [{"type": "text", "text": "\#(huge)"}]}"#, in: directory)
        #expect(tooLong.status == 64 && tooLong.stderr.contains("at most 200000"), "\(tooLong.stderr.prefix(300))")
        // A 96 KB paragraph wrapped in 190 points (≈ 4,000 lines): drawn (HostileTextTests bound
        // the layout's work: linear in the text).
        let paragraph = String(repeating: "lorem ipsum ", count: 8_000)
        let long = try Self.draw(#"{"width": 200, "height": 100, "commands": [{"type": "text", "text": "\#(paragraph)", "width": 190}]}"#,
                                 in: directory)
        #expect(long.status == 0, "\(long.stderr)")
        let design = try Self.draw(#"{"width": 10, "height": 10, "commands": [{"type": "text", "text": "a", "font": {"design": "comic"}}]}"#,
                                   in: directory)
        #expect(design.status == 64 && design.stderr.contains("\"monospaced\""), "\(design.stderr)")
        // Invalid UTF-8 bytes inside the string: the parser says where.
        try Data(#"{"width": 10, "height": 10, "commands": [{"type": "text", "text": "bad "#.utf8 + [0xFF, 0xFE] + #""}]}"#.utf8)
            .write(to: directory.appendingPathComponent("bad.json"))
        let bad = try CommandLineRunner.run(["draw", "bad.json", "--out", "bad.png"], in: directory)
        #expect(bad.status == 64 && bad.stderr.contains("not valid UTF-8"), "\(bad.stderr)")
        // A corrupt font among the user's fonts (named as Inter Regular) is skipped: Inter from the system draws.
        let fonts = directory.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try Data(repeating: 0x5A, count: 4096).write(to: fonts.appendingPathComponent("Inter-Regular.otf"))
        let corrupt = try Self.draw(#"{"width": 60, "height": 30, "commands": [{"type": "text", "text": "ok"}]}"#, in: directory,
                                    environment: ["ZOETROPE_FONT_DIR": fonts.path])
        #expect(corrupt.status == 0, "\(corrupt.stderr)")
    }
}
