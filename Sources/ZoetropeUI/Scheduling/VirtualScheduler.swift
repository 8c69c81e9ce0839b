import Foundation

/// Work waiting for a virtual time (timer ticks, `DispatchQueue.main.asyncAfter` blocks): the
/// graph runs each entry when its time comes, in time order, entries of one time in the order they
/// were scheduled, each at its own time (the clock is moved to it first), before the frame or the
/// scripted event at or after that time. So a tick at 1 s changes state at 1 s whichever frames
/// are drawn: any frame is the same alone or in a full run.
final class VirtualScheduler {
    struct Entry {
        let time: Double
        let order: Int
        let run: () -> Void
    }

    /// Waiting entries, sorted by (time, order).
    private var entries: [Entry] = []
    private var nextOrder = 0
    /// Where `ContinuousClock.now` and `SuspendingClock.now` start in this graph's renders.
    let clockOrigins = ClockOrigins()

    init() {
        // The first graph's scheduler puts `Date()` and Foundation's timers on the virtual clock.
        _ = WallClock.installed
    }

    /// Schedules `run` at virtual time `time`, rounded to whole nanoseconds (so 0.2 + 0.2 + 0.2 …
    /// lands on 1.0, and a frame at 1.0 sees the wake-up due then); returns the entry's id.
    @discardableResult
    func schedule(at time: Double, _ run: @escaping () -> Void) -> Int {
        let time = time.isFinite ? (time * 1e9).rounded() / 1e9 : time
        let order = nextOrder
        nextOrder += 1
        let entry = Entry(time: time, order: order, run: run)
        // Binary search for the first entry after (time, order): orders only grow, so ties keep FIFO.
        var low = 0, high = entries.count
        while low < high {
            let mid = (low + high) / 2
            if entries[mid].time <= time { low = mid + 1 } else { high = mid }
        }
        entries.insert(entry, at: low)
        return order
    }

    /// Drops the entry `id` if it still waits.
    func cancel(_ id: Int) {
        entries.removeAll { $0.order == id }
    }

    /// Removes and returns the first entry due at or before `time`.
    func popDue(through time: Double) -> Entry? {
        guard let first = entries.first, first.time <= time else { return nil }
        return entries.removeFirst()
    }

    /// The time of the next entry.
    var nextTime: Double? { entries.first?.time }

    /// How many entries wait.
    var count: Int { entries.count }

    func removeAll() { entries = [] }
}

/// A graph's link crosses into task-locals (the graph is only touched on its own thread; tasks
/// reach it while the graph waits for them).
extension GraphLink: @unchecked Sendable {}

/// The graph whose step is running on this task: where `asyncAfter`, timers and `Task.sleep`
/// schedule their work (nil outside a render).
package enum VirtualRunLoop {
    @TaskLocal static var current: GraphLink?

    /// While a graph makes its root view: the virtual time it starts at (what `Date()` reads
    /// then, so `@State var start = Date.now` in the root is the clock's start, see `WallClock`).
    @TaskLocal static var makingRootAt: Double?

    /// The graph whose step is running, if any.
    static var graph: ViewGraph? { current?.graph }
}

extension ViewGraph {
    /// Runs the scheduled work due at or before `time`, each entry at its own time followed by the
    /// updates it caused; past `maximumScheduledWorkPerStep` entries the step fails.
    func runScheduledWork(through time: Double) throws {
        var count = 0
        while let entry = scheduler.popDue(through: time) {
            count += 1
            guard count <= maximumScheduledWorkPerStep else {
                scheduler.removeAll()
                throw ViewGraphError.tooMuchScheduledWork(limit: maximumScheduledWorkPerStep)
            }
            animator.advance(to: max(entry.time, animator.currentTime))
            entry.run()
            try flush()
        }
    }
}
