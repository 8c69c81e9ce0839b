import Foundation

/// Where a parent time falls relative to a timed object's active duration.
public enum MediaTimingPhase: Hashable, Sendable {
    /// Before `beginTime` (elapsed local time e < 0).
    case before
    /// Inside the active duration, 0 ≤ e < active duration.
    case active
    /// At or after the end of the active duration.
    case after
}

/// The state of a timed object at one parent time, as computed by `MediaTimingEvaluator`.
///
/// ```swift
/// let sample = MediaTimingEvaluator().evaluate(MediaTiming(duration: 2), atParentTime: 0.5)!
/// sample.localTime // 0.5 (seconds into the iteration)
/// sample.progress  // 0.25 (linear, no timing function)
/// ```
public struct MediaTimingSample: Hashable, Sendable {
    /// Before, inside or after the active duration (held values come from `.before`/`.after`).
    public var phase: MediaTimingPhase
    /// The iteration k = ⌊t / C⌋ (an autoreversing iteration covers the forward and backward halves).
    public var iteration: Int
    /// Whether this is the backward half of an autoreversing iteration.
    public var isReversed: Bool
    /// The basic local time u ∈ [0, D] after repeats and mirroring, in seconds.
    public var localTime: CFTimeInterval
    /// The iteration duration D that was used (the object's duration, or the default when ≤ 0).
    public var duration: CFTimeInterval
    /// u / D ∈ [0, 1], before the timing function.
    public var fraction: Double
    /// The timing function applied to `fraction`: the value progress p.
    public var progress: Double
}

/// Core Animation's media-timing math: parent time → active local time → phase → basic local time
/// (repeats, autoreverse mirroring, fill modes, timeOffset wrap) → progress.
///
/// `evaluate` returns nil when the object is not in effect (outside its active duration with a fill
/// mode that does not cover it, or non-finite input), so the caller shows the model value:
///
/// ```swift
/// var timing = MediaTiming(duration: 1, autoreverses: true)
/// timing.fillMode = .forwards
/// let evaluator = MediaTimingEvaluator()
/// evaluator.evaluate(timing, atParentTime: 1.5)?.fraction // 0.5 (on the way back)
/// evaluator.evaluate(timing, atParentTime: -1)            // nil: removed before it begins
/// ```
public struct MediaTimingEvaluator: Hashable, Sendable {
    /// The iteration duration used when an object's `duration` is ≤ 0 (Core Animation uses the
    /// transaction's duration, 0.25 s by default). Always positive and finite.
    public let defaultDuration: CFTimeInterval

    /// Creates an evaluator. A non-positive or non-finite `defaultDuration` falls back to 0.25.
    public init(defaultDuration: CFTimeInterval = 0.25) {
        self.defaultDuration = defaultDuration.isFinite && defaultDuration > 0 ? defaultDuration : 0.25
    }

    /// The iteration duration D: `duration`, or `defaultDuration` when it is ≤ 0 or not finite.
    public func iterationDuration(of timing: some CAMediaTiming) -> CFTimeInterval {
        timing.duration.isFinite && timing.duration > 0 ? timing.duration : defaultDuration
    }

    /// The cycle duration C = D·(autoreverses ? 2 : 1).
    public func cycleDuration(of timing: some CAMediaTiming) -> CFTimeInterval {
        iterationDuration(of: timing) * (timing.autoreverses ? 2 : 1)
    }

    /// The active duration A: `repeatDuration` when positive, else C·max(repeatCount, 1).
    /// A repeat count of `Float.greatestFiniteMagnitude` or `.infinity` gives `.infinity` (forever).
    public func activeDuration(of timing: some CAMediaTiming) -> CFTimeInterval {
        if timing.repeatDuration > 0 { return timing.repeatDuration }
        let count = timing.repeatCount
        if count >= .greatestFiniteMagnitude { return .infinity }
        let repeats = count.isNaN ? 1 : Double(max(count, 1))
        return cycleDuration(of: timing) * repeats
    }

    /// The elapsed local time e = (tp − beginTime)·speed, which decides the phase.
    /// A paused object (speed 0) is always at e = 0.
    public func elapsedTime(of timing: some CAMediaTiming, parentTime: CFTimeInterval) -> CFTimeInterval {
        let speed = Double(timing.speed)
        return speed == 0 ? 0 : (parentTime - timing.beginTime) * speed
    }

