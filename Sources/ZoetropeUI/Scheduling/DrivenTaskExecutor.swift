import Dispatch

/// Where the tasks a graph drives (`.task`, `Task { }` made in a render) run: a serial Dispatch
/// queue of their own, not the cooperative pool. The graph blocks its thread while it waits for
/// its tasks to sleep or end; on the cooperative pool (one thread per core) a few graphs waiting
/// at once — parallel renders, parallel tests — could hold every thread and starve the very
/// tasks they wait for. One queue per graph also runs its tasks one at a time, in the order they
/// became ready.
final class DrivenTaskExecutor: TaskExecutor, @unchecked Sendable {
    private let queue = DispatchQueue(label: "zoetrope.driven-tasks")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}
