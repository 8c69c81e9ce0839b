import Foundation

/// The key of a localized string: what a literal passed to `Text` is. Zoetrope has no string
/// tables, so the key is the text, with SwiftUI's interpolation rules: `\(value, specifier:
/// "%.0f")` formats with `String(format:)` in the POSIX locale (72.5 → "72", ties to even), a bare
/// floating-point value uses "%lf" ("0.500000", as SwiftUI does), integers "%lld", anything else
/// its description.
///
/// ```swift
/// Text("x = \(72.5, specifier: "%.0f")")   // "x = 72"
/// Text("\(0.5)")                           // "0.500000"
/// ```
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    let text: String

    public init(_ value: String) { text = value }
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        static let posix = Locale(identifier: "en_US_POSIX")

        public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity + 8 * interpolationCount) }
        public mutating func appendLiteral(_ literal: String) { text += literal }

        public mutating func appendInterpolation(_ string: String) { text += string }
        public mutating func appendInterpolation<S: StringProtocol>(_ string: S) { text += String(string) }
        public mutating func appendInterpolation(_ value: Double) { text += String(format: "%lf", locale: Self.posix, value) }
        public mutating func appendInterpolation(_ value: Float) { text += String(format: "%f", locale: Self.posix, Double(value)) }
        public mutating func appendInterpolation(_ value: CGFloat) { text += String(format: "%lf", locale: Self.posix, Double(value)) }
        public mutating func appendInterpolation<I: BinaryInteger>(_ value: I) { text += String(value) }
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            text += String(format: specifier, locale: Self.posix, value)
        }
        public mutating func appendInterpolation(_ value: CGFloat, specifier: String) {
            text += String(format: specifier, locale: Self.posix, Double(value))
        }
        public mutating func appendInterpolation(_ text: Text) { self.text += text.plainText }
        public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }
    }
}
