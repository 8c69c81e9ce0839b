import Foundation

/// One animation running on a value: its animation, the time it joined the track (relative to
/// the track's start), its target in interval space and its context.
struct AnimationTrackEntry<Value: VectorArithmetic> {
    var animation: Animation
    /// Seconds after the track's begin time at which this entry started.
    var beginOffset: Double
    /// The cumulative interval this entry animates to (first entry: its Δ; later: sum of Δs).
    var target: Value
    var context: AnimationContext<Value>
    var isFinished = false
}

extension Array {
    /// Evaluates the combined animation of `entries` at `elapsed` seconds after the track began,
    /// writing the animated amount (in interval space) to `amount` and the last entry's logical
    /// completion to `isLogicallyComplete`. Returns false once the last entry finished.
    ///
    /// Each entry animates from the composite of the entries before it to its own target; a
    /// finished entry pins the composite to its target.
    mutating func animateTrack<Value: VectorArithmetic>(
        elapsed: Double, amount: inout Value, isLogicallyComplete: inout Bool
    ) -> Bool where Element == AnimationTrackEntry<Value> {
        var result = Value.zero
        let lastIndex = count - 1
        for index in indices {
            if self[index].isFinished {
                result = self[index].target
                if index == lastIndex { break }
                continue
            }
            let remaining = self[index].target - result
            let time = elapsed - self[index].beginOffset
            let animated = self[index].animation.animate(
                value: remaining, time: time, context: &self[index].context
            )
            if let animated {
                result += animated
            } else {
                self[index].isFinished = true
                result += remaining
            }
            if index == lastIndex {
                isLogicallyComplete = self[index].context.isLogicallyComplete
                amount = result
                return animated != nil
            }
        }
        isLogicallyComplete = true
        amount = result
        return false
    }
}

/// A superseded animation kept only to fire the logical-completion callbacks of its transactions
/// when it would have been logically complete (SwiftUI's "fork").
struct AnimationTrackFork<Value: VectorArithmetic> {
    var entries: [AnimationTrackEntry<Value>]
    var listeners: [AnimationCompletionGroup]
    var lastElapsed: Double
}

/// The running animations of one value: the engine behind `AnimatedValue`.
///
/// The displayed value is `model − interval + amount`, where `interval` is the accumulated change
/// being animated and `amount` what the animations have covered of it so far.
struct AnimationTrack<Value: VectorArithmetic> {
    private(set) var entries: [AnimationTrackEntry<Value>]
    /// The accumulated change (Σ Δ) the track animates.
    private(set) var interval: Value
    /// Virtual time at which the track started; entries' times are measured from here.
    let beginTime: Double
    /// True until the animator advances after the track was created: a further change then
    /// replaces the animation instead of combining with it.
    var isPending = true

    /// Entries as they were at the last structural change, for replaying backwards seeks.
    private var snapshotEntries: [AnimationTrackEntry<Value>]
    private var snapshotElapsed: Double
    private(set) var lastElapsed: Double
    private var hasEvaluatedLastElapsed = false
    /// The animated amount at `lastElapsed`.
    private(set) var amount: Value = .zero

    private var removalListeners: [AnimationCompletionGroup] = []
    private var logicalListeners: [AnimationCompletionGroup] = []
    private var isLogicallyComplete = false
    private var forks: [AnimationTrackFork<Value>] = []

    init(animation: Animation, interval: Value, beginTime: Double) {
        let entry = AnimationTrackEntry(
            animation: animation, beginOffset: 0, target: interval, context: AnimationContext()
        )
        entries = [entry]
        snapshotEntries = entries
        self.interval = interval
        self.beginTime = beginTime
        snapshotElapsed = 0
        lastElapsed = 0
    }

    // MARK: Listeners

    /// Registers the completion groups of the transaction that started or joined this track.
    mutating func addListeners(_ groups: [AnimationCompletionGroup]) {
        for group in groups {
            group.animationWasAdded()
            if group.criteria == .removed {
                removalListeners.append(group)
            } else if isLogicallyComplete {
                group.animationWasRemoved()
            } else {
                logicalListeners.append(group)
            }
        }
    }

    /// Cancels every listener without completing it: the track's owner is discarded.
    mutating func cancelAllListeners() {
        for group in removalListeners + logicalListeners + forks.flatMap(\.listeners) { group.cancel() }
        removalListeners = []
        logicalListeners = []
        forks = []
    }

    /// Completes every listener: the track is being removed.
    mutating func removeAllListeners() {
        let groups = removalListeners + logicalListeners + forks.flatMap(\.listeners)
        removalListeners = []
        logicalListeners = []
        forks = []
        for group in groups { group.animationWasRemoved() }
    }

