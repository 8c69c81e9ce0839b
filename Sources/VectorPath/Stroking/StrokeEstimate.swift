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
    /// round), and each piece two caps or a dot.
    ///
    /// ```swift
    /// let bound = path.strokedPointCount(style: style, centreTolerance: 0.0625, tolerance: 0.25)
    /// ```
    public func strokedPointCount(style: StrokeStyle, centreTolerance: Double, tolerance: Double,
                                  culling: CurveCulling? = nil) -> Double {
        let width = Double(style.lineWidth)
        guard width.isFinite, width > 0, !isEmpty else { return 0 }
        var centre = Double(flattenedPointCount(tolerance: centreTolerance, culling: culling))
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
        return 2 * join * centre + pieces * (2 * cap + 4)
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
