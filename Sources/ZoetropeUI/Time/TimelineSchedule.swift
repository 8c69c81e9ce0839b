import Foundation

/// When a `TimelineView` updates: a sequence of dates, asked for once from the date the view
/// appears (SwiftUI's `TimelineSchedule`). The view shows the latest entry at or before the
/// current virtual date (`VirtualClock`); entries must not decrease.
///
/// Write your own by returning any sequence of dates:
///
/// ```swift
/// struct EveryOtherSecond: TimelineSchedule {
///     func entries(from startDate: Date, mode: TimelineScheduleMode) -> some Sequence<Date> {
///         (0...).lazy.map { startDate.addingTimeInterval(Double($0) * 2) }
///     }
/// }
/// TimelineView(EveryOtherSecond()) { context in Text("\(context.date)") }
/// ```
///
/// A schedule that is `Equatable` and changes while its view stays restarts from the current
/// date; one that is not keeps the entries it produced first.
public protocol TimelineSchedule {
    /// The update rate the schedule is asked for (Zoetrope always asks for `.normal`).
    typealias Mode = TimelineScheduleMode
    /// The sequence of dates the schedule produces.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates at which the view updates, starting at `startDate` (or the latest scheduled date
    /// before it); `mode` is always `.normal` on the virtual clock.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// The update rate a `TimelineSchedule` is asked for. Zoetrope renders every frame, so it is
/// always `.normal` (SwiftUI uses `.lowFrequency` for always-on displays).
public enum TimelineScheduleMode: Hashable, Sendable {
    /// Updates as often as the schedule asks.
    case normal
    /// Updates at most once a second or so (never used on the virtual clock).
    case lowFrequency
}

/// A schedule a `TimelineView` follows frame by frame instead of through its entries (the
/// `.animation` schedule): it gives the date to show at `now` from the date shown so far.
protocol FrameDrivenTimelineSchedule {
    func date(showing current: Date, at now: Date) -> Date
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// A schedule that updates every `interval` seconds, on the dates `startDate + k·interval`.
    ///
    /// ```swift
    /// TimelineView(.periodic(from: VirtualClock.epoch, by: 0.5)) { context in … }
    /// ```
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// A schedule that updates at the start of every minute of the virtual clock.
    ///
    /// ```swift
    /// TimelineView(.everyMinute) { context in … }
    /// ```
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    /// A schedule that updates on exactly `dates` (in increasing order), then no more.
    ///
    /// ```swift
    /// TimelineView(.explicit([1, 2.5].map(VirtualClock.date(at:)))) { context in … }
    /// ```
    public static func explicit<S>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S>, S: Sequence, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// A schedule that updates on every rendered frame.
    ///
    /// ```swift
    /// TimelineView(.animation) { context in
    ///     Color.red.rotationEffect(.degrees(VirtualClock.time(of: context.date) * 90))
    /// }
    /// ```
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// A schedule that updates on rendered frames at least `minimumInterval` seconds apart
    /// (every frame when nil); `paused` stops the updates (the view keeps its date).
    ///
    /// ```swift
    /// TimelineView(.animation(minimumInterval: 0.1, paused: isPaused)) { context in … }
    /// ```
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
