/// The bookkeeping behind one completion callback: how many animations started by its
/// transaction have not yet reached its criterion.
///
/// Each animated value that starts (or joins) an animation with the transaction calls
/// `animationWasAdded()`, and `animationWasRemoved()` once that animation reaches the criterion.
/// When the count returns to zero the group is queued on its thread and fires at the end of the
/// next `Animator.advance(to:)`, at most once.
final class AnimationCompletionGroup {
    let criteria: AnimationCompletionCriteria
    private let handler: () -> Void
    /// Creation order on this thread; ready groups fire in this order.
    let sequence: UInt64
    /// Animations added and not yet complete.
    private(set) var activeCount = 0
    /// Animations ever added.
    private(set) var addedCount = 0
    private(set) var hasFired = false

    init(criteria: AnimationCompletionCriteria, handler: @escaping () -> Void) {
        self.criteria = criteria
        self.handler = handler
        self.sequence = TransactionThreadState.current.makeCompletionSequence()
    }

    func animationWasAdded() {
        activeCount += 1
        addedCount += 1
    }

    func animationWasRemoved() {
        activeCount -= 1
        if activeCount == 0 {
            TransactionThreadState.current.enqueueReady(self)
        }
    }

    /// Queues the group if the transaction that carries it started no animation.
    func commitIfNothingStarted() {
        if addedCount == 0 {
            TransactionThreadState.current.enqueueReady(self)
        }
    }

    /// Makes sure the handler never runs (its animations' owner is gone).
    func cancel() {
        hasFired = true
    }

    /// Runs the handler if every added animation is complete and it has not run yet.
    func fireIfReady() {
        guard !hasFired, activeCount == 0 else { return }
        hasFired = true
        handler()
    }
}