    /// The active local time t = (tp − beginTime)·speed + timeOffset.
    public func activeLocalTime(of timing: some CAMediaTiming, parentTime: CFTimeInterval) -> CFTimeInterval {
        elapsedTime(of: timing, parentTime: parentTime) + timing.timeOffset
    }

    /// The phase at parent time `parentTime`: e < 0 before, e ≥ A after, otherwise active.
    public func phase(of timing: some CAMediaTiming, parentTime: CFTimeInterval) -> MediaTimingPhase {
        let elapsed = elapsedTime(of: timing, parentTime: parentTime)
        if elapsed < 0 { return .before }
        return Self.hasEnded(elapsed: elapsed, activeDuration: activeDuration(of: timing)) ? .after : .active
    }

    /// Whether elapsed time `elapsed` is at or past the end of an active duration `active`,
    /// allowing for rounding in `active` (0.1·2·3 is 0.6000000000000001, yet an animation of
    /// three 0.1 s autoreversing cycles has ended at 0.6).
    static func hasEnded(elapsed: Double, activeDuration active: Double) -> Bool {
        elapsed >= active || (active.isFinite && active - elapsed <= 1e-12 * max(active, 1))
    }

    /// The state of `timing` at parent time `parentTime`, or nil when it is not in effect.
    ///
    /// Before: `.backwards`/`.both` hold the sample at e = 0. After: `.forwards`/`.both` hold the
    /// terminal sample (the end of the last cycle, taken as a limit from the left). `timeOffset`
    /// shifts playback and wraps it around the active duration. A nil `timingFunction` is linear.
    /// A negative `speed` follows the formulas literally: e < 0 after `beginTime`, so the object is
    /// in its `.before` phase there. With an infinite active duration and a negative `timeOffset`,
    /// `iteration` can be negative.
    public func evaluate(
        _ timing: some CAMediaTiming,
        timingFunction: CAMediaTimingFunction? = nil,
        atParentTime parentTime: CFTimeInterval
    ) -> MediaTimingSample? {
        let elapsed = elapsedTime(of: timing, parentTime: parentTime)
        let active = activeDuration(of: timing)
        guard elapsed.isFinite, !active.isNaN, timing.timeOffset.isFinite else { return nil }
        let phase: MediaTimingPhase = elapsed < 0 ? .before : (Self.hasEnded(elapsed: elapsed, activeDuration: active) ? .after : .active)
        let localElapsed: Double
        switch phase {
        case .before:
            guard timing.fillMode.fillsBackwards else { return nil }
            localElapsed = 0
        case .after:
            guard timing.fillMode.fillsForwards else { return nil }
            localElapsed = active
        case .active:
            localElapsed = elapsed
        }
        return sample(
            timing, activeTime: localElapsed + timing.timeOffset, activeDuration: active,
            phase: phase, timingFunction: timingFunction
        )
    }

    /// Maps active local time to basic local time within one iteration and applies the curve.
    private func sample(
        _ timing: some CAMediaTiming,
        activeTime: Double,
        activeDuration active: Double,
        phase: MediaTimingPhase,
        timingFunction: CAMediaTimingFunction?
    ) -> MediaTimingSample {
        let iterationDuration = iterationDuration(of: timing)
        let cycle = cycleDuration(of: timing)
        let terminal = phase == .after
        var time = activeTime
        if active.isFinite && active > 0 {
            time -= active * (time / active).rounded(.down)   // timeOffset wraps around A
            if terminal && time <= 0 { time = active }
        }
        var cycleIndex = (time / cycle).rounded(.down)
        var cycleTime = time - cycleIndex * cycle
        if terminal && cycleTime <= 0 && time > 0 {      // the end of a cycle, not the next start
            cycleIndex -= 1
            cycleTime = cycle
        }
        cycleTime = min(max(cycleTime, 0), cycle)
        var reversed = false
        if timing.autoreverses && cycleTime > iterationDuration {
            cycleTime = 2 * iterationDuration - cycleTime
            reversed = true
        }
        let fraction = min(max(cycleTime / iterationDuration, 0), 1)
        return MediaTimingSample(
            phase: phase,
            iteration: Int(exactly: cycleIndex) ?? (cycleIndex < 0 ? Int.min : Int.max),
            isReversed: reversed,
            localTime: cycleTime,
            duration: iterationDuration,
            fraction: fraction,
            progress: timingFunction?.value(at: fraction) ?? fraction
        )
    }
}
