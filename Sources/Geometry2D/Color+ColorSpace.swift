import Foundation

extension Color {
    /// The RGB colour space a colour's components are given in (SwiftUI's `Color.RGBColorSpace`).
    /// Colours are stored sRGB-encoded: linear components are encoded, Display P3 ones converted
    /// to sRGB and clamped to its gamut (Zoetrope draws sRGB).
    public enum RGBColorSpace: Hashable, Sendable {
        /// sRGB-encoded components.
        case sRGB
        /// Linear-light sRGB components.
        case sRGBLinear
        /// Display P3-encoded components (converted to sRGB, clamped).
        case displayP3
    }

    /// A colour from components in `colorSpace` (SwiftUI's `Color(_:red:green:blue:opacity:)`).
    ///
    /// ```swift
    /// Color(.sRGBLinear, red: 0.5, green: 0.5, blue: 0.5)   // sRGB ≈ 0.735 each
    /// ```
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        switch colorSpace {
        case .sRGB:
            self.init(red: red, green: green, blue: blue, opacity: opacity)
        case .sRGBLinear:
            self.init(red: Color.sRGBFromLinear(red), green: Color.sRGBFromLinear(green),
                      blue: Color.sRGBFromLinear(blue), opacity: opacity)
        case .displayP3:
            // P3 and sRGB share the transfer function; linear P3 → linear sRGB (D65).
            let r = Color.linearFromSRGB(red), g = Color.linearFromSRGB(green), b = Color.linearFromSRGB(blue)
            func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
            self.init(red: Color.sRGBFromLinear(clamp(1.2249401 * r - 0.2249404 * g)),
                      green: Color.sRGBFromLinear(clamp(-0.0420569 * r + 1.0420571 * g)),
                      blue: Color.sRGBFromLinear(clamp(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b)),
                      opacity: opacity)
        }
    }

    /// A grey from a white level in `colorSpace` (SwiftUI's `Color(_:white:opacity:)`).
    ///
    /// ```swift
    /// Color(.sRGBLinear, white: 0, opacity: 0.33)   // SwiftUI's default shadow colour
    /// ```
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }
}
