import Foundation

extension Task where Failure == Never {
    /// Runs `operation` as a new top-level task, as the standard library's `Task { }` does —
    /// and inside a render (a button's action, `onAppear`, a timer's block) as a task the graph
    /// drives: it starts at the same virtual instant once the code that made it has finished (as
    /// a task made on the main actor does), its `Task.sleep`s wake on the virtual clock, and the
    /// graph waits for it to sleep or end before it draws. Swift prefers this overload to the
    /// standard library's (which has a `priority` parameter) when `Zoetrope` is imported.
    ///
    /// ```swift
    /// Button("Save") {
    ///     Task {
    ///         isSaving = true
    ///         try? await Task.sleep(for: .seconds(1.2))     // 1.2 s of the storyboard's clock
    ///         isSaving = false
    ///     }
    /// }
    /// ```
    ///
    /// Unlike `.task`, nothing cancels it when its view goes; the graph's end does.
    @discardableResult
    public init(@_inheritActorContext @_implicitSelfCapture operation: sending @escaping @isolated(any) () async -> Success) {
        nonisolated(unsafe) let operation = operation
        guard let graph = VirtualRunLoop.graph, graph.isInStep else {
            self = Task(priority: nil) { await operation() }
            return
        }
        self = graph.startDrivenTask { await operation() }
    }
}

extension ViewGraph {
    /// Starts `operation` as a task this graph drives, parked until the current step's work is
    /// done: its first part runs at this virtual instant, before the next event or frame.
    func startDrivenTask<Success: Sendable>(_ operation: @escaping @Sendable () async -> Success) -> Task<Success, Never> {
        let tracker = taskTracker
        tracker.began()
        let context = VirtualTaskContext(tracker: tracker, link: link)
        let handle = VirtualTaskContext.$current.withValue(context) {
            Task<Success, Never>(executorPreference: tracker.executor, priority: nil) {
                // A zero sleep: woken by the scheduler after the code that made the task.
                try? await context.sleep(seconds: 0)
                let result = await operation()
                tracker.finished()
                return result
            }
        }
        settleTasks()
        return handle
    }
}
