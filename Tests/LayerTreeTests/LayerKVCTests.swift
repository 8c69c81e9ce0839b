import Foundation
import Testing
import Geometry2D
@testable import LayerTree

/// Spec §9 vector 22 and the key paths of spec §5.
@Suite struct LayerKVCTests {
    @Test func vector22() {
        let l = CALayer()
        l.bounds = CGRect(x: 1, y: 2, width: 10, height: 20)
        l.setValue(2, forKeyPath: "transform.scale")
        #expect(l.transform == CATransform3DMakeScale(2, 2, 2))
        #expect(l.value(forKeyPath: "transform.scale.x") as? CGFloat == 2)
        l.setValue(50, forKeyPath: "bounds.size.width")
        #expect(l.bounds == CGRect(x: 1, y: 2, width: 50, height: 20))
        l.setValue("x", forKey: "tag")
        #expect(l.value(forKey: "tag") as? String == "x")
    }

    @Test func propertiesReadBackAsTheirSwiftTypes() {
        let l = CALayer()
        #expect(l.value(forKey: "opacity") as? Float == 1)
        #expect(l.value(forKey: "anchorPoint") as? CGPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(l.value(forKey: "cornerRadius") as? CGFloat == 0)
        #expect(l.value(forKey: "backgroundColor") == nil)
        #expect(l.value(forKey: "borderColor") as? CGColor == CGColor.black)
        #expect(l.value(forKey: "isHidden") as? Bool == false)
        l.setValue(CGFloat(0.25), forKey: "opacity")
        #expect(l.opacity == 0.25)
        l.setValue(NSNumber(value: 3), forKey: "cornerRadius")
        #expect(l.cornerRadius == 3)
        l.setValue(true, forKey: "hidden")
        #expect(l.isHidden)
    }

    @Test func structFieldKeyPaths() {
        let l = CALayer()
        l.setValue(7, forKeyPath: "position.x")
        l.setValue(CGFloat(8), forKeyPath: "position.y")
        #expect(l.position == CGPoint(x: 7, y: 8))
        #expect(l.value(forKeyPath: "position.y") as? CGFloat == 8)
        l.setValue(-4, forKeyPath: "shadowOffset.height")
        #expect(l.shadowOffset == CGSize(width: 0, height: -4))
        l.setValue(CGPoint(x: 3, y: 4), forKeyPath: "bounds.origin")
        #expect(l.bounds.origin == CGPoint(x: 3, y: 4))
        #expect(l.value(forKeyPath: "bounds.origin.y") as? CGFloat == 4)
        l.setValue(0.5, forKeyPath: "transform.rotation.z")
        #expect(abs((l.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0) - 0.5) < 1e-12)
        #expect(abs((l.value(forKeyPath: "transform.rotation") as? CGFloat ?? 0) - 0.5) < 1e-12)
        l.setValue(CGSize(width: 5, height: 6), forKeyPath: "transform.translation")
        #expect(abs(l.transform.m41 - 5) < 1e-12 && abs(l.transform.m42 - 6) < 1e-12)
        #expect(abs((l.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0) - 0.5) < 1e-12)
        l.setValue(10, forKeyPath: "sublayerTransform.translation.x")
        #expect(l.sublayerTransform == CATransform3DMakeTranslation(10, 0, 0))
    }

    @Test func resolvedKeyPathsReadAndWriteValues() throws {
        let kp = try #require(CALayerKeyPath("transform.rotation.z", in: CALayer.self))
        #expect(kp.property.key == "transform")
        #expect(ObjectIdentifier(kp.valueType) == ObjectIdentifier(Double.self))
        let layer = CALayer()
        let root = try #require(kp.replacing(in: layer.layerValue(for: kp.property), with: CGFloat(0.08)))
        layer.setLayerValue(root, for: kp.property)
        #expect(abs((kp.value(in: layer) as? Double ?? 0) - 0.08) < 1e-12)
        #expect(CALayerKeyPath("transform.nonsense", in: CALayer.self) == nil)
        #expect(CALayerKeyPath("strokeEnd", in: CALayer.self) == nil)
        #expect(CALayerKeyPath("strokeEnd", in: CAShapeLayer.self)?.isAnimatable == true)
        #expect(CALayerKeyPath("position.z", in: CALayer.self) == nil)
    }

    @Test func defaultValues() {
        #expect(CALayer.defaultValue(forKey: "anchorPoint") as? CGPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(CALayer.defaultValue(forKey: "shadowOffset") as? CGSize == CGSize(width: 0, height: -3))
        #expect(CALayer.defaultValue(forKey: "doubleSided") as? Bool == true)
        #expect(CAShapeLayer.defaultValue(forKey: "miterLimit") as? CGFloat == 10)
        #expect(CALayer.defaultValue(forKey: "tag") == nil)
    }
}
