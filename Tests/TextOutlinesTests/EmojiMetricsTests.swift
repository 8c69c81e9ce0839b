import Foundation
import Testing
import TextOutlines
import VectorPath
import RenderCommands

/// Emoji advances and line layout in numbers: Noto Color Emoji's strike is 109 pixels per em and
/// its bitmaps 136 × 128 pixels, advancing 136; scaled to the text's size as iOS scales Apple
/// Color Emoji (size ÷ 109), an emoji at 17 pt advances 17 · 136 / 109 = 21.2110 pt.
@Suite struct EmojiMetricsTests {
    @Test func anEmojiAdvancesByItsStrikeScaledToTheSize() throws {
        let faces = try EmojiShapingTests.faces()
        let glyphs = TextShaper.shape(Array("🎉".unicodeScalars), faces: faces, size: 17)
        let advance = try #require(glyphs.first?.advance)
        #expect(abs(advance - 17 * 136 / 109) < 1e-9)
        #expect(abs(TextShaper.width(Array("🎉🎉🎉".unicodeScalars), faces: faces, size: 34) - 3 * 34 * 136 / 109) < 1e-9)
    }

    @Test func aLineWithEmojiKeepsTheTextFontsHeight() throws {
        let style = TextStyle(faces: try EmojiShapingTests.faces(), size: 17)
        let plain = TextLayout("Done", style: style)
        let layout = TextLayout("Done ✅ 🎉", style: style)
        let space = shapedWidth(" ", faces: style.faces)
        #expect(abs(layout.size.width - (plain.size.width + 2 * space + 2 * 17 * 136 / 109)) < 1e-6)
        #expect(layout.size.height == plain.size.height)
        #expect(layout.firstBaseline == plain.firstBaseline)
    }

    @Test func emojiWrapAsWords() throws {
        let style = TextStyle(faces: try EmojiShapingTests.faces(), size: 17)
        // Each "🎉🎉" word is 42.42 pt and a space 4.54 pt: two words fit 90 pt, three do not.
        let layout = TextLayout("🎉🎉 🎉🎉 🎉🎉 🎉🎉", style: style, width: 90)
        #expect(layout.lines.count == 2)
        #expect(layout.lines.map { $0.glyphs.count } == [5, 5])
        #expect(abs(layout.lines[0].width - (4 * 17 * 136 / 109 + shapedWidth(" ", faces: style.faces))) < 1e-6)
    }

    @Test func colourGlyphsArePlacedWhereTheLayoutPutsThem() throws {
        let style = TextStyle(faces: try EmojiShapingTests.faces(), size: 17)
        let layout = TextLayout("Done ✅ 🎉", style: style)
        let placed = layout.colorGlyphs(at: CGPoint(x: 10, y: 20))
        #expect(placed.map(\.cluster) == [5, 7])
        #expect(placed.allSatisfy { $0.face.family == "Noto Color Emoji" && $0.size == 17 })
        let done = shapedWidth("Done ", faces: style.faces)
        #expect(abs(placed[0].origin.x - (10 + done)) < 1e-9)
        #expect(abs(placed[0].origin.y - (20 + layout.firstBaseline)) < 1e-9)
        // The outline run has the text's glyphs only (an emoji has no outline).
        #expect(layout.glyphRun().glyphs.count == 4)
    }

    @Test func theImageIsShrunkToTheDevicePixelsPerEm() throws {
        let emoji = try #require(try EmojiShapingTests.faces().first { $0.hasColorGlyphs })
        #expect(emoji.colorStrikes == [109])
        #expect(emoji.unitsPerEm == 2048)
        let glyph = try #require(emoji.glyph(for: "🎉"))
        // 17 pt at scale 2: 34 px per em → 136 · 34 / 109 = 42.4 → 42 by 128 · 34 / 109 = 39.9 → 40.
        let small = try #require(emoji.colorGlyph(glyph, pixelsPerEm: 34))
        #expect(small.image.width == 42 && small.image.height == 40)
        // The box in font units: 136 × 128 strike pixels at 2048 / 109 units each, 101 above the baseline.
        let unit = 2048.0 / 109
        #expect(abs(small.bounds.minX) < 1e-9 && abs(small.bounds.minY + 101 * unit) < 1e-9)
        #expect(abs(small.bounds.width - 136 * unit) < 1e-9 && abs(small.bounds.height - 128 * unit) < 1e-9)
        // Larger than the strike: the strike as it is (scaled up when drawn).
        let large = try #require(emoji.colorGlyph(glyph, pixelsPerEm: 300))
        #expect(large.image.width == 136 && large.image.height == 128)
        #expect(emoji.colorGlyph(glyph, pixelsPerEm: .nan) == nil && emoji.colorGlyph(glyph, pixelsPerEm: 0) == nil)
    }

    @Test func theImageIsPremultipliedAndOpaqueInItsMiddle() throws {
        let emoji = try #require(try EmojiShapingTests.faces().first { $0.hasColorGlyphs })
        let square = try #require(emoji.glyph(for: "🟥"))
        let image = try #require(emoji.colorGlyph(square, pixelsPerEm: 109)).image
        image.withUnsafeBytes { bytes in
            for pixel in stride(from: 0, to: bytes.count, by: 4) {
                #expect(bytes[pixel] <= bytes[pixel + 3] && bytes[pixel + 1] <= bytes[pixel + 3] && bytes[pixel + 2] <= bytes[pixel + 3])
            }
        }
        // 🟥 is a red square: its middle opaque and red (RGBA order, not FreeType's BGRA).
        let middle = image[x: image.width / 2, y: image.height / 2]
        #expect(middle.alpha == 255 && middle.red > 200 && middle.blue < 80)
    }
}
