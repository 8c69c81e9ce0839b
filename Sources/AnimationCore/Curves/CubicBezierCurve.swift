import Foundation

/// A unit cubic Bézier timing curve from (0, 0) to (1, 1) with two control points, solved for y
/// given x (progress in time → progress in value). Shared by SwiftUI's timing curves and
/// `CAMediaTimingFunction`.
///
/// ```swift
/// let easeInOut = CubicBezierCurve(p1x: 0.42, p1y: 0, p2x: 0.58, p2y: 1)
/// easeInOut.value(at: 0.25) // ≈ 0.12916
/// ```
public struct CubicBezierCurve: Hashable, Sendable {
    public let p1x: Double, p1y: Double, p2x: Double, p2y: Double
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double

    /// Creates the curve. x control values are clamped to [0, 1] so x(t) stays monotonic.
    public init(p1x: Double, p1y: Double, p2x: Double, p2y: Double) {
        let x1 = min(max(p1x, 0), 1), x2 = min(max(p2x, 0), 1)
        self.p1x = x1; self.p1y = p1y; self.p2x = x2; self.p2y = p2y
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * p1y
        by = 3 * (p2y - p1y) - cy
        ay = 1 - cy - by
    }

    @inline(__always) func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inline(__always) func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    @inline(__always) func sampleDX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    @inline(__always) func sampleDY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// The curve parameter t whose x equals `x` (Newton's method, then bisection).
    public func solveT(forX x: Double, epsilon: Double = 1e-9) -> Double {
        let x = min(max(x, 0), 1)
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if abs(error) < epsilon { return t }
            let slope = sampleDX(t)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
        }
        var lo = 0.0, hi = 1.0
        t = x
        while lo < hi {
            let value = sampleX(t)
            if abs(value - x) < epsilon { return t }
            if x > value { lo = t } else { hi = t }
            let mid = (lo + hi) / 2
            if mid == t { break }
            t = mid
        }
        return t
    }

    /// True when both control points lie on the diagonal: the curve is exactly y = x.
    public var isLinear: Bool { p1x == p1y && p2x == p2y }

    /// y at progress `x` ∈ [0, 1] (x is clamped).
    public func value(at x: Double) -> Double {
        if isLinear { return min(max(x, 0), 1) }
        return sampleY(solveT(forX: x))
    }

    /// dy/dx at progress `x`: the rate of value progress per unit of time progress.
    ///
    /// Where dx/dt is 0 (a control point on an end point, or a vertical tangent) the slope is the
    /// limit there (L'Hôpital on the derivatives): a first control point at the origin gives the
    /// direction towards the second, P2.y / P2.x; a second control point at (1, 1) gives
    /// (1 − P1.y) / (1 − P1.x); a vertical tangent gives ±infinity.
    ///
    /// ```swift
    /// CubicBezierCurve(p1x: 0, p1y: 0, p2x: 0.58, p2y: 1).velocity(at: 0) // 1 / 0.58 ≈ 1.72414
    /// CubicBezierCurve(p1x: 0.42, p1y: 0, p2x: 1, p2y: 1).velocity(at: 0) // 0
    /// ```
    public func velocity(at x: Double) -> Double {
        if isLinear { return 1 }
        let t = solveT(forX: x)
        let dx = derivatives(p1: p1x, p2: p2x, at: t)
        let dy = derivatives(p1: p1y, p2: p2y, at: t)
        // Where both first derivatives vanish (a control point on its end point: easeOut at 0,
        // easeIn at 1) SwiftUI answers 1 at the start and 0 at the end, not the curve's limit
        // (OpenSwiftUI's compatibility tests, run against SwiftUI: easeOut 1, easeIn 0).
        if dx[0] == 0, dy[0] == 0 { return t >= 1 ? 0 : 1 }
        // The side the limit is taken from: after t, except at the end (before it).
        let side: Double = t >= 1 ? -1 : 1
        for order in 0..<3 {
            if dx[order] != 0 {
                if dy[order] == 0 { return 0 }
                return dy[order] / dx[order]
            }
            if dy[order] != 0 {
                // x′ ≥ 0 near t (x is monotonic), so y′'s sign decides: dy⁽ᵏ⁾·sᵏ⁻¹ near t.
                let sign = order % 2 == 1 ? dy[order] * side : dy[order]
                return sign < 0 ? -.infinity : .infinity
            }
        }
        return 1   // unreachable: x‴ = 6(1 − 3·P2.x + 3·P1.x) ≠ 0 when x′ and x″ vanish
    }

    /// The first, second and third derivatives of one coordinate at `t`, in Bernstein form so the
    /// values at t = 0 and t = 1 are exact (3·P1, 3·(1 − P2), …).
    private func derivatives(p1: Double, p2: Double, at t: Double) -> [Double] {
        let s = 1 - t
        return [
            3 * (s * s * p1 + 2 * s * t * (p2 - p1) + t * t * (1 - p2)),
            6 * (s * (p2 - 2 * p1) + t * (1 - 2 * p2 + p1)),
            6 * (1 - 3 * p2 + 3 * p1),
        ]
    }
}
