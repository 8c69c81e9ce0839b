import Foundation
import Testing
@testable import RenderCommands

/// The box blur divides by multiplying: the quotient must be `/`'s, bit for bit, for every box
/// size a blur uses and every sum it can reach (else the blur's bytes would change).
@Suite struct ExactDivisorTests {
    @Test func quotientsAreExactForEveryBoxSize() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for d in Int32(1)...2_048 {
            let divisor = ExactDivisor(d)
            // The largest sum of d samples of 255 with 8 fraction bits, plus half the divisor.
            let largest = min(d * 65_280 + d / 2, Int32.max)
            var dividends: [Int32] = [0, 1, d - 1, d, d + 1, largest - 1, largest, Int32.max, Int32.max - 1]
            for _ in 0..<64 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                dividends.append(Int32(truncatingIfNeeded: state >> 33))
            }
            for x in dividends where x >= 0 {
                #expect(divisor.quotient(x) == x / d, "\(x) / \(d) (seed 0x9E3779B97F4A7C15)")
            }
        }
    }
}
