import Foundation

/// One track's keyframes resolved against a start value: segment start times, end points and
/// automatic velocities, so evaluation at any time is a pure lookup.
struct KeyframeTrackPlayer<Value: Animatable> {
    struct Entry {
        var keyframe: any Keyframe<Value>
        var segment: KeyframeSegment<Value.AnimatableData>
        var startTime: TimeInterval
    }

    let initialValue: Value
    let entries: [Entry]
    /// The sum of the keyframes' durations.
    let duration: TimeInterval

    init(initialValue: Value, keyframes: [any Keyframe<Value>]) {
        self.initialValue = initialValue
        let durations = keyframes.map { Self.sanitized($0.duration) }
        var knotTimes = [0.0]
        for d in durations { knotTimes.append(knotTimes[knotTimes.count - 1] + d) }
        var knotValues = [initialValue.animatableData]
        for keyframe in keyframes { knotValues.append(keyframe.target.animatableData) }

        var entries: [Entry] = []
        var incoming = Value.AnimatableData.zero
        var start = initialValue.animatableData
        for (index, keyframe) in keyframes.enumerated() {
            // Segment `index` runs from knot `index` to knot `index + 1`.
            var endVelocity = Value.AnimatableData.zero
            if index + 1 < keyframes.count {
                let next = keyframes[index + 1]
                if let intrinsic = next.intrinsicStartVelocity(from: knotValues[index + 1]) {
                    endVelocity = intrinsic
                } else if next.joinsCatmullRomSpline {
                    let span = knotTimes[index + 2] - knotTimes[index]
                    if span > 0 {
                        endVelocity = (knotValues[index + 2] - knotValues[index]).scaled(by: 1 / span)
                    }
                }
            }
            let segment = KeyframeSegment(
                from: start, to: knotValues[index + 1], duration: durations[index],
                incomingVelocity: incoming, suggestedEndVelocity: endVelocity
            )
            entries.append(Entry(keyframe: keyframe, segment: segment, startTime: knotTimes[index]))
            incoming = keyframe.velocity(in: segment, at: durations[index])
            // The next keyframe starts where this one really ends (a spring cut short ends early).
            start = keyframe.value(in: segment, at: durations[index])
        }
        self.entries = entries
        duration = knotTimes[knotTimes.count - 1]
    }

    /// Negative and non-finite durations count as 0.
    static func sanitized(_ duration: TimeInterval) -> TimeInterval {
        duration.isFinite && duration > 0 ? duration : 0
    }

    /// The value at `time` seconds, clamped to [0, duration] (NaN counts as 0). After the last
    /// keyframe the track holds its final value; an empty track holds the initial value.
    func value(at time: TimeInterval) -> Value {
        guard let index = entryIndex(at: time) else { return initialValue }
        let entry = entries[index]
        let clamped = time.isNaN ? 0 : min(max(time, 0), duration)
        let local = min(max(clamped - entry.startTime, 0), entry.segment.duration)
        var result = entry.keyframe.target
        result.animatableData = entry.keyframe.value(in: entry.segment, at: local)
        return result
    }

    /// The last entry starting at or before `time` (binary search); zero-duration keyframes at the
    /// same instant are passed through, so a move takes effect at its start time.
    private func entryIndex(at time: TimeInterval) -> Int? {
        guard !entries.isEmpty else { return nil }
        let clamped = time.isNaN ? 0 : min(max(time, 0), duration)
        var low = 0, high = entries.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if entries[mid].startTime <= clamped { low = mid } else { high = mid - 1 }
        }
        return low
    }
}
