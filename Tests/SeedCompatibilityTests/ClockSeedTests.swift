import Foundation
import Testing
import Zoetrope

/// The seed's ClockTime (a user-written VectorArithmetic) and ClockShape animate with no glue.
@Suite struct ClockSeedTests {
    @Test func clockTimeArithmeticWorksInSeconds() {
        let sum = ClockTime(10, 10, 0) + ClockTime(0, 30, 15)
        #expect(sum.hours == 10 && sum.minutes == 40 && sum.seconds == 15)
        var half = ClockTime(2, 0, 0)
        half.scale(by: 0.5)
        #expect(half.asSeconds() == 3600)
        #expect((ClockTime(1, 0, 0) - ClockTime(0, 30, 0)).asString() == " 0 : 30 : 00")
    }

    @Test func clockShapeAnimatesThroughTheAnimator() {
        let animator = Animator()
        let clock = animator.value(ClockShape(time: ClockTime(10, 10, 0)))
        withAnimation(.linear(duration: 2)) { clock.value = ClockShape(time: ClockTime(12, 40, 0)) }
        animator.advance(to: 1)
        // Linear: half of 2.5 h after 10:10:00.
        #expect(abs(clock.presentation.time.asSeconds() - ClockTime(11, 25, 0).asSeconds()) < 1e-6)
        animator.advance(to: 3)
        #expect(clock.presentation.time.asSeconds() == ClockTime(12, 40, 0).asSeconds())
    }

    @Test func clockPathStrokesItsHands() {
        let path = ClockShape(time: ClockTime(3, 0, 0)).path(in: CGRect(x: 0, y: 0, width: 200, height: 200))
        // The seed strokes the whole path after each hand (widths 3, 3, 1), so the face circle of
        // radius 100 is outlined three times over: it grows by 1.5 + 1.5 + 0.5 on each side.
        let bounds = path.boundingRect
        // (At 3 o'clock, where the open arc starts and ends, re-stroking the first outline's corners
        // with the default miter joins reaches a little further.)
        #expect(abs(bounds.minX - -3.5) < 0.05 && abs(bounds.minY - -3.5) < 0.05, "\(bounds)")
        #expect(bounds.maxX >= 203.5 && bounds.maxX < 206, "\(bounds)")
        #expect(path.contains(CGPoint(x: 130, y: 100)))   // on the hour hand at 3 o'clock
        #expect(!path.contains(CGPoint(x: 100, y: 140)))  // inside the face, off every hand
    }
}
