import Foundation

extension Spring {
    /// Creates a spring from a response (the undamped period, 2π/ω₀) and a damping ratio ζ.
    /// Mass is 1, so stiffness = (2π/response)² and damping = 4πζ/response.
    /// A response ≤ 0 gives an infinitely stiff spring, which is always at its target.
    ///
    /// ```swift
    /// let s = Spring(response: 0.5, dampingRatio: 0.825) // the `.spring` animation's spring
    /// s.damping // ≈ 20.73
    /// ```
    public init(response: Double, dampingRatio: Double) {
        let omega = response.isNaN ? 0 : (response <= 0 ? Double.infinity : 2 * .pi / response)
        self.init(naturalFrequency: omega, dampingRatio: dampingRatio)
    }
}
