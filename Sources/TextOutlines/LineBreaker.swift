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
        /// The line shaped without its trailing whitespace, when measuring it already did.
        var glyphs: [ShapedGlyph]? = nil
    }

    let scalars: [Unicode.Scalar]
    let style: TextStyle

    func lines(width: Double?, limit: Int) -> [BrokenLine] {
        var lines: [BrokenLine] = []
        for paragraph in paragraphs() {
            // No more lines than the limit needs: one past it says that text remains.
            let remaining = limit - lines.count
            let broken = width.map { wrap(paragraph, width: $0, maximumLines: remaining < Int.max ? remaining + 1 : remaining) }
                ?? [(paragraph, nil)]
            for (line, glyphs) in broken {
                if lines.count == limit {
                    lines[limit - 1].truncated = true
                    return lines
                }
                lines.append(BrokenLine(range: line, truncated: false, rest: line.lowerBound..<paragraph.upperBound, glyphs: glyphs))
            }
        }
        // A single line wider than the width it is given (one line allowed) is truncated too;
        // its trailing spaces do not count.
        if let width, let last = lines.last, lines.count == limit, self.width(of: last.range) > width + 1e-9 {
            lines[lines.count - 1].truncated = true
        }
        return lines
    }

    /// `range` without the whitespace that ends it (it hangs past the line's width, undrawn).
    func trimmed(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound, scalars[end - 1].properties.isWhitespace { end -= 1 }
        return range.lowerBound..<end
    }

    /// `line` as it is drawn: shaped on its own, trailing whitespace left out.
    func shape(_ line: Range<Int>) -> [ShapedGlyph] {
        TextShaper.shape(scalars, range: trimmed(line), style: style)
    }

    /// The width of `line` as it is drawn.
    func width(of line: Range<Int>) -> Double {
        shape(line).reduce(0) { $0 + $1.advance }
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

    /// Greedy wrapping of `paragraph` within `width` points, a grapheme cluster at a time (a
    /// line never ends inside one: not between a letter and its marks, nor inside an emoji
    /// sequence); at most `maximumLines` lines (the last of them then ends where it may, not at the
    /// paragraph's end). Each line but the paragraph's last comes with its glyphs (shaped to be
    /// measured).
    func wrap(_ paragraph: Range<Int>, width: Double, maximumLines: Int = .max) -> [(range: Range<Int>, glyphs: [ShapedGlyph]?)] {
        guard !paragraph.isEmpty else { return [(paragraph, nil)] }
        let advances = self.advances(paragraph)
        let bounds = graphemeStarts(paragraph) + [paragraph.upperBound]
        var lines: [(range: Range<Int>, glyphs: [ShapedGlyph]?)] = []
        var first = 0                // the line's first grapheme (index into bounds)
        var lineWidth = 0.0          // up to the last non-space grapheme
        var pending = 0.0            // spaces after it
        var lastBreak: Int?          // the last break opportunity on the line (index into bounds)
        var grapheme = 0
        while grapheme < bounds.count - 1 {
            let lower = bounds[grapheme]
            var advance = 0.0
            for index in lower..<bounds[grapheme + 1] { advance += advances[index - paragraph.lowerBound] }
            if grapheme > first, isBreakOpportunity(at: lower) { lastBreak = grapheme }
            if scalars[lower].properties.isWhitespace {
                pending += advance
                grapheme += 1
                continue
            }
            if grapheme > first, lineWidth + pending + advance > width + 1e-9 {
                // Break at the last opportunity, else before this grapheme.
                let (end, glyphs) = fittingEnd(first: first, candidate: lastBreak ?? grapheme, bounds: bounds, width: width)
                lines.append((bounds[first]..<bounds[end], glyphs))
                if lines.count == maximumLines { return lines }
                first = end
                lineWidth = 0
                pending = 0
                lastBreak = nil
                grapheme = end
                continue
            }
            lineWidth += pending + advance
            pending = 0
            grapheme += 1
        }
        lines.append((bounds[first]..<paragraph.upperBound, nil))
        return lines
    }

    /// Where the line starting at grapheme `first` ends (an index into `bounds`): at `candidate`
    /// when the line measured on its own — as it is drawn — fits; the paragraph's advances count
    /// kerning with the character after the break (the last "A" of "…AVA|VA…" is narrower there
    /// than at a line's end). Else at the latest earlier break opportunity, then grapheme
    /// boundary, that fits; at least one grapheme (and the spaces after it). With the line's glyphs.
    func fittingEnd(first: Int, candidate: Int, bounds: [Int], width: Double) -> (end: Int, glyphs: [ShapedGlyph]) {
        func fits(_ glyphs: [ShapedGlyph]) -> Bool { glyphs.reduce(0) { $0 + $1.advance } <= width + 1e-9 }
        let glyphs = shape(bounds[first]..<bounds[candidate])
        if fits(glyphs) { return (candidate, glyphs) }
        // (Not before a space: spaces hang at the end of the line they follow.)
        let earlier = (first + 1..<candidate).reversed().filter { !scalars[bounds[$0]].properties.isWhitespace }
        for end in earlier.filter({ isBreakOpportunity(at: bounds[$0]) }) + earlier {
            let glyphs = shape(bounds[first]..<bounds[end])
            if fits(glyphs) { return (end, glyphs) }
        }
        let end = earlier.last ?? candidate
        return (end, shape(bounds[first]..<bounds[end]))
    }

    /// Each scalar's share of the shaped width: a cluster's advance on its first scalar.
    func advances(_ range: Range<Int>) -> [Double] {
        var advances = [Double](repeating: 0, count: range.count)
        for glyph in TextShaper.shape(scalars, range: range, style: style)
        where range.contains(glyph.cluster) {
            advances[glyph.cluster - range.lowerBound] += glyph.advance
        }
        return advances
    }

    /// The scalar indices where a grapheme cluster (a user-perceived character) starts, in order.
    func graphemeStarts(_ range: Range<Int>) -> [Int] {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[range])
        var starts: [Int] = []
        var offset = range.lowerBound
        for character in String(view) {
            starts.append(offset)
            offset += character.unicodeScalars.count
        }
        return starts
    }

    /// A line may break before `index`: after whitespace, or next to an ideograph — never before
    /// whitespace or a mark, next to a no-break space (U+00A0, U+2007, U+202F: "100 km" stays
    /// together), before closing punctuation ("。", "」", ",") or small kana, nor after opening
    /// punctuation ("「", "(").
    func isBreakOpportunity(at index: Int) -> Bool {
        let before = scalars[index - 1], here = scalars[index]
        if here.properties.isWhitespace || TextShaper.sticksToPrevious(here) { return false }
        if Self.isNonBreaking(before) || Self.isNonBreaking(here) { return false }
        if before.properties.isWhitespace { return true }
        if Self.noBreakBefore.contains(here.value) || Self.noBreakAfter.contains(before.value) { return false }
        return Self.isIdeographic(here) || Self.isIdeographic(before)
    }

    /// Spaces that glue the words on either side (line-break class GL).
    static func isNonBreaking(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x00A0 || scalar.value == 0x2007 || scalar.value == 0x202F || scalar.value == 0x2060
    }

    /// Closing punctuation, iteration marks, the prolonged sound mark and small kana: never at the
    /// start of a line (UAX #14 classes CL, CP, IS, EX, NS and CJ, the ones CJK text meets).
    static let noBreakBefore: Set<UInt32> = Set("、。，．：；！？）」』】〕〉》〙〛〗〞ー々〻ゝゞヽヾ・ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ)]},.:;!?%".unicodeScalars.map(\.value))
        .union([0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF01, 0xFF1F, 0xFF3D, 0xFF5D, 0xFF60, 0xFF61, 0xFF63, 0xFF64, 0xFF65])

    /// Opening punctuation: never at the end of a line (class OP).
    static let noBreakAfter: Set<UInt32> = Set("（「『【〔〈《〘〚〖〝([{".unicodeScalars.map(\.value))
        .union([0xFF08, 0xFF3B, 0xFF5B, 0xFF5F, 0xFF62])

    /// CJK ideographs, kana and Hangul syllables: text that breaks between characters.
    static func isIdeographic(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isIdeographic { return true }
        switch scalar.value {
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0xAC00...0xD7AF, 0x3000...0x303F, 0xFF00...0xFFEF: return true
        default: return false
        }
    }
}
