import Foundation

/// One timed object in a hierarchy (an animation group or an animation) with its timing function.
///
/// ```swift
/// let group = MediaTimingLevel(MediaTiming(duration: 1))
/// let child = MediaTimingLevel(MediaTiming(duration: 3), timingFunction: CAMediaTimingFunction(name: .easeIn))
/// MediaTimingEvaluator().evaluate([group, child], atParentTime: 2) // group ended: nil (removed)
/// ```
public struct MediaTimingLevel: Hashable, Sendable {
    /// The object's timing properties.
    public var timing: MediaTiming
    /// The object's timing function; nil is linear.
    public var timingFunction: CAMediaTimingFunction?

    /// Captures the timing of `timing` and its timing function.
    public init(_ timing: some CAMediaTiming, timingFunction: CAMediaTimingFunction? = nil) {
        self.timing = MediaTiming(timing)
        self.timingFunction = timingFunction
    }
}

extension MediaTimingEvaluator {
    /// Converts a time through a chain of layers, outermost first: each applies
    /// t = (t − beginTime)·speed + timeOffset. Layers have no duration, so nothing is clipped.
    ///
    /// ```swift
    /// let slow = MediaTiming(speed: 0.5)
    /// MediaTimingEvaluator().convertTime(4, throughLayers: [slow, slow]) // 1
    /// ```
    public func convertTime(_ time: CFTimeInterval, throughLayers layers: [any CAMediaTiming]) -> CFTimeInterval {
        layers.reduce(time) { parentTime, layer in activeLocalTime(of: layer, parentTime: parentTime) }
    }

    /// Evaluates the last level of `levels` (groups outermost first, the animation last) at parent
    /// time `parentTime`. Each group passes its own warped local time, D·timingFunction(u/D), to its
    /// children as their parent time, so children are clipped (not scaled) by the group's duration
    /// and shaped by its timing function; a level without a positive duration of its own takes its
    /// group's. Returns nil when any level is not in effect, or when `levels` is empty.
    public func evaluate(_ levels: [MediaTimingLevel], atParentTime parentTime: CFTimeInterval) -> MediaTimingSample? {
        var time = parentTime
        var result: MediaTimingSample?
        for level in levels {
            // A child without a duration of its own runs for its group's (Core Animation Programming
            // Guide, "Grouping animations": children without durations animate over the group's).
            var timing = level.timing
            if let parent = result, !(timing.duration > 0) { timing.duration = parent.duration }
            guard let sample = evaluate(timing, timingFunction: level.timingFunction, atParentTime: time) else {
                return nil
            }
            result = sample
            time = sample.progress * sample.duration
        }
        return result
    }

    /// Evaluates an animation in a layer tree: `time` (for example the root clock) is converted
    /// through `layers` (outermost first), then through the animation `levels` (groups first).
    ///
    /// ```swift
    /// let layer = MediaTiming(speed: 2)
    /// let animation = MediaTimingLevel(MediaTiming(duration: 4))
    /// MediaTimingEvaluator().evaluate([animation], inLayers: [layer], atTime: 1)?.fraction // 0.5
    /// ```
    public func evaluate(
        _ levels: [MediaTimingLevel],
        inLayers layers: [any CAMediaTiming],
        atTime time: CFTimeInterval
    ) -> MediaTimingSample? {
        evaluate(levels, atParentTime: convertTime(time, throughLayers: layers))
    }
}
