import AnimationCore
import Foundation
import PropertyBased
import Testing
import ZoetropeTestSupport

/// A non-vector Animatable: only `x`/`y` animate, `label` follows the model.
private struct ProbePoint: Animatable, Equatable {
    var x: Double
    var y: Double
    var label: String
    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(x, y) }
        set { x = newValue.first; y = newValue.second }
    }
}

@Suite struct AnimatorTests {
    @Test func changesOutsideATransactionJump() {
        let animator = Animator()
        let x = animator.value(1.0)
        x.value = 5
        #expect(x.presentation == 5)
        #expect(!x.isAnimating)
        #expect(!animator.isAnimating)
    }

    @Test func linearRampInterpolatesOnTheVirtualClock() {
        let animator = Animator()
        let x = animator.value(0.0)
        withAnimation(.probeRamp(1)) { x.value = 100 }
        #expect(x.value == 100)
        #expect(x.presentation == 0)
        #expect(animator.animatingValueCount == 1)
        for (time, expected) in [(0.25, 25.0), (0.5, 50), (0.9, 90), (1.0, 100)] {
            animator.advance(to: time)
            #expect(abs(x.presentation - expected) < 1e-9, "t=\(time)")
        }
        #expect(x.isAnimating)
        animator.advance(to: 1.01)
        #expect(!x.isAnimating)
        #expect(animator.animatingValueCount == 0)
        #expect(x.presentation == 100)
    }

    @Test func animationStartsAtTheAnimatorsCurrentTime() {
        let animator = Animator(time: 2)
        let x = animator.value(10.0)
        withAnimation(.probeRamp(2)) { x.set(30) }
        animator.advance(to: 3)
        #expect(abs(x.presentation - 20) < 1e-12)
    }

    @Test func nonVectorAnimatableKeepsModelFields() {
        let animator = Animator()
        let point = animator.value(ProbePoint(x: 0, y: 0, label: "a"))
        withAnimation(.probeRamp(1)) { point.value = ProbePoint(x: 10, y: -20, label: "b") }
        animator.advance(to: 0.25)
        #expect(point.presentation == ProbePoint(x: 2.5, y: -5, label: "b"))
        // A change of non-animatable fields only does not animate.
        withAnimation(.probeRamp(1)) { point.value.label = "c" }
        #expect(point.presentation.label == "c")
        #expect(point.presentation.x == 2.5)
    }

    @Test func samplingIsRepeatableAndPure() {
        let animator = Animator()
        let x = animator.value(0.0)
        withAnimation(.probeSpring()) { x.value = 100 }
        animator.advance(to: 0.2)
        let first = x.presentation
        animator.advance(to: 0.2)
        #expect(x.presentation == first)
        let ahead = x.presentation(at: 0.4)
        #expect(x.presentation(at: 0.4) == ahead)
        #expect(x.presentation == first) // sampling did not move the clock
        animator.advance(to: 0.4)
        #expect(x.presentation == ahead)
    }

    @Test func seekingBackwardsReplaysDeterministically() {
        let animator = Animator()
        let x = animator.value(0.0)
        withAnimation(.probeSpring()) { x.value = 100 }
        var forward: [Double] = []
        for frame in 0...30 {
            animator.advance(to: Double(frame) / 60)
            forward.append(x.presentation)
        }
        for frame in stride(from: 30, through: 0, by: -3) {
            animator.advance(to: Double(frame) / 60)
            #expect(abs(x.presentation - forward[frame]) < 1e-9, "frame \(frame)")
        }
        // Times before the change clamp to the change.
        animator.advance(to: -1)
        #expect(x.presentation == 0)
    }

    @Test func animationsReceiveTimeSinceStartAndLongGapsAreSubStepped() {
        let animator = Animator(time: 5)
        let log = ProbeCallLog()
        let x = animator.value(0.0)
        withAnimation(Animation(ProbeLoggingRamp(duration: 3, log: log))) { x.value = 3 }
        animator.advance(to: 5.1)
        animator.advance(to: 6.1)
        let expected = [0.1, 0.35, 0.6, 0.85, 1.1]
        #expect(log.times.count == expected.count)
        for (time, want) in zip(log.times, expected) { #expect(abs(time - want) < 1e-9) }
        #expect(abs(x.presentation - 1.1) < 1e-9)
    }

    @Test func changeWithoutAnimationKeepsTheRunningOffset() {
        let animator = Animator()
        let x = animator.value(0.0)
        withAnimation(.probeRamp(1)) { x.value = 100 }
        animator.advance(to: 0.5)
        x.value = 200 // SwiftUI semantics: the model jumps, the remaining offset still animates
        #expect(abs(x.presentation - 150) < 1e-12)
        animator.advance(to: 0.75)
        #expect(abs(x.presentation - 175) < 1e-12)
        x.removeAllAnimations()
        #expect(x.presentation == 200)
        #expect(!x.isAnimating)
    }

    /// Seeded property check (`seededPropertyCheck`, ZoetropeTestSupport).
    @Test func rampMatchesTheFormulaForAnyDeltaAndTime() async {
        let cases = zip(
            Gen.double(in: -1000...1000), Gen.double(in: -1000...1000),
            Gen.double(in: 0.05...5), Gen.double(in: 0...1)
        )
        await seededPropertyCheck(seed: 0x5EED_0A11_7E57_C0DE, count: 200, input: cases) { old, new, duration, fraction in
            let animator = Animator()
            let x = animator.value(old)
            withAnimation(.probeRamp(duration)) { x.value = new }
            animator.advance(to: duration * fraction)
            let expected = old + (new - old) * fraction
            #expect(abs(x.presentation - expected) <= 1e-9 * max(1, abs(old), abs(new)))
        }
    }
}
