import Foundation

extension Color: CustomStringConvertible {
    /// The color as SwiftUI prints it: the name of a standard color (`"red"`, `"blue"`,
    /// `"white"`, `"clear"`, `"secondary"` …), `"50% red"` for a standard color whose opacity was
    /// multiplied (`Color.red.opacity(0.5)`), and `"#RRGGBBAA"` (sRGB-encoded, rounded to 8 bits)
    /// for any other color.
    ///
    /// A `Color` is its components, so a color equal to a standard one prints that name however it
    /// was made: `Color(red: 1, green: 1, blue: 1)` is `"white"` (as in SwiftUI), `Color.primary`
    /// prints `"black"` and `Color.accentColor` `"blue"` (SwiftUI: `"primary"`, the accent name).
    ///
    /// ```swift
    /// Color.red.description                             // "red"
    /// Color.blue.opacity(0.25).description              // "25% blue"
    /// Color(red: 1, green: 0.5, blue: 0).description    // "#FF8000FF"
    /// ```
    public var description: String {
        for (name, named) in Color.standardNames {
            guard named.red == red, named.green == green, named.blue == blue else { continue }
            if named.opacity == opacity { return name }
            let fraction = opacity / named.opacity
            if named.opacity > 0, fraction.isFinite, fraction >= 0 {
                return "\(Int(fraction * 100 + 0.5))% \(name)"
            }
        }
        return Color.hexDescription(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// The standard colors by SwiftUI's names, in lookup order (black before `primary`, which has
    /// the same components here; blue before `accentColor`).
    static let standardNames: [(String, Color)] = [
        ("clear", .clear), ("black", .black), ("white", .white), ("gray", .gray), ("red", .red),
        ("orange", .orange), ("yellow", .yellow), ("green", .green), ("mint", .mint), ("teal", .teal),
        ("cyan", .cyan), ("blue", .blue), ("indigo", .indigo), ("purple", .purple), ("pink", .pink),
        ("brown", .brown), ("secondary", .secondary),
    ]

    /// `#RRGGBBAA` with each component × 255 rounded half up, clamped to 00…FF (NaN → 00).
    static func hexDescription(red: Double, green: Double, blue: Double, opacity: Double) -> String {
        "#" + [red, green, blue, opacity].map { component -> String in
            let byte = component.isNaN ? 0 : Int(min(max(component * 255 + 0.5, 0), 255))
            let digits = String(byte, radix: 16, uppercase: true)
            return byte < 16 ? "0" + digits : digits
        }.joined()
    }
}

extension Color.Resolved: CustomStringConvertible {
    /// `#RRGGBBAA`, as SwiftUI prints a resolved color.
    ///
    /// ```swift
    /// Color.Resolved(red: 1, green: 0.5, blue: 0).description // "#FF8000FF"
    /// ```
    public var description: String {
        Color.hexDescription(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(opacity))
    }
}
