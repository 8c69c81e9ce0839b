import Foundation

/// Starts `base` `delay` seconds late: the base sees time max(0, t − delay).
/// Created by `Animation.delay(_:)`. It does not merge with running animations.
///
/// ```swift
/// let delayed = DelayAnimation(base: .linear(duration: 1), delay: 0.5)
/// var context = AnimationContext<Double>()
/// delayed.animate(value: 10.0, time: 1.0, context: &context) // 5.0
/// ```
public struct DelayAnimation: CustomAnimation {
    /// The delayed animation.
    public var base: Animation
    /// The delay in seconds.
    public var delay: TimeInterval

    /// Creates a delayed animation.
    public init(base: Animation, delay: TimeInterval) {
        self.base = base
        self.delay = delay.isNaN ? 0 : delay
    }

    /// The base animation's time at time `time`.
    public func baseTime(_ time: TimeInterval) -> TimeInterval { max(0, time - delay) }

    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: baseTime(time), context: &context)
    }

    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        time < delay ? .zero : base.velocity(value: value, time: baseTime(time), context: context)
    }
}
