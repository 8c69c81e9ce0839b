import Foundation
import Geometry2D
import AnimationCore

extension FlattenedPath {
    /// The outline of the stroke of these polylines, as closed polygons to fill with the nonzero rule.
    ///
    /// The outline covers exactly the area the stroke paints, with *union* semantics: a point
    /// painted by two parts of the stroke (a self-crossing, the fold of an inner join, overlapping
    /// dashes) still has a winding number ≠ 0, so a translucent stroke never darkens at crossings
    /// and never shows holes there. Dashes (`style.dash`, `style.dashPhase`) are applied first,
    /// along arc length, with ``dashed(_:phase:)``. One exception, on purpose: the inner side of
    /// an undashed curve follows the curve's offset, as Cairo and Blend2D stroke curves, so where
    /// the curve bends tighter than half the width that offset folds back and leaves the same
    /// notch theirs do (issue 16's differential test measures Zoetrope against them).
    ///
    /// How: each side of a polyline is offset by `lineWidth / 2` and the two sides plus the caps
    /// form one contour (two for a closed polyline, which has no caps). Outer joins get the join
    /// geometry; inner joins go through the vertex (the "pivot", as Skia does) unless both
    /// segments are long enough for the intersection of the offset lines to lie within them.
    /// As a sum of oriented boundaries the outline equals the pieces of the stroke — one
    /// rectangle per segment, one wedge per outer join, one piece per cap, all oriented like
    /// ``Path/addRect(_:transform:)`` (clockwise on a y-down screen) — minus, for each
    /// intersection-point inner join, a small kite that two of those rectangles both cover. So
    /// every winding number is ≥ 0 (counting +1 inside `addRect`'s rectangles), and it is ≥ 1
    /// exactly on the stroke — except inside an undashed curve's fold (the exception above), where
    /// the backwards-running inner offset subtracts and the winding can drop to 0 (the notch).
    ///
    /// - Joins: miter (a bevel when `1/sin(θ/2) > miterLimit`, θ the angle between the segments,
    ///   as Core Graphics and SVG), round, bevel. Caps: butt, round, square. Closed contours join
    ///   their last segment to their first. The style's join is for the points where two segments
    ///   of the path meet: the chords of one flattened curve (at points marked in
    ///   ``curveInterior``) are joined round whatever the style, so a wide stroke sweeps its
    ///   offset around the curve as Cairo, Blend2D and Core Graphics do (where the chords turn by
    ///   less than one chord of a round join, as they mostly do, the arc adds no point).
    /// - Round joins and caps are polygons whose vertices lie on the circle of radius
    ///   `lineWidth / 2` and whose chords stay within `tolerance` of it: each chord spans at most
    ///   `2·acos(r/(r+tol))` (NanoVG's formula), but no less than π/2048 (so 4096 chords per
    ///   circle at most, however wide the stroke).
    /// - Consecutive points closer than `lineWidth·5e-7` are merged (the merged point is a curve's
    ///   interior point only if all of them are). A contour whose points all
    ///   coincide draws a disc (round cap), an axis-aligned `lineWidth` square (square cap) or
    ///   nothing (butt cap). A contour with a coordinate that is not finite, or beyond ±1e150
    ///   (where squared distances would overflow), is skipped.
    /// - A width ≤ 0 or non-finite gives an empty result (hairlines are the caller's business).
    ///
    /// ```swift
    /// let line = FlattenedPath(polylines: [([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0)], false)])
    /// let outline = line.stroked(style: StrokeStyle(lineWidth: 4, lineCap: .round))
    /// // fill `outline` with the nonzero rule
    /// ```
    public func stroked(style: StrokeStyle, tolerance: Double = FlattenedPath.defaultTolerance) -> FlattenedPath {
        guard var stroker = Stroker(style: style, tolerance: tolerance), !contours.isEmpty else {
            return FlattenedPath()
        }
        let source = style.dash.isEmpty ? self : dashed(style.dash, phase: style.dashPhase)
        stroker.stroke(source)
        return stroker.output
    }
}

/// Builds stroke outlines contour by contour, straight into its output buffers (no allocation per
/// point or per contour once they have grown).
struct Stroker: ~Copyable {
    /// One segment of the contour being stroked.
    struct Edge {
        /// Unit direction.
        var dx: Double
        var dy: Double
        var length: Double

        /// The segment from `a` to `b` (distinct points).
        @inline(__always)
        init(_ a: CGPoint, _ b: CGPoint) {
            let x = b.x - a.x, y = b.y - a.y
            length = (x * x + y * y).squareRoot()
            dx = x / length
            dy = y / length
        }
    }

