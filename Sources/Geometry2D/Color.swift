import Foundation

/// A color in the sRGB color space with an opacity; components are sRGB-encoded, 0…1. The
/// standard colours (`.blue`, `.primary` …) also carry their dark-appearance components and draw
/// them in dark appearance (see Color+Appearance.swift).
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
    /// The components shown in dark appearance, for a colour that follows the colour scheme
    /// (`Color.primary`, `Color.blue`, `Color(uiColor: .label)`, an asset catalog's colour set);
    /// nil for a fixed colour. `red`, `green`, `blue` and `opacity` are the light appearance's.
    /// See `Color+Appearance.swift`.
    @usableFromInline package var darkVariant: Resolved?

    /// A color from sRGB components and opacity.
    @inlinable
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
        self.darkVariant = nil
    }

    /// A gray with the given sRGB white level.
    @inlinable
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// The same color with its opacity multiplied by `opacity`.
    @inlinable
    public func opacity(_ opacity: Double) -> Color {
        // NaN is transparent; the product stays in 0…1. A dynamic colour fades in both appearances.
        var faded = Color(red: red, green: green, blue: blue, opacity: opacity.isNaN ? 0 : min(max(self.opacity * opacity, 0), 1))
        if var dark = darkVariant {
            dark.opacity = opacity.isNaN ? 0 : min(max(dark.opacity * Float(opacity), 0), 1)
            faded.darkVariant = dark
        }
        return faded
    }

    // The standard colours follow the colour scheme as SwiftUI's do on iOS: the light values are
    // UIKit's system colours in light appearance, the dark ones the same colours in dark appearance
    // (Apple's Human Interface Guidelines, "Color", iOS 13–18 values; see `SystemColors` in
    // Color+Appearance.swift). White, black and clear are the same in both.
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let gray = SystemColors.gray.color
    public static let red = SystemColors.red.color
    public static let orange = SystemColors.orange.color
    public static let yellow = SystemColors.yellow.color
    public static let green = SystemColors.green.color
    public static let mint = SystemColors.mint.color
    public static let teal = SystemColors.teal.color
    public static let cyan = SystemColors.cyan.color
    public static let blue = SystemColors.blue.color
    public static let indigo = SystemColors.indigo.color
    public static let purple = SystemColors.purple.color
    public static let pink = SystemColors.pink.color
    public static let brown = SystemColors.brown.color
    /// The default foreground: UIKit's `label` — black in light appearance, white in dark.
    public static let primary = SystemColors.label.color
    /// Secondary foreground: UIKit's `secondaryLabel` — rgba(60, 60, 67, 0.6) in light appearance,
    /// rgba(235, 235, 245, 0.6) in dark.
    public static let secondary = SystemColors.secondaryLabel.color
    /// The accent color (SwiftUI's default: blue, in both appearances).
    public static let accentColor = Color.blue
}