    // MARK: Changes

    /// Adds a change of `delta` animated with `animation` at virtual time `time`: replaces a
    /// pending animation, merges when `animation.shouldMerge` accepts the running single
    /// animation, and otherwise combines. Returns false when the track had already finished by
    /// `time` (the caller then starts a new track).
    mutating func add(animation: Animation, delta: Value, at time: Double, notifying: Bool = true) -> Bool {
        if isPending {
            interval += delta
            entries = [AnimationTrackEntry(
                animation: animation, beginOffset: 0, target: interval, context: AnimationContext()
            )]
            takeSnapshot(elapsed: 0)
            return true
        }
        guard evaluate(at: time, maximumStep: .infinity, notifying: notifying) else {
            return false
        }
        let elapsed = lastElapsed
        if !logicalListeners.isEmpty && !isLogicallyComplete {
            forks.append(AnimationTrackFork(entries: entries, listeners: logicalListeners, lastElapsed: elapsed))
            logicalListeners = []
        }
        isLogicallyComplete = false
        var merged = false
        if entries.count == 1, !entries[0].isFinished {
            var context = entries[0].context
            if animation.shouldMerge(
                previous: entries[0].animation, value: interval, time: elapsed, context: &context
            ) {
                interval += delta
                entries[0] = AnimationTrackEntry(
                    animation: animation, beginOffset: 0, target: interval, context: context
                )
                merged = true
            }
        }
        if !merged {
            interval += delta
            entries.append(AnimationTrackEntry(
                animation: animation, beginOffset: elapsed, target: interval, context: AnimationContext()
            ))
        }
        takeSnapshot(elapsed: elapsed)
        return true
    }

    private mutating func takeSnapshot(elapsed: Double) {
        snapshotEntries = entries
        snapshotElapsed = elapsed
        lastElapsed = elapsed
        hasEvaluatedLastElapsed = false
    }

    // MARK: Evaluation

    /// Evaluates the track at virtual time `time`, leaving the animated amount in `amount`.
    ///
    /// Times before the last evaluated one replay from the last structural change (start, merge
    /// or combine) with fresh copies of the contexts saved then; times before that change clamp to
    /// it. Gaps longer than `maximumStep` are crossed in steps of `maximumStep`, so stateful
    /// animations see the same evaluation grid however sparsely they are sampled.
    /// `notifying: false` leaves completion callbacks untouched (pure sampling).
    /// Returns false once the track has finished; `amount` then holds the last evaluated amount.
    // Specialized for the data of the values views animate most (numbers, points and sizes,
    // rotation = angle + anchor, scale and frames = two pairs): generic code would look the
    // entries' metadata up on every access.
    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where Value == AnimatablePair<Double, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where Value == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    mutating func evaluate(at time: Double, maximumStep: Double, notifying: Bool) -> Bool {
        let elapsed = Swift.max(time - beginTime, snapshotElapsed)
        if elapsed < lastElapsed {
            entries = snapshotEntries
            lastElapsed = snapshotElapsed
            hasEvaluatedLastElapsed = false
        } else if elapsed == lastElapsed && hasEvaluatedLastElapsed {
            return true
        }
        if maximumStep > 0 && maximumStep.isFinite {
            while elapsed - lastElapsed > maximumStep {
                guard step(at: lastElapsed + maximumStep, notifying: notifying) else { return false }
            }
        }
        return step(at: elapsed, notifying: notifying)
    }

    private mutating func step(at elapsed: Double, notifying: Bool) -> Bool {
        var logical = false
        guard entries.animateTrack(elapsed: elapsed, amount: &amount, isLogicallyComplete: &logical) else {
            return false
        }
        lastElapsed = elapsed
        hasEvaluatedLastElapsed = true
        if notifying {
            if logical && !isLogicallyComplete {
                isLogicallyComplete = true
                let groups = logicalListeners
                logicalListeners = []
                for group in groups { group.animationWasRemoved() }
            }
            if !forks.isEmpty { updateForks(elapsed: elapsed) }
        }
        return true
    }

    private mutating func updateForks(elapsed: Double) {
        var index = 0
        while index < forks.count {
            guard elapsed > forks[index].lastElapsed else {
                index += 1
                continue
            }
            forks[index].lastElapsed = elapsed
            var forkAmount = Value.zero
            var logical = false
            let running = forks[index].entries.animateTrack(
                elapsed: elapsed, amount: &forkAmount, isLogicallyComplete: &logical
            )
            if !running || logical {
                let groups = forks.remove(at: index).listeners
                for group in groups { group.animationWasRemoved() }
            } else {
                index += 1
            }
        }
    }
}
