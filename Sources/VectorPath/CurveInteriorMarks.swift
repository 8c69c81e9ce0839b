/// Which points of a ``FlattenedPath`` a curve's flattening put strictly inside that curve: a
/// bitset over point indices, allocated only up to the highest marked index, so a path without
/// curves carries an empty array.
///
/// The stroker joins a marked point's two chords with a round join, whatever the style's join:
/// those chords approximate one smooth curve, whose stroke sweeps its offset around it (as Cairo,
/// Blend2D and Core Graphics draw it). The style's join belongs to the points where two segments
/// of the path meet, which are never marked.
///
/// ```swift
/// var marks = CurveInteriorMarks()
/// marks.insert(3)
/// marks[3] // true
/// marks[4] // false
/// ```
public struct CurveInteriorMarks: Equatable, Sendable {
    /// Bit `i % 64` of word `i / 64` is point `i`; the last word is never zero (marks are only
    /// added), so equal sets have equal storage.
    private var words: [UInt64] = []

    public init() {}

    /// True when no point is marked.
    public var isEmpty: Bool { words.isEmpty }

    /// Whether point `index` is marked (false for any index never inserted, negative ones included).
    @inline(__always)
    public subscript(index: Int) -> Bool {
        let word = index >> 6
        guard index >= 0, word < words.count else { return false }
        return words[word] & (1 << UInt64(index & 63)) != 0
    }

    /// Marks point `index` (≥ 0).
    @inline(__always)
    public mutating func insert(_ index: Int) {
        precondition(index >= 0, "a point index is never negative")
        let word = index >> 6
        if word >= words.count { words.append(contentsOf: repeatElement(0, count: word + 1 - words.count)) }
        words[word] |= 1 << UInt64(index & 63)
    }

    /// Unmarks point `index`.
    mutating func remove(_ index: Int) {
        let word = index >> 6
        guard index >= 0, word < words.count else { return }
        words[word] &= ~(1 << UInt64(index & 63))
        // Keep the last word non-zero, so equal sets have equal storage.
        while words.last == 0 { words.removeLast() }
    }

    /// Unmarks every point, keeping the storage for reuse.
    mutating func removeAll() { words.removeAll(keepingCapacity: true) }

    /// Marks `count` points from `destination` as `source` marks those from `sourceStart`.
    mutating func copy(from source: CurveInteriorMarks, sourceStart: Int, count: Int, to destination: Int) {
        // Past the source's last word nothing is marked.
        let end = min(count, source.words.count * 64 - sourceStart)
        guard end > 0 else { return }
        for k in 0..<end where source[sourceStart + k] { insert(destination + k) }
    }
}
