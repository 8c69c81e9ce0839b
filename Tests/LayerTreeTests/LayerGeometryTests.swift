import Foundation
import Testing
import Geometry2D
import VectorPath
@testable import LayerTree

/// Spec §9 vectors 1–3, 17 and 18: frames, conversions and projected points (canvas 200×200 pt,
/// root bounds (0,0,200,200) at (100,100), L bounds (0,0,100,50) at (100,100)).
@Suite struct LayerGeometryTests {
    static func scene() -> (root: CALayer, l: CALayer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        root.position = CGPoint(x: 100, y: 100)
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        l.position = CGPoint(x: 100, y: 100)
        l.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(l)
        return (root, l)
    }

    /// True if the canvas pixel (x, y) — its centre — falls inside `layer`'s bounds.
    static func covers(_ layer: CALayer, _ x: Int, _ y: Int) -> Bool {
        let p = layer.convert(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5), from: nil)
        return layer.bounds.contains(p)
    }

    static func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 0.01) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test func vector1DefaultAnchor() {
        let (_, l) = Self.scene()
        #expect(l.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
        #expect(Self.covers(l, 51, 76))
        #expect(!Self.covers(l, 49, 100))
        #expect(Self.covers(l, 100, 124))
        #expect(!Self.covers(l, 100, 125))
    }

    @Test func vector2AnchorAtOrigin() {
        let (_, l) = Self.scene()
        l.anchorPoint = .zero
        #expect(l.frame == CGRect(x: 100, y: 100, width: 100, height: 50))
        #expect(!Self.covers(l, 60, 80))
        #expect(Self.covers(l, 120, 120))
    }

    @Test func vector3QuarterTurn() {
        let (_, l) = Self.scene()
        l.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let f = l.frame
        #expect(abs(f.minX - 75) < 1e-9 && abs(f.minY - 50) < 1e-9 && abs(f.width - 50) < 1e-9 && abs(f.height - 100) < 1e-9)
        #expect(Self.covers(l, 100, 55))
        #expect(!Self.covers(l, 60, 100))
    }

    @Test func frameSetterMovesPositionAndSize() {
        let l = CALayer()
        l.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(l.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(l.position == CGPoint(x: 60, y: 45))
        #expect(l.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test func convertBetweenLayers() {
        let (root, l) = Self.scene()
        let child = CALayer()
        child.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        l.addSublayer(child)
        // child's origin is l's (10, 10), which is canvas (60, 85).
        #expect(Self.close(child.convert(CGPoint.zero, to: nil), CGPoint(x: 60, y: 85)))
        #expect(Self.close(child.convert(CGPoint.zero, to: root), CGPoint(x: 60, y: 85)))
        #expect(Self.close(root.convert(CGPoint(x: 60, y: 85), to: child), .zero))
        #expect(Self.close(l.convert(CGPoint(x: 5, y: 5), from: child), CGPoint(x: 15, y: 15)))
        let r = l.convert(CGRect(x: 0, y: 0, width: 20, height: 20), from: child)
        #expect(r == CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(l.convert(CGRect(x: 0, y: 0, width: 100, height: 50), to: nil) == CGRect(x: 50, y: 75, width: 100, height: 50))
    }

    @Test func vector17PerspectiveFromSublayerTransform() {
        func run(perspectiveOnChild: Bool) -> [CGPoint] {
            let root = CALayer()
            root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
            root.position = CGPoint(x: 100, y: 100)
            let container = CALayer()
            container.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
            container.position = CGPoint(x: 100, y: 100)
            var p = CATransform3DIdentity
            p.m34 = -1.0 / 500
            let child = CALayer()
            child.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            child.position = CGPoint(x: 100, y: 100)
            if perspectiveOnChild {
                child.transform = CATransform3DRotate(p, .pi / 3, 0, 1, 0)
            } else {
                container.sublayerTransform = p
                child.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
            }
            root.addSublayer(container)
            container.addSublayer(child)
            let m = child.projection()
            return [CGPoint(x: 100, y: 50), CGPoint(x: 0, y: 50), CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0)].map { $0.applying(m) }
        }
        let expected = [CGPoint(x: 123.01, y: 100), CGPoint(x: 72.63, y: 100), CGPoint(x: 72.63, y: 45.26), CGPoint(x: 123.01, y: 53.99)]
        for variant in [false, true] {
            let got = run(perspectiveOnChild: variant)
            for (g, e) in zip(got, expected) { #expect(Self.close(g, e), "\(g) vs \(e) (perspective on child: \(variant))") }
        }
    }

    @Test func vector18FlatteningVersusTransformLayer() {
        func childCentre(parent: CALayer) -> (centre: CGPoint, width: CGFloat) {
            let root = CALayer()
            root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
            root.position = CGPoint(x: 100, y: 100)
            parent.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            parent.position = CGPoint(x: 100, y: 100)
            parent.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
            let child = CALayer()
            child.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
            child.position = CGPoint(x: 50, y: 50)
            child.zPosition = 50
            root.addSublayer(parent)
            parent.addSublayer(child)
            let m = child.projection()
            let left = CGPoint(x: 0, y: 10).applying(m), right = CGPoint(x: 20, y: 10).applying(m)
            return (CGPoint(x: 10, y: 10).applying(m), right.x - left.x)
        }
        let flat = childCentre(parent: CALayer())
        #expect(Self.close(flat.centre, CGPoint(x: 100, y: 100)))
        #expect(abs(flat.width - 10) < 0.01)
        let deep = childCentre(parent: CATransformLayer())
        #expect(abs(deep.centre.x - 143.30) < 0.01)
        #expect(abs(deep.centre.y - 100) < 0.01)
    }
}

