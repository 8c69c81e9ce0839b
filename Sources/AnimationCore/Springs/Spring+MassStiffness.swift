import Foundation

extension Spring {
    /// Creates a spring from physical values.
    ///
    /// - Parameters:
    ///   - mass: the mass (clamped to at least 1e-9).
    ///   - stiffness: the spring constant k (negative is treated as 0: no restoring force).
    ///   - damping: the friction coefficient c (negative is treated as 0).
    ///   - allowOverDamping: when `false` (the default, as in SwiftUI) a damping ratio above 1 is
    ///     clamped to 1 (critical damping).
    ///
    /// ```swift
    /// let s = Spring(mass: 1, stiffness: 100, damping: 10)
    /// s.duration // ≈ 0.628
    /// s.bounce   // 0.5
    /// ```
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let m = mass.isNaN ? 1 : max(mass, 1e-9)
        let k = stiffness.isNaN ? 0 : max(stiffness, 0)
        let c = damping.isNaN ? 0 : max(damping, 0)
        let omega = (k / m).squareRoot()
        var zeta: Double
        if k == 0 {
            zeta = c == 0 ? 0 : .infinity
        } else {
            zeta = c / (2 * (m * k).squareRoot())
        }
        if !allowOverDamping { zeta = min(zeta, 1) }
        if zeta.isInfinite { zeta = 1e9 }
        self.init(naturalFrequency: omega, dampingRatio: zeta, mass: m)
    }
}
