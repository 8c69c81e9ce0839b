import Foundation

extension Color {
    /// A concrete color: sRGB-encoded red, green and blue and an opacity, as `Float`s (SwiftUI's
    /// `Color.Resolved`). `linearRed`, `linearGreen` and `linearBlue` read and write the same
    /// components in linear light through the sRGB transfer function.
    ///
    /// A `Color` resolves for the colour scheme of an environment: `Color.red.resolve(in:
    /// EnvironmentValues())` (ZoetropeUI) is #FF3B30 in light appearance and #FF453A in dark.
    ///
    /// ```swift
    /// var gray = Color.Resolved(red: 0.5, green: 0.5, blue: 0.5)
    /// gray.linearRed          // ≈ 0.21404
    /// gray.linearGreen = 1    // green becomes 1
    /// let color = Color(gray)
    /// ```
    @frozen
    public struct Resolved: Hashable, Sendable {
        /// sRGB-encoded red, normally 0…1.
        public var red: Float
        /// sRGB-encoded green, normally 0…1.
        public var green: Float
        /// sRGB-encoded blue, normally 0…1.
        public var blue: Float
        /// Opacity, 0 (transparent) … 1 (opaque).
        public var opacity: Float

        /// A resolved color from sRGB-encoded components and an opacity.
        ///
        /// ```swift
        /// let orange = Color.Resolved(red: 1, green: 0.584, blue: 0)
        /// ```
        @inlinable
        public init(red: Float, green: Float, blue: Float, opacity: Float = 1) {
            self.red = red
            self.green = green
            self.blue = blue
            self.opacity = opacity
        }

        /// Red in linear light (the sRGB transfer function decoded; 0.5 → ≈ 0.21404).
        public var linearRed: Float {
            get { Resolved.linear(red) }
            set { red = Resolved.encoded(newValue) }
        }

        /// Green in linear light.
        public var linearGreen: Float {
            get { Resolved.linear(green) }
            set { green = Resolved.encoded(newValue) }
        }

        /// Blue in linear light.
        public var linearBlue: Float {
            get { Resolved.linear(blue) }
            set { blue = Resolved.encoded(newValue) }
        }

        static func linear(_ encoded: Float) -> Float { Float(Color.linearFromSRGB(Double(encoded))) }

        static func encoded(_ linear: Float) -> Float { Float(Color.sRGBFromLinear(Double(linear))) }
    }

    /// A color with the components of `resolved`.
    ///
    /// ```swift
    /// let teal = Color(Color.Resolved(red: 0.19, green: 0.69, blue: 0.78))
    /// ```
    public init(_ resolved: Resolved) {
        self.init(red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
                  opacity: Double(resolved.opacity))
    }
}
