import Testing
import ZoetropeTestSupport
import PropertyBased
import Foundation
@testable import AnimationCore

/// Timing curves: the spec's y(x) tables, circular formulas, velocity, inverse, BezierAnimation.
@Suite struct UnitCurveTests {
    static let xs = [0.1, 0.25, 0.5, 0.75, 0.9]
    static let caDefault = UnitCurve.bezier(
        startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.25, y: 1))

    static let tables: [(String, UnitCurve, [Double])] = [
        ("easeIn", .easeIn, [0.01703, 0.09346, 0.31536, 0.62186, 0.83943]),
        ("easeOut", .easeOut, [0.16057, 0.37814, 0.68464, 0.90654, 0.98297]),
        ("easeInOut", .easeInOut, [0.01972, 0.12916, 0.5, 0.87084, 0.98028]),
        ("CA default", caDefault, [0.09479, 0.40851, 0.8024, 0.96046, 0.99432]),
    ]

    @Test func specTables() {
        for (name, curve, ys) in Self.tables {
            for (x, y) in zip(Self.xs, ys) {
                #expect(abs(curve.value(at: x) - y) < 1e-4, "\(name)(\(x)) = \(curve.value(at: x)), want \(y)")
            }
        }
    }

    @Test func endpointsAndClamping() {
        for curve in [UnitCurve.linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut,
                      .circularEaseInOut, Self.caDefault] {
            #expect(abs(curve.value(at: 0)) < 1e-9)
            #expect(abs(curve.value(at: 1) - 1) < 1e-9)
            #expect(curve.value(at: -3) == curve.value(at: 0))
            #expect(curve.value(at: 7) == curve.value(at: 1))
        }
        #expect(abs(UnitCurve.linear.value(at: 0.3) - 0.3) < 1e-9)
    }

    @Test func circularFormulas() {
        let p = 0.3
        #expect(abs(UnitCurve.circularEaseIn.value(at: p) - (1 - (1 - p * p).squareRoot())) < 1e-12)
        #expect(abs(UnitCurve.circularEaseOut.value(at: p) - (1 - 0.49).squareRoot()) < 1e-12)
        #expect(abs(UnitCurve.circularEaseInOut.value(at: 0.25) - (1 - 0.75.squareRoot()) / 2) < 1e-12)
        #expect(abs(UnitCurve.circularEaseInOut.value(at: 0.75) - ((5.0 * 0.75 - 3).squareRoot() + 1) / 2) < 1e-12)
        #expect(abs(UnitCurve.circularEaseInOut.value(at: 0.5) - 0.5) < 1e-12)
    }

    @Test func easeInOutVelocityAtMiddle() {
        // dy/dt = 1.5, dx/dt = 0.87 at t = 0.5.
        #expect(abs(UnitCurve.easeInOut.velocity(at: 0.5) - 1.5 / 0.87) < 1e-9)
        #expect(abs(UnitCurve.linear.velocity(at: 0.4) - 1) < 1e-9)
    }

    static let overshoot = UnitCurve.bezier(
        startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.5, y: -1))
    static let verticalStart = UnitCurve.bezier(
        startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0, y: 1))

    /// At an end whose control point sits on it, dx/dt = dy/dt = 0; the velocity is the limit of
    /// y′(t)/x′(t) = y″/x″ there: towards the other control point, P2.y/P2.x at t = 0 when P1 is the
    /// origin and (1 − P1.y)/(1 − P1.x) at t = 1 when P2 is (1, 1). Otherwise x′(0) = 3·P1.x,
    /// y′(0) = 3·P1.y and x′(1) = 3(1 − P2.x), y′(1) = 3(1 − P2.y).
    /// SwiftUI's values at the ends: the slope where it is defined, ±∞ for a vertical tangent, and
    /// where a control point sits on its end point (0/0) 1 at the start and 0 at the end — as
    /// OpenSwiftUI's compatibility tests record them from SwiftUI (easeOut at 0: 1, easeIn at 1: 0),
    /// not the curve's limit (1/0.58 there).
    @Test func velocityAtTheEndsIsSwiftUIs() {
        let ends: [(String, UnitCurve, Double, Double)] = [
            ("linear", .linear, 1, 1),
            ("easeIn", .easeIn, 0, 0),              // (0.42, 0): 0/1.26; P2 = (1, 1): 0/0
            ("easeOut", .easeOut, 1, 0),            // P1 = origin: 0/0; (0.58, 1): 0/1.26
            ("easeInOut", .easeInOut, 0, 0),
            ("easeOut.inverse", UnitCurve.easeOut.inverse, 1, .infinity),      // (0,0)(1,0.58)
            ("easeIn.inverse", UnitCurve.easeIn.inverse, .infinity, 0),        // (0,0.42)(1,1)
            ("overshoot", Self.overshoot, 1, 4),    // P1 = origin: 0/0; end: 3(1 + 1)/3(1 − 0.5)
            ("vertical start", Self.verticalStart, 1, 0),   // P1 = origin: 0/0
        ]
        for (name, curve, start, end) in ends {
            for (x, want) in [(0.0, start), (1.0, end)] {
                let got = curve.velocity(at: x)
                #expect(got == want || abs(got - want) < 1e-12, "\(name).velocity(at: \(x)) = \(got), want \(want)")
            }
        }
        #expect(UnitCurve.easeOut.velocity(at: 0) == 1)
        // Inside the curve it is the slope (SwiftUI: easeIn .25 → .67, .5 → 1.07, .75 → 1.37).
        for (x, want) in [(0.25, 0.67), (0.5, 1.07), (0.75, 1.37)] {
            #expect(abs(UnitCurve.easeIn.velocity(at: x) - want) < 0.01, "easeIn at \(x)")
            #expect(abs(UnitCurve.easeOut.velocity(at: 1 - x) - want) < 0.01, "easeOut at \(1 - x)")
        }
        // Clamped progress reads the ends too.
        #expect(UnitCurve.easeOut.velocity(at: -1) == UnitCurve.easeOut.velocity(at: 0))
        #expect(UnitCurve.easeIn.velocity(at: 2) == UnitCurve.easeIn.velocity(at: 1))
    }

    /// Where the slope at an end is defined (no 0/0), it is the one-sided difference's limit.
    @Test func endVelocitiesAgreeWithOneSidedDifferences() {
        let h = 1e-4
        for (name, curve) in [("easeInOut", UnitCurve.easeInOut), ("easeIn", .easeIn)] {
            let secant = (curve.value(at: h) - curve.value(at: 0)) / h
            #expect(abs(secant - curve.velocity(at: 0)) < 1e-2 * max(1, abs(secant)), "\(name) at 0: \(secant)")
        }
        for (name, curve) in [("easeOut", UnitCurve.easeOut), ("overshoot", Self.overshoot), ("easeInOut", .easeInOut)] {
            let secant = (curve.value(at: 1) - curve.value(at: 1 - h)) / h
            #expect(abs(secant - curve.velocity(at: 1)) < 1e-2 * max(1, abs(secant)), "\(name) at 1: \(secant)")
        }
    }

    @Test func velocityMatchesFiniteDifference() async {
        let curves: [UnitCurve] = [.easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut,
                                   .circularEaseInOut, Self.caDefault, UnitCurve.easeIn.inverse,
                                   UnitCurve.circularEaseInOut.inverse]
        await seededPropertyCheck(seed: 11, input: zip(Gen.double(in: 0.05...0.95), Gen.int(in: 0...8))) { x, index in
            let curve = curves[index]
            if curve == .circularEaseInOut || curve == UnitCurve.circularEaseInOut.inverse,
               abs(x - 0.5) < 0.02 { return }
            let h = 1e-6
            let numeric = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
            let analytic = curve.velocity(at: x)
            #expect(abs(numeric - analytic) < 1e-4 * max(1, abs(analytic)), "curve \(index) at \(x)")
        }
    }

    @Test func inverseUndoesTheCurve() async {
        let curves: [UnitCurve] = [.linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut,
                                   .circularEaseInOut, Self.caDefault]
        await seededPropertyCheck(seed: 12, input: zip(Gen.double(in: 0...1), Gen.int(in: 0...7))) { x, index in
            let curve = curves[index]
            #expect(abs(curve.inverse.value(at: curve.value(at: x)) - x) < 1e-6, "curve \(index) at \(x)")
            #expect(curve.inverse.inverse == curve)
        }
        #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
    }

    @Test func bezierAnimationFollowsCurveAndFinishes() {
        let a = BezierAnimation(curve: .easeInOut, duration: 2)
        var context = AnimationContext<Double>()
        #expect(abs(a.animate(value: 100.0, time: 0.5, context: &context)! - 12.916) < 1e-2)
        #expect(!context.isLogicallyComplete)
        #expect(a.animate(value: 100.0, time: 2, context: &context) == 100)
        #expect(context.isLogicallyComplete)
        #expect(a.animate(value: 100.0, time: 2.0001, context: &context) == nil)
        var zero = AnimationContext<Double>()
        #expect(BezierAnimation(curve: .linear, duration: 0).animate(value: 1.0, time: 0, context: &zero) == nil)
        let v = a.velocity(value: 100.0, time: 1, context: context)!
        #expect(abs(v - 100 * 1.5 / 0.87 / 2) < 1e-6)
    }

    @Test func animationStaticsUseSwiftUIDefaults() {
        for animation in [Animation.linear, .easeIn, .easeOut, .easeInOut, .timingCurve(0.2, 0, 0.2, 1)] {
            var context = AnimationContext<Double>()
            #expect(animation.animate(value: 1.0, time: 0.35, context: &context) == 1)
            #expect(animation.animate(value: 1.0, time: 0.3501, context: &context) == nil)
        }
        var context = AnimationContext<Double>()
        let ease = Animation.easeInOut(duration: 1).animate(value: 1.0, time: 0.25, context: &context)!
        #expect(abs(ease - 0.12916) < 1e-4)
        let custom = Animation.timingCurve(0.25, 0.1, 0.25, 1, duration: 1).animate(value: 1.0, time: 0.5, context: &context)!
        #expect(abs(custom - 0.8024) < 1e-4)
        #expect(Animation.linear(duration: 2) == Animation.timingCurve(.linear, duration: 2))
        #expect(Animation.linear != Animation.easeIn)
    }
}
