import Foundation
import VectorPath
import Geometry2D
import AnimationCore

/// One pixel: 8-bit sRGB-encoded red, green, blue premultiplied by alpha, and alpha.
///
/// A valid premultiplied pixel has every color channel ≤ alpha (see ``isValidPremultiplied``).
///
/// ```swift
/// let halfBlue = PremultipliedRGBA8(Color(red: 0, green: 0, blue: 1, opacity: 0.5))
/// // (0, 0, 128, 128)
/// let (r, g, b, a) = halfBlue.unpremultiplied()  // (0, 0, 255, 128)
/// ```
@frozen
public struct PremultipliedRGBA8: Hashable, Sendable, CustomStringConvertible {
    /// Red, premultiplied by alpha.
    public var red: UInt8
    /// Green, premultiplied by alpha.
    public var green: UInt8
    /// Blue, premultiplied by alpha.
    public var blue: UInt8
    /// Alpha (coverage · opacity), 0 transparent … 255 opaque.
    public var alpha: UInt8

    /// A pixel from channels that are already premultiplied.
    @inlinable
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Premultiplies a straight (non-premultiplied) 8-bit pixel: c_p = round(c · a / 255).
    ///
    /// ```swift
    /// PremultipliedRGBA8(straightRed: 255, green: 0, blue: 0, alpha: 128) // (128, 0, 0, 128)
    /// ```
    @inlinable
    public init(straightRed red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let a = UInt32(alpha)
        self.red = UInt8(truncatingIfNeeded: Blend.div255(UInt32(red) * a))
        self.green = UInt8(truncatingIfNeeded: Blend.div255(UInt32(green) * a))
        self.blue = UInt8(truncatingIfNeeded: Blend.div255(UInt32(blue) * a))
        self.alpha = alpha
    }

    /// Converts a ``Color`` (straight sRGB components 0…1) with c8 = round(c · a · 255), a8 = round(a · 255).
    ///
    /// Components are clamped to 0…1 first; NaN counts as 0, so any input gives a valid pixel.
    public init(_ color: Color) {
        let alpha = Self.clampedUnit(color.opacity)
        self.red = Self.rounded8(Self.clampedUnit(color.red) * alpha)
        self.green = Self.rounded8(Self.clampedUnit(color.green) * alpha)
        self.blue = Self.rounded8(Self.clampedUnit(color.blue) * alpha)
        self.alpha = Self.rounded8(alpha)
    }

    /// The pixel as it lies in memory, read as one 32-bit word (red the lowest address).
    @inlinable
    package var packed: UInt32 {
        UInt32(littleEndian: UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | UInt32(alpha) << 24)
    }

    /// Fully transparent (0, 0, 0, 0).
    public static let transparent = PremultipliedRGBA8(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = PremultipliedRGBA8(red: 0, green: 0, blue: 0, alpha: 255)
    /// Opaque white.
    public static let white = PremultipliedRGBA8(red: 255, green: 255, blue: 255, alpha: 255)

    /// True when every color channel is ≤ alpha, the invariant of premultiplied pixels.
    @inlinable
    public var isValidPremultiplied: Bool {
        red <= alpha && green <= alpha && blue <= alpha
    }

    /// The straight (non-premultiplied) channels, c = round(c_p · 255 / a); (0, 0, 0, 0) when a = 0.
    ///
    /// Channels above alpha (an invalid pixel) are clamped to 255. For valid pixels the round trip
    /// `PremultipliedRGBA8(straightRed:…)` of the result gives back the same pixel exactly.
    @inlinable
    public func unpremultiplied() -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        guard alpha != 0 else { return (0, 0, 0, 0) }
        if alpha == 255 { return (red, green, blue, 255) }
        let a = UInt32(alpha)
        @inline(__always) func channel(_ c: UInt8) -> UInt8 {
            UInt8(truncatingIfNeeded: min((UInt32(c) * 255 + a / 2) / a, 255))
        }
        return (channel(red), channel(green), channel(blue), alpha)
    }

    /// "(r, g, b, a)" with the premultiplied channel values.
    public var description: String { "(\(red), \(green), \(blue), \(alpha))" }

    @usableFromInline
    static func clampedUnit(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }

    @usableFromInline
    static func rounded8(_ unit: Double) -> UInt8 {
        roundedByte(unit * 255)
    }

    /// `value` (0…255) rounded half away from zero, as `value.rounded(.toNearestOrAwayFromZero)`
    /// but without the C library's `round` (a call on baseline x86-64, once per fill's colour):
    /// truncated, then up when the exact remainder is at least ½.
    @inlinable
    package static func roundedByte(_ value: Double) -> UInt8 {
        let whole = Int(value)
        return UInt8(truncatingIfNeeded: value - Double(whole) >= 0.5 ? whole + 1 : whole)
    }
}
