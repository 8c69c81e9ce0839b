import Testing
import ZoetropeTestSupport
import PropertyBased
import Foundation
@testable import AnimationCore

/// SwiftUI keyframe timelines (spec §6): tracks, linear/move/cubic keyframes, scrubbing.
struct KeyframeTimelineTests {
    struct Pose {
        var x = 0.0
        var y = 0.0
        var scale = 1.0
        var label = "pose"
    }

    struct Point2: Animatable, Equatable {
        var x: Double
        var y: Double
        var animatableData: AnimatablePair<Double, Double> {
            get { AnimatablePair(x, y) }
            set { x = newValue.first; y = newValue.second }
        }
    }

    static func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

    /// Central-difference derivative of a Double timeline.
    static func slope(_ timeline: KeyframeTimeline<Double>, at t: Double, h: Double = 1e-5) -> Double {
        (timeline.value(time: t + h) - timeline.value(time: t - h)) / (2 * h)
    }

    @Test func linearKeyframesInterpolateAndEndAtRunningSums() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                LinearKeyframe(10.0, duration: 1)
                LinearKeyframe(-10.0, duration: 2)
            }
        }
        #expect(timeline.duration == 3)
        #expect(timeline.value(time: 0) == 0)
        #expect(timeline.value(time: 0.5) == 5)
        #expect(timeline.value(time: 1) == 10)
        #expect(timeline.value(time: 2) == 0)
        #expect(timeline.value(time: 3) == -10)
        #expect(timeline.value(progress: 0.5) == 5)   // time 1.5
        #expect(timeline.value(progress: 1) == -10)
    }

    @Test func moveKeyframeJumps() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                LinearKeyframe(10.0, duration: 1)
                MoveKeyframe(50.0)
                LinearKeyframe(0.0, duration: 1)
            }
        }
        #expect(timeline.duration == 2)
        #expect(Self.near(timeline.value(time: 0.999), 9.99))
        #expect(timeline.value(time: 1) == 50)
        #expect(timeline.value(time: 1.5) == 25)
        let startsWithMove = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { MoveKeyframe(7.0) }
        }
        #expect(startsWithMove.duration == 0)
        #expect(startsWithMove.value(time: 0) == 7)
        #expect(startsWithMove.value(time: 3) == 7)
    }

    @Test func catmullRomCubicsPassThroughKeyframesSmoothly() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                CubicKeyframe(10.0, duration: 1)
                CubicKeyframe(5.0, duration: 1)
                CubicKeyframe(20.0, duration: 2)
            }
        }
        #expect(timeline.duration == 4)
        for (time, value) in [(0.0, 0.0), (1, 10), (2, 5), (4, 20)] {
            #expect(Self.near(timeline.value(time: time), value), "knot at \(time)")
        }
        // m_i = (p_{i+1} − p_{i−1}) / (t_{i+1} − t_{i−1}) on both sides of each inner knot.
        #expect(Self.near(Self.slope(timeline, at: 1), 5.0 / 2, 1e-4))
        #expect(Self.near(Self.slope(timeline, at: 2), 10.0 / 3, 1e-4))
        let h = 1e-4
        for knot in [1.0, 2.0] {
            let left = (timeline.value(time: knot) - timeline.value(time: knot - h)) / h
            let right = (timeline.value(time: knot + h) - timeline.value(time: knot)) / h
            #expect(abs(left - right) < 1e-2, "derivative jumps at \(knot)")
        }
        // The ends of the track start and stop at rest.
        #expect(abs(timeline.value(time: 1e-4) - timeline.value(time: 0)) < 1e-5)
        #expect(abs(timeline.value(time: 4) - timeline.value(time: 4 - 1e-4)) < 1e-5)
    }

    @Test func cubicHermiteWithExplicitVelocities() {
        let easeLike = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { CubicKeyframe(10.0, duration: 1, startVelocity: 0, endVelocity: 0) }
        }
        #expect(Self.near(easeLike.value(time: 0.5), 5))
        #expect(Self.near(easeLike.value(time: 0.25), 10 * 0.15625))   // h01(0.25)
        let straight = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { CubicKeyframe(10.0, duration: 2, startVelocity: 5, endVelocity: 5) }
        }
        #expect(Self.near(straight.value(time: 0.5), 2.5))   // matching velocities give a line
    }

    @Test func cubicTakesVelocityFromNeighbouringLinearKeyframes() {
        let afterLinear = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                LinearKeyframe(10.0, duration: 1)
                CubicKeyframe(30.0, duration: 1)
            }
        }
        #expect(Self.near((afterLinear.value(time: 1 + 1e-5) - 10) / 1e-5, 10, 1e-3))
        let beforeLinear = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                CubicKeyframe(10.0, duration: 1)
                LinearKeyframe(30.0, duration: 1)
            }
        }
        #expect(Self.near((10 - beforeLinear.value(time: 1 - 1e-5)) / 1e-5, 20, 1e-3))
    }

    @Test func parallelTracksOfDifferentLengths() {
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.x) { LinearKeyframe(100.0, duration: 1) }
            KeyframeTrack(\.y) {
                LinearKeyframe(30.0, duration: 1.5)
                LinearKeyframe(0.0, duration: 1.5)
            }
            KeyframeTrack(\.scale) {}
        }
        #expect(timeline.duration == 3)
        let middle = timeline.value(time: 0.75)
        #expect(middle.x == 75 && middle.y == 15 && middle.scale == 1 && middle.label == "pose")
        let later = timeline.value(time: 2.25)
        #expect(later.x == 100)            // the ended track holds its last value
        #expect(later.y == 15)
        #expect(timeline.value(progress: 1).y == 0)
    }

    @Test func emptyTimelinesAndTracksKeepTheInitialValue() {
        let empty = KeyframeTimeline(initialValue: 4.0) {}
        #expect(empty.duration == 0)
        #expect(empty.value(time: 10) == 4)
        #expect(empty.value(progress: 0.5) == 4)
        let emptyTrack = KeyframeTimeline(initialValue: 4.0) { KeyframeTrack {} }
        #expect(emptyTrack.duration == 0 && emptyTrack.value(time: 1) == 4)
    }

    @Test func outOfRangeAndNaNTimesAreClamped() {
        let timeline = KeyframeTimeline(initialValue: 1.0) {
            KeyframeTrack { LinearKeyframe(3.0, duration: 2) }
        }
        #expect(timeline.value(time: -5) == 1)
        #expect(timeline.value(time: .nan) == 1)
        #expect(timeline.value(time: -.infinity) == 1)
        #expect(timeline.value(time: .infinity) == 3)
        #expect(timeline.value(time: 99) == 3)
        #expect(timeline.value(progress: .nan) == 1)
        #expect(timeline.value(progress: -1) == 1)
        #expect(timeline.value(progress: 2) == 3)
    }

    @Test func invalidDurationsCountAsZero() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                LinearKeyframe(5.0, duration: -1)
                CubicKeyframe(6.0, duration: .nan)
                LinearKeyframe(8.0, duration: .infinity)
                LinearKeyframe(10.0, duration: 1)
            }
        }
        #expect(timeline.duration == 1)
        #expect(timeline.value(time: 0) == 8)
        #expect(timeline.value(time: 0.5) == 9)
    }

    @Test func builderControlFlow() {
        let bounce = true, wobble = false
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.x) {
                if bounce { LinearKeyframe(10.0, duration: 1) }
                if wobble { LinearKeyframe(99.0, duration: 1) } else { MoveKeyframe(20.0) }
                for step in 1...3 { LinearKeyframe(20.0 + Double(step), duration: 1) }
            }
            if wobble { KeyframeTrack(\.y) { LinearKeyframe(5.0, duration: 10) } }
        }
        #expect(timeline.duration == 4)
        #expect(timeline.value(time: 1).x == 20)
        #expect(timeline.value(time: 4).x == 23)
        #expect(timeline.value(time: 4).y == 0)
    }

    @Test func animatablePairValues() {
        let timeline = KeyframeTimeline(initialValue: Point2(x: 0, y: 0)) {
            KeyframeTrack {
                LinearKeyframe(Point2(x: 10, y: 20), duration: 1)
                CubicKeyframe(Point2(x: 0, y: 0), duration: 1, startVelocity: Point2(x: 0, y: 0), endVelocity: Point2(x: 0, y: 0))
            }
        }
        #expect(timeline.value(time: 0.5) == Point2(x: 5, y: 10))
        let mid = timeline.value(time: 1.5)
        #expect(Self.near(mid.x, 5) && Self.near(mid.y, 10))
    }

    @Test func segmentsCanBeEvaluatedDirectly() {
        let segment = KeyframeSegment(from: 0.0, to: 10.0, duration: 2)
        #expect(LinearKeyframe(10.0, duration: 2).value(in: segment, at: 1) == 5)
        #expect(LinearKeyframe(10.0, duration: 2).velocity(in: segment, at: 1) == 5)
        #expect(MoveKeyframe(10.0).value(in: segment, at: 0) == 10)
        #expect(CubicKeyframe(10.0, duration: 2).velocity(in: segment, at: 0) == 0)
    }

    /// A keyframe kind defined outside the module: it only gets halfway to its target.
    struct HalfwayKeyframe<Value: Animatable>: Keyframe {
        var target: Value
        var duration: TimeInterval
        func value(in segment: KeyframeSegment<Value.AnimatableData>, at time: TimeInterval) -> Value.AnimatableData {
            segment.from.interpolated(towards: segment.to, amount: 0.5 * time / segment.duration)
        }
        func velocity(in segment: KeyframeSegment<Value.AnimatableData>, at time: TimeInterval) -> Value.AnimatableData {
            (segment.to - segment.from).scaled(by: 0.5 / segment.duration)
        }
    }

    @Test func newKeyframeKindsPlugInAndTheNextKeyframeStartsWhereTheyReallyEnd() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                HalfwayKeyframe(target: 10.0, duration: 1)
                CubicKeyframe(20.0, duration: 1, endVelocity: 0)
            }
        }
        #expect(timeline.duration == 2)
        #expect(timeline.value(time: 0.5) == 2.5)
        #expect(timeline.value(time: 1) == 5)           // not the target 10
        // The cubic inherits the halfway keyframe's end velocity (5 per second).
        #expect(Self.near((timeline.value(time: 1 + 1e-6) - 5) / 1e-6, 5, 1e-3))
        #expect(Self.near(timeline.value(time: 2), 20))
    }

    /// Deterministic random knots (`seededPropertyCheck`, ZoetropeTestSupport): a cubic track hits
    /// every knot exactly.
    @Test func cubicTracksHitEveryKnot() async {
        let values = Gen.double(in: -100...100).array(of: 1...8)
        let durations = Gen.double(in: 0.05...2).array(of: 8...8)
        await seededPropertyCheck(seed: 0xC0B1C_04EF_7AC4, count: 100, input: zip(values, durations)) { targets, lengths in
            let timeline = KeyframeTimeline(initialValue: 0.0) {
                KeyframeTrack {
                    for (target, length) in zip(targets, lengths) { CubicKeyframe(target, duration: length) }
                }
            }
            var end = 0.0
            for (target, length) in zip(targets, lengths) {
                end += length
                #expect(Self.near(timeline.value(time: end), target, 1e-9))
            }
            #expect(Self.near(timeline.duration, end, 1e-12))
        }
    }
}
