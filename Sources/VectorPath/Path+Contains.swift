import Foundation
import Geometry2D
import AnimationCore

extension Path {
    /// Whether `point` lies inside the filled area of the path, as SwiftUI's
    /// `contains(_:eoFill:)`.
    ///
    /// Computes the winding number of the path around `point` by casting a ray towards +x.
    /// Curves are handled exactly, not flattened: each quadratic/cubic is cut at its y-extrema
    /// into y-monotone pieces and the single crossing of each piece with the ray is found by
    /// bisection to full double precision. Open sub-paths are implicitly closed by a straight
    /// line, as fills close them.
    ///
    /// - `eoFill == false` (nonzero rule): inside when the winding number is not 0.
    /// - `eoFill == true` (even-odd rule): inside when the winding number is odd.
    ///
    /// Boundary points follow a deterministic half-open rule (an edge counts when its end points
    /// lie on different sides of `y = point.y`, with `y == point.y` counting as "below", and its
    /// crossing is strictly to the right of `point`): for an axis-aligned rectangle, points on
    /// its left and top edges are inside and points on its right and bottom edges are outside,
    /// like pixel centres in a rasterizer. A NaN point, or segments with NaN coordinates,
    /// never count as crossings: `contains` returns false for a NaN point.
    ///
    /// ```swift
    /// Path(CGRect(x: 0, y: 0, width: 10, height: 10)).contains(CGPoint(x: 5, y: 5)) // true
    /// ```
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        let winding = windingNumber(at: point)
        return eoFill ? winding & 1 != 0 : winding != 0
    }

    /// The winding number of the path around `point` (sum of signed crossings of a ray towards
    /// +x; a segment going down the screen, +y, counts +1). Open sub-paths are implicitly closed.
    ///
    /// ```swift
    /// Path(CGRect(x: 0, y: 0, width: 10, height: 10)).windingNumber(at: CGPoint(x: 5, y: 5)) // 1 or -1
    /// ```
    public func windingNumber(at point: CGPoint) -> Int {
        guard point.x.isFinite, point.y.isFinite else { return 0 }
        var winding = 0
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        func closeImplicitly() {
            winding += Self.crossing(of: .line(from: current, to: subpathStart), with: point)
            current = subpathStart
        }
        forEach { element in
            switch element {
            case .move(let p):
                closeImplicitly()
                current = p
                subpathStart = p
            case .line(let p):
                winding += Self.crossing(of: .line(from: current, to: p), with: point)
                current = p
            case .quadCurve(let p, let c):
                winding += Self.crossing(of: .quadCurve(from: current, control: c, to: p), with: point)
                current = p
            case .curve(let p, let c1, let c2):
                winding += Self.crossing(of: .curve(from: current, control1: c1, control2: c2, to: p),
                                         with: point)
                current = p
            case .closeSubpath:
                closeImplicitly()
            }
        }
        closeImplicitly()
        return winding
    }

    /// Signed crossings of `segment` with the ray from `point` towards +x.
    private static func crossing(of segment: PathSegment, with point: CGPoint) -> Int {
        let py = point.y
        switch segment {
        case .line(let a, let b):
            return lineCrossing(a, b, point)
        case .quadCurve(let a, let c, let b):
            // Quick reject: the curve lies inside its control polygon's y-range.
            if (a.y <= py && c.y <= py && b.y <= py) || (a.y > py && c.y > py && b.y > py) { return 0 }
        case .curve(let a, let c1, let c2, let b):
            if (a.y <= py && c1.y <= py && c2.y <= py && b.y <= py)
                || (a.y > py && c1.y > py && c2.y > py && b.y > py) { return 0 }
        }
        // Cut into y-monotone pieces at the y-extrema and count each piece's single crossing.
        var total = 0
        var t0 = 0.0
        var y0 = segment.start.y
        for t1 in segment.extremaParameters(axis: 1) + [1] {
            let y1 = t1 == 1 ? segment.end.y : segment.point(at: t1).y
            if (y0 <= py) != (y1 <= py) {
                let t = monotoneRoot(of: segment, from: t0, y0, to: t1, y1, target: py)
                if segment.point(at: t).x > point.x { total += y1 > y0 ? 1 : -1 }
            }
            t0 = t1
            y0 = y1
        }
        return total
    }

    private static func lineCrossing(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> Int {
        guard (a.y <= p.y) != (b.y <= p.y) else { return 0 }
        let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
        return x > p.x ? (b.y > a.y ? 1 : -1) : 0
    }

    /// The parameter in `[t0, t1]` where the y-monotone piece reaches `target` (bisection; 64
    /// halvings exhaust double precision).
    private static func monotoneRoot(of segment: PathSegment, from t0: Double, _ y0: Double,
                                     to t1: Double, _ y1: Double, target: Double) -> Double {
        var lo = t0, hi = t1
        let increasing = y1 > y0
        for _ in 0..<64 {
            let mid = 0.5 * (lo + hi)
            guard mid > lo, mid < hi else { break }
            let y = segment.point(at: mid).y
            if (y <= target) == increasing { lo = mid } else { hi = mid }
        }
        return 0.5 * (lo + hi)
    }
}
