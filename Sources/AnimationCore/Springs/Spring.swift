import Foundation

/// A damped spring (SwiftUI 17's `Spring`): one canonical form — natural angular frequency ω₀,
/// damping ratio ζ and mass m — readable in every parameterization (duration/bounce,
/// response/dampingRatio, mass/stiffness/damping, settling duration).
///
/// The spring moves a value from 0 towards a `target` (an amount of change); see
/// `value(target:initialVelocity:time:)` and the other members in `Spring+Motion.swift`.
///
/// ```swift
/// let spring = Spring(duration: 0.5, bounce: 0.3)
/// spring.stiffness                  // ≈ 157.9
/// spring.damping                    // ≈ 17.6
/// spring.value(target: 1.0, time: 0.25)
/// let physical = Spring(mass: 1, stiffness: 100, damping: 10)
/// physical.duration                 // ≈ 0.63
/// physical.bounce                   // 0.5
/// ```
public struct Spring: Hashable, Sendable {
    /// ω₀ = √(k/m) in radians per second; `.infinity` for an infinitely stiff spring.
    let naturalFrequency: Double
    /// ζ = c / (2√(mk)); 1 is critical damping, below 1 bounces, above 1 is overdamped.
    public let dampingRatio: Double
    /// The mass attached to the spring (1 for every parameterization except mass/stiffness/damping).
    public let mass: Double

    /// Creates a spring from its canonical values; `naturalFrequency` and `dampingRatio` are
    /// clamped to be non-negative (NaN becomes 0), `mass` to at least 1e-9.
    init(naturalFrequency: Double, dampingRatio: Double, mass: Double = 1) {
        self.naturalFrequency = naturalFrequency.isNaN ? 0 : max(naturalFrequency, 0)
        self.dampingRatio = dampingRatio.isNaN ? 0 : max(dampingRatio, 0)
        self.mass = mass.isNaN ? 1 : max(mass, 1e-9)
    }

    /// The stiffness k = m·ω₀² (infinite for a zero response).
    ///
    /// ```swift
    /// Spring(response: 0.5, dampingRatio: 1).stiffness // ≈ 157.91
    /// ```
    public var stiffness: Double { mass * naturalFrequency * naturalFrequency }

    /// The damping coefficient c = 2ζ·m·ω₀.
    ///
    /// ```swift
    /// Spring.smooth.damping // ≈ 25.13
    /// ```
    public var damping: Double { 2 * dampingRatio * mass * naturalFrequency }

    /// The period of the undamped spring, 2π/ω₀ (0 for an infinitely stiff spring).
    ///
    /// ```swift
    /// Spring(mass: 1, stiffness: 100, damping: 10).response // ≈ 0.628
    /// ```
    public var response: Double {
        naturalFrequency.isInfinite ? 0 : (naturalFrequency == 0 ? .infinity : 2 * .pi / naturalFrequency)
    }

    /// The perceptual duration; equal to `response`.
    ///
    /// ```swift
    /// Spring.bouncy.duration // 0.5
    /// ```
    public var duration: TimeInterval { response }

    /// How bouncy the spring is: 1 − ζ for ζ ≤ 1 (0 = critically damped, 1 = undamped),
    /// 1/ζ − 1 for overdamped springs (negative, down to −1).
    ///
    /// ```swift
    /// Spring(duration: 0.5, bounce: -0.5).bounce // ≈ -0.5
    /// ```
    public var bounce: Double {
        dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1
    }

    // MARK: Closed-form building blocks

    /// λ = ζω₀: how fast the envelope decays.
    var decayConstant: Double { dampingRatio * naturalFrequency }

    /// How the closed form behaves.
    enum Regime { case atTarget, free, underdamped, critical, overdamped }

    var regime: Regime {
        if naturalFrequency.isInfinite { return .atTarget }
        if naturalFrequency == 0 { return .free }
        if abs(dampingRatio - 1) < 1e-9 { return .critical }
        return dampingRatio < 1 ? .underdamped : .overdamped
    }
}

extension Spring {
    /// A smooth spring: duration 0.5, no bounce (critically damped).
    ///
    /// ```swift
    /// Spring.smooth.dampingRatio // 1
    /// ```
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// A snappy spring: duration 0.5, bounce 0.15.
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// A bouncy spring: duration 0.5, bounce 0.3.
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    /// A smooth spring with a custom duration and bounce added to its base bounce of 0.
    ///
    /// ```swift
    /// let s = Spring.smooth(duration: 1, extraBounce: 0.1)
    /// ```
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A snappy spring with a custom duration and bounce added to its base bounce of 0.15.
    ///
    /// ```swift
    /// let s = Spring.snappy(duration: 0.3)
    /// ```
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A bouncy spring with a custom duration and bounce added to its base bounce of 0.3.
    ///
    /// ```swift
    /// let s = Spring.bouncy(extraBounce: 0.1) // bounce 0.4
    /// ```
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}

extension Spring: CustomStringConvertible {
    public var description: String {
        "Spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping))"
    }
}
