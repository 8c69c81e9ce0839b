/// Where a text's lines break: at line separators always; within a width, greedily at break
/// opportunities — after spaces, and before or after a CJK ideograph (Han, kana, Hangul: no spaces
/// between words) — and, for a word longer than the line, between characters (grapheme clusters).
/// The last line a limit allows is marked truncated when text remains.
struct LineBreaker {
    struct BrokenLine {
        var range: Range<Int>
        var truncated: Bool
        /// The text the truncated line stands for (to the end of its paragraph).
        var rest: Range<Int>
    }

    let scalars: [Unicode.Scalar]
    let style: TextStyle

    func lines(width: Double?, limit: Int) -> [BrokenLine] {
        var lines: [BrokenLine] = []
        for paragraph in paragraphs() {
            let broken = width.map { wrap(paragraph, width: $0) } ?? [paragraph]
            for line in broken {
                if lines.count == limit {
                    lines[limit - 1].truncated = true
                    return lines
                }
                lines.append(BrokenLine(range: line, truncated: false, rest: line.lowerBound..<paragraph.upperBound))
            }
        }
        // A single line wider than the width it is given (one line allowed) is truncated too.
        if let width, let last = lines.last, lines.count == limit,
           TextShaper.width(scalars, range: last.range, faces: style.faces, size: style.size) > width + 1e-9 {
            lines[lines.count - 1].truncated = true
        }
        return lines
    }

    /// The paragraphs: ranges between line separators (\n, \r\n, \r, U+2028, U+2029), separators excluded.
    func paragraphs() -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0, index = 0
        while index < scalars.count {
            let value = scalars[index].value
            if value == 0x0A || value == 0x0D || value == 0x2028 || value == 0x2029 {
                result.append(start..<index)
                if value == 0x0D, index + 1 < scalars.count, scalars[index + 1].value == 0x0A { index += 1 }
                start = index + 1
            }
            index += 1
        }
        result.append(start..<scalars.count)
        return result
    }

    /// Greedy wrapping of `paragraph` within `width` points.
    func wrap(_ paragraph: Range<Int>, width: Double) -> [Range<Int>] {
        guard !paragraph.isEmpty else { return [paragraph] }
        let advances = self.advances(paragraph)
        let graphemeStarts = self.graphemeStarts(paragraph)
        var lines: [Range<Int>] = []
        var start = paragraph.lowerBound
        var lineWidth = 0.0          // up to the last non-space scalar
        var pending = 0.0            // spaces after it
        var lastBreak: Int?
        var index = paragraph.lowerBound
        while index < paragraph.upperBound {
            let scalar = scalars[index]
            let advance = advances[index - paragraph.lowerBound]
            if index > start, isBreakOpportunity(at: index) { lastBreak = index }
            if scalar.properties.isWhitespace {
                pending += advance
                index += 1
                continue
            }
            if index > start, lineWidth + pending + advance > width + 1e-9 {
                // Break at the last opportunity, else before this character (at a grapheme start).
                var end = lastBreak ?? index
                if lastBreak == nil {
                    while end > start + 1, !graphemeStarts.contains(end) { end -= 1 }
                }
                lines.append(start..<end)
                start = end
                lineWidth = 0
                pending = 0
                lastBreak = nil
                index = end
                continue
            }
            lineWidth += pending + advance
            pending = 0
            index += 1
        }
        lines.append(start..<paragraph.upperBound)
        return lines
    }

    /// Each scalar's share of the shaped width: a cluster's advance on its first scalar.
    func advances(_ range: Range<Int>) -> [Double] {
        var advances = [Double](repeating: 0, count: range.count)
        for glyph in TextShaper.shape(scalars, range: range, faces: style.faces, size: style.size)
        where range.contains(glyph.cluster) {
            advances[glyph.cluster - range.lowerBound] += glyph.advance
        }
        return advances
    }

    /// The scalar indices where a grapheme cluster (a user-perceived character) starts.
    func graphemeStarts(_ range: Range<Int>) -> Set<Int> {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[range])
        var starts = Set<Int>()
        var offset = range.lowerBound
        for character in String(view) {
            starts.insert(offset)
            offset += character.unicodeScalars.count
        }
        return starts
    }

    /// A line may break before `index`: after whitespace, or next to an ideograph.
    func isBreakOpportunity(at index: Int) -> Bool {
        let before = scalars[index - 1], here = scalars[index]
        if before.properties.isWhitespace && !here.properties.isWhitespace { return true }
        if TextShaper.sticksToPrevious(here) { return false }
        return Self.isIdeographic(here) || Self.isIdeographic(before)
    }

    /// CJK ideographs, kana and Hangul syllables: text that breaks between characters.
    static func isIdeographic(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isIdeographic { return true }
        switch scalar.value {
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0xAC00...0xD7AF, 0x3000...0x303F, 0xFF00...0xFFEF: return true
        default: return false
        }
    }
}
