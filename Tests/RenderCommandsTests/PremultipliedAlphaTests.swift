import Foundation
import Testing
import RenderCommands
import VectorPath
import Geometry2D

@Suite struct PremultipliedAlphaTests {
    @Test func colorConversionRoundsClampsAndRejectsNaN() {
        #expect(PremultipliedRGBA8(Color(red: 0, green: 0, blue: 1, opacity: 0.5))
            == PremultipliedRGBA8(red: 0, green: 0, blue: 128, alpha: 128))
        // 0.2 · 0.8 · 255 = 40.8 → 41; 0.8 · 255 = 204.
        #expect(PremultipliedRGBA8(Color(red: 0.2, green: 0.2, blue: 0.2, opacity: 0.8))
            == PremultipliedRGBA8(red: 41, green: 41, blue: 41, alpha: 204))
        #expect(PremultipliedRGBA8(Color(red: 2, green: -1, blue: .nan, opacity: 1.5))
            == PremultipliedRGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(PremultipliedRGBA8(Color(red: 1, green: 1, blue: 1, opacity: .nan)) == .transparent)
    }

    @Test func unpremultiplyRoundsToNearest() {
        // 64 · 255 / 128 = 127.5 → 128; 1 · 255 / 3 = 85; 2 · 255 / 3 = 170.
        let a = PremultipliedRGBA8(red: 64, green: 0, blue: 128, alpha: 128).unpremultiplied()
        #expect([a.red, a.green, a.blue, a.alpha] == [128, 0, 255, 128])
        let b = PremultipliedRGBA8(red: 1, green: 2, blue: 3, alpha: 3).unpremultiplied()
        #expect([b.red, b.green, b.blue, b.alpha] == [85, 170, 255, 3])
        let clear = PremultipliedRGBA8(red: 5, green: 5, blue: 5, alpha: 0).unpremultiplied()
        #expect([clear.red, clear.green, clear.blue, clear.alpha] == [0, 0, 0, 0])
        let invalid = PremultipliedRGBA8(red: 200, green: 0, blue: 0, alpha: 100).unpremultiplied()
        #expect(invalid.red == 255)
    }

    @Test func premultipliedToStraightAndBackIsExactForEveryValidPixel() {
        var mismatches = 0
        for alpha in 0...255 {
            for channel in 0...alpha {
                let pixel = PremultipliedRGBA8(
                    red: UInt8(channel), green: UInt8(alpha - channel), blue: 0, alpha: UInt8(alpha)
                )
                let straight = pixel.unpremultiplied()
                let back = PremultipliedRGBA8(
                    straightRed: straight.red, green: straight.green, blue: straight.blue, alpha: straight.alpha
                )
                if alpha > 0 && back != pixel { mismatches += 1 }
                // The exact definition: c = round(c_p · 255 / a).
                if alpha > 0 {
                    let exact = (Double(channel) * 255 / Double(alpha)).rounded()
                    if Double(straight.red) != exact { mismatches += 1 }
                }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func straightToPremultipliedUsesRoundedProducts() {
        var mismatches = 0
        for alpha in 0...255 {
            for channel in stride(from: 0, through: 255, by: 5) {
                let pixel = PremultipliedRGBA8(
                    straightRed: UInt8(channel), green: 255, blue: 0, alpha: UInt8(alpha)
                )
                let exact = (Double(channel * alpha) / 255).rounded()
                if Double(pixel.red) != exact || pixel.green != UInt8(alpha) || !pixel.isValidPremultiplied {
                    mismatches += 1
                }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func pixmapExportAndImportOfStraightBytes() throws {
        var pixmap = try Pixmap(width: 2, height: 1)
        pixmap[x: 0, y: 0] = PremultipliedRGBA8(red: 64, green: 32, blue: 0, alpha: 128)
        pixmap[x: 1, y: 0] = PremultipliedRGBA8(red: 10, green: 20, blue: 30, alpha: 255)
        let straight = pixmap.unpremultiplied()
        #expect(straight == [128, 64, 0, 128, 10, 20, 30, 255])
        let back = try Pixmap(width: 2, height: 1, straightBytes: straight)
        #expect(back == pixmap)
    }

    /// `roundedByte` (no C library call) is `rounded(.toNearestOrAwayFromZero)` on 0…255: at every
    /// half, one ulp either side of it, and on a seeded sweep.
    @Test func roundedByteIsRoundingHalfAwayFromZero() {
        var values: [Double] = [0, 0.49999999999999994, 0.5, 254.5, 255, Double.leastNonzeroMagnitude]
        for half in stride(from: 0.5, through: 254.5, by: 1) { values += [half, half.nextDown, half.nextUp] }
        var state: UInt64 = 0x5EED
        for _ in 0..<20_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            values.append(Double(state >> 11) / Double(1 << 53) * 255)
        }
        for value in values {
            #expect(PremultipliedRGBA8.roundedByte(value) == UInt8(value.rounded(.toNearestOrAwayFromZero)), "\(value)")
        }
    }
}
