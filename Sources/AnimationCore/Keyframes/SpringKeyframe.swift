// Enable after Spring is merged: rename this file to SpringKeyframe.swift.
import Foundation

/// Moves towards `to` with a spring, starting from the previous keyframe's value and velocity
/// (SwiftUI's `SpringKeyframe`).
///
/// A nil `duration` uses the spring's settling duration. When `duration` is shorter, the
/// keyframe ends wherever the spring is at that time and the next keyframe starts from there.
///
/// ```swift
/// KeyframeTrack(\.scale) {
///     LinearKeyframe(1.4, duration: 0.2)
///     SpringKeyframe(1.0, spring: .bouncy)
/// }
/// ```
public struct SpringKeyframe<Value: Animatable>: Keyframe {
    /// The value the spring pulls towards.
    public var target: Value
    /// The spring.
    public var spring: Spring
    /// The velocity at the start, or nil to continue the previous keyframe's velocity.
    public var startVelocity: Value?
    private let requestedDuration: TimeInterval?

    /// A spring keyframe to `to`; nil `duration` lasts the spring's settling duration.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        target = to
        requestedDuration = duration
        self.spring = spring
        self.startVelocity = startVelocity
    }

    /// The given duration, or the spring's settling duration.
    public var duration: TimeInterval { requestedDuration ?? spring.settlingDuration }

    /// The explicit start velocity, if any.
    public func intrinsicStartVelocity(from start: Value.AnimatableData) -> Value.AnimatableData? {
        startVelocity?.animatableData
    }

    /// from + spring displacement towards (to − from).
    public func value(in segment: KeyframeSegment<Value.AnimatableData>, at time: TimeInterval) -> Value.AnimatableData {
        let velocity = startVelocity?.animatableData ?? segment.incomingVelocity
        return segment.from + spring.value(target: segment.to - segment.from, initialVelocity: velocity, time: time)
    }

    /// The spring's velocity `time` seconds in.
    public func velocity(in segment: KeyframeSegment<Value.AnimatableData>, at time: TimeInterval) -> Value.AnimatableData {
        let velocity = startVelocity?.animatableData ?? segment.incomingVelocity
        return spring.velocity(target: segment.to - segment.from, initialVelocity: velocity, time: time)
    }
}
