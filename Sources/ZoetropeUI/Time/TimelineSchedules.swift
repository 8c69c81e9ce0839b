import Foundation

/// Updates every `interval` seconds on the dates `startDate + k·interval` (SwiftUI's
/// `PeriodicTimelineSchedule`). Asked from a later date, the entries begin with the latest
/// scheduled date at or before it; a non-positive or non-finite interval gives `startDate` alone.
///
/// ```swift
/// TimelineView(.periodic(from: VirtualClock.epoch, by: 1)) { context in … }
/// ```
public struct PeriodicTimelineSchedule: TimelineSchedule, Hashable, Sendable {
    /// The scheduled dates, in increasing order.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        let start: Double
        let interval: Double
        var index: Double
        var isSingle: Bool

        public mutating func next() -> Date? {
            if isSingle {
                guard index == 0 else { return nil }
                index = 1
                return Date(timeIntervalSinceReferenceDate: start)
            }
            // Past 2^53 steps the index no longer counts exactly.
            guard index < 9_007_199_254_740_992 else { return nil }
            defer { index += 1 }
            return Date(timeIntervalSinceReferenceDate: start + index * interval)
        }
    }

    /// The first scheduled date.
    public let startDate: Date
    /// Seconds between updates.
    public let interval: TimeInterval

    /// A schedule of `startDate + k·interval`, k = 0, 1, 2 …
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let anchor = self.startDate.timeIntervalSinceReferenceDate
        guard interval > 0, interval.isFinite, anchor.isFinite else {
            return Entries(start: anchor, interval: 0, index: 0, isSingle: true)
        }
        let query = startDate.timeIntervalSinceReferenceDate
        let first = query > anchor && query.isFinite ? ((query - anchor) / interval).rounded(.down) : 0
        return Entries(start: anchor, interval: interval, index: first, isSingle: false)
    }
}

/// Updates at the start of every minute of the virtual clock (SwiftUI's
/// `EveryMinuteTimelineSchedule`): the entries are whole minutes since the reference date,
/// beginning with the minute that contains the start date.
///
/// ```swift
/// TimelineView(.everyMinute) { context in … }
/// ```
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Hashable, Sendable {
    /// The starts of the minutes, in increasing order.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var minute: Double

        public mutating func next() -> Date? {
            guard minute.isFinite else { return nil }
            defer { minute += 60 }
            return Date(timeIntervalSinceReferenceDate: minute)
        }
    }

    public init() {}

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(minute: (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60)
    }
}

/// Updates on exactly the given dates, then no more (SwiftUI's `ExplicitTimelineSchedule`).
/// Before its first date the view shows the date it appeared.
///
/// ```swift
/// TimelineView(.explicit([0.5, 2].map(VirtualClock.date(at:)))) { context in … }
/// ```
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    private let dates: Entries

    /// A schedule of `dates` (in increasing order).
    public init(_ dates: Entries) {
        self.dates = dates
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension ExplicitTimelineSchedule: Equatable where Entries: Equatable {}
extension ExplicitTimelineSchedule: Sendable where Entries: Sendable {}

/// Updates on every rendered frame, or on frames at least `minimumInterval` seconds apart, until
/// paused (SwiftUI's `AnimationTimelineSchedule`). A `TimelineView` follows it frame by frame:
/// its date is the frame's virtual date. `entries(from:mode:)`, for code that iterates it, gives
/// `start + k·(minimumInterval ?? 1/60)` (only `start` when paused).
///
/// ```swift
/// TimelineView(.animation) { context in … }
/// ```
public struct AnimationTimelineSchedule: TimelineSchedule, Hashable, Sendable {
    /// Dates `start + k·step`, or `start` alone when paused.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        let start: Double
        let step: Double
        let paused: Bool
        var index: Double = 0

        public mutating func next() -> Date? {
            if paused && index > 0 { return nil }
            guard index < 9_007_199_254_740_992 else { return nil }
            defer { index += 1 }
            return Date(timeIntervalSinceReferenceDate: start + index * step)
        }
    }

    /// The least time between updates (nil: every frame).
    public let minimumInterval: Double?
    /// Whether updates are stopped.
    public let paused: Bool

    /// A schedule of every frame (or frames `minimumInterval` apart), stopped while `paused`.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let step = minimumInterval.flatMap { $0 > 0 && $0.isFinite ? $0 : nil } ?? 1.0 / 60
        return Entries(start: startDate.timeIntervalSinceReferenceDate, step: step, paused: paused)
    }
}

extension AnimationTimelineSchedule: FrameDrivenTimelineSchedule {
    /// Paused: the date shown so far. Otherwise `now`, once at least `minimumInterval` passed.
    func date(showing current: Date, at now: Date) -> Date {
        if paused { return current }
        guard let minimum = minimumInterval, minimum > 0, minimum.isFinite else { return now }
        let elapsed = now.timeIntervalSinceReferenceDate - current.timeIntervalSinceReferenceDate
        return elapsed >= minimum - 1e-9 ? now : current
    }
}
