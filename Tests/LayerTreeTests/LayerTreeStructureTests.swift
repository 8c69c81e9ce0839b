import Foundation
import Testing
import Geometry2D
@testable import LayerTree

/// Tree operations, copies, defaults, drawing order and the back-face rule.
@Suite struct LayerTreeStructureTests {
    @Test func treeOperations() {
        let p = CALayer(), a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer()
        p.addSublayer(a)
        p.addSublayer(b)
        p.insertSublayer(c, below: b)
        #expect(p.sublayers?.map { $0 === c } == [false, true, false])
        p.insertSublayer(d, above: a)
        #expect(p.sublayers?.first === a && p.sublayers?[1] === d)
        p.insertSublayer(b, at: 0)                   // moving within the same parent
        #expect(p.sublayers?.first === b && p.sublayers?.count == 4)
        let e = CALayer()
        p.replaceSublayer(c, with: e)
        #expect(c.superlayer == nil && e.superlayer === p && p.sublayers?.count == 4)
        d.removeFromSuperlayer()
        #expect(d.superlayer == nil && p.sublayers?.count == 3)
        let q = CALayer()
        q.addSublayer(a)                             // re-parenting removes from the old parent
        #expect(a.superlayer === q && p.sublayers?.contains { $0 === a } == false)
        p.sublayers = [a, d]
        #expect(a.superlayer === p && q.sublayers?.isEmpty == true && b.superlayer == nil)
        p.sublayers = nil
        #expect(a.superlayer == nil && p.sublayers == nil)
        #expect(p.value(forKeyPath: "sublayers.count") as? Int == 0)
    }

    @Test func defaults() {
        let l = CALayer()
        #expect(l.bounds == .zero && l.position == .zero && l.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(l.transform == CATransform3DIdentity && l.opacity == 1 && !l.isHidden && l.isDoubleSided)
        #expect(l.borderColor == CGColor.black && l.shadowColor == CGColor.black && l.backgroundColor == nil)
        #expect(l.shadowOffset == CGSize(width: 0, height: -3) && l.shadowRadius == 3 && l.shadowOpacity == 0)
        #expect(l.maskedCorners.rawValue == 15 && l.cornerCurve == .circular && l.contentsGravity == .resize)
        #expect(l.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1) && l.contentsScale == 1)
        #expect(l.allowsGroupOpacity && l.speed == 1 && l.fillMode == .removed && l.name == nil)
        let s = CAShapeLayer()
        #expect(s.fillColor == CGColor.black && s.strokeColor == nil && s.lineWidth == 1 && s.miterLimit == 10)
        #expect(s.lineCap == .butt && s.lineJoin == .miter && s.fillRule == .nonZero && s.strokeEnd == 1)
        s.lineDashPattern = [4, 2]
        #expect(s.lineDashPattern == [4, 2])
        let g = CAGradientLayer()
        #expect(g.startPoint == CGPoint(x: 0.5, y: 0) && g.endPoint == CGPoint(x: 0.5, y: 1) && g.type == .axial)
        g.colors = [CGColor.black, UIColor.white]
        #expect((g.colors as? [CGColor])?.count == 2)
        g.locations = [0, 1]
        #expect(g.locations == [0, 1])
        let r = CAReplicatorLayer()
        #expect(r.instanceCount == 1 && r.instanceColor == CGColor.white && r.instanceTransform == CATransform3DIdentity)
        let t = CATextLayer()
        #expect(t.fontSize == 36 && t.foregroundColor == CGColor.white && t.alignmentMode == .natural && t.string == nil)
        t.string = "Hi"
        #expect(t.string as? String == "Hi" && t.value(forKey: "string") as? String == "Hi")
    }

    @Test func initLayerCopiesModelState() {
        let l = CAShapeLayer()
        l.bounds = CGRect(x: 0, y: 0, width: 10, height: 20)
        l.strokeEnd = 0.3
        l.name = "ring"
        l.setValue(42, forKey: "tag")
        l.actions = ["opacity": NSNull()]
        l.addSublayer(CALayer())
        let copy = CAShapeLayer(layer: l)
        #expect(copy.bounds == l.bounds && copy.strokeEnd == 0.3 && copy.name == "ring")
        #expect(copy.value(forKey: "tag") as? Int == 42)
        #expect(copy.actions?["opacity"] is NSNull)
        #expect(copy.sublayers == nil && copy.superlayer == nil)
        #expect(copy.model() === l && l.model() === l)
        copy.strokeEnd = 0.9
        #expect(l.strokeEnd == 0.3)                   // independent values
        let copyOfCopy = CAShapeLayer(layer: copy)
        #expect(copyOfCopy.model() === l)
    }

    @Test func registryDescribesEveryProperty() {
        let table = CAShapeLayer.layerProperties
        #expect(table["bounds"] != nil && table["strokeEnd"] != nil && table["isHidden"]?.key == "hidden")
        #expect(CALayer.layerProperties["strokeEnd"] == nil)
        #expect(table["path"]?.isAnimatable == true && table["path"]?.hasImplicitAnimation == false)
        #expect(table["frame"]?.isAnimatable == false && table["maskedCorners"]?.isAnimatable == false)
        #expect(CALayer.isAnimatable(key: "opacity") && !CALayer.isAnimatable(key: "name"))
        let l = CAShapeLayer()
        for property in table.properties {
            // Reading the default and writing it back is always accepted.
            let v = l.layerValue(for: property)
            #expect(l.setLayerValue(v, for: property), "\(property.key)")
        }
    }

