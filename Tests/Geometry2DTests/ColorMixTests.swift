import Foundation
import Testing
@testable import Geometry2D

/// `Color.mix(with:by:in:)`: OKLab for `.perceptual` (inferred), sRGB-encoded for `.device`.
@Suite struct ColorMixTests {
    @Test func endpointsAndClamping() {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        for space in [Gradient.ColorSpace.device, .perceptual] {
            let start = red.mix(with: blue, by: 0, in: space), end = red.mix(with: blue, by: 1, in: space)
            #expect(abs(start.red - 1) < 1e-6 && abs(start.blue) < 1e-6)
            #expect(abs(end.blue - 1) < 1e-6 && abs(end.red) < 1e-6)
            #expect(red.mix(with: blue, by: -3, in: space) == red.mix(with: blue, by: 0, in: space))
            #expect(red.mix(with: blue, by: .nan, in: space) == red.mix(with: blue, by: 0, in: space))
        }
    }

    @Test func deviceMixesEncodedComponents() {
        let mixed = Color(white: 0).mix(with: Color(white: 1, opacity: 0.5), by: 0.25, in: .device)
        #expect(mixed == Color(red: 0.25, green: 0.25, blue: 0.25, opacity: 0.875))
    }

    /// OKLab: black and white mix to L = 0.5, sRGB ≈ 0.389 (Ottosson's matrices).
    @Test func perceptualMixesInOKLab() {
        let mixed = Color.black.mix(with: .white, by: 0.5)
        #expect(abs(mixed.red - 0.3885) < 2e-3 && abs(mixed.red - mixed.green) < 1e-6 && abs(mixed.green - mixed.blue) < 1e-6, "\(mixed)")
    }

    @Test func dynamicColoursMixPerAppearance() {
        let mixed = Color.blue.mix(with: .white, by: 0.5, in: .device)
        #expect(mixed.followsColorScheme)
        let dark = mixed.appearance(isDark: true)
        #expect(abs(dark.red - (10.0 / 255 + 1) / 2) < 1e-6)
    }
}
