import Foundation
import PropertyBased
import Testing
import ZoetropeTestSupport
@testable import Geometry2D
import AnimationCore

private func affine(_ v: [Double]) -> CGAffineTransform {
    CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
}

@Suite struct ProjectionTransformTests {
    @Test func identityAndAffineFlags() {
        #expect(ProjectionTransform().isIdentity)
        #expect(ProjectionTransform().isAffine)
        let p = ProjectionTransform(CGAffineTransform(translationX: 5, y: 2))
        #expect(!p.isIdentity && p.isAffine && p.m31 == 5 && p.m32 == 2)
        var t = CATransform3DIdentity
        t.m34 = -0.01
        #expect(!ProjectionTransform(CATransform3DRotate(t, 0.5, 0, 1, 0)).isAffine)
    }

    @Test func takesColumnsOneTwoFourOfA3DTransform() {
        var t = CATransform3D()
        t.m11 = 1; t.m12 = 2; t.m13 = 99; t.m14 = 3
        t.m21 = 4; t.m22 = 5; t.m23 = 99; t.m24 = 6
        t.m31 = 99; t.m32 = 99; t.m33 = 99; t.m34 = 99
        t.m41 = 7; t.m42 = 8; t.m43 = 99; t.m44 = 9
        let p = ProjectionTransform(t)
        #expect([p.m11, p.m12, p.m13, p.m21, p.m22, p.m23, p.m31, p.m32, p.m33] == [1, 2, 3, 4, 5, 6, 7, 8, 9])
    }

    @Test func pointsBehindTheEyeGoToInfinity() {
        var p = ProjectionTransform()
        p.m13 = -0.01 // w = 1 − 0.01·x
        #expect(CGPoint(x: 50, y: 10).applying(p) == CGPoint(x: 100, y: 20))
        #expect(CGPoint(x: 100, y: 0).applying(p) == CGPoint(x: CGFloat.infinity, y: CGFloat.infinity))
        #expect(CGPoint(x: 200, y: 0).applying(p).x == .infinity)
    }

    @Test
    func affineTransformsMapPointsLikeCGAffineTransform() async {
        await seededPropertyCheck(seed: 0xA11CE, count: 200, input: zip(Gen.double(in: -10...10).array(of: 6), Gen.double(in: -100...100).array(of: 2))) { (m, xy) in
            let t = affine(m)
            let point = CGPoint(x: xy[0], y: xy[1])
            #expect(near(point.applying(ProjectionTransform(t)), point.applying(t), 1e-9))
            #expect(near(point.applying(ProjectionTransform(CATransform3DMakeAffineTransform(t))), point.applying(t), 1e-9))
        }
    }

    @Test
    func concatenationAndInversionLaws() async {
        await seededPropertyCheck(seed: 0xB0B, count: 200, input: zip(Gen.double(in: -3...3).array(of: 18), Gen.double(in: -50...50).array(of: 2))) { (v, xy) in
            var a = ProjectionTransform(), b = ProjectionTransform()
            (a.m11, a.m12, a.m13, a.m21, a.m22, a.m23, a.m31, a.m32) = (v[0], v[1], v[2] * 0.01, v[3], v[4], v[5] * 0.01, v[6], v[7])
            (b.m11, b.m12, b.m21, b.m22, b.m31, b.m32) = (v[9], v[10], v[12], v[13], v[15], v[16])
            let point = CGPoint(x: xy[0], y: xy[1])
            let viaA = point.applying(a)
            if viaA.x.isFinite {
                // concatenating = apply a, then b (b is affine here, so no w sign issue).
                let both = point.applying(a.concatenating(b))
                #expect(near(both, viaA.applying(b), 1e-6 * max(1, abs(both.x) + abs(both.y))))
            }
            if abs(a.determinant) > 1e-3 {
                let identity = a.concatenating(a.inverted())
                let entries = [identity.m11 - 1, identity.m12, identity.m13, identity.m21, identity.m22 - 1,
                               identity.m23, identity.m31, identity.m32, identity.m33 - 1]
                #expect(entries.allSatisfy { abs($0) < 1e-8 })
            }
            #expect(a.concatenating(ProjectionTransform()) == a)
        }
    }

    @Test func invertReportsSingularMatrices() {
        var singular = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1))
        let before = singular
        let invertedSingular = singular.invert()
        #expect(!invertedSingular)
        #expect(singular == before)
        #expect(singular.inverted() == before)
        var scale = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 4))
        let invertedScale = scale.invert()
        #expect(invertedScale)
        #expect(scale.m11 == 0.5 && scale.m22 == 0.25)
    }

    /// The seeds' FlipEffect for a 200×100 view at 60° about the y axis, against the closed form
    /// derived by hand: w = s·x/200 + 1 − s/2, x' = c(x − 100)/w + 100, y' = (y − 50)/w + 50.
    @Test func flipEffectConstructionMatchesHandComputedPoints() {
        let size = CGSize(width: 200, height: 100)
        let angle = Angle.degrees(60).radians
        var transform3d = CATransform3DIdentity
        transform3d.m34 = -1 / max(size.width, size.height)
        transform3d = CATransform3DRotate(transform3d, angle, 0, 1, 0)
        transform3d = CATransform3DTranslate(transform3d, -size.width / 2, -size.height / 2, 0)
        let affineTransform = ProjectionTransform(CGAffineTransform(translationX: size.width / 2, y: size.height / 2))
        let effect = ProjectionTransform(transform3d).concatenating(affineTransform)

        #expect(near(CGPoint(x: 100, y: 50).applying(effect), CGPoint(x: 100, y: 50), 1e-12))
        #expect(near(CGPoint(x: 200, y: 0).applying(effect), CGPoint(x: 134.8915260374019, y: 15.108473962598111), 1e-9))
        #expect(near(CGPoint(x: 0, y: 0).applying(effect), CGPoint(x: 11.814602960478808, y: -38.18539703952119), 1e-9))
        #expect(near(CGPoint(x: 0, y: 100).applying(effect), CGPoint(x: 11.814602960478808, y: 138.1853970395212), 1e-9))
    }

    /// With the seed's own axis (1, 5) the centre stays put, and at 0° the effect is the identity.
    @Test func flipEffectWithSeedAxisKeepsCentre() {
        func effect(_ degrees: Double) -> ProjectionTransform {
            var t = CATransform3DIdentity
            t.m34 = -1.0 / 300
            t = CATransform3DRotate(t, Angle.degrees(degrees).radians, 1, 5, 0)
            t = CATransform3DTranslate(t, -150, -100, 0)
            return ProjectionTransform(t).concatenating(ProjectionTransform(CGAffineTransform(translationX: 150, y: 100)))
        }
        #expect(near(CGPoint(x: 150, y: 100).applying(effect(45)), CGPoint(x: 150, y: 100), 1e-12))
        #expect(near(CGPoint(x: 7, y: 9).applying(effect(0)), CGPoint(x: 7, y: 9), 1e-12))
        // Points on the rotation axis through the centre stay fixed too.
        #expect(near(CGPoint(x: 160, y: 150).applying(effect(73)), CGPoint(x: 160, y: 150), 1e-9))
    }
}
