import Foundation
import Testing
import ZoetropeTestSupport
import PropertyBased
@testable import AnimationCore

/// Core Animation media-timing math (spec §7).
struct MediaTimingTests {
    let evaluator = MediaTimingEvaluator()

    func fraction(_ timing: MediaTiming, _ parentTime: Double) -> Double? {
        evaluator.evaluate(timing, atParentTime: parentTime)?.fraction
    }

    @Test func defaultsMatchCoreAnimation() {
        let timing = MediaTiming()
        #expect(timing.beginTime == 0 && timing.duration == 0 && timing.timeOffset == 0)
        #expect(timing.speed == 1 && timing.repeatCount == 0 && timing.repeatDuration == 0)
        #expect(timing.autoreverses == false && timing.fillMode == .removed)
        #expect(CAMediaTimingFillMode.forwards.rawValue == "forwards")
        #expect(CAMediaTimingFillMode.backwards.rawValue == "backwards")
        #expect(CAMediaTimingFillMode.both.rawValue == "both")
        #expect(CAMediaTimingFillMode.removed.rawValue == "removed")
    }

    @Test func activeLocalTimeFormula() {
        let timing = MediaTiming(beginTime: 2, duration: 10, speed: 3, timeOffset: 0.5)
        #expect(evaluator.activeLocalTime(of: timing, parentTime: 4) == (4 - 2) * 3 + 0.5)
        #expect(fraction(timing, 3) == 0.35)   // t = 3.5 of 10
    }

    @Test func zeroDurationUsesTheDefault() {
        #expect(fraction(MediaTiming(), 0.125) == 0.5)
        #expect(fraction(MediaTiming(), 0.25) == nil)
        let custom = MediaTimingEvaluator(defaultDuration: 0.5)
        #expect(custom.evaluate(MediaTiming(duration: -1), atParentTime: 0.125)?.fraction == 0.25)
        #expect(MediaTimingEvaluator(defaultDuration: .nan).defaultDuration == 0.25)
    }

    @Test(arguments: [
        // fill mode, before (t = 0.5), during (t = 1.5), at the end (t = 2), after (t = 3)
        (CAMediaTimingFillMode.removed, nil, 0.5, nil, nil),
        (CAMediaTimingFillMode.backwards, 0.0, 0.5, nil, nil),
        (CAMediaTimingFillMode.forwards, nil, 0.5, 1.0, 1.0),
        (CAMediaTimingFillMode.both, 0.0, 0.5, 1.0, 1.0),
    ] as [(CAMediaTimingFillMode, Double?, Double?, Double?, Double?)])
    func fillModes(mode: CAMediaTimingFillMode, before: Double?, during: Double?, end: Double?, after: Double?) {
        let timing = MediaTiming(beginTime: 1, duration: 1, fillMode: mode)
        #expect(fraction(timing, 0.5) == before)
        #expect(fraction(timing, 1.5) == during)
        #expect(fraction(timing, 2) == end)
        #expect(fraction(timing, 3) == after)
        #expect(evaluator.phase(of: timing, parentTime: 0.5) == .before)
        #expect(evaluator.phase(of: timing, parentTime: 1.5) == .active)
        #expect(evaluator.phase(of: timing, parentTime: 2) == .after)
    }

    @Test func speedZeroIsPausedAtTheTimeOffset() {
        let paused = MediaTiming(beginTime: 5, duration: 1, speed: 0, timeOffset: 0.3)
        for parentTime in [-100.0, 0, 5, 7.7, 1e9] {
            let sample = evaluator.evaluate(paused, atParentTime: parentTime)
            #expect(sample?.phase == .active)
            #expect(sample?.fraction == 0.3)
        }
    }

    @Test func speedTwoRunsTwiceAsFast() {
        let fast = MediaTiming(duration: 1, speed: 2, fillMode: .forwards)
        #expect(fraction(fast, 0.25) == 0.5)
        #expect(evaluator.phase(of: fast, parentTime: 0.5) == .after)
        #expect(fraction(fast, 0.75) == 1)
    }

    @Test func negativeBeginTimeStartsPartWayThrough() {
        let timing = MediaTiming(beginTime: -0.5, duration: 2)
        #expect(fraction(timing, 0) == 0.25)
        #expect(fraction(timing, 1) == 0.75)
        #expect(fraction(timing, 1.5) == nil)
    }

