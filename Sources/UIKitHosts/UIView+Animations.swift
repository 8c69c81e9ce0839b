import Foundation
import AnimationCore
import LayerTree

extension UIView {
    /// Animates the changes `animations` makes to views, as UIKit does: each animatable layer
    /// property the block changes gets a Core Animation animation (from the value before the
    /// change to the new one, `duration` long, starting `delay` after now on the layer clock,
    /// with the options' curve, repeat and autoreverse), so `layer.presentation()` shows the
    /// animation and the model holds the end value at once. `completion` runs when every
    /// animation the block made has stopped (`true` if all reached their end), at once when it
    /// made none.
    ///
    /// ```swift
    /// UIView.animate(withDuration: 0.4, delay: 0.1, options: [.curveEaseOut]) {
    ///     card.center.y -= 40
    ///     card.alpha = 1
    /// } completion: { _ in hint.isHidden = false }
    /// ```
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        run(UIViewAnimationContext(duration: duration, delay: delay, options: options, spring: nil), animations, completion)
    }

    /// `animate(withDuration:delay:options:animations:completion:)` with no delay and the default curve.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// `animate(withDuration:delay:options:animations:completion:)` with no delay, the default curve
    /// and no completion.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the block's changes with a spring: `dampingRatio` 1 settles without overshoot,
    /// lower values oscillate; `velocity` is the initial speed in "whole distances per second".
    /// The spring is a `CASpringAnimation` of mass 1 whose response is `duration` (inferred, as
    /// iOS 17's `animate(springDuration:bounce:)` documents): stiffness (2π/duration)², damping
    /// 4π·ratio/duration.
    ///
    /// ```swift
    /// UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.5,
    ///                initialSpringVelocity: 0, options: []) { badge.transform = .identity }
    /// ```
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                               initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let ratio = dampingRatio.isFinite ? max(dampingRatio, 0.0001) : 1
        let spring = UIViewAnimationContext.Spring(dampingRatio: ratio, initialVelocity: velocity.isFinite ? velocity : 0)
        run(UIViewAnimationContext(duration: duration, delay: delay, options: options, spring: spring), animations, completion)
    }

    /// Runs `actionsWithoutAnimation` with animations off, also inside an animation block.
    ///
    /// ```swift
    /// UIView.performWithoutAnimation { label.text = "Done" }
    /// ```
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        UIViewAnimationContext.with(nil, actionsWithoutAnimation)
    }

    /// Whether animations are enabled (there is no global switch headless: true).
    public static var areAnimationsEnabled: Bool { true }

    /// The duration of the innermost animation block running (0 outside blocks).
    public static var inheritedAnimationDuration: TimeInterval { UIViewAnimationContext.current?.duration ?? 0 }

    static func run(_ context: UIViewAnimationContext, _ animations: () -> Void, _ completion: ((Bool) -> Void)?) {
        CATransaction.begin()
        CATransaction.setCompletionBlock(completion.map { done in { done(context.finished) } })
        UIViewAnimationContext.with(context, animations)
        CATransaction.commit()
    }
}
