import Foundation
import Testing
import TextOutlines
import RenderCommands
import Geometry2D
import SoftwareRasterizer

/// Colour glyphs within the budgets: decoded emoji are held within the font memory limit
/// (`--max-font-memory`, a pool of their own), the least recently used dropped first; an emoji
/// too large for the limit is not drawn and the catalog says which limit to raise; a frame of
/// emoji images counts against the render budget's points like any image.
@Suite struct EmojiBudgetTests {
    /// The body stack of a catalog with `budget`, and its colour face.
    static func catalog(_ budget: FontBudget) throws -> (FontCatalog, [FontFace], FontFace) {
        let catalog = FontCatalog(directories: [], budget: budget)
        let faces = try catalog.faces(for: FontRequest())
        let emoji = try #require(faces.first { $0.hasColorGlyphs }, "fonts-noto-color-emoji is not installed")
        return (catalog, faces, emoji)
    }

    @Test func decodedEmojiStayWithinTheFontMemoryLimit() throws {
        // 42 × 40 × 4 = 6,720 bytes an emoji at 34 px per em: two fit 15,000 bytes, not three.
        let (catalog, _, emoji) = try Self.catalog(FontBudget(maxOpenBytes: 15_000))
        for character in ["🎉", "✅", "🚀", "🎉"] as [Unicode.Scalar] {
            let glyph = try #require(emoji.glyph(for: character))
            #expect(emoji.colorGlyph(glyph, pixelsPerEm: 34) != nil)
            #expect(catalog.colorGlyphs.bytes <= 15_000)
        }
        #expect(catalog.colorGlyphs.count == 2)
        #expect(catalog.usage.colorGlyphBytes == 2 * 6_720)
        #expect(catalog.warnings.isEmpty)
    }

    @Test func aRepeatedEmojiIsDecodedOnceAndShared() throws {
        let (catalog, _, emoji) = try Self.catalog(.default)
        let glyph = try #require(emoji.glyph(for: "🎉"))
        let first = try #require(emoji.colorGlyph(glyph, pixelsPerEm: 34)), second = try #require(emoji.colorGlyph(glyph, pixelsPerEm: 34))
        // The same storage: the GPU backend uploads it once per frame.
        #expect(first.image.storageIdentity == second.image.storageIdentity)
        #expect(catalog.colorGlyphs.count == 1)
    }

    @Test func anEmojiOverTheLimitIsNotDrawnAndSaysWhichLimit() throws {
        let (catalog, faces, emoji) = try Self.catalog(FontBudget(maxOpenBytes: 1_000))
        let glyph = try #require(emoji.glyph(for: "🎉"))
        #expect(emoji.colorGlyph(glyph, pixelsPerEm: 34) == nil)
        #expect(catalog.colorGlyphs.bytes == 0)
        let warning = try #require(catalog.warnings.first { $0.contains("colour glyphs") })
        #expect(warning.contains("6720 bytes") && warning.contains("1000 bytes") && warning.contains("--max-font-memory"))
        // The text still lays out and draws its outlines.
        var list = DisplayList()
        list.drawText(TextLayout("Done 🎉", style: TextStyle(faces: faces, size: 17)), with: .color(.black))
        #expect(list.commands.count == 1)
    }

    @Test func aFrameOfEmojiOverThePointBudgetFailsWithTheBudgetError() throws {
        let (_, faces, _) = try Self.catalog(.default)
        var list = DisplayList()
        list.drawText(TextLayout(String(repeating: "🎉", count: 400), style: TextStyle(faces: faces, size: 8), width: 240),
                      with: .color(.black), transform: ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2)))
        #expect(list.commands.count == 400)
        var budget = RenderBudget.default
        budget.maxPoints = 1_000   // an image counts 5 points: 400 emoji are 2,000
        var canvas = try Pixmap(width: 64, height: 64)
        #expect {
            try SoftwareRenderer(budget: budget).render(list, into: &canvas)
        } throws: { error in
            "\(error)".contains("points") && "\(error)".contains("1000")
        }
    }
}
