import Foundation
import AnimationCore

extension Color {
    /// A color as an animation interpolates it: linear-light RGB and opacity, each × 128 (the factor
    /// SwiftUI uses so spring rest thresholds suit colors), like SwiftUI's `Color.Resolved`.
    ///
    /// Interpolating in linear light keeps mid-blends from going dark. Components are Double
    /// (SwiftUI uses Float); values outside 0…1 from spring overshoot are kept and extended
    /// symmetrically through the transfer function.
    ///
    /// ```swift
    /// let mid = Color.red.animatableData.interpolated(towards: Color.blue.animatableData, amount: 0.5)
    /// var c = Color.red
    /// c.animatableData = mid
    /// ```
    @frozen
    public struct AnimatableComponents: VectorArithmetic, Hashable, Sendable {
        /// Linear-light red × 128.
        public var linearRed: Double
        /// Linear-light green × 128.
        public var linearGreen: Double
        /// Linear-light blue × 128.
        public var linearBlue: Double
        /// Opacity × 128.
        public var opacity: Double

        /// Components from already-scaled values.
        @inlinable
        public init(linearRed: Double, linearGreen: Double, linearBlue: Double, opacity: Double) {
            self.linearRed = linearRed
            self.linearGreen = linearGreen
            self.linearBlue = linearBlue
            self.opacity = opacity
        }

        /// All components zero.
        @inlinable public static var zero: AnimatableComponents {
            AnimatableComponents(linearRed: 0, linearGreen: 0, linearBlue: 0, opacity: 0)
        }

        @inlinable
        public static func + (lhs: AnimatableComponents, rhs: AnimatableComponents) -> AnimatableComponents {
            AnimatableComponents(linearRed: lhs.linearRed + rhs.linearRed, linearGreen: lhs.linearGreen + rhs.linearGreen,
                                 linearBlue: lhs.linearBlue + rhs.linearBlue, opacity: lhs.opacity + rhs.opacity)
        }

        @inlinable
        public static func - (lhs: AnimatableComponents, rhs: AnimatableComponents) -> AnimatableComponents {
            AnimatableComponents(linearRed: lhs.linearRed - rhs.linearRed, linearGreen: lhs.linearGreen - rhs.linearGreen,
                                 linearBlue: lhs.linearBlue - rhs.linearBlue, opacity: lhs.opacity - rhs.opacity)
        }

        @inlinable
        public mutating func scale(by rhs: Double) {
            linearRed *= rhs
            linearGreen *= rhs
            linearBlue *= rhs
            opacity *= rhs
        }

        @inlinable
        public var magnitudeSquared: Double {
            linearRed * linearRed + linearGreen * linearGreen + linearBlue * linearBlue + opacity * opacity
        }
    }

    /// The standard sRGB decoding (IEC 61966-2-1): encoded 0…1 → linear light. Extended to
    /// negative inputs by odd symmetry.
    ///
    /// ```swift
    /// Color.linearFromSRGB(0.5) // ≈ 0.21404
    /// ```
    public static func linearFromSRGB(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let linear = magnitude <= 0.04045
            ? magnitude / 12.92
            : Foundation.pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -linear : linear
    }

    /// The standard sRGB encoding: linear light → encoded. The exact inverse of
    /// ``linearFromSRGB(_:)`` (the branch threshold is 0.04045 / 12.92 so the halves line up).
    ///
    /// ```swift
    /// Color.sRGBFromLinear(0.21404) // ≈ 0.5
    /// ```
    public static func sRGBFromLinear(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded = magnitude <= 0.04045 / 12.92
            ? magnitude * 12.92
            : 1.055 * Foundation.pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }
}

extension Color: Animatable {
    /// Linear-light RGB and opacity, × 128. Setting it converts back to sRGB-encoded components.
    public var animatableData: AnimatableComponents {
        get {
            AnimatableComponents(linearRed: Color.linearFromSRGB(red) * 128,
                                 linearGreen: Color.linearFromSRGB(green) * 128,
                                 linearBlue: Color.linearFromSRGB(blue) * 128,
                                 opacity: opacity * 128)
        }
        set {
            red = Color.sRGBFromLinear(newValue.linearRed / 128)
            green = Color.sRGBFromLinear(newValue.linearGreen / 128)
            blue = Color.sRGBFromLinear(newValue.linearBlue / 128)
            opacity = newValue.opacity / 128
            // An interpolated colour is a fixed one (views resolve a colour for their scheme
            // before animating it, as SwiftUI interpolates resolved colours).
            darkVariant = nil
        }
    }
}
