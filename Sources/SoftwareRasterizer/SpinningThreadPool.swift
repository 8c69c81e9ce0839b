import CPixelFill
import Dispatch
import Foundation
import Synchronization
import SystemResources

/// `DispatchQueue.concurrentPerform` for the rasterizer's short parallel regions, on helper
/// threads that spin a little while between regions instead of sleeping.
///
/// A frame of 1,000 small fills on two threads runs two parallel regions of a few hundred
/// microseconds each (lowering, then rasterizing). Through Dispatch, each paid ~15 µs before the
/// caller's own first iteration, ~35 µs before the second thread started, and up to ~50 µs for the
/// caller to wake once the last iteration ended: about a twentieth of the frame. Here the caller
/// starts at once, a helper that is still spinning from the last region (they spin for
/// ``spinLimit`` before blocking) joins within a microsecond, and the caller spins for the last
/// iterations rather than blocking.
///
/// The helpers respect a busy machine: a frame asks ``threadsToUse(_:)`` how many threads it may
/// run, and when the other runnable threads on the machine (``RunnableThreads``: other renders on a
/// farm node, encoders) leave no CPU free, the frame runs on its calling thread alone and idle
/// helpers stop spinning and block. Spinning helpers there only took turns with the work: four
/// renders on two cores ran slower with two threads each than with one.
///
/// What runs where never changes a result: as with Dispatch, iterations are independent, and which
/// thread runs which is left to timing. One region runs at a time; a region started while another
/// runs (several renderers on several threads, or a region inside a region) goes to Dispatch.
///
/// ```swift
/// SpinningThreadPool.shared.concurrentPerform(iterations: 2, threads: 2) { piece in lower(piece) }
/// ```
final class SpinningThreadPool: @unchecked Sendable {
    static let shared = SpinningThreadPool()

    /// How long an idle helper spins for the next region before it blocks.
    static let spinLimit: UInt64 = 200_000  // ns
    /// Helpers at most: one per other CPU this process may use (``AvailableCPUs``).
    /// (Capped well below the 16 bits the state word counts them in.)
    static let maxHelpers = min(max(BandRasterizer.activeProcessors - 1, 0), 1023)
    /// How long a decision of ``threadsToUse(_:)`` is reused before the machine is sampled again.
    static let decisionLifetime: UInt64 = 1_000_000  // ns

    /// The region's state in one word, so that joining is one compare-exchange: the generation
    /// (bits 17…), whether helpers may still join (bit 16) and how many have joined and not
    /// finished (bits 0…15).
    private let state = Atomic<UInt64>(0)
    private static let openBit: UInt64 = 1 << 16
    private static let generationUnit: UInt64 = 1 << 17
    /// The next iteration to hand out.
    private let next = Atomic<Int>(0)
    /// Helpers blocked waiting for a region (read by the caller to know whether to wake them).
    private let sleepers = Atomic<Int>(0)
    /// True while a region runs.
    private let busy = Atomic<Bool>(false)

    /// The region's iterations and how many helpers may join it (written before the generation
    /// is published).
    private let iterations = Atomic<Int>(0)
    private let helperLimit = Atomic<Int>(0)
    /// The region's body: written before the generation is published, read only by helpers that
    /// joined the region, cleared once none is inside it.
    private var body: ((Int) -> Void)?

    /// Bumped by ``wake()``: a blocked helper goes back to spinning.
    private var wakeups = 0
    private let condition = NSCondition()
    /// Helper threads started (guarded by `condition`).
    private var helpers = 0
    /// `helpers`, readable without the lock.
    private let startedHelpers = Atomic<Int>(0)
    /// False while the machine is busy: idle helpers then block at once instead of spinning.
    private let spinAllowed = Atomic<Bool>(true)
    /// The last ``threadsToUse(_:)`` decision: helpers allowed, and when (uptime ns; 0 = never).
    private let decidedHelpers = Atomic<Int>(0)
    private let decidedAt = Atomic<UInt64>(0)