    /// Half the line width.
    let radius: Double
    let cap: CGLineCap
    let join: CGLineJoin
    /// A miter join is drawn while `1 + cos α ≥ miterThreshold` (α the turn angle), which is
    /// `1/sin(θ/2) ≤ miterLimit` for θ = π − α; +∞ (always bevel) for a limit ≤ 0 or NaN.
    let miterThreshold: Double
    /// Whether the inner side of a curve's interior point goes through the point itself (the
    /// union of the chords' pieces) rather than along the curve's offset (see ``addJoin``): true
    /// for dashed strokes, which the peers also draw as a union (no notches; the differential
    /// test fails 28 in 5,000 seeds more when dashes follow the offset too).
    let pivotsCurveInterior: Bool
    /// Cosine and sine of the largest angle one chord of a round join or cap may span.
    let cosStep: Double
    let sinStep: Double
    /// Cosine of the largest turn between a curve's chords whose outer side is one point on the
    /// bisector (see ``addJoin``): a quarter of the tolerance's sagitta, so that the offset's chords
    /// stray from it by at most the centre line's error and a quarter of the tolerance.
    let cosGentleTurn: Double
    /// Squared distance under which consecutive points are merged.
    let mergeDistanceSquared: Double

    /// The outline so far: points and contours of the result.
    var outPoints = GrowableBuffer<CGPoint>()
    var outContours: [FlattenedPath.Contour] = []
    /// Scratch: a contour without its duplicate points, when it has some, and its marks.
    var scratch: [CGPoint] = []
    var scratchMarks = CurveInteriorMarks()
    /// Scratch: the right side's points found on the way forward (see ``strokeClosed``).
    var rightSide = GrowableBuffer<CGPoint>()

    /// The outline built so far.
    var output: FlattenedPath { FlattenedPath(points: outPoints.array(), contours: outContours) }

    /// A stroker for `style`, or nil when the style draws nothing (width ≤ 0 or not finite).
    init?(style: StrokeStyle, tolerance: Double) {
        let width = Double(style.lineWidth)
        guard width.isFinite, width > 0 else { return nil }
        radius = width / 2
        cap = style.lineCap
        join = style.lineJoin
        pivotsCurveInterior = !style.dash.isEmpty
        let limit = Double(style.miterLimit)
        miterThreshold = limit > 0 ? 2 / (limit * limit) : .infinity
        let tol = tolerance.isFinite && tolerance > 0 ? tolerance : 0.25
        // Chord of half-angle φ = acos(r/(r+tol)) (NanoVG's nvg__curveDivs): sagitta < tol. At
        // most 4096 chords per circle, whatever the radius.
        let step = max(2 * acos(radius / (radius + tol)), .pi / 2048)
        cosStep = cos(step)
        sinStep = sin(step)
        cosGentleTurn = cos(2 * acos(radius / (radius + tol / 4)))
        let merge = radius * 1e-6
        mergeDistanceSquared = merge * merge
    }

    /// Strokes every contour of `path` into the output.
    mutating func stroke(_ path: FlattenedPath) {
        outPoints.reserve(path.points.count * 4 + path.contours.count * 8)
        outContours.reserveCapacity(path.contours.count * 2)
        for contour in path.contours {
            strokeContour(path.points[contour.range], closed: contour.isClosed, marks: path.curveInterior)
        }
    }

    /// Strokes one contour; `marks` marks its curve-interior points by their indices in the slice.
    mutating func strokeContour(_ contour: ArraySlice<CGPoint>, closed: Bool, marks: CurveInteriorMarks) {
        guard let first = contour.first else { return }
        // One pass: reject non-finite contours and find out whether any point must be merged.
        guard Self.isUsable(first) else { return }
        var clean = true
        var prev = first
        for p in contour.dropFirst() {
            guard Self.isUsable(p) else { return }
            if squaredDistance(prev, p) <= mergeDistanceSquared { clean = false }
            prev = p
        }
        if clean {
            contour.withUnsafeBufferPointer {
                strokeDistinct($0, closed: closed, marks: marks, base: contour.startIndex)
            }
            return
        }
        var distinct = [CGPoint](), distinctMarks = CurveInteriorMarks()
        swap(&distinct, &scratch)
        swap(&distinctMarks, &scratchMarks)
        distinct.removeAll(keepingCapacity: true)
        distinctMarks.removeAll()
        for i in contour.indices {
            let p = contour[i], marked = marks[i]
            if let last = distinct.last, squaredDistance(last, p) <= mergeDistanceSquared {
                // A merged point is a curve's interior point only if every point merged into it is.
                if !marked { distinctMarks.remove(distinct.count - 1) }
                continue
            }
            if marked { distinctMarks.insert(distinct.count) }
            distinct.append(p)
        }
        distinct.withUnsafeBufferPointer { strokeDistinct($0, closed: closed, marks: distinctMarks, base: 0) }
        swap(&distinct, &scratch)
        swap(&distinctMarks, &scratchMarks)
    }

    /// Strokes a contour whose consecutive points are distinct (the closing point may repeat the
    /// first); point `i` is a curve's interior point when `marks[base + i]`.
    private mutating func strokeDistinct(_ all: UnsafeBufferPointer<CGPoint>, closed: Bool,
                                         marks: CurveInteriorMarks, base: Int) {
        var pts = all
        if closed, pts.count > 1, squaredDistance(pts[0], pts[pts.count - 1]) <= mergeDistanceSquared {
            pts = UnsafeBufferPointer(rebasing: all[0..<(all.count - 1)])
        }
        switch pts.count {
        case 0: return
        case 1: addDot(at: pts[0])
        default: if closed { strokeClosed(pts, marks, base) } else { strokeOpen(pts, marks, base) }
        }
    }