/// Spec §9 vector 4 as geometry (which canvas pixels the rounded background covers) and the border ring.
@Suite struct LayerShapeTests {
    static func covers(_ layer: CALayer, _ path: VectorPath.Path, _ x: Int, _ y: Int, evenOdd: Bool = false) -> Bool {
        let p = layer.convert(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5), from: nil)
        return path.contains(p, eoFill: evenOdd)
    }

    @Test func vector4CornerRadiusAndMaskedCorners() {
        let (_, l) = LayerGeometryTests.scene()
        l.cornerRadius = 25
        #expect(!Self.covers(l, l.roundedBoundsPath, 51, 76))
        #expect(Self.covers(l, l.roundedBoundsPath, 100, 100))
        l.maskedCorners = [.layerMinXMinYCorner]
        #expect(Self.covers(l, l.roundedBoundsPath, 148, 123))
        #expect(!Self.covers(l, l.roundedBoundsPath, 51, 76))
        #expect(Self.covers(l, l.roundedBoundsPath, 148, 76) && Self.covers(l, l.roundedBoundsPath, 51, 123))
    }

    @Test func radiusIsClampedAndCurvesFollowCornerCurve() {
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        l.cornerRadius = 400
        #expect(l.effectiveCornerRadius == 25)
        l.cornerRadius = -3
        #expect(l.effectiveCornerRadius == 0 && l.roundedBoundsPath == Path(l.bounds))
        l.cornerRadius = 10
        let circular = l.roundedBoundsPath
        l.cornerCurve = .continuous
        #expect(l.roundedBoundsPath != circular)
    }

    @Test func borderRing() {
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(l.borderRingPath.isEmpty)
        l.borderWidth = 10
        let ring = l.borderRingPath
        #expect(ring.contains(CGPoint(x: 5, y: 25), eoFill: true))
        #expect(!ring.contains(CGPoint(x: 50, y: 25), eoFill: true))
        l.borderWidth = 40                                // wider than half the height: a filled rectangle
        #expect(l.borderRingPath.contains(CGPoint(x: 50, y: 25), eoFill: true))
    }
}
