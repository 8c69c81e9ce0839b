import Foundation

/// Reports logical completion of `base` at t ≥ `duration` (or earlier, if the base does);
/// values are unchanged. Created by `Animation.logicallyComplete(after:)`. Merging is forwarded
/// to the base.
///
/// ```swift
/// let a = LogicallyCompleteAnimation(base: .bouncy, duration: 0.2)
/// var context = AnimationContext<Double>()
/// _ = a.animate(value: 1.0, time: 0.25, context: &context)
/// context.isLogicallyComplete // true
/// ```
public struct LogicallyCompleteAnimation: CustomAnimation {
    /// The animation whose completion is reported early.
    public var base: Animation
    /// Seconds after which the animation counts as logically complete.
    public var duration: TimeInterval

    /// Creates the wrapper.
    public init(base: Animation, duration: TimeInterval) {
        self.base = base
        self.duration = duration
    }

    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if time >= duration { context.isLogicallyComplete = true }
        return base.animate(value: value, time: time, context: &context)
    }

    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }
}
