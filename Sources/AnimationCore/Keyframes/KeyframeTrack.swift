import Foundation

/// A sequence of keyframes animating one property of a root value, or the whole value
/// (SwiftUI's `KeyframeTrack`). Tracks in the same timeline run in parallel; keyframe i ends at
/// the running sum of the durations of keyframes 0...i, and a track that has ended holds its last
/// value.
///
/// ```swift
/// struct Pose { var x = 0.0; var scale = 1.0 }
/// KeyframeTimeline(initialValue: Pose()) {
///     KeyframeTrack(\.x) {
///         LinearKeyframe(100, duration: 0.5)
///         CubicKeyframe(50, duration: 1)
///     }
///     KeyframeTrack(\.scale) { MoveKeyframe(2.0) }
/// }
/// KeyframeTimeline(initialValue: 0.0) {
///     KeyframeTrack { LinearKeyframe(1.0, duration: 1) }   // the whole value
/// }
/// ```
public struct KeyframeTrack<Root, Value, Content>: Keyframes
where Value == Content.Value, Content: KeyframeTrackContent {
    /// The type-erased track.
    public let tracks: [AnyKeyframeTrack<Root>]
    /// The keyframes, in play order.
    public let content: Content

    /// A track animating the property of `Root` at `keyPath`.
    public init(
        _ keyPath: WritableKeyPath<Root, Value>,
        @KeyframeTrackContentBuilder<Value> content: () -> Content
    ) {
        let built = content()
        self.content = built
        tracks = [AnyKeyframeTrack(keyPath: keyPath, keyframes: built.keyframes)]
    }

    /// A track animating the whole root value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        self.init(\Root.self, content: content)
    }
}
