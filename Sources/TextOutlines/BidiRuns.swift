import CHarfBuzz

/// Which way a run of text goes.
public enum TextDirection: Sendable, Hashable { case leftToRight, rightToLeft }

/// Mixed-direction lines, a subset of the Unicode bidirectional algorithm (UAX #9) enough for a
/// Hebrew or Arabic phrase in Latin text and the other way round: the paragraph direction is its
/// first strong character's; letters of right-to-left scripts are strong RTL, other letters and
/// digits strong LTR (digits are not given UAX #9's number levels); marks follow their base;
/// neutrals (spaces, punctuation, symbols) between two runs of one direction take it, else the
/// paragraph's (rules N1, N2). Runs are then levelled (LTR paragraph: RTL 1; RTL paragraph: RTL 1,
/// LTR 2) and reordered (rule L2), and each is shaped in its own direction.
///
/// ```swift
/// let scalars = Array("abc שלום def".unicodeScalars)
/// BidiRuns.direction(of: scalars, range: 0..<scalars.count)   // .leftToRight
/// ```
enum BidiRuns {
    typealias Run = (face: FontFace, range: Range<Int>, direction: TextDirection)

    /// The strong direction of `scalar`, nil for a neutral or a mark.
    static func strongDirection(_ scalar: Unicode.Scalar) -> TextDirection? {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
            // Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan, Mandaic; presentation forms; RTL supplementary.
            return scalar.properties.generalCategory.isLetterLike ? .rightToLeft : nil
        default:
            return scalar.properties.generalCategory.isLetterLike || scalar.properties.numericType == .decimal ? .leftToRight : nil
        }
    }

    /// The paragraph direction of `scalars[range]`: its first strong character's, else left to right.
    static func direction(of scalars: [Unicode.Scalar], range: Range<Int>) -> TextDirection {
        for index in range { if let direction = strongDirection(scalars[index]) { return direction } }
        return .leftToRight
    }

    /// The face runs split where the resolved direction changes.
    static func split(_ runs: [(face: FontFace, range: Range<Int>)], scalars: [Unicode.Scalar], range: Range<Int>,
                      base: TextDirection) -> [Run] {
        guard !range.isEmpty else { return [] }
        // Resolved direction per scalar: strong ones theirs, marks their base's, neutrals by N1/N2.
        var resolved = [TextDirection?](repeating: nil, count: range.count)
        for index in range {
            let scalar = scalars[index]
            if TextShaper.sticksToPrevious(scalar), index > range.lowerBound { resolved[index - range.lowerBound] = resolved[index - range.lowerBound - 1] }
            else { resolved[index - range.lowerBound] = strongDirection(scalar) }
        }
        var position = 0
        while position < resolved.count {
            guard resolved[position] == nil else { position += 1; continue }
            var end = position
            while end < resolved.count, resolved[end] == nil { end += 1 }
            let before = position > 0 ? resolved[position - 1] : nil
            let after = end < resolved.count ? resolved[end] : nil
            let direction = before != nil && before == after ? before! : base
            for i in position..<end { resolved[i] = direction }
            position = end
        }
        var result: [Run] = []
        for run in runs {
            var start = run.range.lowerBound
            for index in run.range where index > start && resolved[index - range.lowerBound] != resolved[index - 1 - range.lowerBound] {
                result.append((run.face, start..<index, resolved[start - range.lowerBound] ?? base))
                start = index
            }
            if start < run.range.upperBound { result.append((run.face, start..<run.range.upperBound, resolved[start - range.lowerBound] ?? base)) }
        }
        return result
    }

    /// `runs` (in logical order) in visual order, left to right (rule L2 over two levels).
    static func visualOrder(_ runs: [Run], base: TextDirection) -> [Run] {
        let levels = runs.map { run -> Int in
            switch (base, run.direction) {
            case (.leftToRight, .leftToRight): 0
            case (_, .rightToLeft): 1
            case (.rightToLeft, .leftToRight): 2
            }
        }
        var order = Array(runs.indices)
        for level in stride(from: levels.max() ?? 0, through: 1, by: -1) {
            var index = 0
            while index < order.count {
                guard levels[order[index]] >= level else { index += 1; continue }
                var end = index
                while end < order.count, levels[order[end]] >= level { end += 1 }
                order[index..<end].reverse()
                index = end
            }
        }
        return order.map { runs[$0] }
    }

    /// HarfBuzz's direction for `direction`.
    static func harfBuzz(_ direction: TextDirection) -> hb_direction_t {
        direction == .rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR
    }
}

extension Unicode.GeneralCategory {
    /// Letters (any case or kind), the strong characters of the bidirectional algorithm here.
    var isLetterLike: Bool {
        switch self {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
        default: false
        }
    }
}
