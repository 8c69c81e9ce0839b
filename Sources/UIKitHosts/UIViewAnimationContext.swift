import Foundation
import AnimationCore
import LayerTree

/// The `UIView.animate` block being run on this thread: what a view's layer gets as the action
/// for each property the block changes (UIKit's `actionForLayer:forKey:` inside an animation
/// block), and the animations made, for the completion.
final class UIViewAnimationContext: CAAnimationDelegate {
    /// A spring (`usingSpringWithDamping:initialSpringVelocity:`).
    struct Spring {
        var dampingRatio: CGFloat
        var initialVelocity: CGFloat
    }

    let duration: TimeInterval
    let delay: TimeInterval
    let options: UIView.AnimationOptions
    let spring: Spring?
    /// False once an animation of the block stopped before its end.
    private(set) var finished = true
    /// Inside `animateKeyframes`: where the keyframes' changes are recorded.
    var keyframes: KeyframeRecorder?
    /// A timing curve replacing the options' (a property animator's control points).
    var timingFunction: CAMediaTimingFunction?
    /// The animations this block made, with their layers and keys (a property animator pauses them).
    private(set) var created: [(layer: CALayer, key: String, animation: CAPropertyAnimation)] = []

    init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, spring: Spring?) {
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.delay = delay.isFinite ? max(0, delay) : 0
        self.options = options
        self.spring = spring
    }

    /// The contexts of the blocks running on a thread, innermost last (nil entries: inside
    /// `performWithoutAnimation`).
    private final class Stack {
        var contexts: [UIViewAnimationContext?] = []
    }

    private static let stackKey = "zoetrope.uiview-animation-contexts"

    /// This thread's stack (made on first use).
    private static var stack: Stack {
        if let stack = Thread.current.threadDictionary[stackKey] as? Stack { return stack }
        let stack = Stack()
        Thread.current.threadDictionary[stackKey] = stack
        return stack
    }

    /// The innermost block running (nil outside blocks and inside `performWithoutAnimation`).
    static var current: UIViewAnimationContext? { stack.contexts.last ?? nil }

    /// Runs `body` with `context` as the current one.
    static func with(_ context: UIViewAnimationContext?, _ body: () -> Void) {
        let stack = stack
        stack.contexts.append(context)
        defer { stack.contexts.removeLast() }
        body()
    }

    /// The animation for a change of `key` on `layer`: Core Animation's implicit animation from
    /// the value before the change (the model's; the presentation's with `.beginFromCurrentState`)
    /// to the new model value, with the block's duration, delay, curve or spring, repeat and
    /// autoreverse. Keys without animation (and a zero duration) get `NSNull`.
    func action(for layer: CALayer, forKey key: String) -> CAAction? {
        guard duration > 0, type(of: layer).defaultAction(forKey: key) != nil else { return NSNull() }
        if let keyframes { return keyframes.action(for: layer, forKey: key) }
        let animation: CABasicAnimation
        if let spring {
            let springAnimation = CASpringAnimation(keyPath: key)
            // Inferred: UIKit's duration is the spring's response, mass 1 (as iOS 17's
            // `UIView.animate(springDuration:bounce:)` documents): stiffness (2π / duration)²,
            // damping 4π·ζ / duration.
            springAnimation.mass = 1
            springAnimation.stiffness = pow(2 * .pi / duration, 2)
            springAnimation.damping = 4 * .pi * spring.dampingRatio / duration
            springAnimation.initialVelocity = spring.initialVelocity
            animation = springAnimation
        } else {
            animation = CABasicAnimation(keyPath: key)
            animation.timingFunction = timingFunction ?? options.timingFunction
        }
        animation.duration = duration
        if !options.contains(.beginFromCurrentState) {
            animation.fromValue = layer.value(forKey: key)
        }
        if delay > 0 {
            animation.beginTime = CACurrentMediaTime() + delay
            animation.fillMode = .backwards
        }
        if options.contains(.repeat) { animation.repeatCount = .infinity }
        animation.autoreverses = options.contains(.autoreverse)
        animation.delegate = self
        created.append((layer, key, animation))
        return animation
    }

    func animationDidStart(_ anim: CAAnimation) {}

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if !flag { finished = false }
    }
}
