import Foundation
import Testing
@testable import RenderCommands
import VectorPath
import Geometry2D

/// The packed two-lanes-per-word pixel blend must give exactly the scalar formula's bytes.
@Suite struct PackedBlendTests {
    @Test func packedPixelBlendEqualsTheScalarFormulaForEveryCoverage() {
        var state: UInt64 = 0x2026_1123  // seed, printed on failure
        func next() -> UInt8 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
        func premultiplied() -> PremultipliedRGBA8 {
            let a = next()
            func channel() -> UInt8 { a == 0 ? 0 : UInt8(UInt16(next()) % (UInt16(a) + 1)) }
            return PremultipliedRGBA8(red: channel(), green: channel(), blue: channel(), alpha: a)
        }
        for coverage in 0...255 {
            for _ in 0..<200 {
                let source = premultiplied(), destination = premultiplied()
                var bytes = [destination.red, destination.green, destination.blue, destination.alpha]
                bytes.withUnsafeMutableBytes { Blend.blendPixel(source, coverage: UInt8(coverage), at: $0.baseAddress!) }
                let expected = Blend.sourceOver(source, coverage: UInt8(coverage), onto: destination)
                #expect(bytes == [expected.red, expected.green, expected.blue, expected.alpha],
                        "seed 0x20261123: \(source) over \(destination) at \(coverage)")
            }
        }
    }
}
