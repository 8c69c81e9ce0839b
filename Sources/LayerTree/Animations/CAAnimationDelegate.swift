import Foundation

/// Told when an attached animation starts and stops. Both methods have empty defaults (they are
/// optional on Apple platforms), so a delegate implements only what it needs.
///
/// The animation **retains** its delegate. `anim` is the copy attached to the layer.
///
/// ```swift
/// final class Done: NSObject, CAAnimationDelegate {
///     func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
///         print(flag ? "reached the end" : "removed early")
///     }
/// }
/// let a = CABasicAnimation(keyPath: "opacity")
/// a.delegate = Done()
/// ```
public protocol CAAnimationDelegate: AnyObject {
    /// The animation's active duration began.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation stopped: `flag` is true when it reached the end of its active duration,
    /// false when it was removed (or replaced under the same key) before that.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
