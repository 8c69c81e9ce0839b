/// A line that cannot hold its text ends (or starts, or breaks in the middle) in "…": as many
/// whole characters as fit with the ellipsis within the width, found by a galloping search over
/// the grapheme boundaries (1, 2, 4… characters, then halving), so its cost follows what fits,
/// not the length of the paragraph.
struct Truncator {
    let scalars: [Unicode.Scalar]
    let style: TextStyle
    static let ellipsis: Unicode.Scalar = "\u{2026}"

    /// The glyphs of `rest` truncated to `width` points (at least the ellipsis).
    func truncate(_ line: Range<Int>, rest: Range<Int>, width: Double) -> [ShapedGlyph] {
        let breaker = LineBreaker(scalars: scalars, style: style)
        // Spaces ending the paragraph are not kept ("…end  " reads "…end").
        let rest = breaker.trimmed(rest)
        let starts = breaker.graphemeStarts(rest) + [rest.upperBound]
        let characters = starts.count - 1
        func fits(_ glyphs: [ShapedGlyph]) -> Bool { glyphs.reduce(0, { $0 + $1.advance }) <= width + 1e-9 }
        // The candidates: keep `count` characters (tail: the first ones, head: the last ones,
        // middle: half of each), the largest count that fits (fewer characters are never wider).
        var best = shaped(keeping: 0, starts: starts)
        var low = 0, high = characters
        var probe = 1
        while probe <= high {
            let glyphs = shaped(keeping: probe, starts: starts)
            guard fits(glyphs) else { high = probe - 1; break }
            best = glyphs
            low = probe
            probe *= 2
        }
        while low < high {
            let middle = low + (high - low + 1) / 2
            let glyphs = shaped(keeping: middle, starts: starts)
            if fits(glyphs) {
                best = glyphs
                low = middle
            } else {
                high = middle - 1
            }
        }
        return best
    }

    /// `count` characters of the text (per the truncation mode) with the ellipsis, shaped.
    private func shaped(keeping count: Int, starts: [Int]) -> [ShapedGlyph] {
        let characters = starts.count - 1
        let count = min(count, characters)
        let (headCount, tailCount): (Int, Int)
        switch style.truncation {
        case .tail: (headCount, tailCount) = (count, 0)
        case .head: (headCount, tailCount) = (0, count)
        case .middle: (headCount, tailCount) = ((count + 1) / 2, count / 2)
        }
        // The kept characters shaped in place (each in its own span), trailing spaces before the
        // ellipsis dropped ("word …" reads "word…"); the ellipsis in the style of the last kept
        // character before it.
        var headEnd = starts[headCount]
        while headEnd > starts[0], scalars[headEnd - 1].properties.isWhitespace { headEnd -= 1 }
        var glyphs = TextShaper.shape(scalars, range: starts[0]..<headEnd, style: style)
        let ellipsisStyle = style.style(at: max(headEnd - 1, starts[0]))
        let spanID = style.spans.first { $0.range.contains(max(headEnd - 1, starts[0])) }?.id ?? style.spans.last?.id ?? 0
        var pen = glyphs.reduce(0) { $0 + $1.advance }
        for var glyph in TextShaper.shape([Self.ellipsis], faces: ellipsisStyle.faces, size: ellipsisStyle.size,
                                          tabularDigits: ellipsisStyle.tabularDigits) {
            glyph.x += pen
            glyph.cluster = -1
            glyph.span = spanID
            glyphs.append(glyph)
        }
        pen = glyphs.reduce(0) { $0 + $1.advance }
        if tailCount > 0 {
            for var glyph in TextShaper.shape(scalars, range: starts[characters - tailCount]..<starts[characters], style: style) {
                glyph.x += pen
                glyphs.append(glyph)
            }
        }
        return glyphs
    }
}
