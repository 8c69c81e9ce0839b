import Foundation

/// Closed-form motion of a spring starting at 0 with velocity v₀, pulled towards `target`:
///
/// - underdamped (ζ < 1): x = Δ − e^{−λt}[Δ·cos ωd t + ((λΔ − v₀)/ωd)·sin ωd t]
/// - critical (ζ = 1):    x = Δ − e^{−ω₀t}[Δ + (ω₀Δ − v₀)t]
/// - overdamped (ζ > 1):  x = Δ − (A·e^{r₊t} + B·e^{r₋t}), r± = −ω₀(ζ ∓ √(ζ²−1)),
///                        A = (−v₀ − r₋Δ)/(r₊ − r₋), B = Δ − A
///
/// with λ = ζω₀ and ωd = ω₀√(1 − ζ²). A spring with zero stiffness never moves towards its
/// target (x = v₀t); an infinitely stiff one is always at it. The remaining displacement is linear in Δ and v₀, so each
/// regime is written as two scalar coefficients applied to the vectors.
extension Spring {
    /// Coefficients (a, b, a′, b′) such that the remaining displacement is a·Δ + b·v₀ and its
    /// time derivative a′·Δ + b′·v₀.
    func displacementCoefficients(time t: Double) -> (a: Double, b: Double, da: Double, db: Double) {
        let w0 = naturalFrequency, zeta = dampingRatio
        switch regime {
        case .atTarget:
            return (0, 0, 0, 0)
        case .free:
            // No stiffness: nothing pulls towards the target; the initial velocity carries on.
            return (1, -t, 0, -1)
        case .underdamped:
            let lambda = zeta * w0
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-lambda * t)
            let s = sin(wd * t), c = cos(wd * t)
            return (envelope * (c + lambda / wd * s),
                    -envelope * s / wd,
                    -envelope * w0 * w0 / wd * s,
                    envelope * (lambda * s - wd * c) / wd)
        case .critical:
            let envelope = exp(-w0 * t)
            return (envelope * (1 + w0 * t), -t * envelope, -w0 * w0 * t * envelope, -envelope * (1 - w0 * t))
        case .overdamped:
            let root = (zeta * zeta - 1).squareRoot()
            let rPlus = -w0 * (zeta - root), rMinus = -w0 * (zeta + root)
            let d = rPlus - rMinus
            let ePlus = exp(rPlus * t), eMinus = exp(rMinus * t)
            return ((-rMinus * ePlus + rPlus * eMinus) / d,
                    (eMinus - ePlus) / d,
                    (-rMinus * rPlus * ePlus + rPlus * rMinus * eMinus) / d,
                    (-rPlus * ePlus + rMinus * eMinus) / d)
        }
    }

    /// The value of a spring that started at zero with `initialVelocity`, `time` seconds after it
    /// was released towards `target` (an amount of change).
    ///
    /// ```swift
    /// Spring(duration: 0.5, bounce: 0).value(target: 10.0, time: 0.5) // ≈ 9.86
    /// ```
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let k = displacementCoefficients(time: max(time, 0))
        return target - (target.scaled(by: k.a) + initialVelocity.scaled(by: k.b))
    }

    /// The velocity (units of `target` per second) of the same motion as `value(target:initialVelocity:time:)`.
    ///
    /// ```swift
    /// Spring.bouncy.velocity(target: 1.0, time: 0) // 0
    /// ```
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let k = displacementCoefficients(time: max(time, 0))
        return (target.scaled(by: k.da) + initialVelocity.scaled(by: k.db)).scaled(by: -1)
    }

    /// Advances a spring at `value` moving with `velocity` towards `target` by `deltaTime` seconds.
    ///
    /// ```swift
    /// var x = 0.0, v = 0.0
    /// for _ in 0..<60 { Spring.snappy.update(value: &x, velocity: &v, target: 1, deltaTime: 1.0 / 60) }
    /// ```
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let remaining = target - value
        let moved = self.value(target: remaining, initialVelocity: velocity, time: deltaTime)
        velocity = self.velocity(target: remaining, initialVelocity: velocity, time: deltaTime)
        value += moved
    }

    /// The force on the spring's mass, k·(target − position) − c·velocity (units per second²
    /// times mass).
    ///
    /// ```swift
    /// Spring(mass: 1, stiffness: 100, damping: 10).force(target: 1.0, position: 0, velocity: 0) // 100
    /// ```
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        let k = stiffness.isFinite ? stiffness : Double.greatestFiniteMagnitude
        let c = damping.isFinite ? damping : Double.greatestFiniteMagnitude
        return (target - position).scaled(by: k) - velocity.scaled(by: c)
    }

    /// The estimated time for the spring to come to rest: target 1, initial velocity 0, ε 0.001.
    ///
    /// ```swift
    /// Spring.snappy.settlingDuration // ≈ 0.877
    /// ```
    public var settlingDuration: TimeInterval {
        settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
    }

    /// The estimated time after which the spring stays within `epsilon` of `target`.
    ///
    /// Underdamped springs use the envelope bound T = ln((|λ·Δ − v₀| + |Δ|)/ε)/λ. Critical and
    /// overdamped springs are sampled every 0.1 s (at most 1024 samples): the result is the first
    /// sample from which all samples for more than 1 s stay within ε (or the last sample time,
    /// 102.3 s, if none does). Undamped springs never settle: `.infinity`.
    ///
    /// ```swift
    /// Spring.bouncy.settlingDuration(target: 1.0, epsilon: 0.001) // ≈ 1.045
    /// ```
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double) -> TimeInterval {
        let eps = epsilon > 0 ? epsilon : 0.001
        switch regime {
        case .atTarget:
            return 0
        case .free:
            return target.magnitudeSquared == 0 && initialVelocity.magnitudeSquared == 0 ? 0 : .infinity
        case .underdamped:
            let lambda = decayConstant
            if lambda == 0 { return .infinity }
            let magnitude = (target.scaled(by: lambda) - initialVelocity).magnitudeSquared.squareRoot()
                + target.magnitudeSquared.squareRoot()
            if magnitude == 0 { return 0 }
            return max(0, log(magnitude / eps) / lambda)
        case .critical, .overdamped:
            let step = 0.1
            var candidate: Int?
            for index in 0..<1024 {
                let time = Double(index) * step
                let distance = (value(target: target, initialVelocity: initialVelocity, time: time) - target)
                    .magnitudeSquared.squareRoot()
                if !distance.isFinite { break }
                if distance < eps {
                    if let start = candidate {
                        if index - start > 10 { return Double(start) * step }
                    } else {
                        candidate = index
                    }
                } else {
                    candidate = nil
                }
            }
            return Double(candidate ?? 1023) * step
        }
    }
}

