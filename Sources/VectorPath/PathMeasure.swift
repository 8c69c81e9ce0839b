import Foundation
import Geometry2D
import AnimationCore

/// Arc-length measurement of a path: total length, point and tangent at a distance along it, and
/// extraction of the piece between two distances with curves split exactly.
///
/// Lines are measured exactly. Curves are integrated with adaptive 10-point Gauss–Legendre
/// quadrature of the speed `|B'(t)|` (an interval is accepted once it agrees with the sum of its
/// halves to 1e-10 of the control polygon's length), so lengths are accurate to far better than
/// 1e-6 relative. The accepted intervals are kept as a table so that finding the parameter at a
/// distance is a binary search plus a few safeguarded Newton steps.
///
/// Distances run over all sub-paths in order (as SwiftUI's `trimmedPath` does); a closing
/// segment (`closeSubpath`) is part of its sub-path's length, open sub-paths are not closed.
/// Sub-paths made of a lone `move` have no length and are dropped.
///
/// ```swift
/// let measure = PathMeasure(Path(CGRect(x: 0, y: 0, width: 10, height: 10)))
/// measure.length                          // 40
/// measure.position(atDistance: 15)        // (10, 5)
/// measure.tangent(atDistance: 15)         // (0, 1)
/// let piece = measure.segment(from: 5, to: 25)
/// ```
public struct PathMeasure: Sendable {
    /// One measured segment of the path.
    public struct Entry: Sendable {
        /// The segment itself.
        public var segment: PathSegment
        /// Its place in the path.
        public var context: PathSegment.Context
        /// Distance along the whole path where the segment starts.
        public var startDistance: Double
        /// The segment's arc length.
        public var length: Double
        /// Distance along the whole path where the segment ends.
        public var endDistance: Double { startDistance + length }
        /// Accepted quadrature intervals of a curve: parameters `t` and cumulative lengths at
        /// them, from (0, 0) to (1, `length`); empty for a line.
        var table: [(t: Double, s: Double)]
    }

    /// A sub-path's extent along the path (for dashing, which restarts per sub-path).
    public struct Subpath: Equatable, Sendable {
        /// Indices into ``entries``.
        public var entryRange: Range<Int>
        /// Distances along the whole path covered by this sub-path.
        public var distanceRange: ClosedRange<Double>
        /// Whether the sub-path ends with `closeSubpath`.
        public var isClosed: Bool
        /// The sub-path's own length.
        public var length: Double { distanceRange.upperBound - distanceRange.lowerBound }
    }

    /// The measured segments, in path order.
    public let entries: [Entry]
    /// The sub-paths that have at least one segment, in path order.
    public let subpaths: [Subpath]
    /// Total arc length of all sub-paths (0 for an empty path; NaN if a coordinate is NaN).
    public let length: Double

    /// Measures `path`.
    ///
    /// ```swift
    /// let total = PathMeasure(path).length
    /// ```
    public init(_ path: Path) {
        var entries: [Entry] = []
        var subpaths: [Subpath] = []
        var distance = 0.0
        path.forEachSegment { segment, context in
            var table = Self.lengthTable(segment)
            let length = table.last?.s ?? 0
            if case .line = segment { table = [] } // lines invert exactly; no per-line allocation
            if context.isFirstInSubpath || subpaths.isEmpty {
                subpaths.append(Subpath(entryRange: entries.count..<entries.count,
                                        distanceRange: distance...distance, isClosed: false))
            }
            entries.append(Entry(segment: segment, context: context, startDistance: distance,
                                 length: length, table: table))
            distance += length
            let last = subpaths.count - 1
            subpaths[last].entryRange = subpaths[last].entryRange.lowerBound..<entries.count
            if !distance.isNaN, subpaths[last].distanceRange.lowerBound <= distance {
                subpaths[last].distanceRange = subpaths[last].distanceRange.lowerBound...distance
            }
            if context.isClosing { subpaths[last].isClosed = true }
        }
        self.entries = entries
        self.subpaths = subpaths
        self.length = distance
    }

    // MARK: Queries

