import Testing
import Foundation
@testable import AnimationCore

/// FluidSpringAnimation (`.spring`, `.smooth`, …): the spec's integrated values, determinism and
/// scrubbing, settling and logical completion, stiffness cap, merging without a jump, blending.
@Suite struct FluidSpringTests {
    @Test func defaultSpringMatchesSpecValues() {
        var context = AnimationContext<Double>()
        for (time, expected) in [(0.1, 0.391), (0.2, 0.797), (0.3, 0.964), (0.5, 1.0068)] {
            let value = Animation.spring.animate(value: 1.0, time: time, context: &context)!
            #expect(abs(value - expected) < 0.002, "t = \(time): \(value)")
        }
        #expect(Animation.default == Animation.spring)
        #expect(Animation.spring == Animation.spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0))
    }

    @Test func scalesWithTheChange() {
        var a = AnimationContext<Double>(), b = AnimationContext<Double>()
        let one = Animation.snappy.animate(value: 1.0, time: 0.2, context: &a)!
        let hundred = Animation.snappy.animate(value: -100.0, time: 0.2, context: &b)!
        #expect(abs(hundred + 100 * one) < 1e-9)
    }

    @Test func deterministicAndScrubbable() {
        let spring = Animation.bouncy
        var sequential = AnimationContext<Double>()
        var frames: [Double?] = []
        for frame in 0...60 {
            frames.append(spring.animate(value: 1.0, time: Double(frame) / 60, context: &sequential))
        }
        #expect(frames[60] == nil && frames[33] != nil)
        // Evaluating directly, or after a later time (rewind), gives the same value.
        for frame in [5, 17, 33, 60] {
            var fresh = AnimationContext<Double>()
            #expect(spring.animate(value: 1.0, time: Double(frame) / 60, context: &fresh) == frames[frame])
            var rewound = AnimationContext<Double>()
            _ = spring.animate(value: 1.0, time: 0.9, context: &rewound)
            #expect(spring.animate(value: 1.0, time: Double(frame) / 60, context: &rewound) == frames[frame])
        }
    }

    @Test func velocityIsTheIntegratorVelocity() {
        var context = AnimationContext<Double>()
        let h = FluidSpringAnimation.timeStep
        let x0 = Animation.spring.animate(value: 1.0, time: 0.2 - h, context: &context)!
        let x1 = Animation.spring.animate(value: 1.0, time: 0.2 + h, context: &context)!
        let v = Animation.spring.velocity(value: 1.0, time: 0.2 + h, context: context)!
        #expect(abs(v - (x1 - x0) / (2 * h)) < 0.05 * abs(v))
    }

    /// Time of the first frame (1/60 s) at which the spring reports `nil`.
    static func finishTime<V: VectorArithmetic>(_ animation: Animation, value: V) -> Double? {
        var context = AnimationContext<V>()
        for frame in 0...600 where animation.animate(value: value, time: Double(frame) / 60, context: &context) == nil {
            return Double(frame) / 60
        }
        return nil
    }

    @Test func settlesAndCompletesLogicallyAtResponse() {
        var context = AnimationContext<Double>()
        _ = Animation.spring.animate(value: 1.0, time: 0.49, context: &context)
        #expect(!context.isLogicallyComplete)
        _ = Animation.spring.animate(value: 1.0, time: 0.5, context: &context)
        #expect(context.isLogicallyComplete)
        let finish = Self.finishTime(.spring, value: 1.0)
        #expect(finish != nil && finish! > 0.5 && finish! < 1.5)
        // Just before finishing the value is within 1 % of the target.
        var before = AnimationContext<Double>()
        let last = Animation.spring.animate(value: 1.0, time: finish! - 1.0 / 60, context: &before)!
        #expect(abs(last - 1) < 0.02)
        // Thresholds are absolute (magnitudeSquared): a larger change settles later.
        #expect(Self.finishTime(.spring, value: 128.0)! > finish!)
        #expect(Self.finishTime(.spring, value: 0.0) == 1.0 / 60)
    }

