import CVirtualTime
import Foundation

/// The wall clock as a render sees it: inside a render (a graph's step, the tasks it drives, and
/// the making of its root view), `Date()`, `Date.now`, `Date(timeIntervalSinceNow:)`,
/// `CFAbsoluteTimeGetCurrent`, `gettimeofday` and `time` read the render's virtual clock —
/// `VirtualClock.date(at: t)`, 2001-01-01 00:00:00 UTC plus the virtual time t — so a frame never
/// depends on when it was rendered. Outside a render they read the real clock.
///
/// ```swift
/// struct Elapsed: View {
///     @State private var start = Date.now            // VirtualClock.epoch in a storyboard
///     var body: some View {
///         TimelineView(.periodic(from: .now, by: 1)) { context in
///             Text("\(Int(context.date.timeIntervalSince(start))) s")   // 0 s, 1 s, 2 s …
///         }
///     }
/// }
/// ```
///
/// How (Linux): the executable defines `clock_gettime` (and `gettimeofday`, `time`), so the
/// dynamic linker binds Foundation's calls to it; it asks the hook installed here, which answers
/// from the task-local graph (`VirtualRunLoop`), and otherwise forwards to the C library.
/// Monotonic clocks (`DispatchTime`, `ContinuousClock`, `ProcessInfo.systemUptime`) stay real.
enum WallClock {
    /// Installs the hooks, once per process (every graph's init asks).
    static let installed: Void = {
        zoetrope_set_realtime_hook { seconds in
            guard let seconds, let time = VirtualRunLoop.wallTime else { return false }
            seconds.pointee = time
            return true
        }
        zoetrope_set_timer_hook { _, owner in
            guard let owner else { return false }
            // Foundation's context info is its `Timer` (retained by the CF timer it made).
            if let clock = VirtualRunLoop.hostedClock {
                VirtualFoundationTimer.schedule(Unmanaged<Timer>.fromOpaque(owner).takeUnretainedValue(), on: clock)
                return true
            }
            if let link = VirtualRunLoop.current, let graph = link.graph {
                VirtualFoundationTimer.schedule(Unmanaged<Timer>.fromOpaque(owner).takeUnretainedValue(), on: graph, through: link)
                return true
            }
            guard let clock = VirtualRunLoop.externalClock else { return false }
            VirtualFoundationTimer.schedule(Unmanaged<Timer>.fromOpaque(owner).takeUnretainedValue(), on: clock)
            return true
        }
        DispatchAfterHook.install()
    }()

    /// The real wall clock, for deadlines of real waits made inside a render.
    static var realNow: Date { Date(timeIntervalSince1970: zoetrope_real_unix_time()) }

    /// Whether Foundation's run-loop timers reach the virtual clock in this executable (not where
    /// Foundation is linked statically, `--static-swift-stdlib`: they then run on the wall clock).
    static var timersAreVirtual: Bool { zoetrope_timer_hook_reachable() }
}

extension VirtualRunLoop {
    /// The virtual time a wall-clock read inside a render gets: the running graph's, or while its
    /// root view is made, the time it starts at.
    static var wallTime: Double? {
        if let hostedClock { return hostedClock.now }
        if let graph { return graph.time }
        return makingRootAt ?? externalClock?.now
    }
}