    @Test func fractionalRepeatCount() throws {
        let timing = MediaTiming(duration: 1, repeatCount: 2.5, fillMode: .forwards)
        #expect(evaluator.activeDuration(of: timing) == 2.5)
        let middle = try #require(evaluator.evaluate(timing, atParentTime: 1.25))
        #expect(middle.iteration == 1 && middle.fraction == 0.25)
        let late = try #require(evaluator.evaluate(timing, atParentTime: 2.4))
        #expect(late.iteration == 2 && abs(late.fraction - 0.4) < 1e-12)
        let end = try #require(evaluator.evaluate(timing, atParentTime: 10))
        #expect(end.phase == .after && end.iteration == 2 && end.fraction == 0.5)
    }

    @Test func wholeRepeatCountEndsAtTheCycleEnd() throws {
        let timing = MediaTiming(duration: 1, repeatCount: 2, fillMode: .forwards)
        let end = try #require(evaluator.evaluate(timing, atParentTime: 2))
        #expect(end.iteration == 1 && end.fraction == 1)   // not the start of a third iteration
        #expect(fraction(timing, 1.5) == 0.5)
    }

    @Test func repeatDurationOverridesTheCount() {
        let timing = MediaTiming(duration: 1, repeatCount: 10, repeatDuration: 1.75, fillMode: .forwards)
        #expect(evaluator.activeDuration(of: timing) == 1.75)
        #expect(fraction(timing, 1.5) == 0.5)
        #expect(fraction(timing, 5) == 0.75)
    }

    @Test func autoreverseMirrorsTime() throws {
        let timing = MediaTiming(duration: 1, autoreverses: true, fillMode: .forwards)
        #expect(evaluator.cycleDuration(of: timing) == 2)
        #expect(evaluator.activeDuration(of: timing) == 2)
        #expect(fraction(timing, 0.5) == 0.5)
        let back = try #require(evaluator.evaluate(timing, atParentTime: 1.25))
        #expect(back.isReversed && back.fraction == 0.75 && back.localTime == 0.75)
        #expect(fraction(timing, 1.9).map { abs($0 - 0.1) < 1e-12 } == true)
        #expect(fraction(timing, 2) == 0)               // ends where it began
        // The timing function is applied to the mirrored time, not flipped.
        let ease = CAMediaTimingFunction(name: .easeIn)
        let forward = evaluator.evaluate(timing, timingFunction: ease, atParentTime: 0.25)?.progress
        let backward = evaluator.evaluate(timing, timingFunction: ease, atParentTime: 1.75)?.progress
        #expect(forward == backward)
        #expect(abs((forward ?? 0) - 0.09346) < 1e-4)
    }

    @Test func autoreverseRepeatCountCountsWholeCycles() {
        let timing = MediaTiming(duration: 1, repeatCount: 2, autoreverses: true)
        #expect(evaluator.activeDuration(of: timing) == 4)
        #expect(fraction(timing, 2.5) == 0.5)
        #expect(fraction(timing, 3.5) == 0.5)
        #expect(evaluator.evaluate(timing, atParentTime: 3.5)?.iteration == 1)
        #expect(fraction(timing, 4) == nil)
    }

    @Test func seedRepeatCountGreatestFiniteMagnitudeRepeatsForever() throws {
        // shareLayer.animate { $0.repeat(count: .greatestFiniteMagnitude) } from the seeds.
        for count in [Float.greatestFiniteMagnitude, .infinity] {
            let timing = MediaTiming(duration: 1, repeatCount: count)
            #expect(evaluator.activeDuration(of: timing) == .infinity)
            let late = try #require(evaluator.evaluate(timing, atParentTime: 1_000_000.25))
            #expect(late.phase == .active && late.iteration == 1_000_000)
            #expect(abs(late.fraction - 0.25) < 1e-6)
        }
    }

    @Test func timeOffsetWrapsAroundTheActiveDuration() {
        // Five one-second frames A…E; timeOffset at frame C plays C, D, E, A, B.
        let timing = MediaTiming(duration: 5, timeOffset: 2)
        let frames = stride(from: 0.5, to: 5, by: 1).map { parentTime -> Int in
            let local = evaluator.evaluate(timing, atParentTime: parentTime)?.localTime ?? -1
            return Int(local.rounded(.down))
        }
        #expect(frames == [2, 3, 4, 0, 1])
        #expect(fraction(timing, 5) == nil)   // still ends after the active duration
    }

