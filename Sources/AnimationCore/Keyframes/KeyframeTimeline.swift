import Foundation

/// A scrubbable description of keyframe animation: the value at any time is a pure function of
/// that time (SwiftUI's `KeyframeTimeline`).
///
/// ```swift
/// struct Pose { var x = 0.0; var y = 0.0 }
/// let timeline = KeyframeTimeline(initialValue: Pose()) {
///     KeyframeTrack(\.x) { LinearKeyframe(100, duration: 1) }
///     KeyframeTrack(\.y) {
///         CubicKeyframe(-40, duration: 0.5)
///         CubicKeyframe(0, duration: 1.5)
///     }
/// }
/// timeline.duration            // 2 (the longest track)
/// timeline.value(time: 0.5).x  // 50
/// timeline.value(progress: 1).y // 0
/// ```
public struct KeyframeTimeline<Value> {
    /// The value before any keyframe runs.
    public let initialValue: Value
    /// The total duration in seconds: the longest track's sum of keyframe durations.
    public let duration: TimeInterval
    private let playbacks: [KeyframeTrackPlayback<Value>]

    /// Creates a timeline starting at `initialValue`, with the tracks built by `content`.
    /// Keyframes written directly in `content`, without a `KeyframeTrack`, animate the whole value.
    ///
    /// ```swift
    /// KeyframeTimeline(initialValue: 1.0) {
    ///     LinearKeyframe(1.4, duration: 0.2)
    ///     SpringKeyframe(1.0, spring: .bouncy)
    /// }
    /// ```
    public init<Content: Keyframes>(
        initialValue: Value,
        @KeyframesBuilder<Value> content: () -> Content
    ) where Content.Root == Value {
        self.initialValue = initialValue
        let playbacks = content().tracks.map { $0.makePlayback(initialValue) }
        self.playbacks = playbacks
        duration = playbacks.map(\.duration).max() ?? 0
    }

    /// The value at `time` seconds. Times are clamped to [0, duration]; NaN counts as 0.
    public func value(time: TimeInterval) -> Value {
        let clamped = time.isNaN ? 0 : min(max(time, 0), duration)
        var value = initialValue
        for playback in playbacks { playback.apply(&value, clamped) }
        return value
    }

    /// The value at `progress` × duration; progress is clamped to [0, 1] (NaN counts as 0).
    public func value(progress: Double) -> Value {
        let clamped = progress.isNaN ? 0 : min(max(progress, 0), 1)
        return value(time: clamped * duration)
    }
}
