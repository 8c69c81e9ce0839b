import Foundation
import Testing
@testable import Geometry2D
import AnimationCore

/// Maps `(x, y, z)` as a row vector through `t`, dividing by w.
private func map(_ t: CATransform3D, _ x: Double, _ y: Double, _ z: Double) -> (x: Double, y: Double, z: Double) {
    let w = x * t.m14 + y * t.m24 + z * t.m34 + t.m44
    return ((x * t.m11 + y * t.m21 + z * t.m31 + t.m41) / w,
            (x * t.m12 + y * t.m22 + z * t.m32 + t.m42) / w,
            (x * t.m13 + y * t.m23 + z * t.m33 + t.m43) / w)
}

private func isClose(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: Double = 1e-12) -> Bool {
    zip(a.entries, b.entries).allSatisfy { abs($0 - $1) <= tolerance }
}

@Suite struct CATransform3DTests {
    @Test func defaultInitIsZeroAndIdentityIsIdentity() {
        #expect(CATransform3D().entries.allSatisfy { $0 == 0 })
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(!CATransform3DIsIdentity(CATransform3D()))
        #expect(CATransform3DEqualToTransform(CATransform3DMakeTranslation(0, 0, 0), CATransform3DIdentity))
    }

    @Test func translationAndScaleMapPoints() {
        let p = map(CATransform3DMakeTranslation(3, -4, 5), 1, 2, 3)
        #expect(p == (4, -2, 8))
        let q = map(CATransform3DMakeScale(2, 3, 4), 1, 2, 3)
        #expect(q == (2, 6, 12))
    }

    @Test func rotationAboutZMatchesAffineRotation() {
        let r = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let p = map(r, 1, 0, 0)
        #expect(abs(p.x) < 1e-15 && abs(p.y - 1) < 1e-15) // +x turns to +y (clockwise on screen)
        let affine = CGAffineTransform(rotationAngle: 0.7)
        let fromCA = CATransform3DGetAffineTransform(CATransform3DMakeRotation(0.7, 0, 0, 1))
        #expect(abs(fromCA.a - affine.a) < 1e-15 && abs(fromCA.b - affine.b) < 1e-15)
        #expect(abs(fromCA.c - affine.c) < 1e-15 && abs(fromCA.d - affine.d) < 1e-15)
    }

    @Test func rotationAboutXAndYFollowTheRightHandRule() {
        let aboutX = map(CATransform3DMakeRotation(.pi / 2, 2, 0, 0), 0, 1, 0) // axis is normalized
        #expect(abs(aboutX.y) < 1e-15 && abs(aboutX.z - 1) < 1e-15)
        let aboutY = map(CATransform3DMakeRotation(.pi / 2, 0, 1, 0), 0, 0, 1)
        #expect(abs(aboutY.x - 1) < 1e-15 && abs(aboutY.z) < 1e-15)
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
    }

    @Test func concatAppliesFirstThenSecond() {
        let t = CATransform3DConcat(CATransform3DMakeScale(2, 2, 2), CATransform3DMakeTranslation(5, 0, 0))
        #expect(map(t, 1, 1, 1) == (7, 2, 2))
        let u = CATransform3DConcat(CATransform3DMakeTranslation(5, 0, 0), CATransform3DMakeScale(2, 2, 2))
        #expect(map(u, 1, 1, 1) == (12, 2, 2))
    }

    @Test func translateScaleRotateApplyBeforeTheGivenTransform() {
        let base = CATransform3DMakeScale(2, 2, 1)
        #expect(map(CATransform3DTranslate(base, 1, 0, 0), 0, 0, 0) == (2, 0, 0))
        #expect(CATransform3DScale(base, 3, 1, 1) == CATransform3DConcat(CATransform3DMakeScale(3, 1, 1), base))
        let rotated = CATransform3DRotate(base, .pi / 2, 0, 0, 1)
        #expect(isClose(rotated, CATransform3DConcat(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), base)))
        let p = map(rotated, 1, 0, 0) // rotate to (0, 1), then scale to (0, 2)
        #expect(abs(p.x) < 1e-15 && abs(p.y - 2) < 1e-15)
    }

    @Test func invertUndoesAndSingularReturnsInput() {
        var t = CATransform3DRotate(CATransform3DMakeTranslation(3, 4, 5), 0.8, 1, 2, 3)
        t.m34 = -1.0 / 500
        let product = CATransform3DConcat(t, CATransform3DInvert(t))
        #expect(isClose(product, CATransform3DIdentity, 1e-12))
        let singular = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DInvert(singular) == singular)
        #expect(CATransform3DInvert(CATransform3DMakeTranslation(3, 4, 5)).m41 == -3)
    }

    @Test func affineConversionsRoundTrip() {
        let m = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(m)
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == m)
        var perspective = t
        perspective.m34 = -0.01
        #expect(!CATransform3DIsAffine(perspective))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 1, 0, 0)))
        #expect(CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 0, 0, 1)))
    }
}
