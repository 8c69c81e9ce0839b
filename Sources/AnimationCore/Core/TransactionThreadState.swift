import Foundation

/// Per-thread state of the transaction machinery: the stack of transactions in effect and the
/// completion groups waiting to fire. SwiftUI keeps the current transaction per thread as well.
final class TransactionThreadState {
    /// Merged transactions of the enclosing `withTransaction` calls, innermost last.
    var stack: [Transaction] = []
    private var readyGroups: [AnimationCompletionGroup] = []
    private var nextSequence: UInt64 = 0

    /// The state of the calling thread, created on first use and released with the thread.
    static var current: TransactionThreadState {
        if let pointer = pthread_getspecific(threadStateKey) {
            return Unmanaged<TransactionThreadState>.fromOpaque(pointer).takeUnretainedValue()
        }
        let state = TransactionThreadState()
        pthread_setspecific(threadStateKey, Unmanaged.passRetained(state).toOpaque())
        return state
    }

    func makeCompletionSequence() -> UInt64 {
        nextSequence += 1
        return nextSequence
    }

    func enqueueReady(_ group: AnimationCompletionGroup) {
        readyGroups.append(group)
    }

    /// Fires the queued groups that are ready, in creation order. Groups queued by the handlers
    /// themselves wait for the next call.
    func fireReadyCompletions() {
        guard !readyGroups.isEmpty else { return }
        var groups = readyGroups
        readyGroups = []
        groups.sort { $0.sequence < $1.sequence }
        var previous: AnimationCompletionGroup?
        for group in groups where group !== previous {
            previous = group
            group.fireIfReady()
        }
    }
}

private let threadStateKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { pointer in
        guard let pointer else { return }
        Unmanaged<TransactionThreadState>.fromOpaque(pointer).release()
    }
    return key
}()
