import Testing
import Foundation
@testable import AnimationCore

/// delay, speed, repeatCount/repeatForever and logicallyComplete: nesting order (outermost
/// transforms time first), legs and value-mirroring, exact leg boundaries, completion.
@Suite struct AnimationModifierTests {
    /// Evaluates `animation` for a change of 1 at `time` in a fresh context.
    static func sample(_ animation: Animation, _ time: Double, value: Double = 1) -> Double? {
        var context = AnimationContext<Double>()
        return animation.animate(value: value, time: time, context: &context)
    }

    static func close(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
        guard let a else { return false }
        return abs(a - b) < tolerance
    }

    @Test func delayThenSpeedVersusSpeedThenDelay() {
        let base = Animation.linear(duration: 4)
        let delayThenSpeed = base.delay(1).speed(2)   // base(max(0, 2t − 1))
        let speedThenDelay = base.speed(2).delay(1)   // base(2·max(0, t − 1))
        for t in [0.0, 0.25, 0.5, 0.75, 1.0, 1.5, 2.0] {
            #expect(Self.close(Self.sample(delayThenSpeed, t), max(0, 2 * t - 1) / 4), "t \(t)")
            #expect(Self.close(Self.sample(speedThenDelay, t), 2 * max(0, t - 1) / 4), "t \(t)")
        }
        #expect(Self.sample(delayThenSpeed, 2.51) == nil)
        #expect(Self.sample(speedThenDelay, 3.01) == nil)
        #expect(Self.sample(speedThenDelay, 2.99) != nil)
    }

    @Test func velocitiesFollowTheTimeTransform() {
        var context = AnimationContext<Double>()
        let fast = Animation.linear(duration: 1).speed(2)
        #expect(Self.close(fast.velocity(value: 1.0, time: 0.25, context: context), 2))
        let late = Animation.linear(duration: 1).delay(1)
        #expect(late.velocity(value: 1.0, time: 0.5, context: context) == 0)
        #expect(Self.close(late.velocity(value: 1.0, time: 1.5, context: context), 1))
        _ = fast.animate(value: 1.0, time: 0.1, context: &context)
        #expect(!context.isLogicallyComplete)
    }

    @Test func repeatTwiceAutoreversingGoesThereAndBackThenSnaps() {
        let yoyo = Animation.linear(duration: 1).repeatCount(2, autoreverses: true)
        #expect(Self.close(Self.sample(yoyo, 0.5), 0.5))
        #expect(Self.close(Self.sample(yoyo, 1.0), 1.0))
        #expect(Self.close(Self.sample(yoyo, 1.25), 0.75))
        #expect(Self.close(Self.sample(yoyo, 1.75), 0.25))
        #expect(Self.sample(yoyo, 2.01) == nil)   // finished: the value snaps to the target
    }

    @Test func oddCountEndsAtTheTarget() {
        let three = Animation.easeInOut(duration: 0.5).repeatCount(3)
        #expect(Self.close(Self.sample(three, 0.5 + 0.125), 1 - UnitCurve.easeInOut.value(at: 0.25)))
        #expect(Self.close(Self.sample(three, 1.49999999), 1, 1e-6))
        #expect(Self.sample(three, 1.51) == nil)
        var context = AnimationContext<Double>()
        _ = three.animate(value: 1.0, time: 0.5, context: &context)
        #expect(!context.isLogicallyComplete)   // the first leg's completion is not the repeat's
        _ = three.animate(value: 1.0, time: 1.4999, context: &context)
        #expect(!context.isLogicallyComplete)
        #expect(three.animate(value: 1.0, time: 1.5 + 1e-9, context: &context) == nil)
        #expect(context.isLogicallyComplete)
        // A spring's logical completion (t ≥ response) in the last leg completes the repeat.
        var once = AnimationContext<Double>()
        _ = Animation.smooth.repeatCount(1).animate(value: 1.0, time: 0.5, context: &once)
        #expect(once.isLogicallyComplete)
    }

    @Test func withoutAutoreverseEveryLegRunsForward() {
        let restart = Animation.linear(duration: 1).repeatCount(3, autoreverses: false)
        #expect(Self.close(Self.sample(restart, 1.25), 0.25))
        #expect(Self.close(Self.sample(restart, 2.5), 0.5))
        #expect(Self.sample(restart, 3.01) == nil)
        #expect(Self.close(Self.sample(Animation.linear(duration: 1).repeatCount(0), 0.5), 0.5))
        #expect(Self.sample(Animation.linear(duration: 1).repeatCount(0), 1.5) == nil)
    }

