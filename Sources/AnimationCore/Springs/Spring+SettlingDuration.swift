import Foundation

extension Spring {
    /// Creates a spring (mass 1) that settles within `epsilon` of a unit target in about
    /// `settlingDuration` seconds.
    ///
    /// `dampingRatio` is clamped to [ulp, 1] and `settlingDuration` to [0.01, 10] s, as in SwiftUI.
    /// For ζ < 1, ω₀ solves ln((1 + ζω₀)/ε) = ζω₀·T (the bound `settlingDuration` uses); for ζ = 1
    /// it solves e^{−ω₀T}(1 + ω₀T) = ε exactly. SwiftUI uses Newton's method; this uses bisection
    /// (same root, guaranteed convergence). For ζ = 1 the round trip through `settlingDuration` is
    /// only as exact as that property's 0.1 s sampling.
    ///
    /// ```swift
    /// let s = Spring(settlingDuration: 0.877, dampingRatio: 0.85) // ≈ Spring.snappy
    /// ```
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        let zeta = dampingRatio.isNaN ? 1 : min(max(dampingRatio, Double.ulpOfOne), 1)
        let duration = settlingDuration.isNaN ? 1 : min(max(settlingDuration, 0.01), 10)
        let eps = epsilon > 0 && epsilon < 1 ? epsilon : 0.001
        let omega: Double
        if zeta >= 1 {
            // e^{−ωT}(1+ωT) = ε  ⇔  ln(1 + ωT) − ωT − ln ε = 0, decreasing in ω > 0.
            omega = Spring.bisectDecreasingRoot { w in log1p(w * duration) - w * duration - log(eps) }
        } else {
            // ln((1 + λ)/ε) − λT = 0, positive at λ = 0 and concave: one positive root.
            let lambda = Spring.bisectDecreasingRoot { l in log1p(l) - log(eps) - l * duration }
            omega = lambda / zeta
        }
        self.init(naturalFrequency: omega, dampingRatio: zeta)
    }

    /// The positive root of a function that is positive near 0 and negative for large arguments.
    static func bisectDecreasingRoot(_ f: (Double) -> Double) -> Double {
        var lo = 0.0, hi = 1.0
        while f(hi) > 0 && hi < 1e12 { lo = hi; hi *= 2 }
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if mid == lo || mid == hi { break }
            if f(mid) > 0 { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }
}
