import Foundation

// Light and dark appearance of a colour.
//
// A `Color` holds the components it shows in light appearance (`red`, `green`, `blue`, `opacity`)
// and, for a colour that follows the colour scheme, the components it shows in dark appearance
// (`darkVariant`). The view layer resolves a colour for the scheme of the view that draws it
// (`Color.resolve(in:)`, ZoetropeUI), so `Color.primary` draws black in light appearance and white
// in dark. A colour made from components (`Color(red:green:blue:)`) is the same in both.
//
// Two colours are equal when their light components are: the dark variant is not compared or
// hashed, so `Color.primary == Color.black`, as Zoetrope's colours compared before they had a
// dark appearance (SwiftUI's `Color.primary` is a distinct provider; code that compares colours by
// value compares what light appearance shows).

extension Color {
    /// A colour that shows `light` in light appearance and `dark` in dark appearance (what
    /// `UIColor(dynamicProvider:)`, an asset catalog's colour set and the system colours become);
    /// each is taken as it shows in that appearance (`Color(light: .orange, dark: .yellow)` is
    /// systemYellow's dark value in dark).
    package init(light: Color, dark: Color) {
        self = light.appearance(isDark: false)
        let dark = dark.appearance(isDark: true)
        darkVariant = Resolved(red: Float(dark.red), green: Float(dark.green), blue: Float(dark.blue), opacity: Float(dark.opacity))
    }

    /// True for a colour whose dark appearance differs from its light one.
    package var followsColorScheme: Bool { darkVariant != nil }

    /// The colour shown in dark appearance (`isDark`) or light appearance, as a fixed colour.
    ///
    /// ```swift
    /// Color.primary.appearance(isDark: true)   // white
    /// ```
    package func appearance(isDark: Bool) -> Color {
        guard let dark = darkVariant else { return self }
        if isDark { return Color(dark) }
        var light = self
        light.darkVariant = nil
        return light
    }

    public static func == (lhs: Color, rhs: Color) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.opacity == rhs.opacity
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(opacity)
    }
}

/// One of UIKit's system colours: its components in light and in dark appearance (sRGB, 0–255,
/// alpha 0…1).
package struct SystemColor: Sendable {
    package let name: String
    package let light: (red: Double, green: Double, blue: Double, alpha: Double)
    package let dark: (red: Double, green: Double, blue: Double, alpha: Double)

    init(_ name: String, _ light: (Double, Double, Double, Double), _ dark: (Double, Double, Double, Double)) {
        self.name = name
        self.light = light
        self.dark = dark
    }

    init(_ name: String, _ light: (Double, Double, Double), _ dark: (Double, Double, Double)) {
        self.init(name, (light.0, light.1, light.2, 1), (dark.0, dark.1, dark.2, 1))
    }

    /// The colour, following the colour scheme.
    package var color: Color {
        let l = Color(red: light.red / 255, green: light.green / 255, blue: light.blue / 255, opacity: light.alpha)
        let d = Color(red: dark.red / 255, green: dark.green / 255, blue: dark.blue / 255, opacity: dark.alpha)
        return l == d ? l : Color(light: l, dark: d)
    }
}

