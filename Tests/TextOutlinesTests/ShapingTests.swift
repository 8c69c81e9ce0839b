import Foundation
import Testing
import TextOutlines

/// HarfBuzz shaping through `TextShaper`: kerning, ligatures, right-to-left scripts, marks, and the
/// per-character fallback to the CJK and last-resort faces.
@Suite struct ShapingTests {
    @Test func interKernsAV() throws {
        let body = try TestFonts.body()
        let glyphs = TextShaper.shape(Array("AV".unicodeScalars), faces: body, size: 17)
        try #require(glyphs.count == 2)
        let a = shapedWidth("A", faces: body), v = shapedWidth("V", faces: body)
        // GPOS kerning pulls V under A: the pair is narrower than its two advances.
        #expect(glyphs[0].advance + glyphs[1].advance < a + v - 0.5)
        #expect(glyphs[0].advance < a && abs(glyphs[1].advance - v) < 1e-9)
        #expect(abs(glyphs[1].x - glyphs[0].advance) < 1e-9)
        // Both from Inter, in order.
        #expect(glyphs.map(\.face.name) == ["Inter Regular", "Inter Regular"] && glyphs.map(\.cluster) == [0, 1])
    }

    @Test(arguments: [("DejaVuSans.ttf", "fi", 1), ("DejaVuSans.ttf", "fl", 1), ("DejaVuSans.ttf", "ffi", 1),
                      ("DejaVuSans.ttf", "ffl", 1), ("DejaVuSerif.ttf", "fi", 1), ("DejaVuSerif.ttf", "ffi", 2)])
    func dejaVuFormsLigatures(file: String, text: String, glyphCount: Int) throws {
        let face = try TestFonts.dejaVu(file)
        let scalars = Array(text.unicodeScalars)
        let glyphs = TextShaper.shape(scalars, faces: [face], size: 17)
        #expect(glyphs.count == glyphCount, "\(file) \(text): \(glyphs.map(\.glyph))")
        #expect(glyphs.count < scalars.count)
        // The ligature is a glyph of its own, not the letter f, and it starts the first cluster.
        let f = try #require(face.glyph(for: "f"))
        #expect(glyphs[0].glyph != f && glyphs[0].cluster == 0)
        #expect(!face.outline(of: glyphs[0].glyph).isEmpty)
        // Laid out, the ligature survives (one line, the same glyphs).
        let layout = TextLayout(text, style: TextStyle(faces: [face], size: 17))
        #expect(layout.lines.map(\.glyphs.count) == [glyphCount])
    }

    @Test func monospacedDejaVuHasNoLigatures() throws {
        let mono = try TestFonts.dejaVu("DejaVuSansMono.ttf")
        #expect(TextShaper.shape(Array("ffi".unicodeScalars), faces: [mono], size: 17).count == 3)
    }

    @Test(arguments: ["שלום עולם", "مرحبا بالعالم"])
    func hebrewAndArabicAreShapedRightToLeft(text: String) throws {
        let body = try TestFonts.body()
        let glyphs = TextShaper.shape(Array(text.unicodeScalars), faces: body, size: 17)
        try #require(!glyphs.isEmpty)
        // Inter has neither script: DejaVu Sans, the last resort, draws them (the space stays in the run).
        #expect(glyphs.allSatisfy { $0.face.name == "DejaVu Sans Book" })
        #expect(glyphs.allSatisfy { $0.glyph != 0 }, "a .notdef glyph")
        // Visual order, left to right: the clusters come down (the last character is leftmost).
        let clusters = glyphs.map(\.cluster)
        #expect(zip(clusters, clusters.dropFirst()).allSatisfy { $0 >= $1 }, "clusters \(clusters)")
        #expect(clusters.first == text.unicodeScalars.count - 1 && clusters.last == 0)
        #expect(zip(glyphs, glyphs.dropFirst()).allSatisfy { $0.x < $1.x + 1e-9 })
    }

    @Test func arabicLettersJoin() throws {
        let body = try TestFonts.body()
        // Meem alone is its isolated form; starting "مرحبا" it takes its initial form (another glyph).
        let alone = TextShaper.shape(["\u{0645}"], faces: body, size: 17)
        let word = TextShaper.shape(Array("مرحبا".unicodeScalars), faces: body, size: 17)
        let first = try #require(word.first { $0.cluster == 0 })
        #expect(alone.count == 1 && alone[0].glyph != first.glyph)
    }

