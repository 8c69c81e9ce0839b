import Foundation

/// The tasks one graph drives (`.task`): how many are running now (started or woken, not yet
/// parked at a virtual sleep or finished), and the sleeps they asked for since the graph last
/// looked. Shared with the tasks' threads under a lock; the graph waits for "none running" before
/// it goes on, so what a task does between two sleeps happens at one virtual instant.
final class VirtualTaskTracker: @unchecked Sendable {
    private let condition = NSCondition()
    private var running = 0
    private var requests: [(delay: Double, continuation: CheckedContinuation<Void, any Error>, id: Int)] = []
    private var cancelled: Set<Int> = []
    private var nextID = 0
    /// Set when the graph is gone: a sleep then ends at once with `CancellationError`.
    private var isClosed = false
    /// Where the tasks run (not the cooperative pool the graph may be blocking).
    let executor = DrivenTaskExecutor()

    /// A task starts running (or is about to be resumed).
    func began() {
        condition.lock()
        running += 1
        condition.unlock()
    }

    /// A task finished.
    func finished() {
        condition.lock()
        running -= 1
        condition.broadcast()
        condition.unlock()
    }

    /// A task parks `continuation` for `delay` seconds of virtual time; returns its id.
    func park(after delay: Double, _ continuation: CheckedContinuation<Void, any Error>, id: Int) {
        condition.lock()
        running -= 1
        if isClosed || cancelled.remove(id) != nil {
            running += 1
            condition.unlock()
            continuation.resume(throwing: CancellationError())
            return
        }
        requests.append((delay, continuation, id))
        condition.broadcast()
        condition.unlock()
    }

    func makeID() -> Int {
        condition.lock()
        defer { condition.unlock() }
        nextID += 1
        return nextID
    }

    /// The sleeps asked for since the last call, in the order they were asked.
    func takeRequests() -> [(delay: Double, continuation: CheckedContinuation<Void, any Error>, id: Int)] {
        condition.lock()
        defer { condition.unlock() }
        let taken = requests
        requests = []
        return taken
    }

    /// Whether no driven task is running.
    var isQuiet: Bool {
        condition.lock()
        defer { condition.unlock() }
        return running <= 0
    }

    /// Waits (blocking) until no driven task runs or `deadline` passes; true when quiet.
    func waitUntilQuiet(before deadline: Date) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while running > 0 {
            if !condition.wait(until: deadline) { return running <= 0 }
        }
        return true
    }

    /// Marks sleep `id` cancelled: a parked one is resumed with `CancellationError` by the graph; one
    /// not yet parked throws as soon as it parks.
    func cancel(_ id: Int) {
        condition.lock()
        cancelled.insert(id)
        condition.unlock()
    }

    /// The graph is gone: sleeps asked for and asked later end with `CancellationError`.
    func close() {
        condition.lock()
        isClosed = true
        let waiting = requests
        requests = []
        condition.unlock()
        for request in waiting { request.continuation.resume(throwing: CancellationError()) }
    }

    /// Whether sleep `id` was cancelled (and forgets it).
    func takeCancelled(_ id: Int) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return cancelled.remove(id) != nil
    }
}

/// What a driven task carries as a task-local: its graph's tracker and the graph's link.
struct VirtualTaskContext: @unchecked Sendable {
    let tracker: VirtualTaskTracker
    let link: GraphLink

    @TaskLocal static var current: VirtualTaskContext?

    /// Parks the current task for `seconds` of virtual time.
    func sleep(seconds: Double) async throws {
        let id = tracker.makeID()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                tracker.park(after: seconds, continuation, id: id)
            }
        } onCancel: {
            tracker.cancel(id)
        }
    }
}

extension Task where Success == Never, Failure == Never {
    /// Suspends the current task for `duration` — on the virtual clock inside a `.task` a render
    /// drives (the task wakes when the storyboard's clock reaches the time it slept at plus
    /// `duration`); elsewhere, the standard library's `Task.sleep(for:)`. Swift prefers this
    /// overload to the standard library's when `Zoetrope` is imported.
    ///
    /// ```swift
    /// .task { try? await Task.sleep(for: .milliseconds(200)); loaded = true }
    /// ```
    public static func sleep(for duration: Duration) async throws {
        guard let context = VirtualTaskContext.current else {
            try await Task<Never, Never>.sleep(for: duration, tolerance: nil, clock: ContinuousClock())
            return
        }
        let (seconds, attoseconds) = duration.components
        try await context.sleep(seconds: max(0, Double(seconds) + Double(attoseconds) * 1e-18))
    }

    /// Suspends the current task for `duration` nanoseconds — on the virtual clock inside a
    /// `.task` a render drives, elsewhere as the standard library's.
    public static func sleep(nanoseconds duration: UInt64) async throws {
        guard let context = VirtualTaskContext.current else {
            try await Task<Never, Never>.sleep(for: .nanoseconds(duration), tolerance: nil, clock: ContinuousClock())
            return
        }
        try await context.sleep(seconds: Double(duration) * 1e-9)
    }
}
