import Foundation

/// Interpolates in a straight line from the previous value to `to` (SwiftUI's `LinearKeyframe`).
///
/// ```swift
/// KeyframeTrack(\.opacity) {
///     LinearKeyframe(1.0, duration: 0.25)
///     LinearKeyframe(0.0, duration: 0.75)
/// }
/// ```
///
/// The `timingCurve: UnitCurve` initializer lives in `LinearKeyframe+UnitCurve.swift`; this one is
/// disfavoured so that, once both exist, calls without a curve pick SwiftUI's signature.
public struct LinearKeyframe<Value: Animatable>: Keyframe {
    /// The value reached at the end.
    public var target: Value
    /// The keyframe's duration in seconds.
    public var duration: TimeInterval
    /// Maps time fraction to value fraction (identity for a linear keyframe).
    let curveValue: (Double) -> Double
    /// The derivative of `curveValue`.
    let curveVelocity: (Double) -> Double

    /// A keyframe that moves linearly to `to` over `duration` seconds.
    @_disfavoredOverload
    public init(_ to: Value, duration: TimeInterval) {
        self.init(to, duration: duration, curveValue: { $0 }, curveVelocity: { _ in 1 })
    }

    /// A keyframe shaped by a timing curve given as its value and derivative functions.
    init(_ to: Value, duration: TimeInterval, curveValue: @escaping (Double) -> Double, curveVelocity: @escaping (Double) -> Double) {
        target = to
        self.duration = duration
        self.curveValue = curveValue
        self.curveVelocity = curveVelocity
    }

    /// The start velocity of the straight line, (to − from)/duration · curve′(0); zero for a zero duration.
    public func intrinsicStartVelocity(from start: Value.AnimatableData) -> Value.AnimatableData? {
        guard duration > 0, duration.isFinite else { return .zero }
        return (target.animatableData - start).scaled(by: curveVelocity(0) / duration)
    }

    /// from + (to − from)·curve(time / duration).
    public func value(in segment: KeyframeSegment<Value.AnimatableData>, at time: TimeInterval) -> Value.AnimatableData {
        guard segment.duration > 0 else { return segment.to }
        let fraction = min(max(time / segment.duration, 0), 1)
        return segment.from.interpolated(towards: segment.to, amount: curveValue(fraction))
    }

    /// (to − from)·curve′(time / duration) / duration.
    public func velocity(in segment: KeyframeSegment<Value.AnimatableData>, at time: TimeInterval) -> Value.AnimatableData {
        guard segment.duration > 0 else { return .zero }
        let fraction = min(max(time / segment.duration, 0), 1)
        return (segment.to - segment.from).scaled(by: curveVelocity(fraction) / segment.duration)
    }
}
