import AnimationCore
import Foundation

/// The abstract base of Core Animation's animations: timing (`CAMediaTiming`), a timing function,
/// a **retained** delegate and whether the animation is removed when it ends.
///
/// Animations are attached to layers with `CALayer.add(_:forKey:)`, which copies them; the
/// attached copy is what is evaluated and what the delegate receives.
///
/// ```swift
/// let fade = CABasicAnimation(keyPath: "opacity")
/// fade.fromValue = 1
/// fade.toValue = 0
/// fade.duration = 0.5
/// fade.fillMode = .forwards
/// fade.isRemovedOnCompletion = false
/// let attached = fade.copy() as! CABasicAnimation   // what add(_:forKey:) stores
/// ```
///
/// Like Apple's class this is a key-value-coding *container*: `setValue(_:forKey:)` stores values
/// under keys it does not know and `value(forKey:)` returns them; known keys read and write the
/// typed properties.
open class CAAnimation: NSObject, NSCopying, CAMediaTiming {
    // MARK: CAMediaTiming

    /// When the animation starts, in its parent's time (the layer's, or the enclosing group's).
    /// 0 on an animation added to a layer means "when the transaction commits".
    open var beginTime: CFTimeInterval = 0 { didSet { attachment?.hostChanged() } }
    /// One iteration's length in seconds; ≤ 0 becomes the transaction's duration (0.25 s) when added.
    open var duration: CFTimeInterval = 0 { didSet { attachment?.hostChanged() } }
    /// How fast local time runs relative to the parent's (0 pauses).
    open var speed: Float = 1 { didSet { attachment?.hostChanged() } }
    /// Added to local time after `speed`: shifts and wraps the playback.
    open var timeOffset: CFTimeInterval = 0 { didSet { attachment?.hostChanged() } }
    /// How many iterations play (fractions allowed; `.greatestFiniteMagnitude` repeats forever).
    open var repeatCount: Float = 0 { didSet { attachment?.hostChanged() } }
    /// How long the animation repeats, in seconds (used instead of `repeatCount` when positive).
    open var repeatDuration: CFTimeInterval = 0 { didSet { attachment?.hostChanged() } }
    /// Whether each iteration plays forwards and then backwards.
    open var autoreverses: Bool = false { didSet { attachment?.hostChanged() } }
    /// What is shown outside the active duration (`.removed`: the model value).
    open var fillMode: CAMediaTimingFillMode = .removed

    // MARK: Animation

    /// Maps the iteration's time fraction to value progress; nil is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Whether the layer removes the animation once its active duration ends (default true).
    /// Set it to false (with `fillMode = .forwards`) to hold the end value.
    open var isRemovedOnCompletion: Bool = true
    /// Told when the animation starts and stops. **Retained** by the animation, as on Apple
    /// platforms, so a temporary delegate object stays alive while the animation is attached.
    open var delegate: CAAnimationDelegate?

    /// The attachment this is the attached copy of (its timing changes move the clock's events).
    weak var attachment: AttachedAnimation?
    /// True for an attached copy and the animations inside it: read-only from then on (Core
    /// Animation refuses changes to them), so their curves are built once (`curveCache`).
    var isFrozen = false
    /// The curve an attached property animation was last evaluated with, when it does not depend
    /// on the model value: its value type and a `CurveBox`.
    var curveCache: (valueType: ObjectIdentifier, box: AnyObject)?

    /// Marks this animation and every animation inside it as attached (frozen).
    func freeze() {
        isFrozen = true
        if let group = self as? CAAnimationGroup {
            for child in group.animations ?? [] { child.freeze() }
        }
    }

    /// Values stored under keys the class does not declare (`setValue(_:forKey:)`).
    var containerValues: [String: Any] = [:]

    /// Creates an animation with Core Animation's defaults.
    public required override init() {
        super.init()
    }

    /// A new animation (Apple's factory method).
    ///
    /// ```swift
    /// let a = CABasicAnimation.animation()   // a CABasicAnimation
    /// ```
    open class func animation() -> Self { self.init() }

    // MARK: Copying

