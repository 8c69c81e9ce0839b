import Foundation

/// Where a graph's `ContinuousClock` and `SuspendingClock` instants start: the real instants when
/// it was made. Inside a render `now` is the origin plus the virtual time, so durations between
/// two readings are virtual seconds (the origins themselves never reach a pixel).
struct ClockOrigins {
    let continuous = ContinuousClock.Instant.now
    let suspending = SuspendingClock.Instant.now
}

extension ContinuousClock {
    /// The current instant; inside a render the graph's virtual time (see `ClockOrigins`), so
    /// `start.duration(to: clock.now)` measures the storyboard's seconds. Swift prefers this to
    /// the standard library's `now` when `Zoetrope` is imported.
    ///
    /// ```swift
    /// let clock = ContinuousClock()
    /// let start = clock.now
    /// try await clock.sleep(for: .milliseconds(50))   // 50 ms of the storyboard's clock
    /// let elapsed = start.duration(to: clock.now)      // exactly 0.05 seconds
    /// ```
    public var now: Instant { Self.now }

    /// The current instant (`ContinuousClock.now`), virtual inside a render.
    public static var now: Instant {
        guard let graph = VirtualRunLoop.graph else { return Instant.now }
        return graph.scheduler.clockOrigins.continuous.advanced(by: .seconds(graph.time))
    }

    /// Sleeps for `duration` — on the virtual clock inside a task a render drives, as
    /// `Task.sleep(for:)`.
    public func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
        try await Task.sleep(for: duration)
    }

    /// Sleeps until `deadline` — on the virtual clock inside a task a render drives.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try await Task.sleep(for: max(.zero, now.duration(to: deadline)))
    }
}

extension SuspendingClock {
    /// The current instant; inside a render the graph's virtual time, as `ContinuousClock.now`.
    public var now: Instant { Self.now }

    /// The current instant (`SuspendingClock.now`), virtual inside a render.
    public static var now: Instant {
        guard let graph = VirtualRunLoop.graph else { return Instant.now }
        return graph.scheduler.clockOrigins.suspending.advanced(by: .seconds(graph.time))
    }

    /// Sleeps for `duration` — on the virtual clock inside a task a render drives.
    public func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
        try await Task.sleep(for: duration)
    }

    /// Sleeps until `deadline` — on the virtual clock inside a task a render drives.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try await Task.sleep(for: max(.zero, now.duration(to: deadline)))
    }
}
