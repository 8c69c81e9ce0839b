import Foundation
import PNGCodec
import RenderCommands
import Testing

/// Emoji in the `text` command of `zoetrope draw` documents: drawn in their own colours whatever
/// the paint, and within the font memory limit (an emoji too large for it is left out, with a
/// warning naming `--max-font-memory`; the command still succeeds).
@Suite struct DrawEmojiTextTests {
    static let document = """
        {"width": 120, "height": 60, "background": "#FFFFFF", "commands": [
          {"type": "text", "text": "H🟥", "at": [4, 4], "font": {"size": 40}, "paint": "#0000FF"}]}
        """

    @Test func emojiAreDrawnInTheirOwnColours() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try DrawTextCommandLineTests.draw(Self.document, in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGDecoder.decode(contentsOf: directory.appendingPathComponent("out.png"))
        // H is 27 pt wide at 40 pt; 🟥 from x ≈ 31 for 50 pt, its red square around (56, 29).
        let square = image[x: 56, y: 29]
        #expect(square.red > 200 && square.green < 90 && square.blue < 90, "\(square)")
    }

    @Test func anEmojiOverTheFontMemoryLimitIsLeftOutWithAWarning() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try DrawTextCommandLineTests.draw(Self.document, in: directory, environment: ["ZOETROPE_MAX_FONT_MEMORY": "1000"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("warning: colour glyphs") && result.stderr.contains("--max-font-memory"), "\(result.stderr)")
        let image = try PNGDecoder.decode(contentsOf: directory.appendingPathComponent("out.png"))
        #expect(image[x: 56, y: 29] == PremultipliedRGBA8(red: 255, green: 255, blue: 255, alpha: 255))
    }
}
