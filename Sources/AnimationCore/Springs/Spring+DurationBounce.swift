import Foundation

extension Spring {
    /// Creates a spring from a perceptual duration and a bounce (SwiftUI 17).
    ///
    /// - Parameters:
    ///   - duration: the perceptual duration = response = 2π/ω₀ (≤ 0 gives an infinitely stiff spring).
    ///   - bounce: 0 = critically damped, up to 1 = undamped; negative values (down to −1) are
    ///     overdamped: ζ = 1 − bounce for bounce ≥ 0, ζ = 1/(1 + bounce) below. Values are clamped
    ///     to [−0.99, 1] (so ζ ≤ 100) because −1 would mean infinite damping.
    ///
    /// ```swift
    /// let s = Spring(duration: 0.5, bounce: 0.3) // mass 1, stiffness ≈ 157.9, damping ≈ 17.6
    /// let plain = Spring()                        // duration 0.5, bounce 0
    /// ```
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        self.init(response: duration, dampingRatio: Spring.dampingRatio(bounce: bounce))
    }

    /// ζ for a bounce value (see `init(duration:bounce:)`).
    static func dampingRatio(bounce: Double) -> Double {
        let b = bounce.isNaN ? 0 : min(max(bounce, -0.99), 1)
        return b >= 0 ? 1 - b : 1 / (1 + b)
    }
}
