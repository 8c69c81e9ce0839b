import Foundation

/// A timing-curve animation: the change follows `curve` over `duration` seconds.
/// Backs `Animation.linear`, `.easeIn`, `.easeOut`, `.easeInOut` and `.timingCurve(...)`.
///
/// `animate` returns `value × curve(t / duration)`, marks the context logically complete once
/// `t ≥ duration`, and returns `nil` (finished) when `t > duration` or `duration ≤ 0`.
///
/// ```swift
/// let ease = BezierAnimation(curve: .easeInOut, duration: 1)
/// var context = AnimationContext<Double>()
/// ease.animate(value: 100.0, time: 0.25, context: &context) // ≈ 12.916
/// ```
public struct BezierAnimation: CustomAnimation {
    /// The timing curve.
    public var curve: UnitCurve
    /// The duration in seconds.
    public var duration: TimeInterval

    /// Creates a timing-curve animation.
    public init(curve: UnitCurve, duration: TimeInterval) {
        self.curve = curve
        self.duration = duration
    }

    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard duration > 0, time <= duration else {
            context.isLogicallyComplete = true
            return nil
        }
        if time >= duration { context.isLogicallyComplete = true }
        return value.scaled(by: curve.value(at: time / duration))
    }

    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard duration > 0, time >= 0, time <= duration else { return .zero }
        let slope = curve.velocity(at: time / duration)
        return value.scaled(by: slope.isFinite ? slope / duration : 0)
    }
}