    /// The threads a frame drawn with the default thread count should run now: `wanted` (one per
    /// CPU) while the machine has a CPU free for each helper, else the caller and as many helpers
    /// as the CPUs the other runnable threads leave over, down to 1. Sampled at most once a
    /// millisecond. Any answer draws the same bytes.
    ///
    /// ```swift
    /// let threads = SpinningThreadPool.shared.threadsToUse(2)   // 1 beside three busy renders on 2 cores
    /// ```
    func threadsToUse(_ wanted: Int) -> Int {
        let helpersWanted = min(wanted - 1, Self.maxHelpers)
        guard helpersWanted > 0 else { return max(wanted, 1) }
        let now = DispatchTime.now().uptimeNanoseconds
        let last = decidedAt.load(ordering: .relaxed)
        var helpersNow: Int
        if last != 0 && now &- last < Self.decisionLifetime {
            helpersNow = decidedHelpers.load(ordering: .relaxed)
        } else {
            let awake = max(startedHelpers.load(ordering: .relaxed) - sleepers.load(ordering: .relaxed), 0)
            helpersNow = Self.helpersThatFit(wanted: Self.maxHelpers, runnable: RunnableThreads.shared.sample(),
                                             ownRunnable: 1 + awake, machineCPUs: AvailableCPUs.current.machineCores)
            decidedHelpers.store(helpersNow, ordering: .relaxed)
            decidedAt.store(now, ordering: .relaxed)
            spinAllowed.store(helpersNow > 0, ordering: .relaxed)
        }
        return helpersNow >= helpersWanted ? wanted : 1 + helpersNow
    }

    /// Helpers that fit beside the machine's other runnable threads: the CPUs left once they and
    /// the caller have one each, at most `wanted`. `runnable` counts every runnable thread on the
    /// machine, this process's `ownRunnable` (the caller, spinning helpers) included; nil (unknown)
    /// allows `wanted`.
    ///
    /// ```swift
    /// SpinningThreadPool.helpersThatFit(wanted: 1, runnable: 4, ownRunnable: 1, machineCPUs: 2)  // 0
    /// ```
    static func helpersThatFit(wanted: Int, runnable: Int?, ownRunnable: Int, machineCPUs: Int) -> Int {
        guard let runnable else { return max(wanted, 0) }
        let cpus = max(machineCPUs, 1), own = max(ownRunnable, 1)
        // Without overflow for any values (a hostile count is a number, not a crash).
        let others = runnable > own ? runnable - own : 0
        let free = others >= cpus - 1 ? 0 : cpus - 1 - others
        return min(max(wanted, 0), free)
    }

    /// Runs `body(i)` for every i in `0 ..< iterations`, on the calling thread and up to
    /// `threads − 1` helpers, and returns when all have returned.
    func concurrentPerform(iterations: Int, threads: Int, _ body: (Int) -> Void) {
        // More threads than processors would only take turns: the iterations are the same work.
        let helperCount = min(threads, iterations, Self.maxHelpers + 1) - 1
        guard helperCount > 0 else {
            for i in 0..<iterations { body(i) }
            return
        }
        guard busy.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged else {
            withoutActuallyEscaping(body) { body in
                let work = UncheckedBody(run: body)
                DispatchQueue.concurrentPerform(iterations: iterations) { work.run($0) }
            }
            return
        }
        defer { busy.store(false, ordering: .releasing) }
        startHelpers(helperCount)
        withoutActuallyEscaping(body) { body in
            self.iterations.store(iterations, ordering: .relaxed)
            self.helperLimit.store(helperCount, ordering: .relaxed)
            self.body = body
            next.store(0, ordering: .relaxed)
            // Publish (every helper finished the last region: nobody has joined).
            let generation = state.load(ordering: .relaxed) / Self.generationUnit &+ 1
            state.store(generation &* Self.generationUnit | Self.openBit, ordering: .sequentiallyConsistent)
            if sleepers.load(ordering: .sequentiallyConsistent) > 0 {
                condition.lock()
                condition.broadcast()
                condition.unlock()
            }
            runIterations(body)
            // Close the region to late helpers, then wait for the ones inside it.
            state.bitwiseAnd(~Self.openBit, ordering: .acquiringAndReleasing)
            var spins = 0
            while state.load(ordering: .acquiring) & (Self.openBit - 1) != 0 {
                spins &+= 1
                if spins & 1023 == 0 { sched_yield() } else { zoetrope_spin_pause() }
            }
            self.body = nil
        }
    }

