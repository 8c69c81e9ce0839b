import Foundation

/// A closed-form spring animation (`Animation.interpolatingSpring(...)`): the change follows
/// `spring.value(target: Δ, initialVelocity: Δ·initialVelocity, time: t)`.
///
/// It never merges with a running animation (SwiftUI combines interpolating springs additively,
/// which preserves velocity). It is logically complete at t ≥ 2π/√k (the spec's rule; equal to
/// `spring.response` for mass 1) and finished (nil) after
/// `spring.settlingDuration(target: 1, initialVelocity: initialVelocity, epsilon: 0.001)`.
/// ⚠ OpenSwiftUI's removal time reads −ln(ε/(1+|B|))/(ζ/ω₀) (≥ 1 s); this uses the settling
/// bound instead, so the animation ends once within 0.1 % of its target.
/// Overdamped springs use the true overdamped solution (iOS 17 `Spring`), not the critical one.
///
/// ```swift
/// let s = InterpolatingSpringAnimation(spring: Spring(mass: 1, stiffness: 100, damping: 10))
/// var context = AnimationContext<Double>()
/// s.animate(value: 1.0, time: 0.2, context: &context)
/// ```
public struct InterpolatingSpringAnimation: CustomAnimation {
    /// The spring.
    public var spring: Spring
    /// The initial velocity as a fraction of the change per second (1 = the whole change per second).
    public var initialVelocity: Double

    /// Creates an interpolating spring animation.
    public init(spring: Spring, initialVelocity: Double = 0) {
        self.spring = spring
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// When the animation is removed: the unit step's settling duration (ε = 0.001).
    public var duration: TimeInterval {
        spring.settlingDuration(target: 1.0, initialVelocity: initialVelocity, epsilon: 0.001)
    }

    /// When the animation reports logical completion: 2π/√k.
    public var logicalDuration: TimeInterval {
        let k = spring.stiffness
        return k.isFinite && k > 0 ? 2 * .pi / k.squareRoot() : (k > 0 ? 0 : .infinity)
    }

    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if time >= logicalDuration { context.isLogicallyComplete = true }
        guard time <= duration else { return nil }
        return spring.value(target: value, initialVelocity: value.scaled(by: initialVelocity), time: time)
    }

    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        spring.velocity(target: value, initialVelocity: value.scaled(by: initialVelocity), time: time)
    }
}
