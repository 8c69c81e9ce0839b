import Testing
import ZoetropeTestSupport
import PropertyBased
import Foundation
@testable import AnimationCore

/// A user-defined vector of any length: missing components count as 0, so `.zero` is empty.
/// This is the kind of type people animate polygons or charts with.
struct DynamicVector: VectorArithmetic, CustomStringConvertible {
    var components: [Double]

    init(_ components: [Double]) { self.components = components }

    static var zero: DynamicVector { DynamicVector([]) }

    private static func combine(_ a: DynamicVector, _ b: DynamicVector, _ op: (Double, Double) -> Double) -> DynamicVector {
        let count = max(a.components.count, b.components.count)
        return DynamicVector((0..<count).map { i in
            op(i < a.components.count ? a.components[i] : 0, i < b.components.count ? b.components[i] : 0)
        })
    }

    static func + (a: DynamicVector, b: DynamicVector) -> DynamicVector { combine(a, b, +) }
    static func - (a: DynamicVector, b: DynamicVector) -> DynamicVector { combine(a, b, -) }
    static func == (a: DynamicVector, b: DynamicVector) -> Bool { combine(a, b, -).components.allSatisfy { $0 == 0 } }
    mutating func scale(by rhs: Double) { components = components.map { $0 * rhs } }
    var magnitudeSquared: Double { components.reduce(0) { $0 + $1 * $1 } }
    var description: String { "\(components)" }
}

/// The VectorArithmetic laws (identity, inverse, commutativity, associativity, distributivity,
/// scaling, magnitude, interpolation) for the built-in conformances, AnimatablePair and a
/// user-defined dynamic-length vector, on seeded random inputs; and springs over such vectors.
@Suite struct VectorArithmeticLawTests {
    /// Checks every law for one set of inputs; `tolerance` is relative to the inputs' size.
    static func checkLaws<V: VectorArithmetic>(_ a: V, _ b: V, _ c: V, _ s: Double, tolerance: Double,
                                             _ label: String) {
        func distance(_ x: V, _ y: V) -> Double { (x - y).magnitudeSquared.squareRoot() }
        let size = 1 + [a, b, c].map { $0.magnitudeSquared.squareRoot() }.max()!
        let eps = tolerance * size * max(1, abs(s))
        #expect(a + .zero == a && V.zero + a == a, "\(label) identity")
        #expect(a + b == b + a, "\(label) commutativity")
        #expect(distance((a + b) + c, a + (b + c)) <= eps, "\(label) associativity")
        #expect((a - a).magnitudeSquared == 0, "\(label) inverse")
        #expect(distance(a - b, a + b.scaled(by: -1)) <= eps, "\(label) subtraction")
        #expect(distance((a + b).scaled(by: s), a.scaled(by: s) + b.scaled(by: s)) <= eps, "\(label) distributivity")
        #expect(a.scaled(by: 1) == a && a.scaled(by: 0).magnitudeSquared == 0, "\(label) unit scale")
        var sum = a
        sum += b
        var difference = a
        difference -= b
        #expect(sum == a + b && difference == a - b, "\(label) compound assignment")
        #expect(a.magnitudeSquared >= 0, "\(label) magnitude")
        let scaledMagnitude = a.scaled(by: s).magnitudeSquared
        #expect(abs(scaledMagnitude - s * s * a.magnitudeSquared) <= tolerance * 4 * s * s * size * size + 1e-300,
                "\(label) magnitude scaling")
        #expect(a.interpolated(towards: b, amount: 0) == a, "\(label) interpolation start")
        #expect(distance(a.interpolated(towards: b, amount: 1), b) <= eps, "\(label) interpolation end")
        #expect(distance(a.interpolated(towards: b, amount: 0.5), (a + b).scaled(by: 0.5)) <= eps, "\(label) midpoint")
    }

    static let scalar = Gen.double(in: -1000...1000)
    static let factor = Gen.double(in: -8...8)

    @Test func doubleLaws() async {
        await seededPropertyCheck(seed: 31, input: zip(Self.scalar, Self.scalar, Self.scalar, Self.factor)) { a, b, c, s in
            Self.checkLaws(a, b, c, s, tolerance: 1e-12, "Double \(a) \(b) \(c) \(s)")
        }
    }

    @Test func floatLaws() async {
        await seededPropertyCheck(seed: 32, input: zip(Self.scalar, Self.scalar, Self.scalar, Self.factor)) { a, b, c, s in
            Self.checkLaws(Float(a), Float(b), Float(c), s, tolerance: 1e-5, "Float \(a) \(b) \(c) \(s)")
        }
    }

    @Test func cgFloatLaws() async {
        await seededPropertyCheck(seed: 33, input: zip(Self.scalar, Self.scalar, Self.scalar, Self.factor)) { a, b, c, s in
            Self.checkLaws(CGFloat(a), CGFloat(b), CGFloat(c), s, tolerance: 1e-12, "CGFloat \(a) \(b) \(c) \(s)")
        }
    }

    @Test func animatablePairLaws() async {
        let pair = zip(Self.scalar, Self.scalar, Self.scalar).map { AnimatablePair($0, AnimatablePair(CGFloat($1), $2)) }
        await seededPropertyCheck(seed: 34, input: zip(pair, pair, pair, Self.factor)) { a, b, c, s in
            Self.checkLaws(a, b, c, s, tolerance: 1e-12, "Pair \(a) \(b) \(c) \(s)")
            #expect(a.magnitudeSquared == a.first.magnitudeSquared + a.second.magnitudeSquared)
        }
    }

    @Test func dynamicVectorLaws() async {
        let vector = Self.scalar.array(of: 0...6).map { DynamicVector($0) }
        await seededPropertyCheck(seed: 35, input: zip(vector, vector, vector, Self.factor)) { a, b, c, s in
            Self.checkLaws(a, b, c, s, tolerance: 1e-12, "Dynamic \(a) \(b) \(c) \(s)")
        }
        #expect(DynamicVector([1, 2]) + DynamicVector([1]) == DynamicVector([2, 2, 0]))
    }

    @Test func emptyAnimatableDataLaws() {
        let e = EmptyAnimatableData()
        Self.checkLaws(e, e, e, 3, tolerance: 0, "Empty")
        #expect(e.scaled(by: 5).magnitudeSquared == 0)
    }

    @Test func springsAnimateDynamicVectorsComponentWise() {
        let target = DynamicVector([3, -1, 0.5])
        for animation in [Animation.spring, .bouncy, .interpolatingSpring, .easeInOut.repeatCount(2)] {
            var vectorContext = AnimationContext<DynamicVector>()
            let value = animation.animate(value: target, time: 0.3, context: &vectorContext)!
            for (index, component) in target.components.enumerated() {
                var context = AnimationContext<Double>()
                let expected = animation.animate(value: component, time: 0.3, context: &context)!
                #expect(abs(value.components[index] - expected) < 1e-9, "\(animation) component \(index)")
            }
        }
        // Springs settle on the whole vector's magnitude.
        let spring = Spring.snappy
        let settled = spring.value(target: target, time: spring.settlingDuration(target: target, epsilon: 1e-3))
        #expect((settled - target).magnitudeSquared.squareRoot() < 1e-3)
    }
}
