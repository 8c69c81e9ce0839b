import Foundation
import Geometry2D
import AnimationCore

/// One drawable piece of a path with its start point made explicit: a line, a quadratic or a
/// cubic Bézier curve, parameterised by `t ∈ [0, 1]`.
///
/// Produced by ``Path/forEachSegment(_:)``; stroking, dashing, trimming, hit-testing and
/// measuring all work on segments rather than on the verb/point storage.
///
/// ```swift
/// let s = PathSegment.quadCurve(from: .zero, control: CGPoint(x: 50, y: 100), to: CGPoint(x: 100, y: 0))
/// s.point(at: 0.5)          // (50, 50)
/// let (left, right) = s.split(at: 0.5)
/// ```
public enum PathSegment: Equatable, Sendable {
    /// A straight line.
    case line(from: CGPoint, to: CGPoint)
    /// A quadratic Bézier curve.
    case quadCurve(from: CGPoint, control: CGPoint, to: CGPoint)
    /// A cubic Bézier curve.
    case curve(from: CGPoint, control1: CGPoint, control2: CGPoint, to: CGPoint)

    /// Where the segment starts (`t = 0`).
    public var start: CGPoint {
        switch self {
        case .line(let p, _), .quadCurve(let p, _, _), .curve(let p, _, _, _): p
        }
    }

    /// Where the segment ends (`t = 1`).
    public var end: CGPoint {
        switch self {
        case .line(_, let p), .quadCurve(_, _, let p), .curve(_, _, _, let p): p
        }
    }

    /// The control polygon: start, control points, end (2, 3 or 4 points).
    public var controlPoints: [CGPoint] {
        switch self {
        case .line(let a, let b): [a, b]
        case .quadCurve(let a, let c, let b): [a, c, b]
        case .curve(let a, let c1, let c2, let b): [a, c1, c2, b]
        }
    }

    /// The point at parameter `t` (not arc length), evaluated in Bernstein form.
    ///
    /// ```swift
    /// PathSegment.line(from: .zero, to: CGPoint(x: 10, y: 0)).point(at: 0.25) // (2.5, 0)
    /// ```
    public func point(at t: Double) -> CGPoint {
        let u = 1 - t
        switch self {
        case .line(let a, let b):
            return CGPoint(x: u * a.x + t * b.x, y: u * a.y + t * b.y)
        case .quadCurve(let a, let c, let b):
            let wa = u * u, wc = 2 * u * t, wb = t * t
            return CGPoint(x: wa * a.x + wc * c.x + wb * b.x, y: wa * a.y + wc * c.y + wb * b.y)
        case .curve(let a, let c1, let c2, let b):
            let wa = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, wb = t * t * t
            return CGPoint(x: wa * a.x + w1 * c1.x + w2 * c2.x + wb * b.x,
                           y: wa * a.y + w1 * c1.y + w2 * c2.y + wb * b.y)
        }
    }

    /// The derivative `dB/dt` at `t`, as a vector stored in a `CGPoint` (not normalised; it is
    /// zero at degenerate points such as a cubic whose control point coincides with its end).
    public func derivative(at t: Double) -> CGPoint {
        let u = 1 - t
        switch self {
        case .line(let a, let b):
            return CGPoint(x: b.x - a.x, y: b.y - a.y)
        case .quadCurve(let a, let c, let b):
            return CGPoint(x: 2 * (u * (c.x - a.x) + t * (b.x - c.x)),
                           y: 2 * (u * (c.y - a.y) + t * (b.y - c.y)))
        case .curve(let a, let c1, let c2, let b):
            let w0 = 3 * u * u, w1 = 6 * u * t, w2 = 3 * t * t
            return CGPoint(x: w0 * (c1.x - a.x) + w1 * (c2.x - c1.x) + w2 * (b.x - c2.x),
                           y: w0 * (c1.y - a.y) + w1 * (c2.y - c1.y) + w2 * (b.y - c2.y))
        }
    }

    /// The unit tangent direction at `t`. Where the derivative vanishes (cusps, control points
    /// coinciding with end points) it falls back to the direction towards the next distinct
    /// control point, then to the chord; `nil` only when every point of the segment coincides
    /// (or is not finite).
    public func unitTangent(at t: Double) -> CGPoint? {
        if let d = Self.normalized(derivative(at: t)) { return d }
        let pts = controlPoints
        // Degenerate derivative: look at nearby parameter, then control-polygon directions.
        let nudged = t < 0.5 ? min(t + 1e-6, 1) : max(t - 1e-6, 0)
        if let d = Self.normalized(derivative(at: nudged)) { return d }
        if t < 0.5 {
            for p in pts.dropFirst() {
                if let d = Self.normalized(CGPoint(x: p.x - pts[0].x, y: p.y - pts[0].y)) { return d }
            }
        } else {
            let last = pts[pts.count - 1]
            for p in pts.dropLast().reversed() {
                if let d = Self.normalized(CGPoint(x: last.x - p.x, y: last.y - p.y)) { return d }
            }
        }
        return nil
    }

