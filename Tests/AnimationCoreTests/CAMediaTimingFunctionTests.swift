import Testing
import Foundation
@testable import AnimationCore

/// CAMediaTimingFunction names, control points and the spec's test vectors (spec §1).
struct CAMediaTimingFunctionTests {
    static let xs = [0.1, 0.25, 0.5, 0.75, 0.9]

    @Test(arguments: [
        (CAMediaTimingFunctionName.default, [0.09479, 0.40851, 0.8024, 0.96046, 0.99432]),
        (CAMediaTimingFunctionName.easeInEaseOut, [0.01972, 0.12916, 0.5, 0.87084, 0.98028]),
        (CAMediaTimingFunctionName.easeIn, [0.01703, 0.09346, 0.31536, 0.62186, 0.83943]),
        (CAMediaTimingFunctionName.easeOut, [0.16057, 0.37814, 0.68464, 0.90654, 0.98297]),
        (CAMediaTimingFunctionName.linear, xs),
    ])
    func specVectors(name: CAMediaTimingFunctionName, expected: [Double]) {
        let function = CAMediaTimingFunction(name: name)
        for (x, y) in zip(Self.xs, expected) {
            #expect(abs(function.value(at: x) - y) < 1e-4, "\(name) at \(x)")
        }
    }

    @Test func namesHaveApplesRawValues() {
        #expect(CAMediaTimingFunctionName.linear.rawValue == "linear")
        #expect(CAMediaTimingFunctionName.easeIn.rawValue == "easeIn")
        #expect(CAMediaTimingFunctionName.easeOut.rawValue == "easeOut")
        #expect(CAMediaTimingFunctionName.easeInEaseOut.rawValue == "easeInEaseOut")
        #expect(CAMediaTimingFunctionName.default.rawValue == "default")
    }

    @Test func controlPoints() {
        let ease = CAMediaTimingFunction(name: .default)
        #expect(ease.controlPoint(at: 0)! == (0, 0))
        #expect(ease.controlPoint(at: 1)! == (0.25, 0.1))
        #expect(ease.controlPoint(at: 2)! == (0.25, 1))
        #expect(ease.controlPoint(at: 3)! == (1, 1))
        #expect(ease.controlPoint(at: 4) == nil)
        #expect(ease.controlPoint(at: -1) == nil)
        var values: [Float] = [9, 9]
        CAMediaTimingFunction(name: .easeIn).getControlPoint(at: 1, values: &values)
        #expect(values == [0.42, 0])
        CAMediaTimingFunction(name: .easeIn).getControlPoint(at: 7, values: &values)
        #expect(values == [0.42, 0])
    }

    @Test func customControlPointsAndEquality() {
        let custom = CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)
        #expect(custom == CAMediaTimingFunction(name: .easeInEaseOut))
        #expect(custom != CAMediaTimingFunction(name: .easeIn))
        #expect(Set([custom, CAMediaTimingFunction(name: .easeInEaseOut)]).count == 1)
        // x outside [0, 1] is clamped; y may overshoot.
        let overshoot = CAMediaTimingFunction(controlPoints: -1, 0, 2, 1.5)
        #expect(overshoot.controlPoint(at: 1)!.x == 0)
        #expect(overshoot.controlPoint(at: 2)!.x == 1)
        #expect(overshoot.value(at: 0.8) > 1)
    }

    @Test func endpointsClampingAndBadInput() {
        let ease = CAMediaTimingFunction(name: .default)
        #expect(ease.value(at: 0) == 0)
        #expect(abs(ease.value(at: 1) - 1) < 1e-9)
        #expect(ease.value(at: -3) == 0)
        #expect(abs(ease.value(at: 7) - 1) < 1e-9)
        #expect(ease.value(at: .nan) == 0)
        #expect(CAMediaTimingFunction(name: CAMediaTimingFunctionName("bogus")) == CAMediaTimingFunction(name: .linear))
        let nanPoints = CAMediaTimingFunction(controlPoints: .nan, .nan, .infinity, .nan)
        #expect(nanPoints == CAMediaTimingFunction(name: .linear))
    }

    @Test func velocityOfLinearIsOneAndEaseInStartsSlow() {
        #expect(abs(CAMediaTimingFunction(name: .linear).velocity(at: 0.3) - 1) < 1e-9)
        #expect(CAMediaTimingFunction(name: .easeIn).velocity(at: 0) < 0.01)
        #expect(abs(CAMediaTimingFunction(name: .easeInEaseOut).velocity(at: 0.5) - 1.5 / 0.87) < 1e-6)
    }
}
