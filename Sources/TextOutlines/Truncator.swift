/// A line that cannot hold its text ends (or starts, or breaks in the middle) in "…": as many
/// whole characters as fit with the ellipsis within the width, found by binary search over the
/// grapheme boundaries.
struct Truncator {
    let scalars: [Unicode.Scalar]
    let style: TextStyle
    static let ellipsis: Unicode.Scalar = "\u{2026}"

    /// The glyphs of `rest` truncated to `width` points (at least the ellipsis).
    func truncate(_ line: Range<Int>, rest: Range<Int>, width: Double) -> [ShapedGlyph] {
        let breaker = LineBreaker(scalars: scalars, style: style)
        let starts = breaker.graphemeStarts(rest).union([rest.upperBound]).sorted()
        // The candidates: keep `count` characters (tail: the first ones, head: the last ones,
        // middle: half of each), the largest count that fits.
        var low = 0, high = starts.count - 1
        var best = shaped(keeping: 0, starts: starts)
        while low <= high {
            let middle = (low + high) / 2
            let glyphs = shaped(keeping: middle, starts: starts)
            if glyphs.reduce(0, { $0 + $1.advance }) <= width + 1e-9 {
                best = glyphs
                low = middle + 1
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
        let head = Array(scalars[starts[0]..<starts[headCount]])
        let tail = Array(scalars[starts[characters - tailCount]..<starts[characters]])
        // Trailing spaces before the ellipsis go ("word …" reads "word…").
        var trimmedHead = head
        while let last = trimmedHead.last, last.properties.isWhitespace { trimmedHead.removeLast() }
        let text = trimmedHead + [Self.ellipsis] + tail
        var glyphs = TextShaper.shape(text, faces: style.faces, size: style.size)
        // Clusters index `text`, not the layout's scalars: only the head's are the same.
        for index in glyphs.indices where glyphs[index].cluster >= trimmedHead.count {
            glyphs[index].cluster = -1
        }
        for index in glyphs.indices where glyphs[index].cluster >= 0 { glyphs[index].cluster += starts[0] }
        return glyphs
    }
}
