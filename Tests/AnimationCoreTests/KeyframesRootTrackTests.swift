import Testing
import Foundation
@testable import AnimationCore

/// Keyframes written directly in a `KeyframeTimeline`'s content (SwiftUI's `KeyframesBuilder`):
/// one track on the whole value, exactly as `KeyframeTrack(\.self) { … }`.
struct KeyframesRootTrackTests {
    typealias Point2 = KeyframeTimelineTests.Point2

    static let times = [0, 0.05, 0.1, 0.2, 0.3, 0.45, 0.7, 1, 1.5, 5]

    @Test func linearAndSpringKeyframesMatchATrackOnSelf() {
        let direct = KeyframeTimeline(initialValue: 1.0) {
            LinearKeyframe(1.4, duration: 0.2)
            SpringKeyframe(1.0, spring: .bouncy)
        }
        let tracked = KeyframeTimeline(initialValue: 1.0) {
            KeyframeTrack(\.self) {
                LinearKeyframe(1.4, duration: 0.2)
                SpringKeyframe(1.0, spring: .bouncy)
            }
        }
        // 0.2 s of linear keyframe, then the bouncy spring's settling duration.
        #expect(direct.duration == tracked.duration)
        #expect(abs(direct.duration - (0.2 + Spring.bouncy.settlingDuration)) < 1e-12)
        #expect(direct.value(time: 0) == 1)
        #expect(abs(direct.value(time: 0.1) - 1.2) < 1e-12)
        #expect(abs(direct.value(time: 0.2) - 1.4) < 1e-12)
        for time in Self.times {
            #expect(direct.value(time: time) == tracked.value(time: time), "t = \(time)")
        }
        // The spring overshoots below 1 on its way back (bounce 0.3).
        #expect(Self.times.contains { direct.value(time: $0) < 1 })
    }

    @Test func linearKeyframesEndAtRunningSums() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            LinearKeyframe(-10.0, duration: 2)
        }
        #expect(timeline.duration == 3)
        #expect(timeline.value(time: 0.5) == 5)
        #expect(timeline.value(time: 1) == 10)
        #expect(timeline.value(time: 2) == 0)
        #expect(timeline.value(time: 3) == -10)
        #expect(timeline.value(progress: 0.5) == 5)
    }

    @Test func singleKeyframe() {
        let timeline = KeyframeTimeline(initialValue: 2.0) { MoveKeyframe(7.0) }
        #expect(timeline.duration == 0)
        #expect(timeline.value(time: 0) == 7)
    }

    @Test func cubicKeyframesOnAnAnimatablePair() {
        let direct = KeyframeTimeline(initialValue: Point2(x: 0, y: 0)) {
            CubicKeyframe(Point2(x: 10, y: 20), duration: 1)
            CubicKeyframe(Point2(x: 5, y: 0), duration: 1)
            LinearKeyframe(Point2(x: 0, y: 0), duration: 0.5)
        }
        let tracked = KeyframeTimeline(initialValue: Point2(x: 0, y: 0)) {
            KeyframeTrack(\.self) {
                CubicKeyframe(Point2(x: 10, y: 20), duration: 1)
                CubicKeyframe(Point2(x: 5, y: 0), duration: 1)
                LinearKeyframe(Point2(x: 0, y: 0), duration: 0.5)
            }
        }
        #expect(direct.duration == 2.5)
        #expect(direct.value(time: 1) == Point2(x: 10, y: 20))
        #expect(direct.value(time: 2.25) == Point2(x: 2.5, y: 0))
        for time in Self.times {
            #expect(direct.value(time: time) == tracked.value(time: time), "t = \(time)")
        }
    }

    @Test func controlFlowBetweenBareKeyframes() {
        let overshoot = true, hold = false
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            if overshoot { LinearKeyframe(12.0, duration: 1) }
            if hold { MoveKeyframe(99.0) } else { LinearKeyframe(10.0, duration: 1) }
            for step in 1...2 { LinearKeyframe(10.0 + Double(step), duration: 1) }
        }
        #expect(timeline.duration == 4)
        #expect(timeline.value(time: 0.5) == 6)
        #expect(timeline.value(time: 1.5) == 11)
        #expect(timeline.value(time: 4) == 12)
    }
}
