import Foundation

/// A Foundation `Timer` added to a run loop inside a render (`Timer.scheduledTimer(withTimeInterval:
/// repeats:block:)`, `RunLoop.main.add(timer, forMode:)`), fired by the graph's scheduler on the
/// virtual clock instead of a run loop nobody runs: first at its `fireDate` (a `Date` of the
/// virtual clock, as `Date()` is inside a render), then every `timeInterval` while it is valid —
/// tick k at first + k·interval, computed, not accumulated. `invalidate()` stops it; a one-shot
/// timer invalidates itself when it fires, as Foundation's `fire()` does.
///
/// ```swift
/// timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in remaining -= 1 }
/// // in a storyboard started at 0: ticks at 1 s, 2 s, 3 s … whichever frames are drawn
/// ```
///
/// The interval is the one the timer holds (not positive: it fires once); the graph's limit on
/// scheduled work per step (`maximumScheduledWorkPerStep`) bounds a timer that outruns the frames.
enum VirtualFoundationTimer {
    static func schedule(_ timer: Timer, on graph: ViewGraph, through link: GraphLink) {
        let fireTime = VirtualClock.time(of: timer.fireDate)
        let first = fireTime.isFinite ? max(fireTime, graph.time) : graph.time
        let interval = timer.timeInterval > 0 ? timer.timeInterval : 0
        scheduleTick(0, of: timer, first: first, interval: interval, on: graph, through: link)
    }

    private static func scheduleTick(_ tick: Int, of timer: Timer, first: Double, interval: Double,
                                     on graph: ViewGraph, through link: GraphLink) {
        graph.scheduler.schedule(at: first + Double(tick) * interval) {
            guard timer.isValid, let graph = link.graph else { return }
            timer.fire()
            if interval > 0, timer.isValid {
                scheduleTick(tick + 1, of: timer, first: first, interval: interval, on: graph, through: link)
            }
        }
    }

    /// The same on an external clock (a UIKit screen's): ticks at first + k·interval on it.
    static func schedule(_ timer: Timer, on clock: any ExternalVirtualClock) {
        let fireTime = VirtualClock.time(of: timer.fireDate)
        let first = fireTime.isFinite ? max(fireTime, clock.now) : clock.now
        scheduleTick(0, of: timer, first: first, interval: timer.timeInterval > 0 ? timer.timeInterval : 0, on: clock)
    }

    private static func scheduleTick(_ tick: Int, of timer: Timer, first: Double, interval: Double, on clock: any ExternalVirtualClock) {
        clock.schedule(at: first + Double(tick) * interval) { [weak clock] in
            guard timer.isValid, let clock else { return }
            timer.fire()
            if interval > 0, timer.isValid { scheduleTick(tick + 1, of: timer, first: first, interval: interval, on: clock) }
        }
    }
}
