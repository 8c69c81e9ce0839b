import Foundation

extension Text {
    /// `input` formatted by `format`, in the en_US locale (the locale a render fixes, see
    /// `EnvironmentValues.locale`) so that the same view gives the same text on any machine. A
    /// `Date.FormatStyle` also takes UTC and the Gregorian calendar, as the environment's calendar
    /// does. (The text is formatted when the `Text` is made: `.environment(\.locale, …)` does not
    /// change it.)
    ///
    /// ```swift
    /// Text(19.99, format: .currency(code: "USD"))          // "$19.99"
    /// Text(0.25, format: .percent)                          // "25%"
    /// Text(1_234_567, format: .number)                      // "1,234,567"
    /// Text(date, format: .dateTime.month(.wide).day())      // "December 2"
    /// ```
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: Self.deterministic(format).format(input))
    }

    /// `format` in the fixed locale (and, for dates, the fixed time zone and calendar).
    static func deterministic<F: FormatStyle>(_ format: F) -> F {
        let locale = Locale(identifier: "en_US")
        if var dates = format as? Date.FormatStyle {
            dates.locale = locale
            dates.timeZone = TimeZone(identifier: "UTC") ?? dates.timeZone
            var calendar = Calendar(identifier: .gregorian)
            calendar.locale = locale
            calendar.timeZone = dates.timeZone
            dates.calendar = calendar
            return (dates as? F) ?? format.locale(locale)
        }
        return format.locale(locale)
    }
}
