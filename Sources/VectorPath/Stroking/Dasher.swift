import Foundation
import Geometry2D
import AnimationCore

extension FlattenedPath {
    /// The dashes of these polylines: open pieces cut along arc length by `pattern` (alternating
    /// dash and gap lengths) starting `phase` into the pattern, as SVG and Core Graphics do.
    ///
    /// - The pattern restarts at every contour. An odd-length pattern is repeated twice; a
    ///   negative `phase` wraps (a non-finite one counts as 0).
    /// - A pattern that is empty, has a negative or non-finite entry, or sums to ≤ 0 is treated
    ///   as solid: the path comes back unchanged. So does one that would cut the path into more
    ///   than a million dashes.
    /// - On a closed contour, a dash that runs across the closing point continues into the start:
    ///   it comes out as one piece (with a join, not two caps, at the seam). A closed contour
    ///   entirely inside one dash stays closed. The dash starting at a closed contour's start
    ///   comes out after the contour's other dashes.
    /// - A contour with a non-finite coordinate is passed through undashed (the stroker skips it).
    /// - A zero-length dash comes out as a two-point contour whose points coincide, which the
    ///   stroker draws as a dot for round and square caps.
    /// - Points of a dash that are points of this path keep their curve-interior marks; the points
    ///   where a dash is cut are its ends (caps), never marked.
    ///
    /// ```swift
    /// let dashes = line.dashed([10, 5], phase: 0)   // a 100-long line → 7 pieces, 70 long in all
    /// ```
    public func dashed(_ pattern: [CGFloat], phase: CGFloat) -> FlattenedPath {
        guard var dasher = Dasher(pattern: pattern, phase: Double(phase)) else { return self }
        // Guard against patterns so fine they would explode the output.
        var total = 0.0
        for contour in contours {
            let pts = points[contour.range]
            guard var prev = pts.first, pts.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { continue }
            for p in pts.dropFirst() { total += hypot(p.x - prev.x, p.y - prev.y); prev = p }
            if contour.isClosed, let first = pts.first { total += hypot(first.x - prev.x, first.y - prev.y) }
        }
        guard total.isFinite, total / dasher.patternLength * Double(dasher.intervals.count / 2) <= Double(Dasher.maximumDashes) else {
            return self
        }
        dasher.output.reserveCapacity(points: points.count + 2 * Int(total / dasher.patternLength * 2) + 4)
        for contour in contours { dasher.dash(points[contour.range], closed: contour.isClosed, marks: curveInterior) }
        return dasher.output
    }
}

/// Cuts polylines into dashes; one per `dashed` call, reusing its buffers across contours.
struct Dasher {
    /// A pattern that would cut a path into more dashes than this leaves it solid.
    static let maximumDashes = 1_000_000

    /// Dash and gap lengths, even count; even indices are dashes.
    let intervals: [Double]
    let patternLength: Double
    /// Where every contour starts in the pattern: the interval and what is left of it.
    let startIndex: Int
    let startRemaining: Double

    var output = FlattenedPath()
    /// The dash being built, and whether each of its points is a curve's interior point.
    private var current: [CGPoint] = []
    private var currentMarks: [Bool] = []
    /// The first dash of a closed contour, when it starts at the contour's start (it may have to
    /// be joined to the last one), and its marks.
    private var firstDash: [CGPoint] = []
    private var firstDashMarks: [Bool] = []

    /// A dasher, or nil when the pattern means a solid line.
    init?(pattern: [CGFloat], phase: Double) {
        guard !pattern.isEmpty, pattern.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        var intervals = pattern.map { Double($0) }
        if intervals.count % 2 == 1 { intervals += intervals }
        let sum = intervals.reduce(0, +)
        guard sum > 0, sum.isFinite else { return nil }
        self.intervals = intervals
        patternLength = sum
        var offset = phase.isFinite ? phase.truncatingRemainder(dividingBy: sum) : 0
        if offset < 0 { offset += sum }
        // Skia's rule: an interval is passed when the phase is beyond it, or exactly at its end
        // unless it has zero length (so a pattern starting with a zero dash draws a dot at 0).
        var index = 0
        while index < intervals.count - 1, offset > intervals[index] || (offset == intervals[index] && offset != 0) {
            offset -= intervals[index]
            index += 1
        }
        startIndex = index
        startRemaining = max(intervals[index] - offset, 0)
    }

    /// Appends the dashes of one contour to ``output``; `marks` marks its curve-interior points
    /// by their indices in the slice.
    mutating func dash(_ pts: ArraySlice<CGPoint>, closed: Bool, marks: CurveInteriorMarks) {
        guard let start = pts.first else { return }
        let pointMarks = pts.indices.lazy.map { marks[$0] }
        guard pts.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
            output.append(pts, closed: closed, curveInterior: pointMarks) // the stroker skips it; nothing to measure
            return
        }
        var index = startIndex, remaining = startRemaining
        var on = index % 2 == 0
        let startsOn = on
        var holdingFirst = closed && startsOn
        var completedAny = false
        current.removeAll(keepingCapacity: true)
        currentMarks.removeAll(keepingCapacity: true)
        firstDash.removeAll(keepingCapacity: true)
        firstDashMarks.removeAll(keepingCapacity: true)
        if on { current.append(start); currentMarks.append(marks[pts.startIndex]) }

        /// Cuts the segment a → b, where b is point `bIndex` of the contour.
        func cut(_ a: CGPoint, _ b: CGPoint, _ bIndex: Int) {
            let dx = b.x - a.x, dy = b.y - a.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0 else { return }
            var travelled = 0.0
            while length - travelled > remaining {
                travelled += remaining
                let t = travelled / length
                let p = CGPoint(x: a.x + dx * t, y: a.y + dy * t)
                current.append(p)
                currentMarks.append(false)
                if on {
                    if holdingFirst {
                        swap(&current, &firstDash)
                        swap(&currentMarks, &firstDashMarks)
                        holdingFirst = false
                    } else {
                        output.append(current, closed: false, curveInterior: currentMarks)
                    }
                    current.removeAll(keepingCapacity: true)
                    currentMarks.removeAll(keepingCapacity: true)
                    completedAny = true
                }
                on.toggle()
                index = index + 1 == intervals.count ? 0 : index + 1
                remaining = intervals[index]
            }
            remaining -= length - travelled
            if on { current.append(b); currentMarks.append(marks[bIndex]) }
        }

        var prev = start
        for i in pts.indices.dropFirst() {
            cut(prev, pts[i], i)
            prev = pts[i]
        }
        if closed { cut(prev, start, pts.startIndex) }

        if closed && startsOn && !completedAny {
            // One dash covers the whole contour: it stays closed.
            output.append(pts, closed: true, curveInterior: pointMarks)
            return
        }
        if on {
            if closed && startsOn {
                // The dash running into the seam continues into the first dash.
                current.append(contentsOf: firstDash.dropFirst())
                currentMarks.append(contentsOf: firstDashMarks.dropFirst())
                firstDash.removeAll(keepingCapacity: true)
                firstDashMarks.removeAll(keepingCapacity: true)
            }
            output.append(current, closed: false, curveInterior: currentMarks)
        }
        if !firstDash.isEmpty { output.append(firstDash, closed: false, curveInterior: firstDashMarks) }
    }
}
