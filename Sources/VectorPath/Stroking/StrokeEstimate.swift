import Foundation
import Geometry2D
import AnimationCore

extension Path {
    /// An upper bound on the points of `strokeCentreLine(tolerance: centreTolerance, culling:)
    /// .stroked(style:tolerance:)`, computed from the path's verbs and control points without
    /// flattening or stroking anything: what a stroke will cost, known before it is built.
    ///
    /// The centre line is counted exactly (``flattenedPointCount(tolerance:transform:culling:)``);
    /// dashing adds at most two points per dash, the dashes counted along the control polygon
    /// (never shorter than the curve) and capped as the dasher caps them; each centre point then
    /// gives at most two joins' points (3 for miter and bevel; a half circle's chords plus 2 for
    /// round), and each piece two caps or a dot. With miter and bevel joins, the round joins
    /// between a curve's chords add at most their arcs' chords, counted per curve from a bound on
    /// how far its chords turn in all (``curveArcBound``).
    ///
    /// ```swift
    /// let bound = path.strokedPointCount(style: style, centreTolerance: 0.0625, tolerance: 0.25)
    /// ```
    public func strokedPointCount(style: StrokeStyle, centreTolerance: Double, tolerance: Double,
                                  culling: CurveCulling? = nil) -> Double {
        let width = Double(style.lineWidth)
        guard width.isFinite, width > 0, !isEmpty else { return 0 }
        var centre = Double(flattenedPointCount(tolerance: centreTolerance, culling: culling, preservingEndTangents: true))
        var pieces = Double(verbs.reduce(into: 0) { $0 += $1 == .move ? 1 : 0 } + 1)
        if !style.dash.isEmpty, let dasher = Dasher(pattern: style.dash, phase: Double(style.dashPhase)) {
            // The dasher leaves the path solid beyond its maximum of dashes, counted along the
            // flattened length, which lies between the chords' and the control polygon's lengths.
            let perPattern = Double(dasher.intervals.count / 2) / dasher.patternLength
            let lengths = polygonLengths
            let maximum = Double(Dasher.maximumDashes)
            if !(lengths.chords * perPattern > maximum) {
                let cut = min(lengths.controlPolygon * perPattern, maximum) + 2 * pieces
                centre += 2 * cut
                pieces += cut
            }
        }
        // Chords of a half circle (a round join turns by at most π; a cap is a half circle).
        let radius = width / 2
        let tol = tolerance.isFinite && tolerance > 0 ? tolerance : 0.25
        let step = max(2 * acos(radius / (radius + tol)), .pi / 2048)
        let halfCircle = min((Double.pi / step).rounded(.up) + 1, 4096)
        let join = style.lineJoin == .round ? halfCircle + 3 : 3
        let cap: Double = switch style.lineCap {
        case .butt: 0
        case .square: 2
        case .round: halfCircle
        }
        // A curve's round join is two points and its arc's interior, the inner side of a join at
        // most 3 points: together within the two joins' budget of 6 but for the arcs' interiors,
        // bounded per curve. With round joins every join is already counted as one.
        let curveArcs = style.lineJoin == .round
            ? 0 : curveArcBound(step: step, halfCircle: halfCircle, centreTolerance: centreTolerance, culling: culling)
        return 2 * join * centre + pieces * (2 * cap + 4) + curveArcs
    }

