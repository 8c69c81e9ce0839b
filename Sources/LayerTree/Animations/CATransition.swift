import AnimationCore
import Foundation

/// A transition of a layer's content (fade, move in, push, reveal) from `startProgress` to
/// `endProgress`: added to a layer, it shows what the layer drew when it was added giving way to
/// what it draws now (add it, then change the layer — the order of Apple's examples).
/// `CAAnimationEvaluator.transitionProgress(of:...)` gives its progress at any time.
///
/// ```swift
/// let t = CATransition()
/// t.type = .push
/// t.subtype = .fromRight
/// t.duration = 0.3
/// t.startProgress = 0.2      // starts a fifth of the way through
/// ```
open class CATransition: CAAnimation {
    /// The kind of transition. Default `.fade`.
    open var type: CATransitionType = .fade
    /// The direction for moveIn, push and reveal; nil is from the left (Apple's default).
    open var subtype: CATransitionSubtype?
    /// Where the transition starts, 0…1. Default 0.
    open var startProgress: Float = 0
    /// Where it ends, 0…1 (not below `startProgress`). Default 1.
    open var endProgress: Float = 1
    /// A custom filter object (kept, not interpreted).
    open var filter: Any?
    /// What the layer drew when the transition was added to it (set on the attached copy).
    var before: LayerPicture?

    public required init() {
        super.init()
    }

    /// The transition's progress for the animation's value progress `p` (0…1):
    /// startProgress + (endProgress − startProgress)·p, clamped to 0…1.
    ///
    /// ```swift
    /// let t = CATransition(); t.startProgress = 0.2
    /// t.progress(for: 0.5)   // 0.6
    /// ```
    public func progress(for p: Double) -> Double {
        let start = Double(min(max(startProgress, 0), 1))
        let end = max(Double(min(max(endProgress, 0), 1)), start)
        return min(max(start + (end - start) * p, 0), 1)
    }

    override func copyAttributes(from other: CAAnimation) {
        super.copyAttributes(from: other)
        guard let other = other as? CATransition else { return }
        type = other.type
        subtype = other.subtype
        startProgress = other.startProgress
        endProgress = other.endProgress
        filter = other.filter
        before = other.before
    }

    open override class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "type": return CATransitionType.fade
        case "startProgress": return Float(0)
        case "endProgress": return Float(1)
        default: return super.defaultValue(forKey: key)
        }
    }

    override func setKnownValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "type":
            if let v = value as? CATransitionType { type = v } else if let s = value as? String { type = .init(rawValue: s) }
        case "subtype":
            if value == nil { subtype = nil } else if let v = value as? CATransitionSubtype { subtype = v } else if let s = value as? String { subtype = .init(rawValue: s) }
        case "startProgress": if let v = value.flatMap(coerceNumber) { startProgress = Float(v) }
        case "endProgress": if let v = value.flatMap(coerceNumber) { endProgress = Float(v) }
        case "filter": filter = value
        default: return super.setKnownValue(value, forKey: key)
        }
        return true
    }

    override func knownValue(forKey key: String) -> Any?? {
        switch key {
        case "type": .some(type)
        case "subtype": .some(subtype.map { $0 as Any })
        case "startProgress": .some(startProgress)
        case "endProgress": .some(endProgress)
        case "filter": .some(filter)
        default: super.knownValue(forKey: key)
        }
    }
}