    @Test func timingFunctionShapesProgress() throws {
        let sample = try #require(evaluator.evaluate(
            MediaTiming(duration: 4), timingFunction: CAMediaTimingFunction(name: .easeInEaseOut), atParentTime: 1
        ))
        #expect(sample.fraction == 0.25)
        #expect(abs(sample.progress - 0.12916) < 1e-4)
    }

    @Test func nonFiniteInputIsNotInEffect() {
        let timing = MediaTiming(duration: 1, fillMode: .both)
        #expect(evaluator.evaluate(timing, atParentTime: .nan) == nil)
        #expect(evaluator.evaluate(timing, atParentTime: .infinity) == nil)
        #expect(evaluator.evaluate(MediaTiming(duration: 1, speed: .nan), atParentTime: 0.5) == nil)
    }

    @Test func groupsClipChildrenWithoutScaling() {
        let group = MediaTimingLevel(MediaTiming(duration: 1))
        let child = MediaTimingLevel(MediaTiming(duration: 3))
        #expect(evaluator.evaluate([group, child], atParentTime: 0.75)?.fraction == 0.25)
        #expect(evaluator.evaluate([group, child], atParentTime: 1.5) == nil)   // group removed
        let heldGroup = MediaTimingLevel(MediaTiming(duration: 1, fillMode: .forwards))
        let held = evaluator.evaluate([heldGroup, child], atParentTime: 2)?.fraction
        #expect(held.map { abs($0 - 1.0 / 3) < 1e-12 } == true)   // child clipped at group time 1
        let lateChild = MediaTimingLevel(MediaTiming(beginTime: 0.5, duration: 1))
        #expect(evaluator.evaluate([group, lateChild], atParentTime: 0.25) == nil)
        #expect(evaluator.evaluate([group, lateChild], atParentTime: 0.75)?.fraction == 0.25)
        #expect(evaluator.evaluate([], atParentTime: 0) == nil)
    }

    @Test func groupTimingFunctionWarpsChildTime() {
        let ease = CAMediaTimingFunction(name: .easeInEaseOut)
        let group = MediaTimingLevel(MediaTiming(duration: 2), timingFunction: ease)
        let child = MediaTimingLevel(MediaTiming(duration: 2))
        let fraction = evaluator.evaluate([group, child], atParentTime: 0.5)?.fraction ?? -1
        #expect(abs(fraction - 0.12916) < 1e-4)
    }

    @Test func layerTimeConversionChains() {
        let slow = MediaTiming(speed: 0.5)
        #expect(evaluator.convertTime(4, throughLayers: [slow, slow]) == 1)
        let shifted = MediaTiming(beginTime: 1, speed: 2, timeOffset: 3)
        #expect(evaluator.convertTime(2, throughLayers: [shifted]) == 5)
        #expect(evaluator.convertTime(7, throughLayers: []) == 7)
    }

    @Test func layerGroupChildChain() {
        // layer (speed 2, begins at 1) → group (1 s, starts 0.5 s into the layer) → child (4 s).
        let layer = MediaTiming(beginTime: 1, speed: 2)
        let group = MediaTimingLevel(MediaTiming(beginTime: 0.5, duration: 1, fillMode: .forwards))
        let child = MediaTimingLevel(MediaTiming(duration: 4))
        // root 1.5 → layer 1 → group 0.5 → child 0.5 of 4
        #expect(evaluator.evaluate([group, child], inLayers: [layer], atTime: 1.5)?.fraction == 0.125)
        // root 10 → layer 18 → group held at 1 → child 1 of 4
        #expect(evaluator.evaluate([group, child], inLayers: [layer], atTime: 10)?.fraction == 0.25)
        #expect(evaluator.evaluate([group, child], inLayers: [layer], atTime: 1.1) == nil)
    }

    /// Deterministic random sampling (`seededPropertyCheck`, ZoetropeTestSupport).
    @Test func sampleStaysInsideTheIteration() async {
        let times = Gen.double(in: -20...20), durations = Gen.double(in: 0.01...3)
        let counts = Gen.double(in: 0...4), offsets = Gen.double(in: -5...5)
        await seededPropertyCheck(seed: 0x5EED_7131_CA11_AB1E, count: 300, input: zip(times, durations, counts, offsets)) {
            parentTime, duration, repeats, offset in
            let timing = MediaTiming(
                duration: duration, speed: 1.5, timeOffset: offset, repeatCount: Float(repeats),
                autoreverses: repeats > 2, fillMode: .both
            )
            guard let sample = evaluator.evaluate(timing, atParentTime: parentTime) else {
                Issue.record("fill mode both is always in effect (t = \(parentTime))")
                return
            }
            #expect(sample.fraction >= 0 && sample.fraction <= 1)
            #expect(sample.localTime >= 0 && sample.localTime <= duration + 1e-9)
            #expect(sample.progress == sample.fraction)
        }
    }
}
