import Testing
import Zoetrope
import enum Accelerate.vDSP

/// The Linux `Accelerate` stand-in gives seed 003's vDSP calls Apple's results.
@Suite struct AccelerateShimTests {
    @Test func elementwiseArithmeticOnArraysAndSlices() {
        let a: [Double] = [1, 2, 3, 4], b: [Double] = [10, 20, 30, 40]
        #expect(vDSP.add(a, b) == [11, 22, 33, 44])
        #expect(vDSP.subtract(b, a) == [9, 18, 27, 36])
        #expect(vDSP.add(a[1..<3], b[0..<2]) == [12, 23])
        #expect(vDSP.multiply(0.5, a) == [0.5, 1, 1.5, 2])
        #expect(vDSP.multiply(a, b) == [10, 40, 90, 160])
        #expect(vDSP.sum(a) == 10)
        #expect(vDSP.sum([Double]()) == 0)
        #expect(vDSP.sum(vDSP.multiply(a, a)) == 30)
    }

    @Test func resultIntoASliceOfTheSameArray() {
        // The seed's `+=`: `vDSP.add(lhs.values[0..<count], rhs.values[0..<count], result: &lhs.values[0..<count])`.
        var values: [Double] = [1, 2, 3]
        vDSP.add(values[0..<2], [10, 20], result: &values[0..<2])
        #expect(values == [11, 22, 3])
        vDSP.subtract(values[1..<3], [2, 3], result: &values[1..<3])
        #expect(values == [11, 20, 0])
    }

    @Test func animatableVectorCompoundOperatorsTruncateToTheShorterVector() {
        var v = AnimatableVector(values: [1, 2, 3])
        v += AnimatableVector(values: [10, 20])
        #expect(v.values == [11, 22, 3])
        v -= AnimatableVector(values: [1, 2, 3])
        #expect(v.values == [10, 20, 0])
        var scaled = AnimatableVector(values: [2, 4])
        scaled.scale(by: 1.5)
        #expect(scaled.values == [3, 6])
        #expect(scaled.magnitudeSquared == 45)
    }
}
