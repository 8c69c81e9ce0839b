import Foundation
import Testing
import Geometry2D
@testable import LayerTree

/// Interpolation rules of spec §4 for the value types beyond numbers and geometry.
@Suite struct LayerValueInterpolationTests {
    @Test func boolFollowsCoreAnimationsRule() {
        #expect(false.interpolated(to: true, 0) == false)
        #expect(false.interpolated(to: true, 0.01) == true)
        #expect(true.interpolated(to: false, 0.99) == true)
        #expect(true.interpolated(to: false, 1) == false)
        #expect(Bool.coerce(NSNumber(value: 0)) == false)
        #expect(Bool.coerce(1) == true)
    }

    @Test func colorsBlendUnpremultiplied() throws {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let blackClean = CGColor(red: 0, green: 0, blue: 0, alpha: 0)
        #expect(blackClean.interpolated(to: red, 0.5).components == [0.5, 0, 0, 0.5])
        #expect(CGColor.black.interpolated(to: CGColor.white, 0.5) == CGColor(gray: 0.5, alpha: 1))
        #expect(CGColor.coerce(UIColor.red) == red)
        // nil acts as transparent black; the ends stay exact.
        let none: CGColor? = nil
        #expect(none.interpolated(to: red, 0.5)?.components == [0.5, 0, 0, 0.5])
        #expect(none.interpolated(to: red, 0) == nil)
        #expect(Optional(red).interpolated(to: none, 1) == nil)
        #expect(none.interpolated(to: none, 0.5) == nil)
        #expect((none + red) == red)
        let coerced = try #require(Optional<CGColor>.coerce(Optional<CGColor>.none as Any))
        #expect(coerced == nil)
        #expect(Optional<CGColor>.coerce(3) == nil)
    }

    @Test func pathsBlendPointByPointOrStep() throws {
        let a = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let b = CGPath(rect: CGRect(x: 10, y: 0, width: 20, height: 10), transform: nil)
        #expect(a.interpolated(to: b, 0.5) == CGPath(rect: CGRect(x: 5, y: 0, width: 15, height: 10), transform: nil))
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(a.interpolated(to: circle, 0.49) == a)
        #expect(a.interpolated(to: circle, 0.5) == circle)
        let none: CGPath? = nil
        #expect(none.interpolated(to: a, 0.49) == nil)
        #expect(none.interpolated(to: a, 0.5) == a)
        // A mutable path is copied when coerced, so later edits do not reach a stored value.
        let m = CGMutablePath()
        m.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        let stored = try #require(CGPath.coerce(m))
        m.addRect(CGRect(x: 5, y: 5, width: 1, height: 1))
        #expect(stored.boundingBox == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(!(stored is CGMutablePath))
    }

    @Test func listsBlendElementwiseOrStep() throws {
        let a = try #require(CALayerValueList<Double>.coerce([NSNumber(value: 0), NSNumber(value: 1)]))
        let b = try #require(CALayerValueList<Double>.coerce([CGFloat(1), CGFloat(1)]))
        #expect(a.interpolated(to: b, 0.5).elements == [0.5, 1])
        let c = CALayerValueList<Double>([4])
        #expect(a.interpolated(to: c, 0.4).elements == [0, 1])
        #expect(a.interpolated(to: c, 0.6).elements == [4])
        #expect((a + b).elements == [1, 2])
        #expect(CALayerValueList<Double>.coerce(["x"]) == nil)
        let colors = try #require(CALayerValueList<CGColor>.coerce([CGColor.black, UIColor.white] as [Any]))
        #expect(colors.elements == [CGColor.black, CGColor(gray: 1, alpha: 1)])
        // Arrays keep their own `+`.
        #expect([1.0] + [2.0] == [1.0, 2.0])
    }

    @Test func discreteValuesStep() {
        #expect(CAShapeLayerLineCap.butt.interpolated(to: .round, 0.49) == .butt)
        #expect(CAShapeLayerLineCap.butt.interpolated(to: .round, 0.5) == .round)
        #expect(CAShapeLayerFillRule.coerce("even-odd") == .evenOdd)
        #expect(CACornerMask.coerce(3) == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(CACornerMask.coerce(99) == nil)
        #expect(kCAFillRuleEvenOdd == .evenOdd && kCAGravityCenter == .center && kCALineCapRound == .round)
        #expect(kCAGradientLayerRadial.rawValue == "radial" && kCATruncationEnd == .end && kCAAlignmentCenter == .center)
    }
}

@Suite struct LayerValueArithmeticTests {
    @Test func existentialOperations() {
        let a: any CALayerValue = CGPoint(x: 0, y: 0), b: any CALayerValue = CGPoint(x: 10, y: 4)
        #expect(CALayerValueArithmetic.interpolate(a, b, 0.5) as? CGPoint == CGPoint(x: 5, y: 2))
        #expect(CALayerValueArithmetic.add(a, b) as? CGPoint == CGPoint(x: 10, y: 4))
        #expect(CALayerValueArithmetic.subtract(b, b) as? CGPoint == .zero)
        #expect(CALayerValueArithmetic.scale(b, by: 2) as? CGPoint == CGPoint(x: 20, y: 8))
        #expect(CALayerValueArithmetic.interpolate(a, 1.0, 0.5) == nil)
        let none: CGColor? = nil
        let red: CGColor? = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect((CALayerValueArithmetic.interpolate(none, red, 0.5) as? CGColor?)??.components == [0.5, 0, 0, 0.5])
    }
}
