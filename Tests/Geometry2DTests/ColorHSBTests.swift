import Foundation
import Testing
@testable import Geometry2D

/// `Color(hue:saturation:brightness:opacity:)`: HSB → sRGB, hue 0…1 around the wheel.
@Suite struct ColorHSBTests {
    static func expectComponents(_ color: Color, _ red: Double, _ green: Double, _ blue: Double, _ opacity: Double = 1,
                                 sourceLocation: SourceLocation = #_sourceLocation) {
        let got = [color.red, color.green, color.blue, color.opacity]
        let want = [red, green, blue, opacity]
        #expect(zip(got, want).allSatisfy { abs($0 - $1) < 1e-12 }, "got \(got), want \(want)",
                sourceLocation: sourceLocation)
    }

    @Test func primaryAndSecondaryHues() {
        Self.expectComponents(Color(hue: 0, saturation: 1, brightness: 1), 1, 0, 0)          // red
        Self.expectComponents(Color(hue: 1 / 6, saturation: 1, brightness: 1), 1, 1, 0)      // yellow
        Self.expectComponents(Color(hue: 1 / 3, saturation: 1, brightness: 1), 0, 1, 0)      // green
        Self.expectComponents(Color(hue: 0.5, saturation: 1, brightness: 1), 0, 1, 1)        // cyan
        Self.expectComponents(Color(hue: 2 / 3, saturation: 1, brightness: 1), 0, 0, 1)      // blue
        Self.expectComponents(Color(hue: 5 / 6, saturation: 1, brightness: 1), 1, 0, 1)      // magenta
        Self.expectComponents(Color(hue: 1, saturation: 1, brightness: 1), 1, 0, 0)          // 1 is red again
    }

    @Test func saturationBrightnessAndOpacity() {
        // Sector 0, 0.6 of the way: max 0.8, min 0.8·(1 − 0.5) = 0.4, rising 0.8·(1 − 0.4·0.5) = 0.64.
        Self.expectComponents(Color(hue: 0.1, saturation: 0.5, brightness: 0.8), 0.8, 0.64, 0.4)
        Self.expectComponents(Color(hue: 0, saturation: 0.5, brightness: 1), 1, 0.5, 0.5)
        Self.expectComponents(Color(hue: 0.37, saturation: 0, brightness: 0.3), 0.3, 0.3, 0.3)   // gray
        Self.expectComponents(Color(hue: 0.7, saturation: 1, brightness: 0), 0, 0, 0)           // black
        Self.expectComponents(Color(hue: 2 / 3, saturation: 1, brightness: 1, opacity: 0.25), 0, 0, 1, 0.25)
    }

    @Test func huesOutsideTheUnitRangeWrap() {
        // 1.25 ≡ 0.25 (sector 1, halfway): falling 1·(1 − 0.5) = 0.5.
        Self.expectComponents(Color(hue: 1.25, saturation: 1, brightness: 1), 0.5, 1, 0)
        Self.expectComponents(Color(hue: 0.25, saturation: 1, brightness: 1), 0.5, 1, 0)
        // −0.25 ≡ 0.75 (sector 4, halfway): rising 0.5.
        Self.expectComponents(Color(hue: -0.25, saturation: 1, brightness: 1), 0.5, 0, 1)
        Self.expectComponents(Color(hue: .nan, saturation: 1, brightness: 0.4), 0.4, 0.4, 0.4)
    }
}