/// UIKit's system colours in light and dark appearance (iOS 13–18, default contrast, base
/// elevation). Sources: Apple's Human Interface Guidelines, "Color" (the system colour table,
/// before the iOS 26 revision), and the values `UIColor.resolvedColor(with:)` gives, as recorded in
/// Flutter's `CupertinoColors` (packages/flutter/lib/src/cupertino/colors.dart), whose element
/// colours carry UIKit's 8-bit alphas (153 = 0.6, 76 = 0.3, 45 ≈ 0.18, 40 ≈ 0.16 …; UIKit's own
/// are the decimal fractions used here). Mint, teal, cyan and brown (added or changed in iOS 15;
/// Flutter keeps iOS 13's teal) have light values as Zoetrope always drew them and dark values
/// taken from the HIG table as recalled, not cross-checked against a device here.
package enum SystemColors {
    // Standard colours (`UIColor.systemRed` …; SwiftUI's `Color.red` … on iOS are the same).
    package static let red = SystemColor("systemRed", (255, 59, 48), (255, 69, 58))
    package static let orange = SystemColor("systemOrange", (255, 149, 0), (255, 159, 10))
    package static let yellow = SystemColor("systemYellow", (255, 204, 0), (255, 214, 10))
    package static let green = SystemColor("systemGreen", (52, 199, 89), (48, 209, 88))
    package static let mint = SystemColor("systemMint", (0, 199, 190), (99, 230, 226))
    package static let teal = SystemColor("systemTeal", (48, 176, 199), (64, 200, 224))
    package static let cyan = SystemColor("systemCyan", (50, 173, 230), (100, 210, 255))
    package static let blue = SystemColor("systemBlue", (0, 122, 255), (10, 132, 255))
    package static let indigo = SystemColor("systemIndigo", (88, 86, 214), (94, 92, 230))
    package static let purple = SystemColor("systemPurple", (175, 82, 222), (191, 90, 242))
    package static let pink = SystemColor("systemPink", (255, 45, 85), (255, 55, 95))
    package static let brown = SystemColor("systemBrown", (162, 132, 94), (172, 142, 104))
    package static let gray = SystemColor("systemGray", (142, 142, 147), (142, 142, 147))
    package static let gray2 = SystemColor("systemGray2", (174, 174, 178), (99, 99, 102))
    package static let gray3 = SystemColor("systemGray3", (199, 199, 204), (72, 72, 74))
    package static let gray4 = SystemColor("systemGray4", (209, 209, 214), (58, 58, 60))
    package static let gray5 = SystemColor("systemGray5", (229, 229, 234), (44, 44, 46))
    package static let gray6 = SystemColor("systemGray6", (242, 242, 247), (28, 28, 30))

    // Element colours.
    package static let label = SystemColor("label", (0, 0, 0), (255, 255, 255))
    package static let secondaryLabel = SystemColor("secondaryLabel", (60, 60, 67, 0.6), (235, 235, 245, 0.6))
    package static let tertiaryLabel = SystemColor("tertiaryLabel", (60, 60, 67, 0.3), (235, 235, 245, 0.3))
    package static let quaternaryLabel = SystemColor("quaternaryLabel", (60, 60, 67, 0.18), (235, 235, 245, 0.16))
    package static let placeholderText = SystemColor("placeholderText", (60, 60, 67, 0.3), (235, 235, 245, 0.3))
    package static let link = SystemColor("link", (0, 122, 255), (9, 132, 255))
    package static let systemFill = SystemColor("systemFill", (120, 120, 128, 0.2), (120, 120, 128, 0.36))
    package static let secondarySystemFill = SystemColor("secondarySystemFill", (120, 120, 128, 0.16), (120, 120, 128, 0.32))
    package static let tertiarySystemFill = SystemColor("tertiarySystemFill", (118, 118, 128, 0.12), (118, 118, 128, 0.24))
    package static let quaternarySystemFill = SystemColor("quaternarySystemFill", (116, 116, 128, 0.08), (118, 118, 128, 0.18))
    package static let systemBackground = SystemColor("systemBackground", (255, 255, 255), (0, 0, 0))
    package static let secondarySystemBackground = SystemColor("secondarySystemBackground", (242, 242, 247), (28, 28, 30))
    package static let tertiarySystemBackground = SystemColor("tertiarySystemBackground", (255, 255, 255), (44, 44, 46))
    package static let systemGroupedBackground = SystemColor("systemGroupedBackground", (242, 242, 247), (0, 0, 0))
    package static let secondarySystemGroupedBackground = SystemColor("secondarySystemGroupedBackground", (255, 255, 255), (28, 28, 30))
    package static let tertiarySystemGroupedBackground = SystemColor("tertiarySystemGroupedBackground", (242, 242, 247), (44, 44, 46))
    package static let separator = SystemColor("separator", (60, 60, 67, 0.29), (84, 84, 88, 0.6))
    package static let opaqueSeparator = SystemColor("opaqueSeparator", (198, 198, 200), (56, 56, 58))

    /// Every system colour, by its UIKit name (tests and the docs list them).
    package static let all: [SystemColor] = [
        red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray, gray2, gray3, gray4, gray5, gray6,
        label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText, link, systemFill, secondarySystemFill,
        tertiarySystemFill, quaternarySystemFill, systemBackground, secondarySystemBackground, tertiarySystemBackground,
        systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground, separator, opaqueSeparator,
    ]
}
