import CVirtualTime
import Dispatch

/// Blocks given to the main queue for later through `dispatch_after` — Dispatch's
/// `asyncAfter(deadline:execute:)` with a `DispatchWorkItem` (or with a QoS) — inside a render
/// run on the virtual clock, as Zoetrope's own `asyncAfter(deadline:execute:)` closure overload
/// does: at the graph's time plus the delay to the deadline in whole milliseconds. A work item
/// cancelled before then does nothing when it comes (Dispatch's own check).
///
/// ```swift
/// hideWorkItem?.cancel()
/// let item = DispatchWorkItem { showToast = false }
/// DispatchQueue.main.asyncAfter(deadline: .now() + 2, execute: item)   // 2 s of the storyboard
/// RunLoop.main.perform { loaded = true }                               // after this step
/// ```
enum DispatchAfterHook {
    /// Installs the hook (with `WallClock`'s, once per process).
    static func install() {
        zoetrope_set_after_hook { when, block in
            guard let block else { return false }
            let delay = DispatchQueue.virtualDelay(until: DispatchTime(uptimeNanoseconds: UInt64(when)))
            if VirtualRunLoop.hostedClock == nil, let graph = VirtualRunLoop.graph {
                let pending = PendingBlock(block)
                graph.scheduler.schedule(at: graph.time + delay) { pending.run() }
                return true
            }
            guard let clock = VirtualRunLoop.externalClock else { return false }
            let pending = PendingBlock(block)
            clock.schedule(at: clock.now + delay) { pending.run() }
            return true
        }
    }
}

/// A block copy owned until it runs, or released unrun when the graph drops its queue.
private final class PendingBlock {
    private var block: UnsafeMutableRawPointer?

    init(_ block: UnsafeMutableRawPointer) { self.block = block }

    func run() {
        guard let block else { return }
        self.block = nil
        zoetrope_run_block(block)
    }

    deinit {
        if let block { zoetrope_release_block(block) }
    }
}
