import Foundation
import Testing
import ZoetropeTestSupport
import Geometry2D
@testable import LayerTree

/// CSS-style decomposition of CATransform3D: round trips, component reads and writes, blending.
@Suite struct TransformDecompositionTests {
    static func maxDifference(_ a: CATransform3D, _ b: CATransform3D) -> Double {
        zip(a.rowMajor, b.rowMajor).map { abs($0 - $1) }.max() ?? 0
    }

    /// The difference of the matrices scaled to m44 = 1: homogeneous matrices that differ by a
    /// factor map every point alike, and the decomposition normalizes that factor away.
    static func projectiveDifference(_ a: CATransform3D, _ b: CATransform3D) -> Double {
        let x = a.rowMajor.map { $0 / a.rowMajor[15] }, y = b.rowMajor.map { $0 / b.rowMajor[15] }
        return zip(x, y).map { abs($0 - $1) }.max() ?? 0
    }

    /// A random well-conditioned transform: scale (either sign), skew, rotation about a random
    /// axis, translation and (half the time) perspective, composed as S·K·R·T·P.
    static func randomTransform(_ rng: inout SeededRandom) -> CATransform3D {
        func r(_ range: ClosedRange<Double>) -> CGFloat { CGFloat(Double.random(in: range, using: &rng)) }
        func s() -> CGFloat { (Bool.random(using: &rng) ? 1 : -1) * r(0.3...3) }
        var skew = CATransform3DIdentity
        skew.m21 = r(-0.5...0.5); skew.m31 = r(-0.5...0.5); skew.m32 = r(-0.5...0.5)
        var m = CATransform3DConcat(CATransform3DMakeScale(s(), s(), s()), skew)
        m = CATransform3DConcat(m, CATransform3DMakeRotation(r(-3...3), r(-1...1), r(-1...1), r(0.1...1)))
        m = CATransform3DConcat(m, CATransform3DMakeTranslation(r(-200...200), r(-200...200), r(-50...50)))
        if Bool.random(using: &rng) {
            var p = CATransform3DIdentity
            p.m34 = r(-0.01...0.01); p.m14 = r(-0.001...0.001)
            m = CATransform3DConcat(m, p)
        }
        return m
    }

    @Test func decomposeRecomposeRoundTrip() async {
        await seededPropertyCheck(seed: 0x7A5F0, count: 500, draw: Self.randomTransform) { m in
            let d = try #require(DecomposedTransform(m))
            #expect(Self.projectiveDifference(d.matrix, m) < 1e-9)
            #expect(abs(d.matrix.m44 - 1) < 1e-12)
        }
    }

    @Test func interpolationEndsAreExactAndMidpointsAreFinite() async {
        await seededPropertyCheck(seed: 0x1E4B, count: 200, draw: { rng in
            (Self.randomTransform(&rng), Self.randomTransform(&rng), Double.random(in: 0...1, using: &rng))
        }) { a, b, p in
            #expect(a.interpolated(to: b, 0) == a)
            #expect(a.interpolated(to: b, 1) == b)
            #expect(a.interpolated(to: b, p).isFinite)
            // Decomposed ends blend to the same ends.
            let da = try #require(DecomposedTransform(a)), db = try #require(DecomposedTransform(b))
            #expect(Self.projectiveDifference(da.interpolated(to: db, 1).matrix, b) < 1e-9)
        }
    }

