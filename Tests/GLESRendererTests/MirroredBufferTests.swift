import Foundation
import GLESRenderer
import Testing
import ZoetropeTestSupport

/// `MirroredBuffer.differences`: the spans a frame writes cover every byte that changed, join
/// close changes, and stay small when little changed (the point of keeping the buffers).
@Suite struct MirroredBufferTests {
    /// `old` and a copy with `changes` runs of changed bytes, each at most `longest` long.
    static func pair(_ rng: inout SeededRandom, count: Int, changes: Int, longest: Int) -> ([UInt8], [UInt8]) {
        let old = (0..<count).map { _ in UInt8.random(in: 0...255, using: &rng) }
        var new = old
        for _ in 0..<changes {
            let start = Int.random(in: 0..<count, using: &rng)
            for index in start..<min(start + Int.random(in: 1...longest, using: &rng), count) { new[index] &+= 1 }
        }
        return (old, new)
    }

    static func spans(_ old: [UInt8], _ new: [UInt8]) -> [Range<Int>] {
        old.withUnsafeBytes { a in new.withUnsafeBytes { b in MirroredBuffer.differences(a, b) } }
    }

    @Test func everyChangedByteIsInASpanAndSpansAreOrderedAndApart() async {
        await seededPropertyCheck(seed: 0xB0FF, count: 200, draw: { rng in
            Self.pair(&rng, count: Int.random(in: 1...20_000, using: &rng), changes: Int.random(in: 0...12, using: &rng),
                      longest: Int.random(in: 1...600, using: &rng))
        }) { (old, new) in
            let spans = Self.spans(old, new)
            for index in old.indices where old[index] != new[index] {
                #expect(spans.contains { $0.contains(index) }, "byte \(index) changed and is in no span of \(spans)")
            }
            for (a, b) in zip(spans, spans.dropFirst()) { #expect(b.lowerBound - a.upperBound >= MirroredBuffer.joinGap) }
            #expect(spans.count <= MirroredBuffer.maximumSpans)
        }
    }

    @Test func aFewChangedBytesAreAFewBytesWritten() {
        var old = [UInt8](repeating: 7, count: 100_000)
        var new = old
        #expect(Self.spans(old, new).isEmpty)
        new[40_000] = 1; new[40_031] = 2; new[90_000] = 3
        #expect(Self.spans(old, new) == [40_000..<40_032, 90_000..<90_001])
        old[0] = 9
        #expect(Self.spans(old, new).first == 0..<1)
    }

    @Test func manySpansOrAMostlyChangedBufferStopComparingAndWriteTheRest() {
        let old = [UInt8](repeating: 0, count: 64_000)
        var sparse = old
        for index in stride(from: 0, to: 64_000, by: 300) { sparse[index] = 1 }   // further apart than the join gap
        let many = Self.spans(old, sparse)
        #expect(many.count == MirroredBuffer.maximumSpans && many.last?.upperBound == 64_000)
        var dense = old
        for index in 0..<20_000 { dense[index] = 1 }
        dense[63_000] = 1
        #expect(Self.spans(old, dense) == [0..<64_000], "past a quarter with three quarters changed: the rest goes up whole")
    }
}