    /// The two halves of the segment split at `t` by de Casteljau's construction (exact: the
    /// halves trace the same curve).
    ///
    /// ```swift
    /// let (head, tail) = segment.split(at: 0.3)
    /// ```
    public func split(at t: Double) -> (PathSegment, PathSegment) {
        func lerp(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
            CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        switch self {
        case .line(let a, let b):
            let m = point(at: t)
            return (.line(from: a, to: m), .line(from: m, to: b))
        case .quadCurve(let a, let c, let b):
            let ac = lerp(a, c), cb = lerp(c, b), m = lerp(ac, cb)
            return (.quadCurve(from: a, control: ac, to: m), .quadCurve(from: m, control: cb, to: b))
        case .curve(let a, let c1, let c2, let b):
            let p01 = lerp(a, c1), p12 = lerp(c1, c2), p23 = lerp(c2, b)
            let p012 = lerp(p01, p12), p123 = lerp(p12, p23), m = lerp(p012, p123)
            return (.curve(from: a, control1: p01, control2: p012, to: m),
                    .curve(from: m, control1: p123, control2: p23, to: b))
        }
    }

    /// The part of the segment between parameters `t0 < t1` (both clamped to `[0, 1]`), as an
    /// exact sub-curve of the same degree. End points at `t = 0` / `t = 1` are kept bit-exact.
    public func subsegment(from t0: Double, to t1: Double) -> PathSegment {
        let a = min(max(t0, 0), 1), b = min(max(t1, 0), 1)
        var piece = self
        if b < 1 { piece = piece.split(at: b).0 }
        if a > 0 {
            let local = b > 0 ? a / b : 0
            piece = piece.split(at: min(local, 1)).1
        }
        return piece
    }

    /// Parameters in `(0, 1)` where the x (`axis == 0`) or y (`axis == 1`) coordinate has a
    /// local extremum, ascending: the roots of the derivative's component. Used for tight bounds
    /// and for cutting curves into monotone pieces.
    ///
    /// ```swift
    /// PathSegment.quadCurve(from: .zero, control: CGPoint(x: 5, y: 10), to: CGPoint(x: 10, y: 0))
    ///     .extremaParameters(axis: 1)   // [0.5]
    /// ```
    public func extremaParameters(axis: Int) -> [Double] {
        let (first, second) = extrema(axis: axis)
        return [first, second].compactMap { $0 }
    }

    /// ``extremaParameters(axis:)`` without an array (at most two, the first the smaller; nil
    /// where there is none): bounding a path asks for them per curve, and the arrays — the roots,
    /// then filtered, then sorted — were most of `Path.boundingRect`'s time.
    func extrema(axis: Int) -> (Double?, Double?) {
        func c(_ p: CGPoint) -> Double { axis == 0 ? p.x : p.y }
        switch self {
        case .line:
            return (nil, nil)
        case .quadCurve(let a, let k, let b):
            let denominator = c(a) - 2 * c(k) + c(b)
            guard denominator != 0 else { return (nil, nil) }
            let t = (c(a) - c(k)) / denominator
            return t > 0 && t < 1 ? (t, nil) : (nil, nil)
        case .curve(let a, let k1, let k2, let b):
            // B'(t)/3 = qa t² + qb t + qc with the coefficients below.
            let qa = c(b) - 3 * c(k2) + 3 * c(k1) - c(a)
            let qb = 2 * (c(k2) - 2 * c(k1) + c(a))
            let qc = c(k1) - c(a)
            let (r0, r1) = Self.quadraticRoots(qa, qb, qc)
            let inside0 = r0.flatMap { $0 > 0 && $0 < 1 ? $0 : nil }, inside1 = r1.flatMap { $0 > 0 && $0 < 1 ? $0 : nil }
            guard let t0 = inside0 else { return (inside1, nil) }
            guard let t1 = inside1 else { return (t0, nil) }
            return t0 <= t1 ? (t0, t1) : (t1, t0)
        }
    }

    /// Real roots of `a t² + b t + c` (nil where there is none), computed without catastrophic
    /// cancellation; degrades to the linear case when `a` is negligible relative to the other
    /// coefficients.
    static func quadraticRoots(_ a: Double, _ b: Double, _ c: Double) -> (Double?, Double?) {
        let scale = max(abs(a), abs(b), abs(c))
        guard scale > 0, scale.isFinite else { return (nil, nil) }
        if abs(a) <= 1e-12 * scale {
            return (b != 0 ? -c / b : nil, nil)
        }
        let disc = b * b - 4 * a * c
        if disc < 0 { return (nil, nil) }
        let root = disc.squareRoot()
        let q = -0.5 * (b + (b >= 0 ? root : -root))
        return q != 0 ? (c / q, q / a) : (q / a, nil)
    }

    static func normalized(_ v: CGPoint) -> CGPoint? {
        let length = hypot(v.x, v.y)
        guard length > 0, length.isFinite else { return nil }
        return CGPoint(x: v.x / length, y: v.y / length)
    }
}
