import Foundation

extension Text {
    /// A predefined way to show a date (`Text(_:style:)`); `.relative`, `.offset` and `.timer`
    /// measure from now and update as the virtual clock runs.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind

        /// The time of day: "11:23 PM".
        public static let time = DateStyle(kind: .time)
        /// The date: "June 3, 2019".
        public static let date = DateStyle(kind: .date)
        /// The distance from now in its two largest units: "2 hours, 23 minutes".
        public static let relative = DateStyle(kind: .relative)
        /// The signed distance from now in its largest unit: "+2 hours", "-3 months".
        public static let offset = DateStyle(kind: .offset)
        /// A timer counting from now: "2:32", "36:59:01".
        public static let timer = DateStyle(kind: .timer)
    }

    /// `date` in `style`, in the fixed en_US locale and UTC (as `Text(_:format:)`). The relative
    /// styles are measured from the virtual clock's now each frame, so the text counts by itself
    /// (no `TimelineView` needed), as in SwiftUI.
    ///
    /// ```swift
    /// Text(startedAt, style: .timer)          // "0:00", then "0:01" a second later …
    /// Text(deadline, style: .relative)        // "4 minutes, 10 seconds"
    /// ```
    public init(_ date: Date, style: DateStyle) {
        self.init(live: .date(date, style))
    }

    /// A timer over `timerInterval`: the time left (`countsDown`, the default) or gone, clamped to
    /// the interval and stopped at `pauseTime`; "m:ss", or "h:mm:ss" past an hour unless
    /// `showsHours` is false ("90:00").
    ///
    /// ```swift
    /// Text(timerInterval: start...start.addingTimeInterval(60))   // "1:00" … "0:00"
    /// ```
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        self.init(live: .timer(timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))
    }

    /// The range of dates: "10:30 AM – 10:40 AM" within one day, "Jun 3, 2019 – Jun 5, 2019" across days.
    public init(_ dates: ClosedRange<Date>) {
        self.init(verbatim: LiveDateText.range(dates))
    }

    /// The interval's start and end, as `Text(start...end)`.
    public init(_ interval: DateInterval) {
        self.init(interval.start...interval.end)
    }

    init(live: LiveDateText) {
        self.init(verbatim: live.string(now: Date()))
        runs[0].live = live
    }

    /// Whether a part of this text measures from now.
    var isLive: Bool { runs.contains { $0.live != nil } }

    /// This text with its live parts written out at `now`.
    func writingLiveParts(at now: Date) -> Text {
        changingRuns { run in
            if let live = run.live { run.string = live.string(now: now) }
        }
    }
}
