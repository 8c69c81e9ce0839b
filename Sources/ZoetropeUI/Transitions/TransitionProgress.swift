import Foundation
import AnimationCore

/// A running insertion: the activeness of its transition (1 → 0) and the nodes of its modifiers.
final class InsertionRecord {
    private let progress: TransitionProgress
    /// Owns the nodes of the insertion modifiers (detached from the tree).
    let node: ViewNode

    /// Starts an insertion animated by `transaction` (its animation and completions).
    init(transaction: Transaction, graph: ViewGraph) {
        node = ViewNode(graph: graph)
        progress = TransitionProgress(from: 1, to: 0, transaction: transaction, graph: graph)
    }

    /// Whether the insertion is still running (checked after the animator advanced).
    var isRunning: Bool { !progress.isFinished }

    /// The activeness shown now: 1 fully active (out) … 0 in place.
    var activeness: Double { progress.value }
}

/// The activeness of a running transition, animated from one end to the other by the update's
/// animation. It is finished once the animation is removed, or once it is logically complete
/// and shows its target: a timing curve ends at its duration (a removed view is gone at t = 1
/// under `.linear(duration: 1)`), a spring runs until it settles.
final class TransitionProgress {
    private let animated: AnimatedValue<Double>
    private let target: Double
    private let completion = CompletionFlag()

    /// Animates from `start` to `target` with `transaction`'s animation (and its completions).
    init(from start: Double, to target: Double, transaction: Transaction, graph: ViewGraph) {
        self.target = target
        animated = graph.animator.value(start)
        var transaction = transaction
        let completion = self.completion
        transaction.addAnimationCompletion(criteria: .logicallyComplete) { completion.isSet = true }
        animated.set(target, transaction: transaction)
    }

    /// The activeness shown at the animator's time.
    var value: Double { animated.presentation }

    /// Whether the transition has ended (see the type's description).
    var isFinished: Bool {
        !animated.isAnimating || (completion.isSet && abs(animated.presentation - target) <= 1e-9)
    }

    /// Stops the animation (its completions count it as removed).
    func stop() { animated.removeAllAnimations() }

    private final class CompletionFlag {
        var isSet = false
    }
}
