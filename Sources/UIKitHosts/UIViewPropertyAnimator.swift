import AnimationCore
import Geometry2D
import Foundation
import LayerTree

/// Where an interrupted animator leaves its views (UIKit's raw values).
public enum UIViewAnimatingPosition: Int, Sendable { case end = 0, start, current }
/// An animator's state (UIKit's raw values).
public enum UIViewAnimatingState: Int, Sendable { case inactive = 0, active, stopped }

/// The timing of a property animator: a cubic curve or a spring.
public protocol UITimingCurveProvider {}

/// A cubic Bézier timing curve (a named curve or two control points).
public final class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    let function: CAMediaTimingFunction
    /// The system's ease-in-out curve.
    public override init() { function = UIView.AnimationOptions.curveEaseInOut.timingFunction }
    /// A named curve.
    public init(animationCurve curve: UIView.AnimationCurve) { function = curve.timingFunction }
    /// A curve through (0, 0), `point1`, `point2`, (1, 1).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        function = CAMediaTimingFunction(controlPoints: Float(point1.x), Float(point1.y), Float(point2.x), Float(point2.y))
    }
}

/// A spring timing: damping ratio and initial velocity (UIKit's spring form).
public final class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    let dampingRatio: CGFloat
    let initialVelocity: CGFloat
    /// A critically damped spring.
    public override init() { dampingRatio = 1; initialVelocity = 0 }
    /// A spring of `ratio` (below 1 overshoots).
    public init(dampingRatio ratio: CGFloat) { dampingRatio = ratio; initialVelocity = 0 }
    /// A spring of `ratio` starting at `velocity` (its x, in the units UIKit's spring form takes).
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) { dampingRatio = ratio; initialVelocity = velocity.dx }
}

