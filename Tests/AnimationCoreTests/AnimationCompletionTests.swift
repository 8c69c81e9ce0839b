import AnimationCore
import Foundation
import Testing

/// Collects completion events in order (single-threaded test use).
private final class EventLog {
    var events: [String] = []
    func record(_ name: String) -> () -> Void { { [unowned self] in self.events.append(name) } }
}

@Suite struct AnimationCompletionTests {
    @Test func logicalCompletionFiresOnceAtTheFrameTheCurveEnds() {
        let animator = Animator()
        let x = animator.value(0.0)
        let log = EventLog()
        withAnimation(.probeRamp(1)) { x.value = 1 } completion: { log.events.append("done") }
        animator.advance(to: 0.5)
        #expect(log.events.isEmpty)
        animator.advance(to: 1.0)
        #expect(log.events == ["done"])
        animator.advance(to: 1.5)
        animator.advance(to: 3)
        #expect(log.events == ["done"])
    }

    @Test func removedCompletionWaitsForTheAnimationToBeRemoved() {
        let animator = Animator()
        let x = animator.value(0.0)
        let log = EventLog()
        withAnimation(
            Animation(ProbeSettlingRamp(logicalTime: 0.3, duration: 1)), completionCriteria: .logicallyComplete
        ) { x.value = 1 } completion: { log.events.append("logical") }
        let y = animator.value(0.0)
        withAnimation(
            Animation(ProbeSettlingRamp(logicalTime: 0.3, duration: 1)), completionCriteria: .removed
        ) { y.value = 1 } completion: { log.events.append("removed") }
        animator.advance(to: 0.3)
        #expect(log.events == ["logical"])
        animator.advance(to: 1.0)
        #expect(log.events == ["logical"])
        animator.advance(to: 1.01)
        #expect(log.events == ["logical", "removed"])
    }

    @Test func completionWithoutAnimationsFiresAtTheNextAdvance() {
        let animator = Animator()
        let x = animator.value(0.0)
        let log = EventLog()
        withAnimation(.probeRamp(1)) { x.value = 0 } completion: { log.events.append("nothing") }
        #expect(log.events.isEmpty)
        animator.advance(to: 0)
        #expect(log.events == ["nothing"])
    }

    @Test func completionWaitsForEveryAnimationOfItsTransaction() {
        let animator = Animator()
        let x = animator.value(0.0)
        let y = animator.value(0.0)
        let log = EventLog()
        withAnimation(.probeRamp(1)) {
            x.value = 1
            withAnimation(.probeRamp(2)) { y.value = 1 } // nested: still part of the outer transaction
        } completion: { log.events.append("both") }
        animator.advance(to: 1)
        #expect(log.events.isEmpty)
        animator.advance(to: 2)
        #expect(log.events == ["both"])
    }

    @Test func dueCompletionsFireInCreationOrderAfterAllValuesUpdate() {
        let animator = Animator()
        let x = animator.value(0.0)
        let y = animator.value(0.0)
        var seen: [String] = []
        withAnimation(.probeRamp(1)) { x.value = 1 } completion: { seen.append("A y=\(y.presentation)") }
        withAnimation(.probeRamp(0.5)) { y.value = 1 } completion: { seen.append("B x=\(x.presentation)") }
        animator.advance(to: 1)
        #expect(seen == ["A y=1.0", "B x=1.0"])
    }

    @Test func transactionCompletionsAndChainedAnimations() {
        let animator = Animator()
        let x = animator.value(0.0)
        var transaction = Transaction(animation: .probeRamp(1))
        var count = 0
        transaction.addAnimationCompletion {
            count += 1
            // Like a phase animator: the next step starts at the time of the completing frame.
            withAnimation(.probeRamp(1)) { x.value = 0 }
        }
        withTransaction(transaction) { x.value = 10 }
        animator.advance(to: 1)
        #expect(count == 1)
        #expect(x.presentation == 10)
        animator.advance(to: 1.5)
        #expect(abs(x.presentation - 5) < 1e-9)
    }

    @Test func neverFinishingAnimationCompletesOnlyWhenRemoved() {
        let animator = Animator()
        let x = animator.value(0.0)
        let log = EventLog()
        withAnimation(Animation(ProbeForever())) { x.value = 1 } completion: { log.events.append("logical") }
        withAnimation(Animation(ProbeForever()), completionCriteria: .removed) {
            x.value = 2
        } completion: { log.events.append("removed") }
        for second in 1...20 { animator.advance(to: Double(second)) }
        #expect(log.events.isEmpty)
        x.removeAllAnimations()
        animator.advance(to: 21)
        #expect(log.events == ["logical", "removed"])
    }

    @Test func supersededAnimationCompletesWhenItWouldHaveLogically() {
        // The merged spring is logically complete 0.5 s (4/ω) after its own start.
        let animator = Animator()
        let x = animator.value(0.0)
        let log = EventLog()
        withAnimation(.probeSpring()) { x.value = 100 } completion: { log.events.append("first") }
        animator.advance(to: 0.2)
        withAnimation(.probeSpring()) { x.value = 50 } completion: { log.events.append("second") }
        animator.advance(to: 0.45)
        #expect(log.events.isEmpty)
        animator.advance(to: 0.5)
        #expect(log.events == ["first"])
        animator.advance(to: 0.65)
        #expect(log.events == ["first"])
        animator.advance(to: 0.71) // 0.7 − 0.2 rounds just below 0.5
        #expect(log.events == ["first", "second"])
    }

    @Test func combinedRemovalCompletionsWaitForTheWholeTrack() {
        let animator = Animator()
        let x = animator.value(0.0)
        let log = EventLog()
        withAnimation(.probeRamp(0.5), completionCriteria: .removed) {
            x.value = 1
        } completion: { log.events.append("old") }
        animator.advance(to: 0.25)
        withAnimation(.probeRamp(1)) { x.value = 2 }
        animator.advance(to: 0.8) // the old ramp is past its end, but the track still runs
        #expect(log.events.isEmpty)
        animator.advance(to: 1.3)
        #expect(log.events == ["old"])
    }

    @Test func pureSamplingNeverFiresCompletions() {
        let animator = Animator()
        let x = animator.value(0.0)
        let log = EventLog()
        withAnimation(.probeRamp(1)) { x.value = 1 } completion: { log.events.append("done") }
        animator.advance(to: 0)
        #expect(x.presentation(at: 5) == 1)
        animator.advance(to: 0.1)
        #expect(log.events.isEmpty)
    }

    @Test func capturedTransactionAppliedLaterStillTracksItsAnimation() {
        // The view layer captures the transaction of a state change and applies it when it
        // re-resolves the tree, after `withAnimation` returned.
        let animator = Animator()
        let x = animator.value(0.0)
        let log = EventLog()
        let captured = withAnimation(.probeRamp(1)) { Transaction.current } completion: {
            log.events.append("done")
        }
        x.set(10, transaction: captured)
        animator.advance(to: 0.5)
        #expect(log.events.isEmpty)
        #expect(abs(x.presentation - 5) < 1e-12)
        animator.advance(to: 1)
        #expect(log.events == ["done"])
    }
}
