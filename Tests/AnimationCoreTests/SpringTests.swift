import Testing
import ZoetropeTestSupport
import PropertyBased
import Foundation
@testable import AnimationCore

/// `Spring`: parameterizations (Apple's test vectors), presets, settling duration, closed forms
/// checked against numerical integration, update/force, generic vectors.
@Suite struct SpringTests {
    @Test func durationBounceVector() {
        let s = Spring(duration: 0.5, bounce: 0.3)
        #expect(s.mass == 1)
        #expect(abs(s.stiffness - 157.91) < 0.01)
        #expect(abs(s.damping - 17.59) < 0.01)
        #expect(abs(s.dampingRatio - 0.7) < 1e-12)
        #expect(abs(s.duration - 0.5) < 1e-12)
        #expect(abs(s.bounce - 0.3) < 1e-12)
        let plain = Spring()
        #expect(abs(plain.duration - 0.5) < 1e-12 && plain.bounce == 0)
    }

    @Test func massStiffnessDampingVector() {
        let s = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(s.duration - 0.628) < 0.001)
        #expect(abs(s.bounce - 0.5) < 1e-12)
        #expect(abs(s.response - 2 * .pi / 10) < 1e-12)
        #expect(abs(s.stiffness - 100) < 1e-9 && abs(s.damping - 10) < 1e-9)
        let heavy = Spring(mass: 4, stiffness: 100, damping: 10)
        #expect(heavy.mass == 4 && abs(heavy.stiffness - 100) < 1e-9 && abs(heavy.damping - 10) < 1e-9)
    }

    @Test func overDampingIsClampedUnlessAllowed() {
        let clamped = Spring(mass: 1, stiffness: 100, damping: 30)
        #expect(clamped.dampingRatio == 1)
        let over = Spring(mass: 1, stiffness: 100, damping: 30, allowOverDamping: true)
        #expect(abs(over.dampingRatio - 1.5) < 1e-12)
        #expect(abs(over.bounce - (1 / 1.5 - 1)) < 1e-12)
        let negative = Spring(duration: 0.5, bounce: -0.5)
        #expect(abs(negative.dampingRatio - 2) < 1e-12 && abs(negative.bounce + 0.5) < 1e-12)
    }

    @Test func responseDampingRatio() {
        let s = Spring(response: 0.5, dampingRatio: 0.825)
        #expect(abs(s.stiffness - 157.91) < 0.01)
        #expect(abs(s.damping - 20.73) < 0.01)
        let rigid = Spring(response: 0, dampingRatio: 1)
        #expect(rigid.value(target: 5.0, time: 0) == 5)
        #expect(rigid.stiffness.isInfinite)
    }

    @Test func presets() {
        #expect(abs(Spring.smooth.damping - 25.13) < 0.01)
        #expect(abs(Spring.snappy.damping - 21.36) < 0.01)
        #expect(abs(Spring.bouncy.damping - 17.59) < 0.01)
        #expect(Spring.bouncy == Spring(duration: 0.5, bounce: 0.3))
        #expect(abs(Spring.bouncy(extraBounce: 0.1).bounce - 0.4) < 1e-12)
        #expect(abs(Spring.snappy(duration: 1).duration - 1) < 1e-12)
        #expect(abs(Spring.smooth(duration: 1, extraBounce: 0.2).bounce - 0.2) < 1e-12)
    }

    @Test func settlingDurations() {
        #expect(abs(Spring.smooth.settlingDuration - 0.8) < 1e-9)
        #expect(abs(Spring.snappy.settlingDuration - 0.877) < 0.001)
        #expect(abs(Spring.bouncy.settlingDuration - 1.045) < 0.001)
        #expect(Spring(mass: 1, stiffness: 100, damping: 0).settlingDuration == .infinity)
        // Settled means: within ε from there on (sampled).
        let s = Spring.bouncy
        for i in 0..<50 {
            let t = s.settlingDuration + Double(i) * 0.05
            #expect(abs(s.value(target: 1.0, time: t) - 1) < 0.001)
        }
    }

    @Test func settlingDurationInitializerRoundTrips() {
        for (duration, zeta) in [(0.877, 0.85), (1.0, 0.5), (3.0, 0.2), (0.3, 0.95)] {
            let s = Spring(settlingDuration: duration, dampingRatio: zeta)
            #expect(abs(s.settlingDuration - duration) < 1e-6, "T \(duration) ζ \(zeta)")
            #expect(abs(s.dampingRatio - zeta) < 1e-12)
        }
        #expect(abs(Spring(settlingDuration: 0.877, dampingRatio: 0.85).duration - 0.5) < 0.002)
        let critical = Spring(settlingDuration: 0.8, dampingRatio: 1)
        #expect(abs(critical.value(target: 1.0, time: 0.8) - 1 + 0.001) < 1e-9)
        #expect(Spring(settlingDuration: 100, dampingRatio: 3).dampingRatio == 1)
    }

    /// RK4 reference solution of m·x'' = k(Δ − x) − c·x'.
    static func integrate(_ s: Spring, target: Double, v0: Double, time: Double) -> (Double, Double) {
        var x = 0.0, v = v0
        let steps = 4000, h = time / Double(steps)
        func a(_ x: Double, _ v: Double) -> Double { (s.stiffness * (target - x) - s.damping * v) / s.mass }
        for _ in 0..<steps {
            let k1x = v, k1v = a(x, v)
            let k2x = v + h / 2 * k1v, k2v = a(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v, k3v = a(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v, k4v = a(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        return (x, v)
    }

    @Test func closedFormsMatchIntegration() async {
        let inputs = zip(Gen.double(in: 0.2...2), Gen.double(in: 0.05...3), Gen.double(in: -5...5),
                         Gen.double(in: 0.01...1.5))
        await seededPropertyCheck(seed: 21, count: 40, input: inputs) { response, zeta, v0, time in
            let s = Spring(response: response, dampingRatio: zeta)
            let (x, v) = Self.integrate(s, target: 2, v0: v0, time: time)
            #expect(abs(s.value(target: 2.0, initialVelocity: v0, time: time) - x) < 1e-6)
            #expect(abs(s.velocity(target: 2.0, initialVelocity: v0, time: time) - v) < 1e-5)
        }
        let critical = Spring(response: 0.5, dampingRatio: 1)
        let (x, v) = Self.integrate(critical, target: 1, v0: 2, time: 0.3)
        #expect(abs(critical.value(target: 1.0, initialVelocity: 2, time: 0.3) - x) < 1e-6)
        #expect(abs(critical.velocity(target: 1.0, initialVelocity: 2, time: 0.3) - v) < 1e-5)
    }

    @Test func initialConditions() {
        for s in [Spring.bouncy, .smooth, Spring(duration: 0.5, bounce: -0.6)] {
            #expect(abs(s.value(target: 3.0, initialVelocity: 1.5, time: 0)) < 1e-12)
            #expect(abs(s.velocity(target: 3.0, initialVelocity: 1.5, time: 0) - 1.5) < 1e-12)
            #expect(abs(s.value(target: 3.0, time: 20) - 3) < 1e-9)
        }
    }

    @Test func updateStepsMatchOneLongStep() {
        let s = Spring.bouncy
        var x = 0.25, v = -1.0
        for _ in 0..<30 { s.update(value: &x, velocity: &v, target: 1.0, deltaTime: 0.01) }
        let expected = 0.25 + s.value(target: 0.75, initialVelocity: -1.0, time: 0.3)
        #expect(abs(x - expected) < 1e-9)
        #expect(abs(v - s.velocity(target: 0.75, initialVelocity: -1.0, time: 0.3)) < 1e-9)
    }

    @Test func degenerateInputsGiveFiniteDocumentedResults() {
        let slack = Spring(mass: 0, stiffness: -5, damping: -1)
        #expect(slack.value(target: 1.0, time: 2) == 0)
        #expect(slack.value(target: 1.0, initialVelocity: 0.5, time: 2) == 1)
        #expect(slack.settlingDuration == .infinity)
        for s in [Spring(duration: .nan, bounce: .nan), Spring(response: -1, dampingRatio: .nan),
                  Spring(mass: .nan, stiffness: .nan, damping: .nan), Spring(duration: 0.5, bounce: -1),
                  Spring(settlingDuration: .nan, dampingRatio: -2)] {
            #expect(s.value(target: 1.0, initialVelocity: 1, time: 0.3).isFinite, "\(s)")
            #expect(s.velocity(target: 1.0, initialVelocity: 1, time: 0.3).isFinite, "\(s)")
            #expect(!s.settlingDuration.isNaN, "\(s)")
        }
        #expect(abs(Spring(duration: 0.5, bounce: -1).dampingRatio - 100) < 1e-9)
    }

    @Test func force() {
        let s = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(s.force(target: 1.0, position: 0, velocity: 0) == 100)
        #expect(abs(s.force(target: 1.0, position: 0.5, velocity: 2) - 30) < 1e-9)
    }

    @Test func fromValueToValueVariants() {
        let s = Spring.bouncy
        #expect(abs(s.value(fromValue: 10.0, toValue: 20, initialVelocity: 3, time: 0.2)
            - (10 + s.value(target: 10.0, initialVelocity: 3, time: 0.2))) < 1e-12)
        #expect(s.velocity(fromValue: 10.0, toValue: 20, initialVelocity: 3, time: 0.2)
            == s.velocity(target: 10.0, initialVelocity: 3, time: 0.2))
        #expect(abs(Spring(mass: 1, stiffness: 100, damping: 10)
            .force(fromValue: 0.0, toValue: 1, position: 0.5, velocity: 0) - 50) < 1e-12)
        #expect(s.settlingDuration(fromValue: 5.0, toValue: 6, initialVelocity: 0, epsilon: 0.001) == s.settlingDuration)
    }

    @Test func genericOverPairs() {
        let s = Spring.snappy
        let target = AnimatablePair(2.0, CGFloat(-4))
        let value = s.value(target: target, time: 0.2)
        #expect(abs(value.first - s.value(target: 2.0, time: 0.2)) < 1e-12)
        #expect(abs(Double(value.second) - s.value(target: -4.0, time: 0.2)) < 1e-9)
        #expect(abs(s.settlingDuration(target: target, epsilon: 0.001)
            - s.settlingDuration(target: 20.0.squareRoot(), epsilon: 0.001)) < 1e-12)
    }
}
