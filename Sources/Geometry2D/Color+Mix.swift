import Foundation

extension Gradient {
    /// The space a gradient interpolates and `Color.mix(with:by:in:)` mixes colours in (SwiftUI's
    /// `Gradient.ColorSpace`).
    ///
    /// ```swift
    /// Color.red.mix(with: .blue, by: 0.5, in: .device)
    /// ```
    public struct ColorSpace: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case device, perceptual }
        let kind: Kind

        /// The sRGB-encoded components, interpolated as they are stored.
        public static let device = ColorSpace(kind: .device)
        /// A perceptually uniform space: Zoetrope uses OKLab (Björn Ottosson, 2020); Apple names
        /// no space (inferred).
        public static let perceptual = ColorSpace(kind: .perceptual)
    }
}

extension Color {
    /// This colour mixed with `rhs`: `fraction` 0 is this colour, 1 is `rhs` (clamped to 0…1; NaN
    /// gives this colour). Components mix in `colorSpace` (OKLab for `.perceptual`, the
    /// sRGB-encoded values for `.device`), opacity linearly, without premultiplying (inferred:
    /// Apple documents no formula). A colour that follows the colour scheme mixes each
    /// appearance with the other's same appearance.
    ///
    /// ```swift
    /// let coral = Color.red.mix(with: .orange, by: 0.4)
    /// ```
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        let t = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        let light = Color.mixed(appearance(isDark: false), rhs.appearance(isDark: false), t, colorSpace)
        guard followsColorScheme || rhs.followsColorScheme else { return light }
        let dark = Color.mixed(appearance(isDark: true), rhs.appearance(isDark: true), t, colorSpace)
        return Color(light: light, dark: dark)
    }

    private static func mixed(_ a: Color, _ b: Color, _ t: Double, _ space: Gradient.ColorSpace) -> Color {
        func lerp(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        let opacity = lerp(a.opacity, b.opacity)
        switch space.kind {
        case .device:
            return Color(red: lerp(a.red, b.red), green: lerp(a.green, b.green), blue: lerp(a.blue, b.blue), opacity: opacity)
        case .perceptual:
            let p = OKLab(a), q = OKLab(b)
            let mixed = OKLab(l: lerp(p.l, q.l), a: lerp(p.a, q.a), b: lerp(p.b, q.b))
            let (red, green, blue) = mixed.sRGB
            return Color(red: red, green: green, blue: blue, opacity: opacity)
        }
    }
}

/// A colour in OKLab (Ottosson 2020): lightness L and the opponent axes a, b, from linear sRGB.
package struct OKLab {
    package var l: Double, a: Double, b: Double

    package init(l: Double, a: Double, b: Double) { self.l = l; self.a = a; self.b = b }

    package init(_ color: Color) {
        let r = Color.linearFromSRGB(color.red), g = Color.linearFromSRGB(color.green), bl = Color.linearFromSRGB(color.blue)
        let lms0 = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * bl)
        let lms1 = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * bl)
        let lms2 = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * bl)
        l = 0.2104542553 * lms0 + 0.7936177850 * lms1 - 0.0040720468 * lms2
        a = 1.9779984951 * lms0 - 2.4285922050 * lms1 + 0.4505937099 * lms2
        b = 0.0259040371 * lms0 + 0.7827717662 * lms1 - 0.8086757660 * lms2
    }

    /// sRGB-encoded components, clamped to 0…1.
    package var sRGB: (Double, Double, Double) {
        let l0 = l + 0.3963377774 * a + 0.2158037573 * b
        let m0 = l - 0.1055613458 * a - 0.0638541728 * b
        let s0 = l - 0.0894841775 * a - 1.2914855480 * b
        let l3 = l0 * l0 * l0, m3 = m0 * m0 * m0, s3 = s0 * s0 * s0
        let r = 4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3
        let g = -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3
        let bl = -0.0041960863 * l3 - 0.7034186147 * m3 + 1.7076147010 * s3
        func encode(_ v: Double) -> Double { min(max(Color.sRGBFromLinear(min(max(v, 0), 1)), 0), 1) }
        return (encode(r), encode(g), encode(bl))
    }
}
