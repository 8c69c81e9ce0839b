import AnimationCore
import Foundation

/// An animation between two values of one property: `fromValue`, `toValue` and `byValue`, at most
/// two of them set. A missing end is the property's current model value, re-read every frame:
///
/// | set        | animates                     |
/// |------------|------------------------------|
/// | from, to   | from → to                    |
/// | from, by   | from → from + by             |
/// | by, to     | to − by → to                 |
/// | from       | from → model                 |
/// | to         | model → to                   |
/// | by         | model → model + by           |
/// | none       | previous → model (implicit)  |
///
/// All three set: from → to (`byValue` ignored).
///
/// ```swift
/// let grow = CABasicAnimation(keyPath: "bounds.size.width")
/// grow.fromValue = 10
/// grow.toValue = 100
/// grow.duration = 0.5
/// grow.timingFunction = CAMediaTimingFunction(name: .easeOut)
/// ```
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value (any numeric type, `CGPoint`, `CGSize`, `CGRect`, `CATransform3D`, `CGColor`…).
    open var fromValue: Any?
    /// The end value.
    open var toValue: Any?
    /// The change, relative to the start or end.
    open var byValue: Any?

    public required init() {
        super.init()
    }

    override func copyAttributes(from other: CAAnimation) {
        super.copyAttributes(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
    }

    override func setKnownValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "fromValue": fromValue = value
        case "toValue": toValue = value
        case "byValue": byValue = value
        default: return super.setKnownValue(value, forKey: key)
        }
        return true
    }

    override func knownValue(forKey key: String) -> Any?? {
        switch key {
        case "fromValue": .some(fromValue)
        case "toValue": .some(toValue)
        case "byValue": .some(byValue)
        default: super.knownValue(forKey: key)
        }
    }
}
