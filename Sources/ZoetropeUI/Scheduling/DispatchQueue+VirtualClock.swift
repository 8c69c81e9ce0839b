import Foundation
import Dispatch

extension DispatchQueue {
    /// Runs `work` on the main queue at `deadline` — on the virtual clock while a render runs: the
    /// delay `deadline − now` is added to the graph's virtual time and the block runs when the
    /// clock reaches it (`withAnimation` inside starts then). Other queues, and calls outside a
    /// render, go to Dispatch.
    ///
    /// `.now()` is Dispatch's uptime; the delay is measured against it when the block is
    /// scheduled and rounded up to whole milliseconds (inferred: the microseconds between the
    /// caller's `.now()` and this call would otherwise leak into the virtual time).
    ///
    /// ```swift
    /// DispatchQueue.main.asyncAfter(deadline: .now() + 2) { withAnimation { showToast = false } }
    /// ```
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        if isMainQueue, let clock = VirtualRunLoop.hostedClock {       // a UIKit view's code inside SwiftUI
            clock.schedule(at: clock.now + Self.virtualDelay(until: deadline)) { work() }
            return
        }
        guard isMainQueue, let graph = VirtualRunLoop.graph else {
            asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
            return
        }
        graph.scheduler.schedule(at: graph.time + Self.virtualDelay(until: deadline), work)
    }

    /// Whether this is the main queue (on Linux `DispatchQueue.main` makes a new wrapper object
    /// at each use, so identity cannot tell; the main queue's label is unique to it).
    var isMainQueue: Bool { label == DispatchQueue.main.label }

    /// The seconds from now to `deadline`, in whole milliseconds, rounded up past a microsecond's slack.
    static func virtualDelay(until deadline: DispatchTime) -> Double {
        let now = DispatchTime.now().uptimeNanoseconds
        guard deadline.uptimeNanoseconds > now else { return 0 }
        let nanoseconds = Double(deadline.uptimeNanoseconds - now)
        return max(0, ((nanoseconds - 1_000) / 1_000_000).rounded(.up)) / 1_000
    }
}
