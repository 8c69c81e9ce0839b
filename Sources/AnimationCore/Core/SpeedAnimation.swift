import Foundation

/// Plays `base` `speed` times faster: the base sees time t·speed, velocities scale by `speed`.
/// Created by `Animation.speed(_:)`. A speed ≤ 0 (or NaN) freezes the base at its start, so the
/// animation never finishes. It does not merge with running animations.
///
/// ```swift
/// let fast = SpeedAnimation(base: .linear(duration: 1), speed: 2)
/// var context = AnimationContext<Double>()
/// fast.animate(value: 10.0, time: 0.25, context: &context) // 5.0
/// ```
public struct SpeedAnimation: CustomAnimation {
    /// The animation being sped up or slowed down.
    public var base: Animation
    /// The factor applied to elapsed time.
    public var speed: Double

    /// Creates a speed-scaled animation.
    public init(base: Animation, speed: Double) {
        self.base = base
        self.speed = speed.isNaN ? 0 : max(speed, 0)
    }

    /// The base animation's time at time `time`.
    public func baseTime(_ time: TimeInterval) -> TimeInterval { time * speed }

    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: baseTime(time), context: &context)
    }

    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: baseTime(time), context: context)?.scaled(by: speed)
    }
}
