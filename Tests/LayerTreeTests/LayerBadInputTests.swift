import Foundation
import Testing
import Geometry2D
@testable import LayerTree

/// Refused input: a warning (captured here instead of going to standard error), the model unchanged,
/// never a crash.
@Suite struct LayerBadInputTests {
    @Test func nonFiniteGeometryIsIgnored() {
        let l = CALayer()
        l.position = CGPoint(x: 5, y: 6)
        l.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        var bad = CATransform3DIdentity
        bad.m34 = .nan
        let (_, warnings) = LayerDiagnostics.capturing {
            l.position = CGPoint(x: CGFloat.nan, y: 0)
            l.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)
            l.transform = bad
            l.sublayerTransform = bad
            l.zPosition = .infinity
            l.opacity = .nan
            l.cornerRadius = -.infinity
            l.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
            l.setValue(Double.nan, forKeyPath: "position.x")
            l.setValue(CGFloat.infinity, forKeyPath: "transform.rotation.z")
            l.backgroundColor = CGColor(red: .nan, green: 0, blue: 0, alpha: 1)
        }
        #expect(warnings.count == 11, "\(warnings)")
        #expect(warnings.allSatisfy { $0.hasPrefix("warning: LayerTree: ") && $0.contains("not finite") })
        #expect(l.position == CGPoint(x: 5, y: 6))
        #expect(l.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(l.transform == CATransform3DIdentity)
        #expect(l.sublayerTransform == CATransform3DIdentity)
        #expect(l.zPosition == 0 && l.opacity == 1 && l.cornerRadius == 0)
        #expect(l.backgroundColor == nil)
    }

    @Test func cyclesAreRefused() {
        let a = CALayer(), b = CALayer(), c = CALayer()
        a.addSublayer(b)
        b.addSublayer(c)
        let (_, warnings) = LayerDiagnostics.capturing {
            c.addSublayer(a)
            b.addSublayer(b)
            c.insertSublayer(a, at: 0)
            c.sublayers = [b]
            c.replaceSublayer(CALayer(), with: a)
        }
        #expect(warnings.count == 5, "\(warnings)")
        #expect(a.superlayer == nil && b.superlayer === a && c.superlayer === b)
        #expect(a.sublayers?.count == 1 && b.sublayers?.count == 1 && (c.sublayers ?? []).isEmpty)
    }

    @Test func masksInATreeAreNotApplied() {
        let root = CALayer(), l = CALayer(), m = CALayer()
        root.addSublayer(l)
        root.addSublayer(m)
        let (_, warnings) = LayerDiagnostics.capturing {
            l.mask = m
            l.mask = l
        }
        #expect(warnings.count == 2)
        #expect(l.mask == nil)
        // A mask later added to a tree: adding is refused; the mask stays out of trees.
        let free = CALayer()
        l.mask = free
        #expect(l.mask === free && l.effectiveMask === free)
        let (_, more) = LayerDiagnostics.capturing { root.addSublayer(free) }
        #expect(more.count == 1)
        #expect(free.superlayer == nil)
        // Removing a mask from its "superlayer" detaches it from the masked layer.
        free.removeFromSuperlayer()
        #expect(l.mask == nil)
    }

    @Test func wrongTypedValuesAreRefused() {
        let l = CAShapeLayer()
        let (_, warnings) = LayerDiagnostics.capturing {
            l.setValue("red", forKey: "backgroundColor")
            l.setValue(CGPoint(x: 1, y: 1), forKey: "opacity")
            l.setValue(1, forKey: "position")
            l.setValue(nil, forKey: "bounds")
            l.setValue("wide", forKey: "lineWidth")
            l.setValue(["a"], forKey: "lineDashPattern")
            l.setValue(CGSize(width: 1, height: 1), forKeyPath: "position.x")
            l.setValue(nil, forKeyPath: "bounds.size.width")
            l.setValue(1, forKeyPath: "transform.bogus")
            l.setValue(3, forKey: "sublayers")
        }
        #expect(warnings.count == 10, "\(warnings)")
        #expect(l.backgroundColor == nil && l.opacity == 1 && l.position == .zero && l.lineWidth == 1)
        #expect(l.lineDashPattern == nil)
        // nil is a fine value for an optional property.
        l.backgroundColor = CGColor.white
        l.setValue(nil, forKey: "backgroundColor")
        #expect(l.backgroundColor == nil)
    }

    @Test func deepTreesAreBounded() {
        let root = CALayer()
        var tip = root
        for _ in 1..<CALayer.maximumTreeDepth {
            let next = CALayer()
            tip.addSublayer(next)
            tip = next
        }
        #expect(root.subtreeHeight == CALayer.maximumTreeDepth)
        let (_, warnings) = LayerDiagnostics.capturing { tip.addSublayer(CALayer()) }
        #expect(warnings.count == 1)
        #expect(tip.sublayers == nil)
        // Geometry on the deepest layer works without recursion.
        #expect(tip.convert(CGPoint.zero, to: nil) == .zero)
    }

    @Test func badTreeOperandsAreRefused() {
        let parent = CALayer(), stranger = CALayer(), x = CALayer()
        let (_, warnings) = LayerDiagnostics.capturing {
            parent.insertSublayer(x, below: stranger)
            parent.insertSublayer(x, above: stranger)
            parent.replaceSublayer(stranger, with: x)
            parent.insertSublayer(x, at: 7)
        }
        #expect(warnings.count == 4)
        #expect(parent.sublayers?.count == 1 && x.superlayer === parent)   // the last one appended
        _ = LayerDiagnostics.capturing { _ = CALayer(layer: "not a layer") }
    }

    @Test func warningsGoToStandardErrorOnceEach() {
        // Outside a capture, a repeated message is written once; this only checks it does not crash.
        let l = CALayer()
        l.position = CGPoint(x: CGFloat.nan, y: 0)
        l.position = CGPoint(x: CGFloat.nan, y: 0)
        #expect(l.position == .zero)
    }
}
