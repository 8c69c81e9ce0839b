import Foundation
import Testing
@testable import Geometry2D
import AnimationCore

/// `Color.Resolved`: sRGB-encoded Float components with linear accessors, and `Color(_:)`.
@Suite struct ColorResolvedTests {
    static func near(_ a: Float, _ b: Double, _ tolerance: Double = 1e-5) -> Bool { abs(Double(a) - b) <= tolerance }

    @Test func linearAccessorsUseTheSRGBTransferFunction() {
        var gray = Color.Resolved(red: 0.5, green: 0.5, blue: 0.5)
        #expect(gray.opacity == 1)
        #expect(Self.near(gray.linearRed, 0.21404))
        #expect(gray.linearRed == gray.linearGreen && gray.linearGreen == gray.linearBlue)
        #expect(Self.near(Color.Resolved(red: 0.04, green: 0, blue: 1).linearRed, 0.04 / 12.92, 1e-9))   // linear segment
        #expect(Color.Resolved(red: 0, green: 0, blue: 1).linearBlue == 1)
        gray.linearGreen = 1
        #expect(gray.green == 1)
        gray.linearBlue = 0.18
        #expect(Self.near(gray.blue, 0.46136))
        #expect(gray.red == 0.5)
    }

    @Test func colorRoundTripsThroughResolved() {
        let resolved = Color.Resolved(red: 1, green: 0.5, blue: 0.25, opacity: 0.75)
        let color = Color(resolved)
        #expect(color == Color(red: 1, green: 0.5, blue: 0.25, opacity: 0.75))
        #expect(Color.Resolved(red: Float(color.red), green: Float(color.green), blue: Float(color.blue),
                               opacity: Float(color.opacity)) == resolved)
    }

    @Test func animatableDataIsLinearLightTimes128() {
        let data = Color.Resolved(red: 1, green: 0.5, blue: 0, opacity: 0.25).animatableData
        #expect(data.first == 128)
        #expect(Self.near(data.second.first, 0.21404114 * 128, 1e-4))
        #expect(data.second.second.first == 0)
        #expect(data.second.second.second == 32)
        var mid = Color.Resolved(red: 0, green: 0, blue: 0)
        mid.animatableData = mid.animatableData.interpolated(
            towards: Color.Resolved(red: 1, green: 1, blue: 1).animatableData, amount: 0.5)
        // Linear 0.5 encodes to ≈ 0.73536.
        #expect(Self.near(mid.red, 0.73536) && mid.red == mid.blue && mid.opacity == 1)
    }
}
