import Foundation

/// A text part that depends on the current date (`Text(_:style:)`, `Text(timerInterval:…)`),
/// written out again at each frame's date.
enum LiveDateText: Hashable {
    case date(Date, Text.DateStyle)
    case timer(ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool)

    /// The text at `now`.
    func string(now: Date) -> String {
        switch self {
        case let .date(date, style):
            switch style.kind {
            case .time: return Self.format(date, Date.FormatStyle(date: .omitted, time: .shortened))
            case .date: return Self.format(date, Date.FormatStyle(date: .long, time: .omitted))
            case .relative: return Self.relative(from: now, to: date)
            case .offset: return Self.offset(from: now, to: date)
            case .timer:
                let seconds = date.timeIntervalSince(now)
                // Counting down shows the seconds left rounded up (0:01 until it is over), counting up
                // the seconds gone rounded down.
                return Self.clock(seconds > 0 ? Self.wholeSeconds(seconds, .up) : Self.wholeSeconds(-seconds, .down), showsHours: true)
            }
        case let .timer(range, pauseTime, countsDown, showsHours):
            var at = now
            if let pauseTime, pauseTime < at { at = pauseTime }
            let duration = range.upperBound.timeIntervalSince(range.lowerBound)
            let gone = min(max(at.timeIntervalSince(range.lowerBound), 0), duration)
            let seconds = countsDown ? Self.wholeSeconds(duration - gone, .up) : Self.wholeSeconds(gone, .down)
            return Self.clock(seconds, showsHours: showsHours)
        }
    }

    /// "m:ss", or "h:mm:ss" from an hour on when `showsHours`.
    static func clock(_ seconds: Int, showsHours: Bool) -> String {
        let hours = seconds / 3600, minutes = (seconds % 3600) / 60, rest = seconds % 60
        if showsHours && hours > 0 { return String(format: "%d:%02d:%02d", hours, minutes, rest) }
        return String(format: "%d:%02d", seconds / 60, rest)
    }

    /// `seconds` in whole seconds, rounded as asked past a nanosecond's noise; bounded (a date
    /// 10¹⁵ years away is not a crash).
    static func wholeSeconds(_ seconds: Double, _ rule: FloatingPointRoundingRule) -> Int {
        guard seconds.isFinite else { return 0 }
        let nudged = rule == .up ? seconds - 1e-9 : seconds + 1e-9
        return Int(min(max(nudged.rounded(rule), 0), 1e15))
    }

    /// The calendar units of the relative styles, largest first.
    private static let units: [(Calendar.Component, String)] = [
        (.year, "year"), (.month, "month"), (.day, "day"), (.hour, "hour"), (.minute, "minute"), (.second, "second"),
    ]

    /// The whole units between `now` and `date` (both orders give the same, positive counts).
    private static func components(from now: Date, to date: Date) -> [(count: Int, name: String)] {
        let (early, late) = now <= date ? (now, date) : (date, now)
        guard early.timeIntervalSinceReferenceDate.isFinite, late.timeIntervalSinceReferenceDate.isFinite,
              abs(late.timeIntervalSince(early)) < 1e12 else { return [(0, "second")] }
        let parts = calendar.dateComponents(Set(units.map(\.0)), from: early, to: late)
        return units.map { (parts.value(for: $0.0) ?? 0, $0.1) }
    }

    /// "2 hours, 23 minutes": the largest non-zero unit and the next one when it is not zero
    /// (inferred from Apple's examples "2 hours, 23 minutes" and "1 year, 1 month").
    static func relative(from now: Date, to date: Date) -> String {
        let parts = components(from: now, to: date)
        guard let first = parts.firstIndex(where: { $0.count > 0 }) else { return "0 seconds" }
        var words = [counted(parts[first])]
        if first + 1 < parts.count, parts[first + 1].count > 0 { words.append(counted(parts[first + 1])) }
        return words.joined(separator: ", ")
    }

    /// "+2 hours" (in the future), "-3 months" (in the past): the largest non-zero unit.
    static func offset(from now: Date, to date: Date) -> String {
        let parts = components(from: now, to: date)
        guard let first = parts.first(where: { $0.count > 0 }) else { return "+0 seconds" }
        return (date < now ? "-" : "+") + counted(first)
    }

    private static func counted(_ part: (count: Int, name: String)) -> String {
        "\(part.count) \(part.name)\(part.count == 1 ? "" : "s")"
    }

    /// "10:30 AM – 10:40 AM" within one day, the abbreviated dates across days.
    static func range(_ dates: ClosedRange<Date>) -> String {
        let sameDay = calendar.isDate(dates.lowerBound, inSameDayAs: dates.upperBound)
        let style = sameDay ? Date.FormatStyle(date: .omitted, time: .shortened) : Date.FormatStyle(date: .abbreviated, time: .omitted)
        return format(dates.lowerBound, style) + " – " + format(dates.upperBound, style)
    }

    /// The Gregorian calendar in UTC and en_US (what a render fixes, see `Text(_:format:)`).
    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US")
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }()

    /// `date` in `style` made deterministic, with ICU's narrow no-break spaces as plain spaces.
    private static func format(_ date: Date, _ style: Date.FormatStyle) -> String {
        guard date.timeIntervalSinceReferenceDate.isFinite else { return "" }
        return Text.deterministic(style).format(date)
            .replacingOccurrences(of: "\u{202F}", with: " ").replacingOccurrences(of: "\u{2009}", with: " ")
    }
}
