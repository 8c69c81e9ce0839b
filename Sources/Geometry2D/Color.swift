import Foundation

/// A color in the sRGB color space with an opacity; components are sRGB-encoded, 0…1.
///
/// ```swift
/// let accent = Color(red: 0.2, green: 0.4, blue: 1)
/// let faded = Color.blue.opacity(0.5)
/// ```
@frozen
public struct Color: Hashable, Sendable {
    /// sRGB-encoded red, 0…1.
    public var red: Double
    /// sRGB-encoded green, 0…1.
    public var green: Double
    /// sRGB-encoded blue, 0…1.
    public var blue: Double
    /// Opacity, 0…1 (not premultiplied).
    public var opacity: Double

    /// A color from sRGB components and opacity.
    @inlinable
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    /// A gray with the given sRGB white level.
    @inlinable
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// The same color with its opacity multiplied by `opacity`.
    @inlinable
    public func opacity(_ opacity: Double) -> Color {
        // NaN is transparent; the product stays in 0…1.
        Color(red: red, green: green, blue: blue, opacity: opacity.isNaN ? 0 : min(max(self.opacity * opacity, 0), 1))
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let gray = Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255)
    public static let red = Color(red: 1, green: 59 / 255, blue: 48 / 255)
    public static let orange = Color(red: 1, green: 149 / 255, blue: 0)
    public static let yellow = Color(red: 1, green: 204 / 255, blue: 0)
    public static let green = Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255)
    public static let mint = Color(red: 0, green: 199 / 255, blue: 190 / 255)
    public static let teal = Color(red: 48 / 255, green: 176 / 255, blue: 199 / 255)
    public static let cyan = Color(red: 50 / 255, green: 173 / 255, blue: 230 / 255)
    public static let blue = Color(red: 0, green: 122 / 255, blue: 1)
    public static let indigo = Color(red: 88 / 255, green: 86 / 255, blue: 214 / 255)
    public static let purple = Color(red: 175 / 255, green: 82 / 255, blue: 222 / 255)
    public static let pink = Color(red: 1, green: 45 / 255, blue: 85 / 255)
    public static let brown = Color(red: 162 / 255, green: 132 / 255, blue: 94 / 255)
    /// The default foreground: black in light appearance (Zoetrope renders the light appearance).
    public static let primary = Color.black
    /// Secondary foreground: gray at 60 % opacity.
    public static let secondary = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)
    /// The accent color (SwiftUI's default blue).
    public static let accentColor = Color.blue
}