    @Test func siblingOrderIsStableByZPosition() {
        let p = CALayer()
        let layers = (0..<5).map { _ in CALayer() }
        layers.forEach(p.addSublayer)
        layers[1].zPosition = 1
        layers[3].zPosition = -1
        let order = p.sublayersInDrawingOrder.map { l in layers.firstIndex { $0 === l } ?? -1 }
        #expect(order == [3, 0, 2, 4, 1])
    }

    @Test func transformLayerOrdersByDepth() {
        let t = CATransformLayer()
        t.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let near = CALayer(), far = CALayer()
        near.zPosition = 10
        far.zPosition = -10
        near.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        far.bounds = near.bounds
        t.addSublayer(near)
        t.addSublayer(far)
        #expect(t.sublayersInDrawingOrder.first === far)
        // Half a turn about y swaps near and far.
        t.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        #expect(t.sublayersInDrawingOrder.first === near)
    }

    @Test func backFaces() {
        let root = CALayer()
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        root.addSublayer(l)
        l.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        #expect(!l.isBackFaceCulled)                  // double-sided by default
        l.isDoubleSided = false
        #expect(l.isBackFaceCulled)
        l.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        #expect(!l.isBackFaceCulled)
    }

    @Test func actionsSearchOrder() {
        final class Delegate: CALayerDelegate {
            var answer: CAAction?
            func action(for layer: CALayer, forKey event: String) -> CAAction? { answer }
        }
        struct Marker: CAAction {
            func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
        }
        let l = CALayer()
        #expect(l.action(forKey: "opacity") == nil)
        l.style = ["actions": ["opacity": Marker()] as [String: CAAction]]
        #expect(l.action(forKey: "opacity") is Marker)
        l.actions = ["opacity": NSNull()]
        #expect(l.action(forKey: "opacity") == nil)
        let d = Delegate()
        d.answer = Marker()
        l.delegate = d
        #expect(l.action(forKey: "opacity") is Marker)
    }

    @Test func geometryFlippedAndReplicatorHelpers() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.position = CGPoint(x: 50, y: 50)
        root.isGeometryFlipped = true
        let child = CALayer()
        child.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        root.addSublayer(child)
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 100))
        let r = CAReplicatorLayer()
        r.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        r.instanceTransform = CATransform3DMakeTranslation(50, 0, 0)
        r.instanceRedOffset = -0.5
        #expect(r.instanceMatrix(2) == CATransform3DMakeTranslation(100, 0, 0))
        #expect(r.instanceTint(1).r == 0.5 && r.instanceTint(2).r == 0 && r.instanceTint(3).r == 0)
        #expect(r.instanceMatrix(0) == CATransform3DIdentity && r.instanceMatrix(7) == CATransform3DMakeTranslation(350, 0, 0))
        r.instanceCount = 1 << 40
        let (count, warnings) = LayerDiagnostics.capturing { r.effectiveInstanceCount }
        #expect(count == CAReplicatorLayer.maximumInstanceCount && warnings.count == 1)
        r.instanceCount = -3
        #expect(r.effectiveInstanceCount == 0)
    }

    @Test func hitTesting() {
        let (root, l) = LayerGeometryTests.scene()
        #expect(root.hitTest(CGPoint(x: 100, y: 100)) === l)
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === root)
        l.isHidden = true
        #expect(root.hitTest(CGPoint(x: 100, y: 100)) === root)
    }
}

/// A subclass with its own defaults, as Core Animation subclasses give them.
final class BadgeLayer: CALayer {
    override class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "cornerRadius": return CGFloat(8)
        case "backgroundColor": return CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        case "opacity": return "not a number"
        default: return super.defaultValue(forKey: key)
        }
    }
}

@Suite struct LayerDefaultOverrideTests {
    @Test func subclassDefaultsAreUsedUntilSet() {
        let (badge, warnings) = LayerDiagnostics.capturing { () -> BadgeLayer in
            let b = BadgeLayer()
            _ = b.opacity
            return b
        }
        #expect(badge.cornerRadius == 8)
        #expect(badge.backgroundColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(badge.opacity == 1)                      // a wrong-typed default falls back, with a warning
        #expect(warnings.count <= 1)                     // the cache may already hold it from another test
        badge.cornerRadius = 2
        #expect(badge.cornerRadius == 2)
        #expect(CALayer().cornerRadius == 0)
        #expect(badge.value(forKey: "cornerRadius") as? CGFloat == 2)
        #expect(BadgeLayer.defaultValue(forKey: "cornerRadius") as? CGFloat == 8)
    }
}

/// A layer that redraws when its custom key changes, as `needsDisplay(forKey:)` asks.
final class DialLayer: CALayer {
    override class func needsDisplay(forKey key: String) -> Bool { key == "cornerRadius" || super.needsDisplay(forKey: key) }
}

@Suite struct LayerDisplayFlagTests {
    @Test func modelChangesMarkDisplay() {
        let d = DialLayer()
        #expect(!d.needsDisplay())
        d.opacity = 0.5
        #expect(!d.needsDisplay())
        d.cornerRadius = 4
        #expect(d.needsDisplay())
        d.displayIfNeeded()
        #expect(!d.needsDisplay())
        d.setValue(6, forKey: "cornerRadius")
        #expect(d.needsDisplay())
        d.display()
        // Raw writes (presentation values) do not.
        d.setLayerValue(9.0, for: DialLayer.layerProperties["cornerRadius"]!)
        #expect(!d.needsDisplay() && d.cornerRadius == 9)
        let plain = CALayer()
        plain.needsDisplayOnBoundsChange = true
        plain.bounds = CGRect(x: 0, y: 0, width: 1, height: 1)
        #expect(plain.needsDisplay())
        plain.setNeedsLayout()
        #expect(plain.needsLayout())
        plain.layoutIfNeeded()
        #expect(!plain.needsLayout())
    }
}
