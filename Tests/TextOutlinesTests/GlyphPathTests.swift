import Foundation
import Geometry2D
import RenderCommands
import SoftwareRasterizer
import Testing
import TextOutlines
import VectorPath

/// `TextLayout.path()`: glyph outlines in points, inside the layout's box, and drawn by the CPU
/// backend as text (the "H" of "Hello" has dark stems and a light counter).
@Suite struct GlyphPathTests {
    @Test func visibleTextHasAPathAndSpacesHaveNone() throws {
        let style = try TestFonts.style()
        #expect(!TextLayout("Hello", style: style).path().isEmpty)
        #expect(!TextLayout("中", style: style).path().isEmpty)
        for blank in ["", " ", "   ", "\n\n", "\t \u{00A0}\u{3000}"] {
            #expect(TextLayout(blank, style: style).path().isEmpty, "'\(blank.debugDescription)' draws")
        }
    }

    // (Not "Å": Inter's ring rises 0.24 pt above the hhea ascender, past the line's top.)
    @Test(arguments: ["Hello", "gjpqy|(Bý)", "中文字符", "שלום", "AVAW"])
    func glyphsLieWithinTheLayoutsBox(text: String) throws {
        let layout = TextLayout(text, style: try TestFonts.style())
        let box = layout.path().boundingRect
        try #require(!box.isEmpty)
        // Ink from the top (ascender) to the bottom (descender) of the line, between 0 and the
        // advance width (side bearings are positive; ½ pt for an overhanging italic-free glyph).
        #expect(box.minX >= -0.5 && box.maxX <= layout.size.width + 0.5, "\(text): x \(box.minX)…\(box.maxX) of \(layout.size.width)")
        #expect(box.minY >= 0 && box.maxY <= layout.size.height, "\(text): y \(box.minY)…\(box.maxY) of \(layout.size.height)")
        // Shifted by the origin given.
        let moved = layout.path(at: CGPoint(x: 10, y: -3)).boundingRect
        #expect(abs(moved.minX - box.minX - 10) < 1e-9 && abs(moved.minY - box.minY + 3) < 1e-9)
    }

    @Test func baselineSitsAtTheAscent() throws {
        let layout = TextLayout("H", style: try TestFonts.style())
        let box = layout.path().boundingRect
        // H stands on the baseline: its bottom is there, its top at the cap height (2048 / 2816 em in Inter).
        #expect(abs(box.maxY - layout.firstBaseline) < 0.01)
        #expect(abs(layout.firstBaseline - box.minY - 2048.0 * 17 / 2816) < 0.02, "cap height \(layout.firstBaseline - box.minY)")
    }

    @Test func multilinePathsStackAtTheirBaselines() throws {
        let style = try TestFonts.style(lineSpacing: 4)
        let layout = TextLayout("H\nH\nH", style: style)
        let box = layout.path().boundingRect
        let cap = 2048.0 * 17 / 2816
        #expect(abs(box.minY - (style.ascent - cap)) < 0.02)
        #expect(abs(box.maxY - layout.lastBaseline) < 0.01)
        #expect(abs(layout.lastBaseline - layout.firstBaseline - 2 * (style.lineHeight + 4)) < 1e-9)
    }

    @Test func centeredLinesAreDrawnWhereTheirXSays() throws {
        let layout = TextLayout("i\nWWWW", style: try TestFonts.style(alignment: .center))
        let narrow = layout.lines[0]
        #expect(abs(narrow.x - (layout.size.width - narrow.width) / 2) < 1e-9 && narrow.x > 20)
        // The "i" is drawn at its line's x: the middle of its stem (the lone "i"'s, moved by x)
        // is inside the path, the same point at x = 0 is not.
        let alone = TextLayout("i", style: try TestFonts.style()).path().boundingRect
        let stem = CGPoint(x: alone.midX, y: layout.firstBaseline - 3)
        let path = layout.path()
        #expect(path.contains(CGPoint(x: stem.x + narrow.x, y: stem.y)))
        #expect(!path.contains(stem))
        // The second line starts at 0 and is as wide as the text.
        #expect(layout.lines[1].x == 0 && layout.lines[1].width == Double(layout.size.width))
    }