    /// Wakes blocked helpers ahead of a region about to start, so that they are spinning when it
    /// does (waking one takes tens of microseconds; a frame's validation takes about as long).
    /// Not while the machine is busy (``threadsToUse(_:)`` said so): they would only spin.
    func wake() {
        guard spinAllowed.load(ordering: .relaxed), sleepers.load(ordering: .sequentiallyConsistent) > 0 else { return }
        condition.lock()
        wakeups &+= 1
        condition.broadcast()
        condition.unlock()
    }

    /// Takes iterations until none is left.
    @inline(__always)
    private func runIterations(_ body: (Int) -> Void) {
        let count = iterations.load(ordering: .relaxed)
        while true {
            let index = next.add(1, ordering: .relaxed).oldValue
            if index >= count { return }
            body(index)
        }
    }

    /// Makes sure `count` helper threads exist.
    private func startHelpers(_ count: Int) {
        condition.lock()
        defer { condition.unlock() }
        while helpers < count {
            helpers += 1
            startedHelpers.store(helpers, ordering: .relaxed)
            // Named from the thread itself (set before `start`, Linux does not pass the name on),
            // in at most 15 characters (Linux drops a longer one): else the helper keeps its
            // creator's name, a Dispatch queue's, in debuggers and profiles.
            let name = "zt-raster-\(helpers)"
            // The generation before the region about to be published: a new helper joins that one.
            let seen = state.load(ordering: .acquiring) / Self.generationUnit
            Thread { [unowned self] in
                Thread.current.name = name
                self.helperLoop(after: seen)
            }.start()
        }
    }

    /// A helper: waits for each region after generation `seen` (spinning, then blocking), joins it
    /// if there is room, takes iterations, leaves.
    private func helperLoop(after seen: UInt64) {
        var seen = seen
        while true {
            guard let current = waitForNewGeneration(after: seen) else { continue }
            seen = current / Self.generationUnit
            if join(current) {
                runJoinedRegion()
                state.subtract(1, ordering: .releasing)
            }
        }
    }

    /// Runs the joined region's iterations. Apart from the loop so that the helper's reference to
    /// the body is gone before it leaves the region (the body must not outlive the caller's call).
    @inline(never)
    private func runJoinedRegion() {
        guard let body else { return }
        runIterations(body)
    }

    /// The state once its generation differs from `seen`: spinning up to ``spinLimit``, then
    /// blocked until the caller wakes the sleepers (nil when ``wake()`` woke it: spin again).
    private func waitForNewGeneration(after seen: UInt64) -> UInt64? {
        let start = DispatchTime.now().uptimeNanoseconds
        var spins = 0
        while true {
            let current = state.load(ordering: .acquiring)
            if current / Self.generationUnit != seen { return current }
            spins &+= 1
            zoetrope_spin_pause()
            if spins & 63 == 0 && (!spinAllowed.load(ordering: .relaxed)
                                   || DispatchTime.now().uptimeNanoseconds &- start > Self.spinLimit) { break }
        }
        condition.lock()
        defer { condition.unlock() }
        sleepers.add(1, ordering: .sequentiallyConsistent)
        defer { sleepers.subtract(1, ordering: .sequentiallyConsistent) }
        let wakeupsBefore = wakeups
        while true {
            let current = state.load(ordering: .sequentiallyConsistent)
            if current / Self.generationUnit != seen { return current }
            if wakeups != wakeupsBefore { return nil }
            condition.wait()
        }
    }

    /// Joins the region published as `observed` when it is still open and has room.
    private func join(_ observed: UInt64) -> Bool {
        var current = observed
        while current / Self.generationUnit == observed / Self.generationUnit && current & Self.openBit != 0
                && Int(current & (Self.openBit - 1)) < helperLimit.load(ordering: .relaxed) {
            let (exchanged, actual) = state.compareExchange(expected: current, desired: current &+ 1,
                                                            ordering: .acquiringAndReleasing)
            if exchanged { return true }
            current = actual
        }
        return false
    }

    /// A non-escaping body handed to Dispatch (it returns before the call does).
    private struct UncheckedBody: @unchecked Sendable {
        let run: (Int) -> Void
    }
}

