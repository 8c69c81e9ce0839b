import Foundation
import PropertyBased
import Testing
import ZoetropeTestSupport
@testable import Geometry2D
import AnimationCore

/// Whether two points agree within `tolerance` in both coordinates (shared by the Geometry2D tests).
func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: Double) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

@Suite struct AffineTransformTests {
    @Test func builderMethodsApplyBeforeTheTransform() {
        let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        #expect(near(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 10, y: 1), 1e-15))
        let s = CGAffineTransform(translationX: 5, y: 5).scaledBy(x: 2, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(s) == CGPoint(x: 7, y: 8))
        let u = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 1, y: 0)
        #expect(CGPoint.zero.applying(u) == CGPoint(x: 2, y: 0))
    }

    @Test func singularInverseReturnsSelf() {
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 1, ty: 1)
        #expect(singular.inverted() == singular)
        #expect(CGAffineTransform.identity.inverted().isIdentity)
    }

    @Test
    func concatenationAndInversionLaws() async {
        await seededPropertyCheck(seed: 0xC0FFEE, count: 300, input: zip(Gen.double(in: -5...5).array(of: 12), Gen.double(in: -100...100).array(of: 2))) { (v, xy) in
            let a = CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
            let b = CGAffineTransform(a: v[6], b: v[7], c: v[8], d: v[9], tx: v[10], ty: v[11])
            let p = CGPoint(x: xy[0], y: xy[1])
            let scale = 1e-9 * (1 + abs(p.x) + abs(p.y)) * 100
            #expect(near(p.applying(a.concatenating(b)), p.applying(a).applying(b), scale))
            #expect(a.concatenating(.identity) == a && CGAffineTransform.identity.concatenating(a) == a)
            #expect((a.concatenating(b)).determinant.isFinite)
            if abs(a.determinant) > 1e-2 {
                #expect(near(p.applying(a).applying(a.inverted()), p, 1e-6 * (1 + abs(p.x) + abs(p.y))))
                let roundTrip = a.concatenating(a.inverted())
                #expect(abs(roundTrip.a - 1) < 1e-9 && abs(roundTrip.b) < 1e-9 && abs(roundTrip.c) < 1e-9)
                #expect(abs(roundTrip.d - 1) < 1e-9 && abs(roundTrip.tx) < 1e-7 && abs(roundTrip.ty) < 1e-7)
            }
            let det = a.concatenating(b).determinant
            #expect(abs(det - a.determinant * b.determinant) <= 1e-9 * (1 + abs(det)))
        }
    }

    @Test func rectApplyingGivesBoundingBoxOfCorners() {
        let r = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(r.minX + 20) < 1e-12 && abs(r.maxX) < 1e-12 && abs(r.minY) < 1e-12 && abs(r.maxY - 10) < 1e-12)
    }
}
