import Foundation

/// Moves along a cubic Hermite curve to `to` (SwiftUI's `CubicKeyframe`).
///
/// Nil velocities are automatic: between cubic keyframes they are Catmull-Rom slopes,
/// m_i = (p_{i+1} − p_{i−1}) / (t_{i+1} − t_{i−1}), so the curve passes through every keyframe with a
/// continuous derivative. Next to another kind of keyframe the start velocity is the previous
/// segment's end velocity and the end velocity is the next keyframe's start velocity (a linear
/// keyframe's slope; zero for a move). At the ends of a track the automatic velocity is zero.
///
/// ```swift
/// KeyframeTrack(\.y) {
///     CubicKeyframe(-30, duration: 0.2)
///     CubicKeyframe(0, duration: 0.4, endVelocity: 0)
/// }
/// ```
public struct CubicKeyframe<Value: Animatable>: Keyframe {
    /// The value reached at the end.
    public var target: Value
    /// The keyframe's duration in seconds.
    public var duration: TimeInterval
    /// The velocity at the start, or nil for automatic.
    public var startVelocity: Value?
    /// The velocity at the end, or nil for automatic.
    public var endVelocity: Value?

    /// A cubic keyframe to `to` over `duration` seconds with optional boundary velocities
    /// (units per second).
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        target = to
        self.duration = duration
        self.startVelocity = startVelocity
        self.endVelocity = endVelocity
    }

    /// True unless the start velocity is given.
    public var joinsCatmullRomSpline: Bool { startVelocity == nil }

    /// The explicit start velocity, if any.
    public func intrinsicStartVelocity(from start: Value.AnimatableData) -> Value.AnimatableData? {
        startVelocity?.animatableData
    }

    private func velocities(_ segment: KeyframeSegment<Value.AnimatableData>) -> (Value.AnimatableData, Value.AnimatableData) {
        (startVelocity?.animatableData ?? segment.incomingVelocity,
         endVelocity?.animatableData ?? segment.suggestedEndVelocity)
    }

    /// The Hermite value h00·p0 + h10·d·v0 + h01·p1 + h11·d·v1 at s = time / duration.
    public func value(in segment: KeyframeSegment<Value.AnimatableData>, at time: TimeInterval) -> Value.AnimatableData {
        let d = segment.duration
        guard d > 0 else { return segment.to }
        let s = min(max(time / d, 0), 1), s2 = s * s, s3 = s2 * s
        let (v0, v1) = velocities(segment)
        return segment.from.scaled(by: 2 * s3 - 3 * s2 + 1)
            + v0.scaled(by: (s3 - 2 * s2 + s) * d)
            + segment.to.scaled(by: -2 * s3 + 3 * s2)
            + v1.scaled(by: (s3 - s2) * d)
    }

    /// The derivative of the Hermite curve with respect to time.
    public func velocity(in segment: KeyframeSegment<Value.AnimatableData>, at time: TimeInterval) -> Value.AnimatableData {
        let d = segment.duration
        guard d > 0 else { return .zero }
        let s = min(max(time / d, 0), 1), s2 = s * s
        let (v0, v1) = velocities(segment)
        return segment.from.scaled(by: (6 * s2 - 6 * s) / d)
            + v0.scaled(by: 3 * s2 - 4 * s + 1)
            + segment.to.scaled(by: (-6 * s2 + 6 * s) / d)
            + v1.scaled(by: 3 * s2 - 2 * s)
    }
}