    /// One contour: the left side forward, the end cap, the right side backward (the left side of
    /// the reversed polyline), the start cap.
    private mutating func strokeOpen(_ pts: UnsafeBufferPointer<CGPoint>, _ marks: CurveInteriorMarks, _ base: Int) {
        let start = outPoints.count
        let n = pts.count
        var edge = Edge(pts[0], pts[1])
        outPoints.append(leftOffset(pts[0], edge))
        for i in 1..<(n - 1) {
            let next = Edge(pts[i], pts[i + 1])
            addJoin(at: pts[i], incoming: edge, outgoing: next, curveInterior: marks[base + i])
            edge = next
        }
        outPoints.append(leftOffset(pts[n - 1], edge))
        addCap(at: pts[n - 1], direction: edge)
        edge = Edge(pts[n - 1], pts[n - 2])
        outPoints.append(leftOffset(pts[n - 1], edge))
        for i in stride(from: n - 2, to: 0, by: -1) {
            let next = Edge(pts[i], pts[i - 1])
            addJoin(at: pts[i], incoming: edge, outgoing: next, curveInterior: marks[base + i])
            edge = next
        }
        outPoints.append(leftOffset(pts[0], edge))
        addCap(at: pts[0], direction: edge)
        outContours.append(FlattenedPath.Contour(range: start..<outPoints.count, isClosed: true))
    }

    /// Two contours: the left side forward and the right side backward, each closed by its joins.
    /// A curve's interior points whose two sides are one bisector point each
    /// (``sharedBisectorOffset``) get both on the way forward: the right one is kept in
    /// ``rightSide`` for the way back (NaN where the full join runs on the way back).
    private mutating func strokeClosed(_ pts: UnsafeBufferPointer<CGPoint>, _ marks: CurveInteriorMarks, _ base: Int) {
        let n = pts.count
        // Every entry up to n is written on the way forward before the way back reads it.
        if rightSide.count < n { rightSide.resize(to: n) }
        var start = outPoints.count
        var edge = Edge(pts[n - 1], pts[0])
        for i in 0..<n {
            let next = Edge(pts[i], pts[i + 1 == n ? 0 : i + 1])
            let p = pts[i], interior = marks[base + i]
            if let offset = sharedBisectorOffset(incoming: edge, outgoing: next, curveInterior: interior) {
                outPoints.append(CGPoint(x: p.x + offset.x, y: p.y + offset.y))
                rightSide[i] = CGPoint(x: p.x - offset.x, y: p.y - offset.y)
            } else {
                addJoin(at: p, incoming: edge, outgoing: next, curveInterior: interior)
                rightSide[i].x = .nan
            }
            edge = next
        }
        outContours.append(FlattenedPath.Contour(range: start..<outPoints.count, isClosed: true))
        start = outPoints.count
        for i in stride(from: n - 1, through: 0, by: -1) {
            let right = rightSide[i]
            if !right.x.isNaN {
                outPoints.append(right)
                continue
            }
            let incoming = Edge(pts[i + 1 == n ? 0 : i + 1], pts[i]), outgoing = Edge(pts[i], pts[i == 0 ? n - 1 : i - 1])
            addJoin(at: pts[i], incoming: incoming, outgoing: outgoing, curveInterior: marks[base + i])
        }
        outContours.append(FlattenedPath.Contour(range: start..<outPoints.count, isClosed: true))
    }

    // MARK: Geometry helpers

    /// Coordinates up to 1e150 in magnitude: squared distances cannot overflow. NaN and ±∞ fail.
    @inline(__always)
    static func isUsable(_ p: CGPoint) -> Bool { abs(p.x) <= 1e150 && abs(p.y) <= 1e150 }

    /// `p` moved by the radius along the left normal of `edge` (left on a y-down screen).
    @inline(__always)
    func leftOffset(_ p: CGPoint, _ edge: Edge) -> CGPoint {
        CGPoint(x: p.x + radius * edge.dy, y: p.y - radius * edge.dx)
    }

    @inline(__always)
    func squaredDistance(_ a: CGPoint, _ b: CGPoint) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        return dx * dx + dy * dy
    }

    /// Appends the points strictly inside an arc of the stroke's circle around `center`, turning
    /// (towards +y from +x) from the unit direction `(x, y)` to the unit direction `(tx, ty)` by at
    /// most π, one maximal chord at a time; the last chord is the remainder.
    @inline(__always)
    mutating func appendArcInterior(center: CGPoint, from x: Double, _ y: Double, to tx: Double, _ ty: Double) {
        var x = x, y = y
        // While more than one chord's angle remains (cos of the remaining angle below cosStep).
        var guardCount = 0
        while x * tx + y * ty < cosStep, guardCount < 4096 {
            (x, y) = (x * cosStep - y * sinStep, x * sinStep + y * cosStep)
            outPoints.append(CGPoint(x: center.x + radius * x, y: center.y + radius * y))
            guardCount += 1
        }
    }
}
