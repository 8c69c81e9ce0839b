import AnimationCore
import Foundation
import VectorPath

/// An animation through a sequence of values (`values`) at fractions of its duration (`keyTimes`),
/// shaped per segment by `timingFunctions` and interpolated by `calculationMode`.
///
/// The animation's own `timingFunction` warps the whole timeline first; then the segment's
/// timing function shapes the time inside the segment.
///
/// ```swift
/// let shock = CAKeyframeAnimation(keyPath: "transform.translation.x")
/// shock.values = [0, -10, 10, 0]          // keyTimes 0, ⅓, ⅔, 1 when not given
/// shock.duration = 0.15
/// shock.autoreverses = true
/// shock.repeatCount = 2
/// shock.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
/// ```
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values (all of the property's type, or numbers for numeric key paths).
    open var values: [Any]?
    /// Each value's time as a fraction of the duration (0…1, non-decreasing): n entries starting
    /// at 0 and ending at 1 for linear/cubic, n + 1 for discrete; ignored for paced modes.
    /// Invalid or missing key times space the values evenly.
    open var keyTimes: [NSNumber]?
    /// One timing function per segment (n − 1); missing entries are linear.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed. Default `.linear`.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Whether an object moved along `path` turns with its tangent (nil: it does not).
    open var rotationMode: CAAnimationRotationMode?
    /// Per-keyframe Kochanek-Bartels tension for `.cubic` (0 = Catmull-Rom; 1 = tight, −1 = round).
    open var tensionValues: [NSNumber]?
    /// Per-keyframe continuity for `.cubic` (0 = smooth; ±1 = corners).
    open var continuityValues: [NSNumber]?
    /// Per-keyframe bias for `.cubic` (0 = even; positive overshoots towards the next value).
    open var biasValues: [NSNumber]?
    /// A path to move along, used instead of `values` for point-valued key paths (`position`):
    /// each element's end is a keyframe (see `calculationMode`, `keyTimes`, `rotationMode`).
    /// Its geometry is captured when assigned.
    ///
    /// ```swift
    /// let orbit = CAKeyframeAnimation(keyPath: "position")
    /// orbit.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
    /// orbit.calculationMode = .paced
    /// orbit.rotationMode = .rotateAuto
    /// ```
    open var path: CGPath? {
        didSet { motionPath = path?.path }
    }
    /// The motion path's geometry (what `path` held when assigned).
    var motionPath: Path?

    public required init() {
        super.init()
    }

    override func copyAttributes(from other: CAAnimation) {
        super.copyAttributes(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values
        keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode
        rotationMode = other.rotationMode
        tensionValues = other.tensionValues
        continuityValues = other.continuityValues
        biasValues = other.biasValues
        path = other.path
        motionPath = other.motionPath
    }

    open override class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "calculationMode": return CAAnimationCalculationMode.linear
        default: return super.defaultValue(forKey: key)
        }
    }

    override func setKnownValue(_ value: Any?, forKey key: String) -> Bool {
        func numbers() -> [NSNumber]? {
            guard let a = value as? [Any] else { return nil }
            let n = a.compactMap { coerceNumber($0).map { NSNumber(value: $0) } }
            return n.count == a.count ? n : nil
        }
        switch key {
        case "values": if value == nil { values = nil } else if let v = value as? [Any] { values = v }
        case "path": if value == nil { path = nil } else if let v = value as? CGPath { path = v }
        case "keyTimes": if value == nil { keyTimes = nil } else if let v = numbers() { keyTimes = v }
        case "timingFunctions":
            if value == nil { timingFunctions = nil } else if let v = value as? [CAMediaTimingFunction] { timingFunctions = v }
        case "calculationMode":
            if let v = value as? CAAnimationCalculationMode { calculationMode = v } else if let s = value as? String { calculationMode = .init(rawValue: s) }
        case "rotationMode":
            if value == nil { rotationMode = nil } else if let v = value as? CAAnimationRotationMode { rotationMode = v } else if let s = value as? String { rotationMode = .init(rawValue: s) }
        case "tensionValues": if value == nil { tensionValues = nil } else if let v = numbers() { tensionValues = v }
        case "continuityValues": if value == nil { continuityValues = nil } else if let v = numbers() { continuityValues = v }
        case "biasValues": if value == nil { biasValues = nil } else if let v = numbers() { biasValues = v }
        default: return super.setKnownValue(value, forKey: key)
        }
        return true
    }

    override func knownValue(forKey key: String) -> Any?? {
        switch key {
        case "values": .some(values.map { $0 as Any })
        case "path": .some(path.map { $0 as Any })
        case "keyTimes": .some(keyTimes.map { $0 as Any })
        case "timingFunctions": .some(timingFunctions.map { $0 as Any })
        case "calculationMode": .some(calculationMode)
        case "rotationMode": .some(rotationMode.map { $0 as Any })
        case "tensionValues": .some(tensionValues.map { $0 as Any })
        case "continuityValues": .some(continuityValues.map { $0 as Any })
        case "biasValues": .some(biasValues.map { $0 as Any })
        default: super.knownValue(forKey: key)
        }
    }
}
