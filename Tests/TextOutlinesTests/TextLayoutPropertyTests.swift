import Foundation
import Testing
import TextOutlines
import ZoetropeTestSupport

/// Seeded properties of `TextLayout` over random mixed Latin / CJK / space text and random widths,
/// line spacings and alignments.
@Suite struct TextLayoutPropertyTests {
    struct Case: CustomStringConvertible {
        var text: String
        var width: Double
        var lineSpacing: Double
        var alignment: TextLineAlignment
        var description: String { "\(text.debugDescription) width \(width) spacing \(lineSpacing) \(alignment)" }
    }

    static let ideographs = Array("中文字符测试文本换行排版你好世界日本語漢字")
    static let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,;!?")

    static func draw(_ rng: inout SeededRandom) -> Case {
        var text = ""
        for _ in 0..<Int.random(in: 0...24, using: &rng) {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<5: text += String((0..<Int.random(in: 1...14, using: &rng)).map { _ in letters.randomElement(using: &rng)! })
            case 5..<8: text += String((0..<Int.random(in: 1...8, using: &rng)).map { _ in ideographs.randomElement(using: &rng)! })
            default: text += String(repeating: " ", count: Int.random(in: 1...3, using: &rng))
            }
            if Bool.random(using: &rng) { text += " " }
        }
        let width = Bool.random(using: &rng) ? Double.random(in: 1...60, using: &rng) : Double.random(in: 60...400, using: &rng)
        let alignment = [TextLineAlignment.leading, .center, .trailing].randomElement(using: &rng)!
        return Case(text: text, width: width, lineSpacing: Double.random(in: 0...8, using: &rng), alignment: alignment)
    }

    @Test func linesFitCoverTheTextInOrderAndStack() async throws {
        let faces = try TestFonts.body()
        await seededPropertyCheck(seed: 0x7E_C7_1A_40, count: 150, draw: Self.draw) { input in
            let style = TextStyle(faces: faces, size: 17, lineSpacing: input.lineSpacing, alignment: input.alignment)
            let layout = TextLayout(input.text, style: style, width: input.width)
            let scalars = Array(input.text.unicodeScalars)
            let widest = input.text.map { shapedWidth(String($0), faces: faces) }.max() ?? 0
            #expect(!layout.lines.isEmpty)
            for (index, line) in layout.lines.enumerated() {
                // Within the width, or a single character wider than it alone on its line.
                #expect(line.width <= max(input.width, widest) + 1e-9, "line \(index): \(line.width)")
                let drawn = line.glyphs.filter { !scalars[$0.cluster].properties.isWhitespace }
                #expect(line.width <= input.width + 1e-9 || drawn.count == 1, "line \(index) overflows with \(drawn.count) characters")
                #expect(line.width >= 0 && line.x >= -1e-9 && line.x + line.width <= layout.size.width + 1e-9)
            }
            // Every non-space character drawn once, in order (Latin and CJK: one cluster each).
            let clusters = layout.lines.flatMap { $0.glyphs.map(\.cluster) }
            let visible = clusters.filter { !scalars[$0].properties.isWhitespace }
            let expected = scalars.indices.filter { !scalars[$0].properties.isWhitespace }
            #expect(visible == expected, "clusters \(visible)")
            // Lines follow each other: a line's clusters all come before the next one's.
            for (a, b) in zip(layout.lines, layout.lines.dropFirst()) {
                if let last = a.glyphs.map(\.cluster).max(), let first = b.glyphs.map(\.cluster).min() { #expect(last < first) }
            }
            // Only the first line of a text may start with a space (a line broken at spaces starts at a word).
            for line in layout.lines.dropFirst() {
                if let first = line.glyphs.min(by: { $0.cluster < $1.cluster }) {
                    #expect(!scalars[first.cluster].properties.isWhitespace, "a line starts with a space")
                }
            }
            // Stacked: n lines and n − 1 gaps; baselines a line height plus the spacing apart.
            let n = Double(layout.lines.count)
            #expect(abs(layout.size.height - (n * style.lineHeight + (n - 1) * input.lineSpacing)) < 1e-6)
            #expect(Double(layout.size.width) == (layout.lines.map(\.width).max() ?? 0))
            for (a, b) in zip(layout.lines, layout.lines.dropFirst()) {
                #expect(abs(b.baseline - a.baseline - style.lineHeight - input.lineSpacing) < 1e-9)
            }
            // Greedy: the next line's first ideograph (with the punctuation and word glued to it:
            // "漢.g4" breaks only before 漢), or its first word (up to a space or an ideograph),
            // would not have fitted (give or take a kerning pair across the break).
            let texts = layout.lineTexts(of: input.text)
            for index in texts.indices.dropLast() where !texts[index].isEmpty {
                let next = texts[index + 1]
                guard let nextFirst = next.first else { continue }
                let isHan = { (c: Character) in LineBreakerProbe.isHan(c.unicodeScalars.first!) }
                var nextWord = String(next.prefix { $0 != " " && !isHan($0) })
                if isHan(nextFirst) {
                    let after = next.dropFirst()
                    let glued = after.first.map { ",.;!?".contains($0) } == true
                    nextWord = String(nextFirst) + (glued ? String(after.prefix { $0 != " " && !isHan($0) }) : "")
                }
                let joined = texts[index] + gap(before: index + 1, in: layout, scalars: scalars) + nextWord
                #expect(shapedWidth(joined, faces: faces) > input.width - 1.5, "'\(nextWord)' fits after line \(index) '\(texts[index])'")
            }
        }
    }

    /// The spaces between line `index − 1`'s last character and line `index`'s first.
    func gap(before index: Int, in layout: TextLayout, scalars: [Unicode.Scalar]) -> String {
        guard let first = layout.lines[index].glyphs.map(\.cluster).min() else { return "" }
        var start = first
        while start > 0, scalars[start - 1].properties.isWhitespace { start -= 1 }
        return String(repeating: " ", count: first - start)
    }
}
