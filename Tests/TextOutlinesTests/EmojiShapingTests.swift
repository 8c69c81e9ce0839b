import Foundation
import Testing
import TextOutlines

/// Which face draws each cluster of a text with emoji, and how many glyphs a sequence becomes:
/// emoji presentation goes to Noto Color Emoji (Debian `fonts-noto-color-emoji`, which CI
/// installs) before the text font and DejaVu Sans' black-and-white emoji; VS15 asks for text;
/// ZWJ families, skin tones, flags, keycaps and `❤️` shape into one glyph of the colour face.
@Suite struct EmojiShapingTests {
    /// The body stack (Inter Regular first) with the colour emoji face in it.
    static func faces() throws -> [FontFace] {
        let faces = try TestFonts.body()
        try #require(faces.contains { $0.hasColorGlyphs && $0.family == "Noto Color Emoji" },
                     "fonts-noto-color-emoji is not installed: run ./zoetrope.sh deps")
        return faces
    }

    /// Each glyph's face family and cluster for `text` at 17 pt.
    static func shaped(_ text: String) throws -> [(family: String, cluster: Int)] {
        TextShaper.shape(Array(text.unicodeScalars), faces: try faces(), size: 17).map { ($0.face.family, $0.cluster) }
    }

    @Test func eachClusterOfAPlainTextWithEmojiHasItsFace() throws {
        let glyphs = try Self.shaped("Done ✅ 🎉")
        #expect(glyphs.map(\.family) == ["Inter", "Inter", "Inter", "Inter", "Inter", "Noto Color Emoji", "Inter", "Noto Color Emoji"])
        #expect(glyphs.map(\.cluster) == [0, 1, 2, 3, 4, 5, 6, 7])
    }

    @Test(arguments: [
        ("👨‍👩‍👧", "ZWJ family"), ("👍🏽", "skin tone"), ("🇫🇷", "flag"), ("1️⃣", "keycap"), ("#️⃣", "keycap #"),
        ("❤️", "VS16"), ("🏳️‍🌈", "ZWJ flag"), ("🏴󠁧󠁢󠁳󠁣󠁴󠁿", "tag sequence"),
    ])
    func aSequenceIsOneColourGlyph(text: String, what: String) throws {
        let glyphs = try Self.shaped(text)
        #expect(glyphs.count == 1, "\(what): \(glyphs)")
        #expect(glyphs.first?.family == "Noto Color Emoji", "\(what)")
        #expect(glyphs.first?.cluster == 0, "\(what)")
    }

    @Test func presentationDecidesBetweenColourAndText() throws {
        // ❤ alone: Inter lacks it, and the colour face comes before DejaVu's black-and-white heart.
        #expect(try Self.shaped("❤").map(\.family) == ["Noto Color Emoji"])
        // VS15 asks for text presentation: the text font's black heart (Inter has one), and
        // DejaVu Sans' black-and-white ☺ (Inter has none).
        #expect(try Self.shaped("❤︎").first?.family == "Inter")
        #expect(try Self.shaped("☺︎").first?.family == "DejaVu Sans")
        #expect(try Self.shaped("☺").first?.family == "Noto Color Emoji")
        // ASCII and symbols the text font has stay in it (digits, #, ©, ™).
        #expect(try Self.shaped("1#©™").map(\.family) == ["Inter", "Inter", "Inter", "Inter"])
        // A space after an emoji is the text font's (its advance, not the emoji font's).
        #expect(try Self.shaped("🎉 a").map(\.family) == ["Noto Color Emoji", "Inter", "Inter"])
    }

    @Test func emojiEmojiTextAndCJKInOneLine() throws {
        let glyphs = try Self.shaped("选😀a")
        #expect(glyphs.map(\.family) == ["WenQuanYi Micro Hei", "Noto Color Emoji", "Inter"])
    }
}
