import Foundation

/// Content of a `KeyframeTrack`: one keyframe or a sequence of them (SwiftUI's `KeyframeTrackContent`).
///
/// ```swift
/// KeyframeTrack(\.scale) {
///     LinearKeyframe(1.5, duration: 0.2)   // each keyframe is KeyframeTrackContent
///     CubicKeyframe(1.0, duration: 0.3)
/// }
/// ```
public protocol KeyframeTrackContent<Value> {
    /// The type the keyframes animate.
    associatedtype Value: Animatable
    /// The keyframes this content contributes, in play order.
    var keyframes: [any Keyframe<Value>] { get }
}

/// One keyframe kind: it moves a track from the previous keyframe's value to `target` over
/// `duration`. `LinearKeyframe`, `CubicKeyframe` and `MoveKeyframe` conform; a new kind (for
/// example a spring keyframe) conforms by describing its motion over a `KeyframeSegment`.
///
/// ```swift
/// struct HoldKeyframe<Value: Animatable>: Keyframe {
///     var target: Value
///     var duration: TimeInterval
///     func value(in segment: KeyframeSegment<Value.AnimatableData>, at time: TimeInterval) -> Value.AnimatableData {
///         time < segment.duration ? segment.from : segment.to
///     }
///     func velocity(in segment: KeyframeSegment<Value.AnimatableData>, at time: TimeInterval) -> Value.AnimatableData { .zero }
/// }
/// ```
public protocol Keyframe<Value>: KeyframeTrackContent {
    /// The value reached at the end of this keyframe.
    var target: Value { get }
    /// How long the keyframe lasts in seconds (negative or non-finite durations count as 0).
    var duration: TimeInterval { get }
    /// Whether a neighbouring cubic keyframe with automatic velocity uses the Catmull-Rom slope
    /// at the shared knot (true for `CubicKeyframe` without an explicit start velocity).
    var joinsCatmullRomSpline: Bool { get }
    /// The velocity this keyframe starts with regardless of what precedes it, if it has one; a
    /// preceding cubic keyframe with automatic end velocity ends with it. Nil: the preceding cubic
    /// uses zero (or the Catmull-Rom slope when `joinsCatmullRomSpline`).
    func intrinsicStartVelocity(from start: Value.AnimatableData) -> Value.AnimatableData?
    /// The value `time` seconds (0...duration) into `segment`.
    func value(in segment: KeyframeSegment<Value.AnimatableData>, at time: TimeInterval) -> Value.AnimatableData
    /// The velocity (units per second) `time` seconds into `segment`.
    func velocity(in segment: KeyframeSegment<Value.AnimatableData>, at time: TimeInterval) -> Value.AnimatableData
}

extension Keyframe {
    /// A keyframe is track content made of itself.
    public var keyframes: [any Keyframe<Value>] { [self] }
    /// By default a keyframe does not take part in Catmull-Rom splines.
    public var joinsCatmullRomSpline: Bool { false }
    /// By default a keyframe has no intrinsic start velocity.
    public func intrinsicStartVelocity(from start: Value.AnimatableData) -> Value.AnimatableData? { nil }
}

/// What a keyframe needs to know to evaluate itself: its end points, its duration and the
/// automatic velocities the track resolved from its neighbours.
///
/// ```swift
/// let segment = KeyframeSegment(from: 0.0, to: 10.0, duration: 2)
/// LinearKeyframe(10.0, duration: 2).value(in: segment, at: 1) // 5
/// ```
public struct KeyframeSegment<Data: VectorArithmetic> {
    /// The value at the start: the previous keyframe's end value (or the track's initial value).
    public var from: Data
    /// The keyframe's target value.
    public var to: Data
    /// The keyframe's duration in seconds (≥ 0).
    public var duration: TimeInterval
    /// The velocity at the end of the previous segment (zero for the first keyframe): the automatic
    /// start velocity of a cubic keyframe.
    public var incomingVelocity: Data
    /// The automatic end velocity of a cubic keyframe: the Catmull-Rom slope when the next keyframe
    /// joins the spline, the next keyframe's intrinsic start velocity otherwise, zero at the end.
    public var suggestedEndVelocity: Data

    /// Creates a segment; velocities default to zero.
    public init(from: Data, to: Data, duration: TimeInterval, incomingVelocity: Data = .zero, suggestedEndVelocity: Data = .zero) {
        self.from = from
        self.to = to
        self.duration = duration
        self.incomingVelocity = incomingVelocity
        self.suggestedEndVelocity = suggestedEndVelocity
    }
}
