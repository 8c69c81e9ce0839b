import Foundation

extension FlattenedPath {
    /// The outline of the stroke of these polylines, as closed polygons to fill with the nonzero rule.
    ///
    /// The outline covers exactly the area the stroke paints, with *union* semantics: a point
    /// painted by two parts of the stroke (a self-crossing, the fold of an inner join, overlapping
    /// dashes) still has a winding number ≠ 0, so a translucent stroke never darkens at crossings
    /// and never shows holes there. Dashes (`style.dash`, `style.dashPhase`) are applied first,
    /// along arc length, with ``dashed(_:phase:)``.
    ///
    /// How: each side of a polyline is offset by `lineWidth / 2` and the two sides plus the caps
    /// form one contour (two for a closed polyline, which has no caps). Outer joins get the join
    /// geometry; inner joins go through the vertex (the "pivot", as Skia does) unless both
    /// segments are long enough to use the intersection of the offset lines. The result is, as a
    /// sum of oriented boundaries, exactly the union of positively oriented pieces (one rectangle
    /// per segment, one wedge per outer join, one piece per cap), so every winding number is ≥ 0
    /// and is ≥ 1 exactly on the stroke. Every contour is oriented like
    /// ``Path/addRect(_:transform:)`` (clockwise on a y-down screen) except the inner loops of
    /// closed polylines, which cancel to leave holes.
    ///
    /// - Joins: miter (a bevel when `1/sin(θ/2) > miterLimit`, θ the angle between the segments,
    ///   as Core Graphics and SVG), round, bevel. Caps: butt, round, square. Closed contours join
    ///   their last segment to their first.
    /// - Round joins and caps are polygons whose vertices lie on the circle of radius
    ///   `lineWidth / 2` and whose chords stay within `tolerance` of it (`2·acos(r/(r+tol))` per chord).
    /// - Consecutive points closer than `lineWidth·5e-7` are merged. A contour whose points all
    ///   coincide draws a disc (round cap), an axis-aligned `lineWidth` square (square cap) or
    ///   nothing (butt cap). A contour with a non-finite coordinate is skipped.
    /// - A width ≤ 0 or non-finite gives an empty result (hairlines are the caller's business).
    ///
    /// ```swift
    /// let line = FlattenedPath(polylines: [([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0)], false)])
    /// let outline = line.stroked(style: StrokeStyle(lineWidth: 4, lineCap: .round))
    /// // fill `outline` with the nonzero rule
    /// ```
    public func stroked(style: StrokeStyle, tolerance: Double = 0.25) -> FlattenedPath {
        guard var stroker = Stroker(style: style, tolerance: tolerance), !contours.isEmpty else {
            return FlattenedPath()
        }
        let source = style.dash.isEmpty ? self : dashed(style.dash, phase: style.dashPhase)
        stroker.stroke(source)
        return stroker.output
    }
}

/// Builds stroke outlines contour by contour, reusing its scratch buffers (no allocation per point).
struct Stroker {
    /// One segment of the contour being stroked.
    struct Edge {
        /// Unit direction.
        var dx: Double
        var dy: Double
        var length: Double

        var reversed: Edge { Edge(dx: -dx, dy: -dy, length: length) }
    }

    /// Half the line width.
    let radius: Double
    let cap: CGLineCap
    let join: CGLineJoin
    /// A miter join is drawn while `1 + cos α ≥ miterThreshold` (α the turn angle), which is
    /// `1/sin(θ/2) ≤ miterLimit` for θ = π − α; +∞ (always bevel) for a limit ≤ 0 or NaN.
    let miterThreshold: Double
    /// The largest angle one chord of a round join or cap may span.
    let arcStep: Double
    /// Squared distance under which consecutive points are merged.
    let mergeDistanceSquared: Double

    /// The outline so far.
    var output = FlattenedPath()
    /// Scratch: the current contour without duplicate points.
    var points: [CGPoint] = []
    /// Scratch: its segments; `edges[i]` runs from `points[i]` to `points[i + 1]` (cyclically when closed).
    var edges: [Edge] = []
    /// Scratch: the outline contour being built.
    var outline: [CGPoint] = []

