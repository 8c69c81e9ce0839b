import Foundation

/// Jumps to a value immediately, with no duration (SwiftUI's `MoveKeyframe`).
///
/// ```swift
/// KeyframeTrack(\.x) {
///     MoveKeyframe(100)                 // x is 100 from this instant
///     LinearKeyframe(0, duration: 1)
/// }
/// ```
public struct MoveKeyframe<Value: Animatable>: Keyframe {
    /// The value jumped to.
    public var target: Value

    /// A keyframe that jumps to `to`.
    public init(_ to: Value) { target = to }

    /// Always 0: the jump takes no time.
    public var duration: TimeInterval { 0 }

    /// The target value at any time.
    public func value(in segment: KeyframeSegment<Value.AnimatableData>, at time: TimeInterval) -> Value.AnimatableData {
        segment.to
    }

    /// Zero: a jump has no meaningful velocity.
    public func velocity(in segment: KeyframeSegment<Value.AnimatableData>, at time: TimeInterval) -> Value.AnimatableData {
        .zero
    }
}
