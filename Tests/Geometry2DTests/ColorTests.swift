import Foundation
import PropertyBased
import Testing
import ZoetropeTestSupport
@testable import Geometry2D
import AnimationCore

@Suite struct ColorTests {
    @Test func transferFunctionKnownValues() {
        #expect(Color.linearFromSRGB(0) == 0)
        #expect(abs(Color.linearFromSRGB(1) - 1) < 1e-15)
        #expect(abs(Color.linearFromSRGB(0.5) - 0.21404114048223255) < 1e-12)
        #expect(abs(Color.linearFromSRGB(0.04) - 0.04 / 12.92) < 1e-15) // linear segment
        #expect(abs(Color.sRGBFromLinear(0.18) - 0.4613561295004) < 1e-9)
        #expect(Color.linearFromSRGB(-0.5) == -Color.linearFromSRGB(0.5))
    }

    @Test func animatableDataIsLinearLightTimes128() {
        let data = Color(red: 1, green: 0.5, blue: 0, opacity: 0.25).animatableData
        #expect(abs(data.linearRed - 128) < 1e-12)
        #expect(abs(data.linearGreen - 0.21404114048223255 * 128) < 1e-10)
        #expect(data.linearBlue == 0)
        #expect(data.opacity == 32)
        #expect(abs(data.magnitudeSquared - (128 * 128 + pow(0.21404114048223255 * 128, 2) + 32 * 32)) < 1e-6)
    }

    @Test func midpointBlendsInLinearLight() {
        var mid = Color.black
        mid.animatableData = Color.black.animatableData.interpolated(towards: Color.white.animatableData, amount: 0.5)
        // Linear 0.5 encodes to ≈ 0.7354 (not 0.5).
        #expect(abs(mid.red - 0.7353569830524495) < 1e-9)
        #expect(mid.red == mid.green && mid.green == mid.blue && mid.opacity == 1)
    }

    @Test
    func roundTripRestoresSRGBComponents() async {
        await seededPropertyCheck(seed: 0xC010, count: 300, input: Gen.double(in: -0.2...1.2).array(of: 4)) { v in
            let original = Color(red: v[0], green: v[1], blue: v[2], opacity: v[3])
            var copy = Color.clear
            copy.animatableData = original.animatableData
            #expect(abs(copy.red - original.red) < 1e-9)
            #expect(abs(copy.green - original.green) < 1e-9)
            #expect(abs(copy.blue - original.blue) < 1e-9)
            #expect(abs(copy.opacity - original.opacity) < 1e-12)
        }
        // Near the branch threshold too.
        for encoded in stride(from: 0.0404, through: 0.0405, by: 0.000001) {
            #expect(abs(Color.sRGBFromLinear(Color.linearFromSRGB(encoded)) - encoded) < 1e-12)
        }
    }

    @Test func hexParsesLongAndShortForms() throws {
        #expect(try Color(hex: "#FF9500") == Color(red: 1, green: 149 / 255, blue: 0))
        #expect(try Color(hex: "00000080") == Color(red: 0, green: 0, blue: 0, opacity: 128 / 255))
        #expect(try Color(hex: " #fff ") == Color(red: 1, green: 1, blue: 1))
        #expect(try Color(hex: "#0f08") == Color(red: 0, green: 1, blue: 0, opacity: 136 / 255))
    }

    @Test func hexRejectsBadInputWithAClearMessage() {
        #expect(throws: ColorHexError(input: "#12345", reason: "expected 3, 4, 6 or 8 hex digits, found 5")) {
            try Color(hex: "#12345")
        }
        do {
            _ = try Color(hex: "#GG0000")
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == "invalid hex color \"#GG0000\": \"G\" is not a hex digit (0-9, a-f)")
        }
        #expect(throws: ColorHexError.self) { try Color(hex: "") }
    }
}