    /// A stroker for `style`, or nil when the style draws nothing (width ≤ 0 or not finite).
    init?(style: StrokeStyle, tolerance: Double) {
        let width = Double(style.lineWidth)
        guard width.isFinite, width > 0 else { return nil }
        radius = width / 2
        cap = style.lineCap
        join = style.lineJoin
        let limit = Double(style.miterLimit)
        miterThreshold = limit > 0 ? 2 / (limit * limit) : .infinity
        let tol = tolerance.isFinite && tolerance > 0 ? tolerance : 0.25
        // Chord of half-angle φ = acos(r/(r+tol)) (NanoVG's nvg__curveDivs): sagitta < tol.
        arcStep = max(2 * acos(radius / (radius + tol)), 1e-4)
        let merge = radius * 1e-6
        mergeDistanceSquared = merge * merge
    }

    /// Strokes every contour of `path` into ``output``.
    mutating func stroke(_ path: FlattenedPath) {
        output.reserveCapacity(points: path.points.count * 4 + path.contours.count * 8)
        for contour in path.contours {
            strokeContour(path.points[contour.range], closed: contour.isClosed)
        }
    }

    mutating func strokeContour(_ contour: ArraySlice<CGPoint>, closed: Bool) {
        points.removeAll(keepingCapacity: true)
        for p in contour {
            guard p.x.isFinite, p.y.isFinite else { return }
            if let last = points.last, squaredDistance(last, p) <= mergeDistanceSquared { continue }
            points.append(p)
        }
        if closed, points.count > 1, squaredDistance(points[0], points[points.count - 1]) <= mergeDistanceSquared {
            points.removeLast()
        }
        switch points.count {
        case 0: return
        case 1: addDot(at: points[0])
        default:
            let n = points.count
            edges.removeAll(keepingCapacity: true)
            for i in 0..<(closed ? n : n - 1) {
                let a = points[i], b = points[i + 1 == n ? 0 : i + 1]
                let dx = b.x - a.x, dy = b.y - a.y
                let length = (dx * dx + dy * dy).squareRoot()
                edges.append(Edge(dx: dx / length, dy: dy / length, length: length))
            }
            if closed { strokeClosed() } else { strokeOpen() }
        }
    }

    /// One contour: the left side forward, the end cap, the right side backward (the left side of
    /// the reversed polyline), the start cap.
    private mutating func strokeOpen() {
        let n = points.count
        outline.removeAll(keepingCapacity: true)
        let first = edges[0], last = edges[n - 2]
        outline.append(leftOffset(points[0], first))
        for i in 1..<(n - 1) { addJoin(at: points[i], incoming: edges[i - 1], outgoing: edges[i]) }
        outline.append(leftOffset(points[n - 1], last))
        addCap(at: points[n - 1], direction: last)
        outline.append(leftOffset(points[n - 1], last.reversed))
        for i in stride(from: n - 2, to: 0, by: -1) {
            addJoin(at: points[i], incoming: edges[i].reversed, outgoing: edges[i - 1].reversed)
        }
        outline.append(leftOffset(points[0], first.reversed))
        addCap(at: points[0], direction: first.reversed)
        output.append(outline, closed: true)
    }

    /// Two contours: the left side forward and the right side backward, each closed by its joins.
    private mutating func strokeClosed() {
        let n = points.count
        outline.removeAll(keepingCapacity: true)
        for i in 0..<n { addJoin(at: points[i], incoming: edges[i == 0 ? n - 1 : i - 1], outgoing: edges[i]) }
        output.append(outline, closed: true)
        outline.removeAll(keepingCapacity: true)
        for i in stride(from: n - 1, through: 0, by: -1) {
            addJoin(at: points[i], incoming: edges[i].reversed, outgoing: edges[i == 0 ? n - 1 : i - 1].reversed)
        }
        output.append(outline, closed: true)
    }

    // MARK: Geometry helpers

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

    /// Appends the points strictly inside an arc of the stroke's circle around `center`, starting
    /// at direction `(nx, ny)` and turning by `angle` (≥ 0, towards +y from +x).
    mutating func appendArcInterior(center: CGPoint, nx: Double, ny: Double, angle: Double) {
        let steps = min(max(Int((angle / arcStep).rounded(.up)), 1), 4096)
        guard steps > 1 else { return }
        let step = angle / Double(steps)
        let c = cos(step), s = sin(step)
        var x = nx, y = ny
        for _ in 1..<steps {
            (x, y) = (x * c - y * s, x * s + y * c)
            outline.append(CGPoint(x: center.x + radius * x, y: center.y + radius * y))
        }
    }
}
