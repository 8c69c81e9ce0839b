import Foundation

/// How a change of value unfolds over time: a timing curve, a spring, or any `CustomAnimation`,
/// possibly wrapped by modifiers (`delay`, `speed`, `repeatCount`, …).
///
/// ```swift
/// let a = Animation.easeInOut(duration: 1).delay(0.5)
/// var context = AnimationContext<Double>()
/// a.animate(value: 10.0, time: 1.0, context: &context) // 5.0: halfway through the curve
/// ```
public struct Animation: Hashable, Sendable {
    /// The animation this value wraps.
    public let base: any CustomAnimation

    /// Wraps a custom animation.
    public init<A: CustomAnimation>(_ base: A) {
        if let animation = base as? Animation {
            self = animation
        } else {
            self.base = base
        }
    }

    /// The animated amount of `value` at `time`, or `nil` when finished. See `CustomAnimation`.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time, context: &context)
    }

    /// The velocity at `time`, if the animation knows it.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    /// Whether this animation takes over the running `previous` one. See `CustomAnimation`.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    public static func == (lhs: Animation, rhs: Animation) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(base))
    }
}

extension Animation: CustomStringConvertible {
    public var description: String { String(describing: base) }
}