    @Test func repeatForeverNeverFinishes() {
        let forever = Animation.linear(duration: 1).repeatForever(autoreverses: true)
        #expect(Self.close(Self.sample(forever, 1000.25), 0.25, 1e-6))
        #expect(Self.close(Self.sample(forever, 1001.25), 0.75, 1e-6))
        let spin = Animation.linear(duration: 2).repeatForever(autoreverses: false)
        #expect(Self.close(Self.sample(spin, 7), 0.5, 1e-6))
        var context = AnimationContext<Double>()
        for frame in 0..<600 { #expect(spin.animate(value: 1.0, time: Double(frame) / 30, context: &context) != nil) }
        #expect(!context.isLogicallyComplete)
        #expect(Self.sample(Animation.linear(duration: 0).repeatForever(), 3) == 1)
        #expect(Self.sample(Animation.linear(duration: 0).repeatCount(4), 0) == nil)
    }

    @Test func delayInsideRepeatRepeatsEachLeg() {
        let perLeg = Animation.linear(duration: 1).delay(0.5).repeatCount(2, autoreverses: false)
        #expect(Self.close(Self.sample(perLeg, 1.5), 1))
        #expect(Self.close(Self.sample(perLeg, 1.75), 0))     // second leg, still in its delay
        #expect(Self.close(Self.sample(perLeg, 2.5), 0.5))
        #expect(Self.sample(perLeg, 3.01) == nil)
        let once = Animation.linear(duration: 1).repeatCount(2, autoreverses: false).delay(0.5)
        #expect(Self.close(Self.sample(once, 1.75), 0.25))
        #expect(Self.sample(once, 2.51) == nil)
    }

    @Test func speedOutsideRepeatScalesEveryLeg() {
        let a = Animation.linear(duration: 1).repeatCount(2).speed(2)
        #expect(Self.close(Self.sample(a, 0.75), 0.5))
        #expect(Self.sample(a, 1.01) == nil)
    }

    @Test func springLegsEndWhenTheSpringRests() {
        let base = Animation.snappy
        // The leg length is the first time the base returns nil.
        var probe = AnimationContext<Double>()
        var rest = 0.0
        while base.animate(value: 1.0, time: rest, context: &probe) != nil { rest += 1.0 / 600 }
        let repeated = base.repeatCount(2, autoreverses: true)
        var context = AnimationContext<Double>()
        let nearEnd = repeated.animate(value: 1.0, time: rest - 0.01, context: &context)!
        #expect(abs(nearEnd - 1) < 0.02)
        let mirrored = repeated.animate(value: 1.0, time: rest + 0.1, context: &context)!
        var fresh = AnimationContext<Double>()
        let forward = base.animate(value: 1.0, time: 0.1 + (rest - (RepeatAnimation(base: base, repeatCount: 2, autoreverses: true)
            .measureLegDuration(value: 1.0))), context: &fresh)!
        #expect(abs(mirrored - (1 - forward)) < 1e-9)
        #expect(repeated.animate(value: 1.0, time: 2 * rest + 0.01, context: &context) == nil)
        #expect(abs(repeated.velocity(value: 1.0, time: rest + 0.1, context: context)!
            + base.velocity(value: 1.0, time: 0.1, context: fresh)!) < 0.5)
    }

    @Test func legDurationIsExact() {
        let repeatAnimation = RepeatAnimation(base: .easeIn(duration: 0.37), repeatCount: 3, autoreverses: true)
        #expect(abs(repeatAnimation.measureLegDuration(value: 1.0) - 0.37) < 1e-9)
        let delayed = RepeatAnimation(base: Animation.linear(duration: 1).delay(0.25).speed(0.5), repeatCount: nil, autoreverses: false)
        #expect(abs(delayed.measureLegDuration(value: 1.0) - 2.5) < 1e-8)
    }

    @Test func logicallyCompleteAfter() {
        let a = Animation.linear(duration: 2).logicallyComplete(after: 0.5)
        var context = AnimationContext<Double>()
        #expect(Self.close(a.animate(value: 1.0, time: 0.4, context: &context), 0.2))
        #expect(!context.isLogicallyComplete)
        #expect(Self.close(a.animate(value: 1.0, time: 0.5, context: &context), 0.25))
        #expect(context.isLogicallyComplete)
        // Merging is forwarded to a fluid-spring base.
        var merge = AnimationContext<Double>()
        #expect(Animation.bouncy.logicallyComplete(after: 0.1)
            .shouldMerge(previous: .spring, value: 1.0, time: 0, context: &merge))
    }

    @Test func modifiersAreHashableValues() {
        #expect(Animation.easeIn.delay(1) == Animation.easeIn.delay(1))
        #expect(Animation.easeIn.delay(1) != Animation.easeIn.delay(2))
        #expect(Animation.easeIn.delay(1).speed(2) != Animation.easeIn.speed(2).delay(1))
        #expect(Set([Animation.bouncy.repeatForever(), .bouncy.repeatForever(), .bouncy.repeatCount(2)]).count == 2)
        #expect((Animation.easeIn.speed(-3).base as? SpeedAnimation)?.speed == 0)
    }
}