    /// A copy of the animation of the same dynamic type: every property, the container's values,
    /// the same delegate and timing function (both shared, as on Apple platforms).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.copyAttributes(from: self)
        return copy
    }

    /// Copies this class's stored properties from `other`; each subclass adds its own and calls super.
    func copyAttributes(from other: CAAnimation) {
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        timingFunction = other.timingFunction
        isRemovedOnCompletion = other.isRemovedOnCompletion
        delegate = other.delegate
        containerValues = other.containerValues
    }

    // MARK: Key-value coding

    /// The default for `key` when it was never set: the declared properties' defaults, nil for
    /// other keys.
    ///
    /// ```swift
    /// CAAnimation.defaultValue(forKey: "speed") as? Float   // 1
    /// ```
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "beginTime", "duration", "timeOffset", "repeatDuration": return CFTimeInterval(0)
        case "speed": return Float(1)
        case "repeatCount": return Float(0)
        case "autoreverses": return false
        case "fillMode": return CAMediaTimingFillMode.removed
        case "removedOnCompletion", "isRemovedOnCompletion": return true
        default: return nil
        }
    }

    /// Whether `value(forKey:)` and `setValue(_:forKey:)` treat `key` as a declared property.
    /// Unknown keys are stored in the animation's container. Always true (Core Animation
    /// archives every key).
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// Sets a declared property (numbers in any numeric type, `NSNumber` included) or stores the
    /// value under an unknown key. A value of the wrong type for a declared property is ignored.
    ///
    /// ```swift
    /// let a = CABasicAnimation(keyPath: "opacity")
    /// a.setValue(2, forKey: "duration")        // a.duration == 2
    /// a.setValue("card", forKey: "name")       // a.value(forKey: "name") as? String == "card"
    /// ```
    open func setValue(_ value: Any?, forKey key: String) {
        if setKnownValue(value, forKey: key) { return }
        containerValues[key] = value
    }

    /// The declared property `key` (boxed as its Swift type), or what `setValue(_:forKey:)` stored,
    /// else `defaultValue(forKey:)`.
    open func value(forKey key: String) -> Any? {
        if let known = knownValue(forKey: key) { return known }
        return containerValues[key] ?? type(of: self).defaultValue(forKey: key)
    }

    /// `setValue(_:forKey:)` for a key path; animations have no nested keys, so the whole path is the key.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { setValue(value, forKey: keyPath) }

    /// `value(forKey:)` for a key path; animations have no nested keys, so the whole path is the key.
    open func value(forKeyPath keyPath: String) -> Any? { value(forKey: keyPath) }

    /// Writes a declared property; false when `key` is not one of this class's.
    func setKnownValue(_ value: Any?, forKey key: String) -> Bool {
        func number() -> Double? { value.flatMap(coerceNumber) }
        switch key {
        case "beginTime": if let v = number() { beginTime = v }
        case "duration": if let v = number() { duration = v }
        case "speed": if let v = number() { speed = Float(v) }
        case "timeOffset": if let v = number() { timeOffset = v }
        case "repeatCount": if let v = number() { repeatCount = Float(v) }
        case "repeatDuration": if let v = number() { repeatDuration = v }
        case "autoreverses": if let v = number() { autoreverses = v != 0 }
        case "fillMode":
            if let v = value as? CAMediaTimingFillMode { fillMode = v } else if let s = value as? String { fillMode = .init(rawValue: s) }
        case "timingFunction":
            if value == nil { timingFunction = nil } else if let f = value as? CAMediaTimingFunction { timingFunction = f }
        case "removedOnCompletion", "isRemovedOnCompletion": if let v = number() { isRemovedOnCompletion = v != 0 }
        case "delegate":
            if value == nil { delegate = nil } else if let d = value as? CAAnimationDelegate { delegate = d }
        default: return false
        }
        return true
    }

    /// Reads a declared property: `.some(value)` (the value itself may be nil) for this class's
    /// keys, nil for any other key.
    func knownValue(forKey key: String) -> Any?? {
        switch key {
        case "beginTime": .some(beginTime)
        case "duration": .some(duration)
        case "speed": .some(speed)
        case "timeOffset": .some(timeOffset)
        case "repeatCount": .some(repeatCount)
        case "repeatDuration": .some(repeatDuration)
        case "autoreverses": .some(autoreverses)
        case "fillMode": .some(fillMode)
        case "timingFunction": .some(timingFunction.map { $0 as Any })
        case "removedOnCompletion", "isRemovedOnCompletion": .some(isRemovedOnCompletion)
        case "delegate": .some(delegate.map { $0 as Any })
        default: nil
        }
    }

    open override var description: String {
        "<\(type(of: self)): duration \(duration), beginTime \(beginTime)>"
    }
}
