import AnimationCore
import Foundation
import Testing

@Suite struct AnimatorInterruptionTests {
    /// Finite-difference velocity of the presentation around `time` (one-sided).
    private func velocity(_ x: AnimatedValue<Double>, before time: Double, h: Double = 1e-5) -> Double {
        (x.presentation(at: time) - x.presentation(at: time - h)) / h
    }

    private func velocity(_ x: AnimatedValue<Double>, after time: Double, h: Double = 1e-5) -> Double {
        (x.presentation(at: time + h) - x.presentation(at: time)) / h
    }

    @Test func mergingAnimationKeepsValueAndVelocityContinuous() {
        let animator = Animator()
        let x = animator.value(0.0)
        withAnimation(.probeSpring()) { x.value = 100 }
        for frame in 0...18 { animator.advance(to: Double(frame) / 60) }
        let mergeTime = 0.3
        let valueBefore = x.presentation
        let velocityBefore = velocity(x, before: mergeTime)
        #expect(velocityBefore > 50) // still moving towards 100

        withAnimation(.probeSpring()) { x.value = -50 }
        #expect(abs(x.presentation - valueBefore) < 1e-9)
        let velocityAfter = velocity(x, after: mergeTime)
        #expect(abs(velocityAfter - velocityBefore) < 0.01 * abs(velocityBefore))

        // Merged, not combined: one critically damped motion from (x0, v0) to −50 (ω = 8).
        let x0 = 100 - 340 * exp(-2.4), v0 = 1920 * exp(-2.4)
        let d = x0 + 50, c = v0 + 8 * d
        for tau in [0.1, 0.25] {
            let expected = -50 + (d + c * tau) * exp(-8 * tau)
            #expect(abs(x.presentation(at: mergeTime + tau) - expected) < 1e-9, "tau=\(tau)")
        }

        // It then settles on the new target and finishes.
        var time = mergeTime
        while x.isAnimating && time < 10 {
            time += 1.0 / 60
            animator.advance(to: time)
        }
        #expect(!x.isAnimating)
        #expect(x.presentation == -50)
    }

    @Test func nonMergingAnimationsCombine() {
        // Ramp 0→100 over 1 s, interrupted at 0.5 s (shown 50) by a 1 s ramp to 200.
        let animator = Animator()
        let x = animator.value(0.0)
        withAnimation(.probeRamp(1)) { x.value = 100 }
        animator.advance(to: 0.5)
        withAnimation(.probeRamp(1)) { x.value = 200 }
        #expect(abs(x.presentation - 50) < 1e-12) // no jump
        // Old entry keeps running to 100; the new one goes from that composite to 200.
        let expectations: [(Double, Double)] = [
            (0.75, 75 + (200 - 75) * 0.25), // 106.25
            (1.0, 100 + (200 - 100) * 0.5), // 150
            (1.25, 100 + (200 - 100) * 0.75), // 175: the first entry finished and pins 100
            (1.5, 200),
        ]
        for (time, expected) in expectations {
            animator.advance(to: time)
            #expect(abs(x.presentation - expected) < 1e-9, "t=\(time)")
        }
        #expect(x.isAnimating)
        animator.advance(to: 1.51)
        #expect(!x.isAnimating)
        #expect(x.presentation == 200)
    }

    @Test func combinedVelocityBreaksWhereMergingDoesNot() {
        let animator = Animator()
        let x = animator.value(0.0)
        withAnimation(.probeRamp(1)) { x.value = 100 }
        animator.advance(to: 0.5)
        let before = velocity(x, before: 0.5)
        withAnimation(.probeRamp(1)) { x.value = 200 }
        let after = velocity(x, after: 0.5)
        #expect(abs(before - 100) < 1e-3)
        #expect(abs(after - 250) < 1e-2) // 100 (old) + 150·1 (new ramp over the remaining 150)
    }

    @Test func trackEndsWithItsNewestAnimation() {
        let animator = Animator()
        let x = animator.value(0.0)
        withAnimation(.probeRamp(2)) { x.value = 100 }
        animator.advance(to: 0.5)
        withAnimation(.probeRamp(0.5)) { x.value = 200 }
        animator.advance(to: 1.0)
        #expect(abs(x.presentation - 200) < 1e-9)
        animator.advance(to: 1.01)
        #expect(!x.isAnimating) // the 2 s ramp is dropped with the group
        #expect(x.presentation == 200)
    }

    @Test func threeInterruptionsAccumulateDeltas() {
        let animator = Animator()
        let x = animator.value(0.0)
        withAnimation(.probeRamp(1)) { x.value = 10 }
        animator.advance(to: 0.2)
        withAnimation(.probeRamp(1)) { x.value = 30 }
        animator.advance(to: 0.4)
        withAnimation(.probeRamp(1)) { x.value = 60 }
        // Composite at 0.7: e1 = 7; e2 = 7 + (30 − 7)·0.5 = 18.5; e3 = 18.5 + (60 − 18.5)·0.3.
        animator.advance(to: 0.7)
        #expect(abs(x.presentation - (18.5 + 41.5 * 0.3)) < 1e-9)
        animator.advance(to: 1.4)
        #expect(abs(x.presentation - 60) < 1e-9)
        animator.advance(to: 1.41)
        #expect(!x.isAnimating)
    }

    @Test func changeBeforeTheNextAdvanceReplacesThePendingAnimation() {
        let animator = Animator()
        let x = animator.value(0.0)
        withAnimation(.probeRamp(1)) { x.value = 100 }
        withAnimation(.probeRamp(2)) { x.value = 300 }
        animator.advance(to: 1)
        #expect(abs(x.presentation - 150) < 1e-9) // one 2 s ramp over the whole 0→300
        animator.advance(to: 2)
        #expect(abs(x.presentation - 300) < 1e-9)
    }

    @Test func changeAfterTheAnimationEndedStartsFromTheModel() {
        let animator = Animator()
        let x = animator.value(0.0)
        withAnimation(.probeRamp(1)) { x.value = 100 }
        animator.advance(to: 0.5)
        withAnimation(.probeRamp(1)) { x.value = 100 } // same value: nothing new
        animator.advance(to: 2)
        #expect(!x.isAnimating)
        withAnimation(.probeRamp(1)) { x.value = 0 }
        animator.advance(to: 2.5)
        #expect(abs(x.presentation - 50) < 1e-9)
    }
}