    @Test func helloRastersAsText() throws {
        let scale = 2.0
        let layout = TextLayout("Hello", style: try TestFonts.style(17))
        let width = Int((layout.size.width * scale).rounded(.up)), height = Int((layout.size.height * scale).rounded(.up))
        #expect(width == 82 && height == 42)
        var pixmap = try Pixmap(width: width, height: height)
        pixmap.fill(.white)
        var list = DisplayList()
        list.fill(layout.path(), with: .color(.black), transform: ProjectionTransform(CGAffineTransform(scaleX: scale, y: scale)))
        try SoftwareRenderer(threads: 1).render(list, into: &pixmap)

        func darkness(_ x: Int, _ y: Int) -> Int { 255 - Int(pixmap[x: x, y: y].red) }
        // Ink: plausible coverage and only within the glyphs' box (1 px of antialiasing around it).
        let box = layout.path().boundingRect
        var ink = 0.0, dark = 0
        for y in 0..<height {
            for x in 0..<width {
                let d = darkness(x, y)
                ink += Double(d) / 255
                if d > 128 { dark += 1 }
                let inside = Double(x + 1) >= box.minX * scale - 1 && Double(x) <= box.maxX * scale + 1
                    && Double(y + 1) >= box.minY * scale - 1 && Double(y) <= box.maxY * scale + 1
                if !inside { #expect(d == 0, "ink at (\(x), \(y)) outside the glyphs") }
            }
        }
        let area = Double(width * height)
        #expect(ink > 0.08 * area && ink < 0.35 * area, "ink \(ink) of \(area) pixels")
        #expect(dark > 150, "\(dark) dark pixels")
        // The H: its glyph outline's box gives the stems (Inter Regular's are ~0.074 em, 2.5 px here).
        let h = layout.lines[0].glyphs[0]
        let unit = 17 / Double(h.face.unitsPerEm)
        let hBox = h.face.outline(of: h.glyph).boundingRect
        let left = (h.x + hBox.minX * unit) * scale, right = (h.x + hBox.maxX * unit) * scale
        let top = (layout.firstBaseline + hBox.minY * unit) * scale, bottom = (layout.firstBaseline + hBox.maxY * unit) * scale
        let rows = Int(top.rounded(.up)) + 1..<Int(bottom.rounded(.down)) - 1
        try #require(rows.count > 15)
        let leftStem = Int(left.rounded(.down)) + 1, rightStem = Int(right.rounded(.up)) - 2
        for y in rows {
            #expect(darkness(leftStem, y) > 200, "left stem at (\(leftStem), \(y)): \(darkness(leftStem, y))")
            #expect(darkness(rightStem, y) > 200, "right stem at (\(rightStem), \(y)): \(darkness(rightStem, y))")
        }
        // Between the stems: white above and below the crossbar, dark on it.
        let middle = Int((left + right) / 2)
        let column = rows.map { darkness(middle, $0) }
        #expect(column.prefix(4).allSatisfy { $0 == 0 } && column.suffix(4).allSatisfy { $0 == 0 }, "counter \(column)")
        #expect(column.contains { $0 > 200 }, "no crossbar in \(column)")
        // Left of the H (its side bearing) is white.
        for y in rows { #expect(darkness(Int(left.rounded(.down)) - 1, y) == 0) }
    }

    @Test func outlinesAreCachedAndScaleFree() throws {
        let body = try TestFonts.body()
        let glyph = try #require(body[0].glyph(for: "g"))
        let a = body[0].outline(of: glyph), b = body[0].outline(of: glyph)
        #expect(a == b && !a.isEmpty)
        // The same outline serves every size: the path at 34 pt is the 17-pt one scaled by 2.
        let small = TextLayout("g", style: try TestFonts.style(17)).path().boundingRect
        let large = TextLayout("g", style: try TestFonts.style(34)).path().boundingRect
        #expect(abs(large.width - 2 * small.width) < 1e-9 && abs(large.minY - 2 * small.minY) < 1e-9)
        // A blank glyph (the space) has no outline.
        #expect(body[0].outline(of: try #require(body[0].glyph(for: " "))).isEmpty)
    }
}