    @Test func singleAxisRotationsReadBackTheirAngle() async {
        await seededPropertyCheck(seed: 0xA9613, count: 300, draw: { rng in
            (Double.random(in: -3.1...3.1, using: &rng), Int.random(in: 0..<3, using: &rng))
        }) { angle, axis in
            let m = CATransform3DMakeRotation(CGFloat(angle), axis == 0 ? 1 : 0, axis == 1 ? 1 : 0, axis == 2 ? 1 : 0)
            let component: TransformComponent = [.rotationX, .rotationY, .rotationZ][axis]
            let read = try #require(component.read(m) as? Double)
            // rotation.y is read through asin, so it is exact only within ±π/2.
            if axis != 1 || abs(angle) <= .pi / 2 { #expect(abs(read - angle) < 1e-9) }
            let written = try #require(component.write(angle, into: CATransform3DIdentity))
            #expect(Self.maxDifference(written, m) < 1e-9)
        }
    }

    @Test func rotationHalfwayIsARotationNotAShear() {
        let half = CATransform3DIdentity.interpolated(to: CATransform3DMakeRotation(.pi / 2, 0, 0, 1), 0.5)
        #expect(Self.maxDifference(half, CATransform3DMakeRotation(.pi / 4, 0, 0, 1)) < 1e-12)
        let scaled = CATransform3DMakeScale(1, 1, 1).interpolated(to: CATransform3DMakeScale(3, 2, 1), 0.5)
        #expect(Self.maxDifference(scaled, CATransform3DMakeScale(2, 1.5, 1)) < 1e-12)
    }

    @Test func singularTransformsBlendEntryByEntry() {
        let zero = CATransform3DMakeScale(0, 0, 0)
        let mid = zero.interpolated(to: CATransform3DIdentity, 0.5)
        #expect(Self.maxDifference(mid, CATransform3DMakeScale(0.5, 0.5, 0.5)) < 1e-12)
    }

    @Test func componentsWriteIntoTheUnderlyingTransform() throws {
        var t = CATransform3DMakeScale(2, 2, 1)
        t = try #require(TransformComponent.rotationZ.write(0.3, into: t))
        #expect(abs((TransformComponent.rotationZ.read(t) as? Double ?? 0) - 0.3) < 1e-12)
        #expect(abs((TransformComponent.scaleX.read(t) as? Double ?? 0) - 2) < 1e-12)
        t = try #require(TransformComponent.translationX.write(15, into: t))
        #expect(abs(t.m41 - 15) < 1e-12)
        #expect(abs((TransformComponent.scale.read(CATransform3DMakeScale(1, 2, 3)) as? Double ?? 0) - 2) < 1e-12)
        // A full turn written as a component leaves the identity (the animation interpolates the angle).
        let turn = try #require(TransformComponent.rotationZ.write(2 * .pi, into: CATransform3DIdentity))
        #expect(Self.maxDifference(turn, CATransform3DIdentity) < 1e-12)
        #expect(TransformComponent.rotationZ.write(Double.nan, into: t) == nil)
        #expect(TransformComponent.translation.write(1.0, into: t) == nil)
        // A singular matrix still takes a scale (rotation reads as 0).
        let back = try #require(TransformComponent.scale.write(1, into: CATransform3DMakeScale(0, 0, 0)))
        #expect(back == CATransform3DIdentity)
    }

    @Test func additionConcatenatesAndSubtractionInverts() async {
        await seededPropertyCheck(seed: 0xADD, count: 100, draw: { rng in (Self.randomTransform(&rng), Self.randomTransform(&rng)) }) { a, b in
            #expect(a + b == CATransform3DConcat(a, b))
            #expect(Self.maxDifference((a - b) + b, a) < 1e-6)
        }
        let spin = CATransform3DMakeRotation(0.2, 0, 0, 1)
        #expect(Self.maxDifference(spin.scaled(by: 3), CATransform3DMakeRotation(0.6, 0, 0, 1)) < 1e-12)
        #expect(Self.maxDifference(CATransform3DMakeTranslation(2, 0, 0).scaled(by: 3), CATransform3DMakeTranslation(6, 0, 0)) < 1e-12)
    }
}

@Suite struct TransformKeyPathPropertyTests {
    /// Writing one component of a transform (scale positive, no perspective) reads back the
    /// written value and leaves the translation, or the rotation, as it was.
    @Test func componentWritesReadBack() async {
        let components: [TransformComponent] = [.rotationZ, .scaleX, .scaleY, .scaleZ, .scale, .translationX, .translationY, .translationZ]
        await seededPropertyCheck(seed: 0xC0C0A, count: 400, draw: { rng -> (CATransform3D, TransformComponent, Double) in
            func r(_ range: ClosedRange<Double>) -> CGFloat { CGFloat(Double.random(in: range, using: &rng)) }
            var m = CATransform3DMakeScale(r(0.3...3), r(0.3...3), r(0.3...3))
            m = CATransform3DConcat(m, CATransform3DMakeRotation(r(-3...3), r(-1...1), r(-1...1), r(0.1...1)))
            m = CATransform3DConcat(m, CATransform3DMakeTranslation(r(-100...100), r(-100...100), r(-100...100)))
            let c = components[Int.random(in: 0..<components.count, using: &rng)]
            let isAngle = c == .rotationZ
            let v = Double.random(in: isAngle ? -3...3 : 0.2...5, using: &rng)
            return (m, c, v)
        }) { m, c, v in
            let written = try #require(c.write(v, into: m))
            let back = try #require(c.read(written) as? Double)
            #expect(abs(back - v) < 1e-9, "\(c)")
            switch c {
            case .translationX, .translationY, .translationZ:
                let before = try #require(DecomposedTransform(m)), after = try #require(DecomposedTransform(written))
                #expect(abs(before.quaternion.w - after.quaternion.w) < 1e-9 && abs(before.scale.x - after.scale.x) < 1e-9)
            default:
                #expect(abs(written.m41 - m.m41) < 1e-9 && abs(written.m42 - m.m42) < 1e-9 && abs(written.m43 - m.m43) < 1e-9)
            }
        }
    }
}