    /// An upper bound on the points inside the round joins' arcs between the chords of this path's
    /// curves flattened within `centreTolerance` (with `culling`), for arcs of at most `step`
    /// radians per chord, over any dashing and merging of close points (each keeps a subset of a
    /// curve's chord polygon's vertices, which turns no more than the polygon).
    ///
    /// A curve flattened into n chords has n − 1 joins, each at most `halfCircle` arc points per
    /// side (a culled curve is one chord: none). Their total is also bounded by how far the chords
    /// turn: a join turning by α has at most α/step arc points; the chords of a curve turn in all
    /// no more than its tangent (Milnor: an inscribed polygon turns no more than its curve). The
    /// tangent of a quadratic turns monotonically between the directions of its two control legs,
    /// by their angle W; a cubic's tangent is its hodograph, a quadratic Bézier over the control
    /// legs, which stays in their cone (width W when below π) and turns back at most twice: at
    /// most 3W. A U-turn (chords in opposite directions) is joined on both sides, so where
    /// W ≥ π/2 the bound is doubled; W is taken as π when the legs span no cone narrower than π.
    /// Two points per curve absorb rounding.
    func curveArcBound(step: Double, halfCircle: Double, centreTolerance: Double, culling: CurveCulling?) -> Double {
        func leg(_ from: CGPoint, _ to: CGPoint) -> CGPoint { CGPoint(x: to.x - from.x, y: to.y - from.y) }
        /// The bound for a curve of `n` chords whose legs span a cone of `width`; `turns` cone widths.
        func arcs(_ n: Int, _ width: Double, turns: Double) -> Double {
            guard n > 1 else { return 0 }
            let turn = turns * width * (width >= .pi / 2 ? 2 : 1)
            return min((turn / step).rounded(.up) + 2, 2 * Double(n - 1) * halfCircle)
        }
        let tol = Self.flatteningTolerance(centreTolerance)
        var total = 0.0
        var i = 0
        var current = CGPoint.zero
        for verb in verbs {
            switch verb {
            case .move, .line:
                current = points[i]
            case .quad:
                let c = points[i], end = points[i + 1]
                if culling?.excludes(current, c, end) != true {
                    total += arcs(Self.quadSegments(current, c, end, tol) + 2,
                                  Self.coneWidth(leg(current, c), leg(c, end), leg(c, end)), turns: 1)
                }
                current = end
            case .cubic:
                let c1 = points[i], c2 = points[i + 1], end = points[i + 2]
                if culling?.excludes(current, c1, c2, end) != true {
                    total += arcs(Self.cubicSegments(current, c1, c2, end, tol) + 2,
                                  Self.coneWidth(leg(current, c1), leg(c1, c2), leg(c2, end)), turns: 3)
                }
                current = end
            case .close:
                break
            }
            i += verb.pointCount
        }
        return total
    }

    /// The angle of the narrowest cone holding every non-zero one of the vectors `u`, `v`, `w`
    /// (0 when all are zero); π when there is none narrower than π, or a coordinate is not finite.
    static func coneWidth(_ u: CGPoint, _ v: CGPoint, _ w: CGPoint) -> Double {
        guard u.x.isFinite, u.y.isFinite, v.x.isFinite, v.y.isFinite, w.x.isFinite, w.y.isFinite else { return .pi }
        // A zero vector constrains nothing: stand a non-zero one in for it.
        func isZero(_ p: CGPoint) -> Bool { p.x == 0 && p.y == 0 }
        var (a, b, c) = (u, v, w)
        if isZero(a) { a = isZero(b) ? c : b }
        if isZero(b) { b = isZero(c) ? a : c }
        if isZero(c) { c = a }
        func cross(_ p: CGPoint, _ q: CGPoint) -> Double { p.x * q.y - p.y * q.x }
        func angle(_ p: CGPoint, _ q: CGPoint) -> Double { abs(atan2(cross(p, q), p.x * q.x + p.y * q.y)) }
        // The widest pair bounds the cone when the third vector lies between them.
        let ab = angle(a, b), ac = angle(a, c), bc = angle(b, c)
        let (p, q, r, width) = ab >= ac && ab >= bc ? (a, b, c, ab) : ac >= bc ? (a, c, b, ac) : (b, c, a, bc)
        guard width > 0 else { return 0 }
        let side = cross(p, q)
        let between = side != 0 && cross(p, r) * side >= 0 && cross(r, q) * side >= 0
        return width < .pi && between ? width : .pi
    }

    /// Two lengths between which the length of any flattening of the path lies: the polyline
    /// through the end points of every segment (chords), and the one through every point, control
    /// points included (the control polygon); sub-path by sub-path, closing segments included.
    var polygonLengths: (chords: Double, controlPolygon: Double) {
        var chords = 0.0, polygon = 0.0
        var i = 0
        var start = CGPoint.zero, previous = CGPoint.zero
        for verb in verbs {
            switch verb {
            case .move:
                start = points[i]; previous = start
            case .close:
                let closing = hypot(start.x - previous.x, start.y - previous.y)
                chords += closing; polygon += closing
                previous = start
            case .line, .quad, .cubic:
                let end = points[i + verb.pointCount - 1]
                chords += hypot(end.x - previous.x, end.y - previous.y)
                for p in points[i..<(i + verb.pointCount)] {
                    polygon += hypot(p.x - previous.x, p.y - previous.y)
                    previous = p
                }
            }
            i += verb.pointCount
        }
        return (chords, polygon)
    }
}
