import Foundation
import AnimationCore

/// Why a hex color string could not be read.
///
/// ```swift
/// do { _ = try Color(hex: "#12345") } catch { print(error) }
/// // invalid hex color "#12345": expected 3, 4, 6 or 8 hex digits, found 5
/// ```
public struct ColorHexError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The text that was given.
    public var input: String
    /// What was wrong with it, in words.
    public var reason: String

    /// The message shown to a user, e.g. `invalid hex color "#12": expected 3, 4, 6 or 8 hex digits, found 2`.
    public var description: String { "invalid hex color \"\(input)\": \(reason)" }
}

extension Color {
    /// A color from a CSS-style hex string: `#RRGGBB` or `#RRGGBBAA` (also the short `#RGB` and
    /// `#RGBA`; the `#` is optional, case does not matter, surrounding whitespace is ignored).
    /// Digits are sRGB-encoded; `AA` is the opacity.
    ///
    /// ```swift
    /// let orange = try Color(hex: "#FF9500")    // Color(red: 1, green: 149/255, blue: 0)
    /// let veil = try Color(hex: "#00000080")    // black at 128/255 opacity
    /// ```
    /// - Throws: ``ColorHexError`` naming the input and what was wrong.
    public init(hex: String) throws {
        let trimmed = hex.trimmingCharacters(in: .whitespacesAndNewlines)
        let digits = trimmed.hasPrefix("#") ? String(trimmed.dropFirst()) : trimmed
        var values: [Int] = []
        for character in digits {
            guard let value = character.hexDigitValue, character.isASCII else {
                throw ColorHexError(input: hex, reason: "\"\(character)\" is not a hex digit (0-9, a-f)")
            }
            values.append(value)
        }
        let channels: [Int]
        switch values.count {
        case 3, 4: channels = values.map { $0 * 17 }
        case 6, 8: channels = stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
        default:
            throw ColorHexError(input: hex, reason: "expected 3, 4, 6 or 8 hex digits, found \(values.count)")
        }
        self.init(red: Double(channels[0]) / 255, green: Double(channels[1]) / 255, blue: Double(channels[2]) / 255,
                  opacity: channels.count == 4 ? Double(channels[3]) / 255 : 1)
    }
}