    @Test func magnitudeUsesTheWholeVector() {
        let pair = AnimatablePair(3.0, 4.0)
        var context = AnimationContext<AnimatablePair<Double, Double>>()
        let value = Animation.smooth.animate(value: pair, time: 0.25, context: &context)!
        var scalar = AnimationContext<Double>()
        let first = Animation.smooth.animate(value: 3.0, time: 0.25, context: &scalar)!
        #expect(abs(value.first - first) < 1e-12)
        #expect(Self.finishTime(.smooth, value: pair)! >= Self.finishTime(.smooth, value: 4.0)!)
    }

    @Test func lightlyDampedSeedSpringOvershootsAndSettles() {
        // withAnimation(.spring(response: 0.4, dampingFraction: 0.2)) from a seed scene.
        let spring = Animation.spring(response: 0.4, dampingFraction: 0.2)
        var context = AnimationContext<Double>()
        var peak = 0.0
        var frame = 0
        while let value = spring.animate(value: 1.0, time: Double(frame) / 60, context: &context) {
            peak = max(peak, value)
            frame += 1
        }
        // Peak of the damped oscillation: 1 + e^{−ζπ/√(1−ζ²)} ≈ 1.527 (sampled at 60 fps).
        #expect(peak > 1.45 && peak < 1.53)
        #expect(Double(frame) / 60 > 1.5 && Double(frame) / 60 < 4)
    }

    @Test func stiffnessIsCapped() {
        #expect(FluidSpringAnimation.stiffness(response: 0.001) == 45000)
        #expect(FluidSpringAnimation.stiffness(response: 0) == 45000)
        #expect(abs(FluidSpringAnimation.stiffness(response: 0.5) - 157.91) < 0.01)
        // A zero-response spring still moves continuously and finishes.
        let finish = Self.finishTime(.spring(response: 0, dampingFraction: 1), value: 1.0)
        #expect(finish != nil && finish! < 0.2)
    }

    @Test func mergingKeepsPositionAndVelocity() {
        let old = Animation.spring(response: 0.5, dampingFraction: 0.825)
        var context = AnimationContext<Double>()
        let position = old.animate(value: 1.0, time: 0.2, context: &context)!
        let velocity = old.velocity(value: 1.0, time: 0.2, context: context)!
        let new = Animation.bouncy
        #expect(new.shouldMerge(previous: old, value: 1.0, time: 0.2, context: &context))
        #expect(abs(new.animate(value: 3.0, time: 0.2, context: &context)! - position) < 1e-12)
        #expect(abs(new.velocity(value: 3.0, time: 0.2, context: context)! - velocity) < 1e-12)
        #expect(!context.isLogicallyComplete)
        let next = new.animate(value: 3.0, time: 0.2 + 1.0 / 60, context: &context)!
        let closedForm = position + Spring.bouncy.value(target: 3 - position, initialVelocity: velocity, time: 1.0 / 60)
        #expect(abs(next - closedForm) < 0.01)
        // Logical completion counts from the merge; the merged spring heads for the new target.
        _ = new.animate(value: 3.0, time: 0.69, context: &context)
        #expect(!context.isLogicallyComplete)
        #expect(abs(new.animate(value: 3.0, time: 3, context: &context) ?? 3 - 3) < 0.05)
        // Non-merging animations: bezier and interpolating springs keep the default.
        var other = AnimationContext<Double>()
        #expect(!Animation.easeIn.shouldMerge(previous: old, value: 1.0, time: 0, context: &other))
        #expect(!Animation.interpolatingSpring.shouldMerge(previous: old, value: 1.0, time: 0, context: &other))
    }

    @Test func mergingFromATimingCurveAdoptsItsValueAndVelocity() {
        let old = Animation.easeInOut(duration: 1)
        var context = AnimationContext<Double>()
        _ = old.animate(value: 2.0, time: 0.4, context: &context)
        #expect(Animation.snappy.shouldMerge(previous: old, value: 2.0, time: 0.4, context: &context))
        let position = 2 * UnitCurve.easeInOut.value(at: 0.4)
        #expect(abs(Animation.snappy.animate(value: 2.0, time: 0.4, context: &context)! - position) < 1e-12)
        let velocity = 2 * UnitCurve.easeInOut.velocity(at: 0.4)
        #expect(abs(Animation.snappy.velocity(value: 2.0, time: 0.4, context: context)! - velocity) < 1e-9)
        // Scrubbing back to the merge time returns to the adopted state.
        _ = Animation.snappy.animate(value: 2.0, time: 1.0, context: &context)
        #expect(abs(Animation.snappy.animate(value: 2.0, time: 0.4, context: &context)! - position) < 1e-12)
    }

