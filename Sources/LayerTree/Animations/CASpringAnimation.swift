import AnimationCore
import Foundation

/// A `CABasicAnimation` that moves like a damped spring: value = from + (to − from)·x(t), where
/// x is the closed-form unit step response of mass m, stiffness k and damping c starting with
/// `initialVelocity` (fractions of the change per second, positive towards the target).
/// Playback still ends at `duration`; set `duration = settlingDuration` to see the whole motion.
///
/// ```swift
/// let bounce = CASpringAnimation(keyPath: "position.x")
/// bounce.fromValue = 0
/// bounce.toValue = 100
/// bounce.damping = 10            // m 1, k 100 (defaults): overshoots to ≈ 116
/// bounce.duration = bounce.settlingDuration
/// ```
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring (> 0). Default 1.
    open var mass: CGFloat = 1
    /// The spring constant k (> 0). Default 100.
    open var stiffness: CGFloat = 100
    /// The friction coefficient c (≥ 0). Default 10.
    open var damping: CGFloat = 10
    /// The starting velocity in fractions of the change per second. Default 0.
    open var initialVelocity: CGFloat = 0

    public required init() {
        super.init()
    }

    /// A spring described perceptually (iOS 17): `perceptualDuration` = 2π/ω₀ and `bounce` in
    /// −1…1 (0 critically damped, positive overshoots, negative overdamped); mass 1.
    ///
    /// ```swift
    /// let s = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)   // k ≈ 157.9, c ≈ 17.6
    /// ```
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let d = perceptualDuration > 0 && perceptualDuration.isFinite ? perceptualDuration : 0.5
        let b = min(max(Double(bounce), -0.999), 1)
        let zeta = b >= 0 ? 1 - b : 1 / (1 + b)
        let omega = 2 * Double.pi / d
        mass = 1
        stiffness = CGFloat(omega * omega)
        damping = CGFloat(2 * zeta * omega)
    }

    /// The perceptual duration 2π/ω₀ = 2π·√(m/k).
    open var perceptualDuration: TimeInterval {
        let k = Double(stiffness), m = Double(mass)
        return k > 0 && m > 0 ? 2 * .pi * (m / k).squareRoot() : .infinity
    }

    /// The bounce: 1 − ζ when underdamped or critical, 1/ζ − 1 when overdamped.
    open var bounce: CGFloat {
        let zeta = spring.dampingRatio
        return CGFloat(zeta <= 1 ? 1 - zeta : 1 / zeta - 1)
    }

    /// The spring these parameters describe (overdamping allowed, as Core Animation's springs are).
    public var spring: Spring {
        Spring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), allowOverDamping: true)
    }

    /// How long the motion takes to come to rest: until the remaining motion's envelope falls
    /// below 8.3·10⁻⁴ of the change, T = ln(A/ε)/(ζω₀) with A = √(1 + ((ζω₀ − v₀)/ω_d)²) for an
    /// underdamped spring (fits Apple's documented 2.85 s for c = 5 and "just over 1 s" for c = 15,
    /// m 1, k 100); critically and overdamped springs use `Spring.settlingDuration` with that ε.
    open var settlingDuration: CFTimeInterval {
        let s = spring
        let epsilon = 8.3e-4
        let v0 = Double(initialVelocity).isFinite ? Double(initialVelocity) : 0
        let zeta = s.dampingRatio, w0 = (s.stiffness / s.mass).squareRoot()
        if zeta > 0 && zeta < 1 && w0 > 0 && w0.isFinite {
            let lambda = zeta * w0
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let a = (1 + ((lambda - v0) / wd) * ((lambda - v0) / wd)).squareRoot()
            return max(log(a / epsilon) / lambda, 0)
        }
        return s.settlingDuration(target: 1.0, initialVelocity: v0, epsilon: epsilon)
    }

    /// The unit step response x(t) (0 at t = 0, settling at 1) at `time` seconds.
    ///
    /// ```swift
    /// CASpringAnimation().fraction(atTime: 0.1)   // ≈ 0.34030
    /// ```
    public func fraction(atTime time: CFTimeInterval) -> Double {
        let v0 = Double(initialVelocity).isFinite ? Double(initialVelocity) : 0
        return spring.value(target: 1.0, initialVelocity: v0, time: max(time, 0))
    }

    override func copyAttributes(from other: CAAnimation) {
        super.copyAttributes(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass
        stiffness = other.stiffness
        damping = other.damping
        initialVelocity = other.initialVelocity
    }

    open override class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "mass": return CGFloat(1)
        case "stiffness": return CGFloat(100)
        case "damping": return CGFloat(10)
        case "initialVelocity": return CGFloat(0)
        default: return super.defaultValue(forKey: key)
        }
    }

    override func setKnownValue(_ value: Any?, forKey key: String) -> Bool {
        let number = value.flatMap(coerceNumber).map { CGFloat($0) }
        switch key {
        case "mass": if let v = number { mass = v }
        case "stiffness": if let v = number { stiffness = v }
        case "damping": if let v = number { damping = v }
        case "initialVelocity": if let v = number { initialVelocity = v }
        default: return super.setKnownValue(value, forKey: key)
        }
        return true
    }

    override func knownValue(forKey key: String) -> Any?? {
        switch key {
        case "mass": .some(mass)
        case "stiffness": .some(stiffness)
        case "damping": .some(damping)
        case "initialVelocity": .some(initialVelocity)
        case "settlingDuration": .some(settlingDuration)
        default: super.knownValue(forKey: key)
        }
    }
}
