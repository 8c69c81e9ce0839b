import Foundation
import PropertyBased
import Testing
import ZoetropeTestSupport
@testable import RenderCommands
import VectorPath
import Geometry2D

/// The packed two-lanes-per-word pixel blend must give exactly the scalar formula's bytes.
@Suite struct PackedBlendTests {
    /// 200 seeded pairs of valid premultiplied pixels, each at every coverage.
    @Test func packedPixelBlendEqualsTheScalarFormulaForEveryCoverage() async {
        let pairs = zip(Gen.premultipliedPixel, Gen.premultipliedPixel)
        await seededPropertyCheck(seed: 0x2026_1123, count: 200, input: pairs) { source, destination in
            for coverage in 0...255 {
                var bytes = [destination.red, destination.green, destination.blue, destination.alpha]
                bytes.withUnsafeMutableBytes { Blend.blendPixel(source, coverage: UInt8(coverage), at: $0.baseAddress!) }
                let expected = Blend.sourceOver(source, coverage: UInt8(coverage), onto: destination)
                #expect(bytes == [expected.red, expected.green, expected.blue, expected.alpha],
                        "\(source) over \(destination) at \(coverage)")
            }
        }
    }
}
