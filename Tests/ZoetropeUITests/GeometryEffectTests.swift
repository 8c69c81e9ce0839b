import Foundation
import Testing
@testable import Geometry2D
import ZoetropeUI
import VectorPath
import SoftwareRasterizer
import RenderCommands
import AnimationCore

@Suite struct GeometryEffectTests {
    let size = CGSize(width: 200, height: 100)

    func near(_ p: CGPoint, _ x: Double, _ y: Double, _ tolerance: Double = 1e-9) -> Bool {
        abs(p.x - x) <= tolerance && abs(p.y - y) <= tolerance
    }

    @Test func rotationTurnsClockwiseOnScreenAboutTheAnchor() {
        let m = RotationEffect(angle: .degrees(90)).effectValue(size: size)
        // The centre stays; the point right of the centre goes below it (y down).
        #expect(near(CGPoint(x: 100, y: 50).applying(m), 100, 50))
        #expect(near(CGPoint(x: 150, y: 50).applying(m), 100, 100))
        let corner = RotationEffect(angle: .degrees(90), anchor: .zero).effectValue(size: size)
        #expect(near(CGPoint(x: 10, y: 0).applying(corner), 0, 10))
    }

    @Test func scaleKeepsTheAnchorAndZeroScaleStaysInvertible() {
        let m = ScaleEffect(scale: CGSize(width: 2, height: 3), anchor: .bottomTrailing).effectValue(size: size)
        #expect(near(CGPoint(x: 200, y: 100).applying(m), 200, 100))
        #expect(near(CGPoint(x: 100, y: 50).applying(m), 0, -50))
        let zero = ScaleEffect(scale: .zero).effectValue(size: size)
        #expect(zero.determinant != 0)
    }

    @Test func offsetTranslates() {
        let m = OffsetEffect(offset: CGSize(width: 5, height: -7)).effectValue(size: size)
        #expect(near(CGPoint(x: 1, y: 1).applying(m), 6, -6))
    }

    @Test func rotation3DAtZeroIsIdentityAndAt90DegreesIsEdgeOn() {
        let none = Rotation3DEffect(angle: .zero, axis: (0, 1, 0)).effectValue(size: size)
        #expect(near(CGPoint(x: 37, y: 12).applying(none), 37, 12))
        // About the y axis through the centre: at 90° every point lands on the vertical centre line.
        let edgeOn = Rotation3DEffect(angle: .degrees(90), axis: (0, 1, 0)).effectValue(size: size)
        for p in [CGPoint(x: 0, y: 0), CGPoint(x: 200, y: 30), CGPoint(x: 150, y: 100)] {
            #expect(abs(p.applying(edgeOn).x - 100) < 1e-9)
        }
    }

    @Test func rotation3DPerspectiveEnlargesTheNearSide() {
        // d = max(w, h) = 200. Rotating 45° about y (right-handed, as CA): z' = −x·sin θ, so the
        // right half moves away from the eye (w = 1 − z'/d > 1) and shrinks.
        let m = Rotation3DEffect(angle: .degrees(45), axis: (0, 1, 0)).effectValue(size: size)
        let leftTop = CGPoint(x: 0, y: 0).applying(m), rightTop = CGPoint(x: 200, y: 0).applying(m)
        let c = cos(Double.pi / 4), s = sin(Double.pi / 4)
        let wRight = 1 + 100 * s / 200, wLeft = 1 - 100 * s / 200
        #expect(near(rightTop, 100 + 100 * c / wRight, 50 - 50 / wRight, 1e-9), "\(rightTop)")
        #expect(near(leftTop, 100 - 100 * c / wLeft, 50 - 50 / wLeft, 1e-9), "\(leftTop)")
        // The two vertical edges have different projected heights: perspective, not affine.
        let leftHeight = abs(CGPoint(x: 0, y: 100).applying(m).y - leftTop.y)
        let rightHeight = abs(CGPoint(x: 200, y: 100).applying(m).y - rightTop.y)
        #expect(abs(leftHeight - rightHeight) > 10)
        #expect(!m.isAffine)
        let flat = Rotation3DEffect(angle: .degrees(45), axis: (0, 1, 0), perspective: 0).effectValue(size: size)
        #expect(flat.isAffine)
    }

    @Test func animatableDataRoundTrips() {
        var effect = Rotation3DEffect(angle: .degrees(30), axis: (1, 0, 0), anchorZ: 4, perspective: 0.5)
        let data = effect.animatableData
        effect.animatableData = data
        #expect(abs(effect.angle.degrees - 30) < 1e-12)
        #expect(effect.anchorZ == 4 && effect.perspective == 0.5)
    }
}