/// An animation of view properties that can be started, paused, scrubbed and finished: UIKit's
/// property animator as Core Animation animations on the views' layers. While paused the layers'
/// animations are frozen at `fractionComplete` (speed 0 at that offset), as UIKit does it.
///
/// ```swift
/// let animator = UIViewPropertyAnimator(duration: 0.6, dampingRatio: 0.7) { card.transform = .identity }
/// animator.addCompletion { _ in card.isUserInteractionEnabled = true }
/// animator.startAnimation()
/// ```
open class UIViewPropertyAnimator {
    /// The animation's length.
    public let duration: TimeInterval
    private let timing: any UITimingCurveProvider
    private var blocks: [(delayFactor: CGFloat, run: () -> Void)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// The animations made, each with when it starts within the animator (its delay factor × duration).
    private var running: [(layer: CALayer, key: String, animation: CAPropertyAnimation, offset: TimeInterval)] = []
    /// Media time the animation started (adjusted on resuming), and the offset it is paused at.
    private var startTime: CFTimeInterval = 0
    private var pausedAt: TimeInterval?
    private var finishWork: Int = 0

    /// Whether the animator runs backwards (kept; Zoetrope plays forwards).
    open var isReversed = false
    /// Whether it can be paused and scrubbed (always).
    open var isInterruptible = true
    /// Whether scrubbing is linear (kept).
    open var scrubsLinearly = true
    /// Whether it stays active at the end (kept).
    open var pausesOnCompletion = false
    /// Inactive, active (running or paused) or stopped.
    public private(set) var state: UIViewAnimatingState = .inactive
    /// Whether it is active and not paused.
    open var isRunning: Bool { state == .active && pausedAt == nil }

    /// An animator of `duration` with `parameters`' timing.
    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = duration.isFinite ? max(duration, 0) : 0
        timing = parameters
    }
    /// An animator on a named curve.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }
    /// An animator on a cubic curve through two control points.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }
    /// An animator on a spring of `ratio`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator that starts at once (after `delay`) and runs `completion` at its end.
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions, animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, timingParameters: UICubicTimingParameters(options: options))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Adds changes animated over the whole duration (started at once when the animator runs).
    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }
    /// Adds changes that start `delayFactor` × the duration in and end with the rest.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = delayFactor.isFinite ? min(max(delayFactor, 0), 1) : 0
        blocks.append((factor, animation))
        if state == .active { run((factor, animation), delay: 0) }
    }
    /// Adds a block run at the end with where the animation ended.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    /// Starts the animations now.
    open func startAnimation() { startAnimation(afterDelay: 0) }
    /// Starts the animations `delay` seconds from now (resumes a paused animator at once).
    open func startAnimation(afterDelay delay: TimeInterval) {
        if pausedAt != nil { resume(); return }
        guard state == .inactive else { return }
        state = .active
        let wait = delay.isFinite ? max(delay, 0) : 0
        startTime = CACurrentMediaTime() + wait
        for block in blocks { run(block, delay: wait) }
        scheduleFinish(at: startTime + duration)
    }

    /// Freezes the animations where they are (starting them paused when inactive).
    open func pauseAnimation() {
        if state == .inactive { startAnimation() }
        guard state == .active, pausedAt == nil else { return }
        freeze(at: min(max(CACurrentMediaTime() - startTime, 0), duration))
    }

    /// How far through the animation it is, 0…1; setting it while paused (or inactive) scrubs there.
    open var fractionComplete: CGFloat {
        get {
            guard duration > 0 else { return state == .inactive ? 0 : 1 }
            let elapsed = pausedAt ?? (state == .active ? CACurrentMediaTime() - startTime : 0)
            return CGFloat(min(max(elapsed / duration, 0), 1))
        }
        set {
            if state == .inactive { pauseAnimation() }
            guard pausedAt != nil, newValue.isFinite else { return }
            freeze(at: Double(min(max(newValue, 0), 1)) * duration)
        }
    }

    /// Resumes a paused animator (the timing given is not applied: it continues on its own).
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) { resume() }

    /// Stops: the views keep what they show now (`withoutFinishing` false: the animator is then
    /// finished at `.current`).
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        for (layer, key, _, _) in running {
            if let shown = layer.presentation()?.value(forKeyPath: key) { layer.setValue(shown, forKeyPath: key) }
            layer.removeAnimation(forKey: key)
        }
        running = []
        pausedAt = nil
        finishWork += 1
        state = .stopped
        if !withoutFinishing { finishAnimation(at: .current) }
    }

    /// Ends a stopped animator: runs the completions with `position`.
    open func finishAnimation(at position: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        state = .inactive
        for completion in completions { completion(position) }
    }

    // MARK: Running

    private func run(_ block: (delayFactor: CGFloat, run: () -> Void), delay: TimeInterval) {
        let offset = Double(block.delayFactor) * duration
        let context: UIViewAnimationContext
        if let spring = timing as? UISpringTimingParameters {
            context = UIViewAnimationContext(duration: duration - offset, delay: delay + offset, options: [],
                                             spring: .init(dampingRatio: max(spring.dampingRatio, 0.0001), initialVelocity: spring.initialVelocity))
        } else {
            context = UIViewAnimationContext(duration: duration - offset, delay: delay + offset, options: [], spring: nil)
            context.timingFunction = (timing as? UICubicTimingParameters)?.function
        }
        UIView.run(context, block.run, nil)
        running += context.created.map { ($0.layer, $0.key, $0.animation, offset) }
    }

    /// Re-adds each animation frozen at `elapsed` seconds in (speed 0).
    private func freeze(at elapsed: TimeInterval) {
        pausedAt = elapsed
        finishWork += 1
        readd { animation, began in
            animation.speed = 0
            animation.timeOffset = max(elapsed - began, 0)
            animation.beginTime = CACurrentMediaTime()
        }
    }

    /// Lets a paused animator run on from where it is.
    private func resume() {
        guard let elapsed = pausedAt else { return }
        pausedAt = nil
        startTime = CACurrentMediaTime() - elapsed
        readd { animation, began in
            animation.speed = 1
            animation.timeOffset = 0
            animation.beginTime = self.startTime + began
        }
        scheduleFinish(at: startTime + duration)
    }

    /// Replaces each running animation by a copy `adjust` retimes (given its start within the animator).
    private func readd(_ adjust: (CAPropertyAnimation, TimeInterval) -> Void) {
        running = running.map { layer, key, animation, offset in
            guard let copy = animation.copy() as? CAPropertyAnimation else { return (layer, key, animation, offset) }
            copy.delegate = nil
            copy.fillMode = .both
            adjust(copy, offset)
            layer.add(copy, forKey: key)
            return (layer, key, copy, offset)
        }
    }

    /// Runs the completions at `time` unless the animator was paused or stopped since (the clock
    /// keeps a running animator alive until then, as UIKit does).
    private func scheduleFinish(at time: CFTimeInterval) {
        finishWork += 1
        let ticket = finishWork
        CAClock.current.scheduleWork(at: time) { [self] in
            guard ticket == finishWork, state == .active, pausedAt == nil else { return }
            state = .inactive
            running = []
            for completion in completions { completion(.end) }
        }
    }
}

extension UICubicTimingParameters {
    /// The curve of `options`.
    convenience init(options: UIView.AnimationOptions) {
        self.init(controlPoints: options.timingFunction)
    }

    private convenience init(controlPoints function: CAMediaTimingFunction) {
        var a: [Float] = [0, 0], b: [Float] = [0, 0]
        function.getControlPoint(at: 1, values: &a)
        function.getControlPoint(at: 2, values: &b)
        self.init(controlPoint1: CGPoint(x: CGFloat(a[0]), y: CGFloat(a[1])), controlPoint2: CGPoint(x: CGFloat(b[0]), y: CGFloat(b[1])))
    }
}

extension UIView {
    /// A named timing curve (UIKit's raw values).
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0, easeIn, easeOut, linear

        var timingFunction: CAMediaTimingFunction {
            switch self {
            case .easeInOut: AnimationOptions.curveEaseInOut.timingFunction
            case .easeIn: AnimationOptions.curveEaseIn.timingFunction
            case .easeOut: AnimationOptions.curveEaseOut.timingFunction
            case .linear: AnimationOptions.curveLinear.timingFunction
            }
        }
    }
}