    @Test func blendDurationInterpolatesResponse() {
        let old = FluidSpringAnimation(response: 1.0, dampingFraction: 1, blendDuration: 0)
        let new = FluidSpringAnimation(response: 0.2, dampingFraction: 1, blendDuration: 0.5)
        var context = AnimationContext<Double>()
        _ = old.animate(value: 1.0, time: 0.1, context: &context)
        #expect(new.shouldMerge(previous: Animation(old), value: 1.0, time: 0.1, context: &context))
        let state = context.state[FluidSpringStateKey<Double>.self]
        #expect(abs(new.effectiveResponse(at: 0.1, state: state) - 1.0) < 1e-12)
        #expect(abs(new.effectiveResponse(at: 0.35, state: state) - 0.6) < 1e-12)
        #expect(abs(new.effectiveResponse(at: 0.6, state: state) - 0.2) < 1e-12)
        #expect(abs(new.effectiveResponse(at: 5, state: state) - 0.2) < 1e-12)
        // Without a blend duration the new response applies at once.
        let sharp = FluidSpringAnimation(response: 0.2, dampingFraction: 1, blendDuration: 0)
        #expect(sharp.effectiveResponse(at: 0.1, state: state) == 0.2)
    }

    @Test func presetsAreFluidSpringsWithSwiftUIParameters() {
        func fluid(_ a: Animation) -> FluidSpringAnimation? { a.base as? FluidSpringAnimation }
        #expect(fluid(.smooth)?.dampingFraction == 1)
        #expect(abs(fluid(.snappy)!.dampingFraction - 0.85) < 1e-12)
        #expect(abs(fluid(.bouncy)!.dampingFraction - 0.7) < 1e-12)
        #expect(abs(fluid(.bouncy(duration: 1, extraBounce: 0.1))!.dampingFraction - 0.6) < 1e-12)
        #expect(fluid(.bouncy(duration: 1))?.response == 1)
        #expect(fluid(.interactiveSpring) == FluidSpringAnimation(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
        #expect(abs(fluid(.interactiveSpring(duration: 0.15, extraBounce: 0))!.dampingFraction - 0.85) < 1e-12)
        #expect(fluid(.spring(duration: 0.5, bounce: -0.5))?.dampingFraction == 2)
        #expect(fluid(.spring(Spring(response: 0.3, dampingRatio: 0.4))) == FluidSpringAnimation(response: 0.3, dampingFraction: 0.4))
    }

    @Test func interpolatingSpringIsClosedForm() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        let animation = Animation.interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: 2)
        var context = AnimationContext<Double>()
        let value = animation.animate(value: 5.0, time: 0.3, context: &context)!
        #expect(abs(value - spring.value(target: 5.0, initialVelocity: 10, time: 0.3)) < 1e-12)
        #expect(!context.isLogicallyComplete)
        _ = animation.animate(value: 5.0, time: 2 * .pi / 10, context: &context)
        #expect(context.isLogicallyComplete)
        let end = InterpolatingSpringAnimation(spring: spring, initialVelocity: 2).duration
        #expect(animation.animate(value: 5.0, time: end + 0.01, context: &context) == nil)
        #expect(abs(animation.animate(value: 5.0, time: end, context: &context)! - 5) < 5 * 0.0011)
        let bounce = Animation.interpolatingSpring(duration: 0.5, bounce: 0.3).base as? InterpolatingSpringAnimation
        #expect(bounce?.spring == Spring.bouncy)
        #expect((Animation.interpolatingSpring(.snappy).base as? InterpolatingSpringAnimation)?.spring == .snappy)
    }
}