    @Test(arguments: ["e\u{301}", "a\u{308}\u{323}", "中\u{301}", "ש\u{5B8}"])
    func combiningMarksStayWithTheirBase(text: String) throws {
        let body = try TestFonts.body()
        let scalars = Array(text.unicodeScalars)
        let glyphs = TextShaper.shape(scalars, faces: body, size: 17)
        try #require(!glyphs.isEmpty)
        let base = try #require(body.first { $0.covers(scalars[0]) })
        // One face (the base's, even where an earlier face has the mark: Inter has U+0301, not 中)
        // and one cluster.
        #expect(glyphs.allSatisfy { $0.face == base }, "\(glyphs.map(\.face.name))")
        #expect(glyphs.allSatisfy { $0.cluster == 0 })
        // A layout keeps them on one line however narrow.
        let layout = TextLayout(text + text + text, style: try TestFonts.style(), width: 1)
        #expect(layout.lines.count == 3)
        #expect(layout.lines.allSatisfy { Set($0.glyphs.map(\.face)) == [base] })
    }

    @Test func interComposesEAcute() throws {
        let body = try TestFonts.body()
        let glyphs = TextShaper.shape(Array("e\u{301}".unicodeScalars), faces: body, size: 17)
        // Inter's ccmp/cmap: e + combining acute is drawn as é.
        #expect(glyphs.map(\.glyph) == [try #require(body[0].glyph(for: "é"))])
    }

    @Test func cjkInsideLatinFallsBackPerCharacter() throws {
        let body = try TestFonts.body()
        let text = "Hi 中文 ok"
        let scalars = Array(text.unicodeScalars)
        let glyphs = TextShaper.shape(scalars, faces: body, size: 17)
        var faceOf: [Int: String] = [:]
        for glyph in glyphs { faceOf[glyph.cluster] = glyph.face.name }
        for (index, scalar) in scalars.enumerated() where !scalar.properties.isWhitespace {
            let expected = LineBreakerProbe.isHan(scalar) ? "WenQuanYi Micro Hei Regular" : "Inter Regular"
            #expect(faceOf[index] == expected, "\(scalar): \(faceOf[index] ?? "none")")
        }
        #expect(glyphs.allSatisfy { $0.glyph != 0 })
        // Ideographs are an em wide in WenQuanYi.
        #expect(glyphs.filter { LineBreakerProbe.isHan(scalars[$0.cluster]) }.allSatisfy { abs($0.advance - 17) < 1e-9 })
        // The pen moves on monotonically across the face changes.
        #expect(zip(glyphs, glyphs.dropFirst()).allSatisfy { abs($0.x + $0.advance - $1.x) < 1e-9 })
    }

    @Test func cjkWrapsBetweenIdeographs() throws {
        let text = "中文字符测试文本换行排版"
        let style = try TestFonts.style()
        for width in [17.0, 40, 60, 100, 150] {
            let layout = TextLayout(text, style: style, width: width)
            let perLine = max(1, Int((width + 1e-9) / 17))
            // Every line holds as many ideographs (17 pt each) as fit, the last the rest.
            let counts = layout.lines.map(\.glyphs.count)
            #expect(counts.dropLast().allSatisfy { $0 == perLine }, "width \(width): \(counts)")
            #expect(counts.reduce(0, +) == 12 && counts.last! <= perLine && counts.last! > 0)
            #expect(layout.lines.allSatisfy { $0.width <= width + 1e-9 })
            #expect(layout.lineTexts(of: text).joined() == text)
        }
    }

    @Test func unknownCharacterIsNotdefInThePrimaryFace() throws {
        let body = try TestFonts.body()
        for scalar: Unicode.Scalar in ["\u{10FFFD}", "\u{F0000}", "\u{2FFFD}"] {
            #expect(!body.contains { $0.covers(scalar) }, "a font has \(scalar.value)")
            let glyphs = TextShaper.shape([scalar], faces: body, size: 17)
            #expect(glyphs.count == 1 && glyphs[0].glyph == 0 && glyphs[0].face == body[0])
            let layout = TextLayout("a\(Character(scalar))b", style: try TestFonts.style())
            #expect(layout.lines.count == 1 && layout.lines[0].glyphs.count == 3)
        }
    }
}

/// Script tests the tests need (not the library's).
enum LineBreakerProbe {
    static func isHan(_ scalar: Unicode.Scalar) -> Bool { (0x4E00...0x9FFF).contains(scalar.value) }
}
