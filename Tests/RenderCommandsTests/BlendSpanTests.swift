import Foundation
import PropertyBased
import Testing
import ZoetropeTestSupport
import RenderCommands
import VectorPath
import Geometry2D

@Suite struct BlendSpanTests {
    static func scalarSpan(_ color: PremultipliedRGBA8, coverage: [UInt8], onto bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        for (index, c) in coverage.enumerated() {
            let o = index * 4
            let dst = PremultipliedRGBA8(red: out[o], green: out[o + 1], blue: out[o + 2], alpha: out[o + 3])
            let px = Blend.sourceOver(color, coverage: c, onto: dst)
            out[o] = px.red; out[o + 1] = px.green; out[o + 2] = px.blue; out[o + 3] = px.alpha
        }
        return out
    }

    /// Random premultiplied destination rows, colors and coverage runs (lengths 0…23, so SIMD
    /// bodies and scalar tails both run): the SIMD span equals the scalar formula pixel by pixel.
    /// Seeded and deterministic (`seededPropertyCheck`, ZoetropeTestSupport).
    @Test func coverageSpanEqualsScalarBlend() async {
        let inputs = zip(
            zip(Gen.int(in: 0...255), Gen.premultipliedPixel).array(of: 0...23),
            Gen.int(in: 0...255), Gen.int(in: 0...255)
        )
        await seededPropertyCheck(seed: 0x0F37_C3DE_8E4D_3F5A, count: 200, input: inputs) { run, alpha, tint in
            let color = PremultipliedRGBA8(
                red: UInt8(tint * alpha / 255), green: UInt8(alpha), blue: UInt8((255 - tint) * alpha / 255),
                alpha: UInt8(alpha)
            )
            let coverages = run.map(\.0)
            let destination = run.flatMap { [$0.1.red, $0.1.green, $0.1.blue, $0.1.alpha] }
            let coverage = coverages.map(UInt8.init)
            let expected = Self.scalarSpan(color, coverage: coverage, onto: destination)
            var actual = destination + [42, 42, 42, 42]  // one extra pixel that must stay untouched
            actual.withUnsafeMutableBytes { bytes in
                coverage.withUnsafeBufferPointer { Blend.sourceOverSpan(color, coverage: $0, onto: bytes) }
            }
            #expect(actual == expected + [42, 42, 42, 42])

            var constant = destination
            let fixedCoverage = coverage.first ?? 200
            constant.withUnsafeMutableBytes { bytes in
                Blend.sourceOverSpan(color, coverage: fixedCoverage, count: coverages.count, onto: bytes)
            }
            let constantExpected = Self.scalarSpan(
                color, coverage: [UInt8](repeating: fixedCoverage, count: coverages.count), onto: destination
            )
            #expect(constant == constantExpected)
        }
    }

    /// Opaque runs are stored: 4 pixels per step and a tail below `Blend.wideStoreThreshold`,
    /// by wmemset from it on (counts on both sides of it, at an offset of one pixel).
    @Test func longOpaqueRunsStoreTheColorExactlyWhereAsked() {
        let color = PremultipliedRGBA8(red: 10, green: 20, blue: 30, alpha: 255)
        let wide = Blend.wideStoreThreshold
        for count in [1, 3, 4, 8, 12, 13, 21, 31, wide - 1, wide, wide + 1, wide + 3, 1000] {
            var row = [UInt8](repeating: 7, count: (count + 3) * 4)
            row.withUnsafeMutableBytes { bytes in
                Blend.SolidSource(color).blendSpan(coverage: 255, count: count, at: bytes.baseAddress! + 4)
            }
            let expected = [7, 7, 7, 7] + [UInt8](repeating: 0, count: count).flatMap { _ in [10, 20, 30, 255] }
                + [UInt8](repeating: 7, count: 8)
            #expect(row == expected, "count \(count)")
        }
    }

    /// Four pixels at once: zero coverage leaves them, full coverage of an opaque color stores it,
    /// anything else equals the scalar formula.
    @Test func fourPixelBlendMatchesTheScalarFormula() {
        let colors = [PremultipliedRGBA8(red: 200, green: 100, blue: 50, alpha: 255),
                      PremultipliedRGBA8(red: 0, green: 0, blue: 128, alpha: 128)]
        let destination: [UInt8] = [255, 255, 255, 255, 10, 20, 30, 40, 0, 0, 0, 0, 90, 90, 200, 200]
        for color in colors {
            for coverage in [SIMD4<UInt32>(0, 0, 0, 0), SIMD4(255, 255, 255, 255), SIMD4(1, 128, 254, 255)] {
                var pixels = destination
                pixels.withUnsafeMutableBytes { Blend.SolidSource(color).blend4(coverage: coverage, at: $0.baseAddress!) }
                let expected = Self.scalarSpan(color, coverage: (0..<4).map { UInt8(coverage[$0]) }, onto: destination)
                #expect(pixels == expected, "\(color) \(coverage)")
            }
        }
    }

    @Test func opaqueFullCoverageSpanStoresTheColorAndClampsTheCount() {
        var row = [UInt8](repeating: 9, count: 5 * 4)
        let color = PremultipliedRGBA8(red: 1, green: 2, blue: 3, alpha: 255)
        row.withUnsafeMutableBytes { Blend.sourceOverSpan(color, coverage: 255, count: 99, onto: $0) }
        #expect(row == [UInt8](repeating: 0, count: 5).flatMap { _ in [1, 2, 3, 255] })
        var untouched = [UInt8](repeating: 9, count: 8)
        untouched.withUnsafeMutableBytes { Blend.sourceOverSpan(color, coverage: 0, count: 2, onto: $0) }
        untouched.withUnsafeMutableBytes { Blend.sourceOverSpan(color, coverage: 255, count: -3, onto: $0) }
        #expect(untouched == [UInt8](repeating: 9, count: 8))
    }
}
