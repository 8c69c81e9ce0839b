import Foundation

/// A function from unit progress in time (0…1) to unit progress in value, as in SwiftUI 17's
/// `UnitCurve`. Curves are used by `Animation.timingCurve(_:duration:)` and by keyframes.
///
/// Bézier curves are solved with `CubicBezierCurve` (Newton from t = x, then bisection, to
/// |x(t) − x| < 1e-9). ⚠ OpenSwiftUI's reading of SwiftUI rounds y to a multiple of 2⁻²⁰ (marked
/// unverified there); Zoetrope does not round, so values differ from SwiftUI by < 1e-6.
///
/// ```swift
/// UnitCurve.easeInOut.value(at: 0.25)   // ≈ 0.12916
/// UnitCurve.easeIn.inverse.value(at: UnitCurve.easeIn.value(at: 0.3)) // ≈ 0.3
/// let custom = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.2, y: 0),
///                               endControlPoint: UnitPoint(x: 0, y: 1))
/// ```
public struct UnitCurve: Hashable, Sendable {
    enum Function: Hashable, Sendable {
        case bezier(CubicBezierCurve)
        case circularEaseIn
        case circularEaseOut
        case circularEaseInOut
        /// The inverse (x ↔ y) of `circularEaseInOut`.
        case inverseCircularEaseInOut
    }

    let function: Function

    init(_ function: Function) {
        self.function = function
    }

    /// A cubic Bézier curve from (0, 0) to (1, 1) with the two given control points.
    /// Control-point x values are clamped to [0, 1] so the curve stays a function of time;
    /// y values may leave [0, 1] (overshooting curves).
    ///
    /// ```swift
    /// let backOut = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.34, y: 1.56),
    ///                                endControlPoint: UnitPoint(x: 0.64, y: 1))
    /// ```
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(.bezier(CubicBezierCurve(
            p1x: Double(startControlPoint.x), p1y: Double(startControlPoint.y),
            p2x: Double(endControlPoint.x), p2y: Double(endControlPoint.y))))
    }

    /// Constant speed: `value(at: p) == p`. Bézier (0,0)(1,1).
    public static let linear = UnitCurve(.bezier(CubicBezierCurve(p1x: 0, p1y: 0, p2x: 1, p2y: 1)))
    /// Starts slowly, ends fast. Bézier (0.42, 0)(1, 1).
    public static let easeIn = UnitCurve(.bezier(CubicBezierCurve(p1x: 0.42, p1y: 0, p2x: 1, p2y: 1)))
    /// Starts fast, ends slowly. Bézier (0, 0)(0.58, 1).
    public static let easeOut = UnitCurve(.bezier(CubicBezierCurve(p1x: 0, p1y: 0, p2x: 0.58, p2y: 1)))
    /// Slow at both ends. Bézier (0.42, 0)(0.58, 1).
    public static let easeInOut = UnitCurve(.bezier(CubicBezierCurve(p1x: 0.42, p1y: 0, p2x: 0.58, p2y: 1)))
    /// A quarter circle starting slowly: `1 − √(1 − p²)`.
    public static let circularEaseIn = UnitCurve(.circularEaseIn)
    /// A quarter circle ending slowly: `√(1 − (1 − p)²)`.
    public static let circularEaseOut = UnitCurve(.circularEaseOut)
    /// Two quarter circles, slow at both ends.
    public static let circularEaseInOut = UnitCurve(.circularEaseInOut)

    /// The value progress at time progress `progress` (clamped to [0, 1]).
    ///
    /// ```swift
    /// UnitCurve.linear.value(at: 0.3) // 0.3
    /// ```
    public func value(at progress: Double) -> Double {
        let p = progress.isNaN ? 0 : min(max(progress, 0), 1)
        switch function {
        case .bezier(let curve):
            return curve.value(at: p)
        case .circularEaseIn:
            return 1 - (1 - p * p).squareRoot()
        case .circularEaseOut:
            return (1 - (1 - p) * (1 - p)).squareRoot()
        case .circularEaseInOut:
            if p < 0.5 { return (1 - (1 - 4 * p * p).squareRoot()) / 2 }
            return (max((8 - 4 * p) * p - 3, 0).squareRoot() + 1) / 2
        case .inverseCircularEaseInOut:
            let root = max(p * (1 - p), 0).squareRoot()
            return p <= 0.5 ? root : 1 - root
        }
    }

    /// The rate of value progress per unit of time progress (dy/dx) at `progress` (clamped).
    /// Infinite slopes (circular curves at their vertical ends) are returned as `.infinity`.
    /// Where a Bézier control point sits on an end point (dx/dt = dy/dt = 0 there) the velocity is
    /// the limit, the slope towards the other control point.
    ///
    /// ```swift
    /// UnitCurve.easeInOut.velocity(at: 0.5) // ≈ 1.724 (steepest point)
    /// UnitCurve.easeOut.velocity(at: 0)     // 1 / 0.58 ≈ 1.724 (towards (0.58, 1))
    /// UnitCurve.easeIn.velocity(at: 1)      // 1 / 0.58 ≈ 1.724 (from (0.42, 0))
    /// ```
    public func velocity(at progress: Double) -> Double {
        let p = progress.isNaN ? 0 : min(max(progress, 0), 1)
        switch function {
        case .bezier(let curve):
            return curve.velocity(at: p)
        case .circularEaseIn:
            return Self.ratio(p, (1 - p * p).squareRoot())
        case .circularEaseOut:
            return Self.ratio(1 - p, (1 - (1 - p) * (1 - p)).squareRoot())
        case .circularEaseInOut:
            if p < 0.5 { return Self.ratio(2 * p, (1 - 4 * p * p).squareRoot()) }
            return Self.ratio(2 - 2 * p, max((8 - 4 * p) * p - 3, 0).squareRoot())
        case .inverseCircularEaseInOut:
            let forward = UnitCurve.circularEaseInOut.velocity(at: value(at: p))
            return forward == 0 ? .infinity : 1 / forward
        }
    }

    /// The curve with x and y swapped: `inverse.value(at: value(at: p)) ≈ p`.
    ///
    /// ```swift
    /// UnitCurve.circularEaseIn.inverse == .circularEaseOut // true
    /// ```
    public var inverse: UnitCurve {
        switch function {
        case .bezier(let c):
            return UnitCurve(.bezier(CubicBezierCurve(p1x: c.p1y, p1y: c.p1x, p2x: c.p2y, p2y: c.p2x)))
        case .circularEaseIn: return .circularEaseOut
        case .circularEaseOut: return .circularEaseIn
        case .circularEaseInOut: return UnitCurve(.inverseCircularEaseInOut)
        case .inverseCircularEaseInOut: return .circularEaseInOut
        }
    }

    private static func ratio(_ numerator: Double, _ denominator: Double) -> Double {
        if denominator == 0 { return numerator == 0 ? 0 : .infinity }
        return numerator / denominator
    }
}
