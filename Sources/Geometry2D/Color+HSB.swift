import Foundation

extension Color {
    /// A color from hue, saturation and brightness (HSB, also called HSV), converted to sRGB.
    ///
    /// `hue` runs 0…1 around the color wheel: 0 (and 1) red, 1/6 yellow, 1/3 green, 1/2 cyan,
    /// 2/3 blue, 5/6 magenta; hues past 1 wrap around. `saturation` 0 is gray, 1 the pure hue;
    /// `brightness` 0 is black, 1 the brightest. The components are sRGB-encoded, as SwiftUI's are.
    ///
    /// ```swift
    /// let green = Color(hue: 1 / 3, saturation: 1, brightness: 1)        // (0, 1, 0)
    /// let salmon = Color(hue: 0, saturation: 0.5, brightness: 1)          // (1, 0.5, 0.5)
    /// let veil = Color(hue: 0.6, saturation: 0.3, brightness: 0.9, opacity: 0.5)
    /// ```
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let (red, green, blue) = Color.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// The standard HSB → RGB sectors: the hue picks one of six sectors of the wheel and the
    /// fraction through it; the strongest component is `brightness`, the weakest
    /// `brightness·(1 − saturation)`. A hue of exactly 1 is red, like 0.
    static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        let scaled = hue == 1 ? 0 : hue * 6
        guard scaled.isFinite else { return (brightness, brightness, brightness) }
        let sector = scaled.rounded(.down)
        let fraction = scaled - sector
        let weakest = brightness * (1 - saturation)
        let falling = brightness * (1 - fraction * saturation)
        let rising = brightness * (1 - (1 - fraction) * saturation)
        let wrapped = Int(sector.truncatingRemainder(dividingBy: 6))
        switch wrapped < 0 ? wrapped + 6 : wrapped {
        case 0: return (brightness, rising, weakest)
        case 1: return (falling, brightness, weakest)
        case 2: return (weakest, brightness, rising)
        case 3: return (weakest, falling, brightness)
        case 4: return (rising, weakest, brightness)
        default: return (brightness, weakest, falling)
        }
    }
}
