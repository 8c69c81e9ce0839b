import Foundation

/// Owns animated values and drives them on a virtual clock: nothing here reads the wall clock.
///
/// Values start animating when they change inside a transaction with an animation
/// (`withAnimation`); `advance(to:)` moves the clock, evaluates every running animation once and
/// then fires the completion callbacks that became due.
///
/// ```swift
/// let animator = Animator()
/// let x = animator.value(0.0)                                // AnimatedValue<Double>
/// withAnimation(.linear(duration: 1)) { x.value = 100 }      // starts at animator.currentTime (0)
/// animator.advance(to: 0.5)
/// x.presentation                                             // 50
/// ```
///
/// Time may move backwards (scrubbing): each value replays from its last change (see
/// `AnimatedValue`). An animator and its values belong to one thread.
public final class Animator {
    /// The virtual time of the last `advance(to:)` (or the initial time). Changes made now start
    /// their animations at this time.
    public private(set) var currentTime: Double

    /// Stateful animations (springs) are evaluated at least every `maximumStep` seconds: a longer
    /// jump of the clock is crossed in steps of this size, so results do not depend on how
    /// sparsely frames are sampled. Default 0.25 s; `.infinity` disables sub-stepping.
    public var maximumStep: Double = 0.25

    /// Values with running animations, in the order they started animating.
    @exclusivity(unchecked) private var activeTracks: [any AnimatorDrivenValue] = []

    /// Creates an animator whose clock starts at `time` seconds.
    ///
    /// ```swift
    /// let animator = Animator(time: 2)
    /// ```
    public init(time: Double = 0) {
        currentTime = time
        link.animator = self
    }

    /// What the values this animator owns refer to it through.
    let link = AnimatorLink()

    deinit {
        link.animator = nil
    }

    /// Creates a value owned by this animator, initially `initialValue` (not animating).
    ///
    /// ```swift
    /// let position = animator.value(CGPoint(x: 0, y: 0))
    /// ```
    public func value<Value: Animatable>(_ initialValue: Value) -> AnimatedValue<Value> {
        AnimatedValue(initialValue, animator: self)
    }

    /// Whether any value is animating.
    public var isAnimating: Bool { !activeTracks.isEmpty }

    /// The number of values with running animations.
    public var animatingValueCount: Int { activeTracks.count }

    /// Moves the clock to `time` (forwards or backwards), evaluates every running animation at
    /// it, removes the ones that finished, then fires due completion callbacks.
    ///
    /// Completion callbacks run after every value has its presentation for `time`, in the order
    /// their `addAnimationCompletion`/`withAnimation(…completion:)` calls were made; changes made
    /// in a callback start at `time`, and callbacks they make due fire at the next advance.
    ///
    /// ```swift
    /// for frame in 0..<60 { animator.advance(to: Double(frame) / 60) }
    /// ```
    public func advance(to time: Double) {
        currentTime = time
        let count = activeTracks.count
        var kept = 0
        for index in 0..<count {
            let track = activeTracks[index]
            if track.advanceAnimation(to: time, maximumStep: maximumStep) {
                if kept != index { activeTracks[kept] = track }
                kept += 1
            } else {
                track.isRegisteredWithAnimator = false
            }
        }
        if kept < count {
            activeTracks.removeSubrange(kept..<count)
        }
        TransactionThreadState.current.fireReadyCompletions()
    }

    /// Cancels the completion callbacks of every running animation: the values' owner (a view
    /// graph being discarded) will never advance them, so they must not fire elsewhere.
    package func cancelCompletions() {
        for value in activeTracks { value.cancelCompletions() }
    }

    /// Called by a value that starts animating.
    func register(_ value: any AnimatorDrivenValue) {
        guard !value.isRegisteredWithAnimator else { return }
        value.isRegisteredWithAnimator = true
        activeTracks.append(value)
    }
}

/// A value the animator drives each frame.
protocol AnimatorDrivenValue: AnyObject {
    var isRegisteredWithAnimator: Bool { get set }
    /// Evaluates the value's animation at `time`; false when it no longer animates.
    func advanceAnimation(to time: Double, maximumStep: Double) -> Bool
    /// Drops the completion callbacks of its animations without calling them.
    func cancelCompletions()
}

/// An animator as its values see it: the animator while it lives, nil after (set by its deinit).
/// Values hold the link strongly, so the animator itself is never referenced weakly.
final class AnimatorLink {
    unowned(unsafe) var animator: Animator?
}
