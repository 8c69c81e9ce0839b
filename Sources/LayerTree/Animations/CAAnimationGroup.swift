import AnimationCore
import Foundation

/// Several animations run together in the group's time: each child's `beginTime` is relative to
/// the group, the group's `timingFunction` warps the children's time, and children are **clipped,
/// not scaled**, to the group's duration. Children's delegates and `isRemovedOnCompletion` are
/// ignored; the group's apply.
///
/// ```swift
/// let start = CABasicAnimation(keyPath: "strokeStart")
/// start.fromValue = 0; start.toValue = 1; start.duration = 1; start.beginTime = 0.5
/// let end = CABasicAnimation(keyPath: "strokeEnd")
/// end.fromValue = 0; end.toValue = 1; end.duration = 1
/// let spinner = CAAnimationGroup()
/// spinner.animations = [start, end]
/// spinner.duration = 1.5
/// spinner.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
/// spinner.repeatCount = .greatestFiniteMagnitude
/// ```
open class CAAnimationGroup: CAAnimation {
    /// The animations run in the group's time.
    open var animations: [CAAnimation]?

    public required init() {
        super.init()
    }

    /// Copies the group and (deeply) its animations, so changing the original's children later
    /// does not change an attached copy.
    override func copyAttributes(from other: CAAnimation) {
        super.copyAttributes(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.map { $0.copy() as! CAAnimation }
    }

    override func setKnownValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "animations":
            if value == nil { animations = nil } else if let v = value as? [CAAnimation] { animations = v }
        default: return super.setKnownValue(value, forKey: key)
        }
        return true
    }

    override func knownValue(forKey key: String) -> Any?? {
        switch key {
        case "animations": .some(animations.map { $0 as Any })
        default: super.knownValue(forKey: key)
        }
    }
}