/// The same motion between two absolute values (SwiftUI's `fromValue:toValue:` variants).
extension Spring {
    /// The value `time` seconds after release from `fromValue` towards `toValue`.
    ///
    /// ```swift
    /// Spring.smooth.value(fromValue: 10.0, toValue: 20.0, initialVelocity: 0, time: 0.5) // ≈ 19.86
    /// ```
    public func value<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        fromValue + value(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    /// The velocity `time` seconds after release from `fromValue` towards `toValue`.
    ///
    /// ```swift
    /// Spring.smooth.velocity(fromValue: 10.0, toValue: 20.0, initialVelocity: 0, time: 0) // 0
    /// ```
    public func velocity<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        velocity(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    /// The force at `position` moving with `velocity` on the way from `fromValue` to `toValue`
    /// (only `toValue − position` matters).
    ///
    /// ```swift
    /// Spring(mass: 1, stiffness: 100, damping: 10).force(fromValue: 0.0, toValue: 1, position: 0.5, velocity: 0) // 50
    /// ```
    public func force<V: VectorArithmetic>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
        force(target: toValue, position: position, velocity: velocity)
    }

    /// The settling duration of the move from `fromValue` to `toValue`.
    ///
    /// ```swift
    /// Spring.snappy.settlingDuration(fromValue: 0.0, toValue: 1, initialVelocity: 0, epsilon: 0.001) // ≈ 0.877
    /// ```
    public func settlingDuration<V: VectorArithmetic>(
        fromValue: V, toValue: V, initialVelocity: V, epsilon: Double
    ) -> TimeInterval {
        settlingDuration(target: toValue - fromValue, initialVelocity: initialVelocity, epsilon: epsilon)
    }
}