    /// The index of the entry containing `distance` (clamped to the path) and the parameter `t`
    /// inside it; nil for an empty path or a non-finite distance.
    ///
    /// ```swift
    /// if let (index, t) = measure.location(atDistance: 12) { measure.entries[index].segment.point(at: t) }
    /// ```
    public func location(atDistance distance: Double) -> (entryIndex: Int, t: Double)? {
        guard !entries.isEmpty, distance.isFinite, length.isFinite else { return nil }
        let d = min(max(distance, 0), length)
        // First entry ending at or after d (entries are sorted by end distance), skipping
        // zero-length entries so tangents come from a segment with a direction.
        var lo = 0, hi = entries.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if entries[mid].endDistance >= d { hi = mid } else { lo = mid + 1 }
        }
        var index = lo
        while entries[index].length == 0, index + 1 < entries.count { index += 1 }
        let entry = entries[index]
        return (index, Self.parameter(in: entry, atLength: d - entry.startDistance))
    }

    /// The point at `distance` along the path (clamped to `[0, length]`); nil for an empty path
    /// or a non-finite distance.
    ///
    /// ```swift
    /// let midpoint = measure.position(atDistance: measure.length / 2)
    /// ```
    public func position(atDistance distance: Double) -> CGPoint? {
        guard let (index, t) = location(atDistance: distance) else { return nil }
        return entries[index].segment.point(at: t)
    }

    /// The unit tangent (direction of travel) at `distance` along the path, clamped like
    /// ``position(atDistance:)``; nil for an empty path, a non-finite distance, or a segment
    /// whose points all coincide.
    ///
    /// ```swift
    /// if let dir = measure.tangent(atDistance: 3) { let angle = atan2(dir.y, dir.x) }
    /// ```
    public func tangent(atDistance distance: Double) -> CGPoint? {
        guard let (index, t) = location(atDistance: distance) else { return nil }
        return entries[index].segment.unitTangent(at: t)
    }

    /// The part of the path between two distances along it, with curves split exactly (de
    /// Casteljau at the parameter found by arc-length inversion, never flattened).
    ///
    /// Distances are clamped to `[0, length]`; `from >= to` (or NaN) gives an empty path. Each
    /// sub-path the range touches starts with a `move`; a closed sub-path covered completely
    /// keeps its `closeSubpath` instead of an explicit closing line.
    ///
    /// ```swift
    /// let firstHalf = measure.segment(from: 0, to: measure.length / 2)
    /// ```
    public func segment(from: Double, to: Double) -> Path {
        guard length.isFinite, !from.isNaN, !to.isNaN else { return Path() }
        let start = min(max(from, 0), length), stop = min(max(to, 0), length)
        guard start < stop else { return Path() }
        var path = Path()
        var needsMove = true
        var subpathWhole = false // the current sub-path starts inside the range
        for entry in entries {
            let s0 = entry.startDistance, s1 = entry.endDistance
            if entry.context.isFirstInSubpath { needsMove = true; subpathWhole = s0 >= start }
            if s1 <= start { continue }
            if s0 >= stop {
                // Zero-length segments exactly at the end are skipped, except the closing line
                // of a sub-path covered completely, which becomes its closeSubpath.
                guard entry.length == 0, s0 == stop else { break }
                if entry.context.isClosing && subpathWhole && !needsMove { path.closeSubpath() }
                continue
            }
            let coversStart = s0 >= start, coversEnd = s1 <= stop
            var piece = entry.segment
            if !(coversStart && coversEnd) {
                let t0 = coversStart ? 0 : Self.parameter(in: entry, atLength: start - s0)
                let t1 = coversEnd ? 1 : Self.parameter(in: entry, atLength: stop - s0)
                piece = piece.subsegment(from: t0, to: t1)
            }
            if needsMove {
                path.move(to: piece.start)
                needsMove = false
            }
            if entry.context.isClosing && subpathWhole && coversEnd {
                path.closeSubpath()
            } else {
                Self.append(piece, to: &path)
            }
        }
        return path
    }

    // MARK: Machinery

    static func append(_ segment: PathSegment, to path: inout Path) {
        path.addSegment(segment)
    }

    /// The parameter where the arc length from the segment's start equals `s`.
    static func parameter(in entry: Entry, atLength s: Double) -> Double {
        guard entry.length > 0, s > 0 else { return 0 }
        if s >= entry.length { return 1 }
        if case .line = entry.segment { return s / entry.length }
        let table = entry.table
        // Interval [table[i], table[i+1]] containing s.
        var lo = 0, hi = table.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if table[mid].s <= s { lo = mid } else { hi = mid }
        }
        var a = table[lo].t, b = table[hi].t
        let base = table[lo].t, baseLength = table[lo].s
        let target = s - baseLength
        // Initial guess by linear interpolation inside the interval, then safeguarded Newton.
        let span = table[hi].s - table[lo].s
        var t = span > 0 ? a + (b - a) * target / span : a
        for _ in 0..<50 {
            let f = ArcLength.gauss(entry.segment, base, t) - target
            if abs(f) <= 1e-13 * max(entry.length, 1e-300) { break }
            if f > 0 { b = t } else { a = t }
            let speed = ArcLength.speed(entry.segment, t)
            var next = speed > 0 ? t - f / speed : .nan
            if !(next > a && next < b) { next = 0.5 * (a + b) }
            if next == t { break }
            t = next
        }
        return min(max(t, 0), 1)
    }

    /// Cumulative arc-length table of a segment (see ``Entry``).
    static func lengthTable(_ segment: PathSegment) -> [(t: Double, s: Double)] {
        if case .line(let a, let b) = segment {
            return [(0, 0), (1, hypot(b.x - a.x, b.y - a.y))]
        }
        let pts = segment.controlPoints
        var polygon = 0.0
        for i in 1..<pts.count { polygon += hypot(pts[i].x - pts[i - 1].x, pts[i].y - pts[i - 1].y) }
        guard polygon.isFinite else { return [(0, 0), (1, polygon.isNaN ? .nan : polygon)] }
        guard polygon > 0 else { return [(0, 0), (1, 0)] }
        var table: [(t: Double, s: Double)] = [(0, 0)]
        ArcLength.integrate(segment, 0, 1, whole: ArcLength.gauss(segment, 0, 1),
                            tolerance: 1e-10 * polygon, depth: 0, into: &table)
        return table
    }
}
