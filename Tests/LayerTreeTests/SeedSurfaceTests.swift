import Foundation
import Testing
import AnimationCore
import Geometry2D
@testable import LayerTree

// What seed 002's harness and makers do with the layer model (spec §1), compiled here against
// the model alone: the animation parts (CAAnimation, add(_:forKey:), presentation()) come later.

extension CGColor {
    static let blackClean = CGColor(red: 0, green: 0, blue: 0, alpha: 0)
}

extension CGRect {
    var center: CGPoint { CGPoint(x: midX, y: midY) }
}

extension CAMediaTiming where Self: CALayer {
    /// The seed's trick: a method on every concrete layer type through the CAMediaTiming protocol.
    func currentValue(forKeyPath keyPath: String) -> Any? { value(forKeyPath: keyPath) }
    /// A copy of the layer's model with its own dynamic type (as `presentation()` will make).
    func modelCopy() -> Self { Self(layer: self) }
}

final class SeedMaker<Layer: CALayer, Value> {
    let layer: Layer
    let keyPath: String
    init(layer: Layer, keyPath: String) { self.layer = layer; self.keyPath = keyPath }
    func read() -> Value? { layer.value(forKeyPath: keyPath) as? Value }
}

@Suite struct SeedSurfaceTests {
    @Test func makersReadTypedValues() {
        let shape = CAShapeLayer()
        shape.strokeEnd = 0.5
        #expect(SeedMaker<CAShapeLayer, CGFloat>(layer: shape, keyPath: "strokeEnd").read() == 0.5)
        #expect(SeedMaker<CAShapeLayer, Float>(layer: shape, keyPath: "opacity").read() == 1)
        #expect(SeedMaker<CAShapeLayer, CGSize>(layer: shape, keyPath: "shadowOffset").read() == CGSize(width: 0, height: -3))
        #expect(SeedMaker<CAShapeLayer, CGColor>(layer: shape, keyPath: "shadowColor").read() == CGColor.black)
        #expect(SeedMaker<CAShapeLayer, CATransform3D>(layer: shape, keyPath: "transform").read() == CATransform3DIdentity)
        #expect(SeedMaker<CAShapeLayer, CGFloat>(layer: shape, keyPath: "transform.rotation.z").read() == 0)
        #expect(shape.currentValue(forKeyPath: "bounds.size") as? CGSize == .zero)
        let copy = shape.modelCopy()
        #expect(type(of: copy) == CAShapeLayer.self && copy.strokeEnd == 0.5)
    }

    @Test func harnessColorsAndRects() {
        let layer = CALayer()
        layer.shadowColor = .blackClean
        #expect(layer.shadowColor?.alpha == 0)
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
        layer.position = rect.center
        #expect(layer.position == CGPoint(x: 5, y: 10))
        let fill: CAMediaTimingFillMode = .forwards
        layer.fillMode = fill
        #expect(layer.fillMode == .forwards)
        layer.repeatCount = .greatestFiniteMagnitude
        #expect(layer.repeatCount == .greatestFiniteMagnitude)
        layer.repeatCount = .infinity                  // "forever", as Core Animation allows
        layer.repeatDuration = .infinity
        #expect(layer.repeatCount == .infinity && layer.repeatDuration == .infinity)
        let (_, warnings) = LayerDiagnostics.capturing { layer.repeatCount = .nan; layer.speed = .infinity }
        #expect(warnings.count == 2 && layer.repeatCount == .infinity && layer.speed == 1)
    }
}
