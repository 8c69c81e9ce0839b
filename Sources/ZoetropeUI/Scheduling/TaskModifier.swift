import Foundation

/// What a `.task` identity remembers: the id the task was started for and the task.
final class TaskRecord {
    var id: Any?
    var handle: Task<Void, Never>?
}

extension ViewGraph {
    /// The tasks this graph drives (made on first use).
    var taskTracker: VirtualTaskTracker {
        if let tracker = taskTrackerStorage { return tracker }
        let tracker = VirtualTaskTracker()
        taskTrackerStorage = tracker
        return tracker
    }

    /// Starts `action` as a task this graph drives, then lets it run until it sleeps or ends.
    func startTask(priority: TaskPriority, _ action: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
        let tracker = taskTracker
        tracker.began()
        let context = VirtualTaskContext(tracker: tracker, link: link)
        let handle = VirtualTaskContext.$current.withValue(context) {
            Task(executorPreference: tracker.executor, priority: priority) {
                await action()
                tracker.finished()
            }
        }
        settleTasks()
        return handle
    }

    /// Waits until every task this graph drives sleeps on the virtual clock or has ended, then
    /// schedules the wake-ups they asked for (at the current virtual time plus each delay) and
    /// wakes the cancelled sleepers. A task that does neither within `taskSettleSeconds` of real
    /// time (it waits for something that is not the virtual clock, or never suspends) fails the
    /// frame with `ViewGraphError.taskDidNotSettle`.
    func settleTasks() {
        guard let tracker = taskTrackerStorage else { return }
        var woke = true
        while woke {
            woke = false
            // Real time: `Date()` here reads the virtual clock (`WallClock`).
            let deadline = WallClock.realNow.addingTimeInterval(taskSettleSeconds)
            if MainQueue.canDrainInPlace {
                // `@MainActor` task code runs on the main queue: pump it while waiting.
                while !tracker.isQuiet {
                    guard WallClock.realNow < deadline else { return fail(ViewGraphError.taskDidNotSettle(seconds: taskSettleSeconds)) }
                    RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.001))
                }
            } else if !tracker.waitUntilQuiet(before: deadline) {
                return fail(ViewGraphError.taskDidNotSettle(seconds: taskSettleSeconds))
            }
            for request in tracker.takeRequests() {
                let id = request.id, continuation = request.continuation
                let entry = scheduler.schedule(at: time + request.delay) { [weak self] in
                    self?.parkedSleeps[id] = nil
                    tracker.began()
                    continuation.resume()
                    self?.settleTasks()
                }
                parkedSleeps[id] = ParkedSleep(entry: entry, continuation: continuation)
            }
            for (id, parked) in parkedSleeps where tracker.takeCancelled(id) {
                scheduler.cancel(parked.entry)
                parkedSleeps[id] = nil
                tracker.began()
                parked.continuation.resume(throwing: CancellationError())
                woke = true
            }
        }
    }

    /// Ends the sleeps of a graph that goes away (their tasks see `CancellationError`).
    func closeTasks() {
        guard let tracker = taskTrackerStorage else { return }
        tracker.close()
        let parked = parkedSleeps
        parkedSleeps = [:]
        for (_, sleep) in parked { sleep.continuation.resume(throwing: CancellationError()) }
    }
}

/// A sleeping task's wake-up: its scheduler entry and its continuation.
struct ParkedSleep {
    let entry: Int
    let continuation: CheckedContinuation<Void, any Error>
}

extension View {
    /// Starts `action` as a task when this view appears and cancels it when the view disappears.
    /// In a render the task runs on the virtual clock: `Task.sleep(for:)` and
    /// `Task.sleep(nanoseconds:)` wake it when the storyboard's clock reaches the wake-up time,
    /// and the graph waits until it sleeps again or ends before drawing, so its changes land at
    /// exact virtual times (`withAnimation` inside animates from then).
    ///
    /// ```swift
    /// ProgressView(value: model.progress).task { await model.start() }
    /// ```
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        taskModifier(id: 0, priority: priority, action)
    }

    /// Starts `action` when this view appears and again, after cancelling the running one,
    /// whenever `value` changes; cancels it when the view disappears.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @Sendable () async -> Void) -> some View {
        taskModifier(id: value, priority: priority, action)
    }

    private func taskModifier<T: Equatable>(id value: T, priority: TaskPriority,
                                            _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(_ActionModifier(onResolve: { node, _ in
            let record: TaskRecord
            if let existing = node.memory as? TaskRecord {
                record = existing
                guard let old = existing.id as? T, old != value else { return }
            } else {
                record = TaskRecord()
                node.memory = record
                // The record strongly: the node (and its memory) is gone by the time disappearance
                // actions run. Settling at once ends a cancelled sleep before a wake-up due later.
                let graph = node.graph
                node.disappearActions.append { [weak graph] in
                    record.handle?.cancel()
                    graph?.settleTasks()
                }
            }
            record.id = value
            let graph = node.graph
            graph.enqueueAction { [weak record] in
                record?.handle?.cancel()
                graph.settleTasks()
                record?.handle = graph.startTask(priority: priority, action)
            }
        }))
    }
}
