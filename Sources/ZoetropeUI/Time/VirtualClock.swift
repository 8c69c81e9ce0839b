import Foundation

/// The dates of the virtual clock: virtual time t (seconds since a storyboard started) is the
/// date `epoch + t`, with `epoch` fixed at `Date(timeIntervalSinceReferenceDate: 0)`
/// (2001-01-01 00:00:00 UTC). Nothing in the view layer reads the wall clock: `TimelineView`'s
/// `context.date` and its schedules use these dates.
///
/// ```swift
/// TimelineView(.periodic(from: VirtualClock.epoch, by: 0.5)) { context in
///     let seconds = VirtualClock.time(of: context.date)   // 0, 0.5, 1 …
///     Color.red.opacity(seconds / 3)
/// }
/// ```
///
/// Inside a render `Date.now` (`Date()`) reads this clock too (`WallClock`), so
/// `.periodic(from: .now, by: 1)` starts at the frame's virtual date.
public enum VirtualClock {
    /// The date of virtual time 0.
    public static let epoch = Date(timeIntervalSinceReferenceDate: 0)

    /// The date of virtual time `time` (seconds).
    public static func date(at time: TimeInterval) -> Date {
        Date(timeIntervalSinceReferenceDate: epoch.timeIntervalSinceReferenceDate + time)
    }

    /// The virtual time (seconds) of `date`.
    public static func time(of date: Date) -> TimeInterval {
        date.timeIntervalSinceReferenceDate - epoch.timeIntervalSinceReferenceDate
    }
}

extension ViewGraph {
    /// The date of the graph's virtual time (`VirtualClock`).
    var date: Date { VirtualClock.date(at: time) }
}
