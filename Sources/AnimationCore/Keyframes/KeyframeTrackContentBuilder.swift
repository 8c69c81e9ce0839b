import Foundation

/// The keyframes of a track in play order: what `KeyframeTrackContentBuilder` produces.
///
/// ```swift
/// let content = KeyframeSequence<Double>(keyframes: [MoveKeyframe(1.0), LinearKeyframe(2.0, duration: 1)])
/// ```
public struct KeyframeSequence<Value: Animatable>: KeyframeTrackContent {
    /// The keyframes, in play order.
    public var keyframes: [any Keyframe<Value>]

    /// Wraps a list of keyframes.
    public init(keyframes: [any Keyframe<Value>]) { self.keyframes = keyframes }
}

/// Builds the keyframes of one track (SwiftUI's `KeyframeTrackContentBuilder`); supports `if`,
/// `if/else`, `for` and availability checks.
///
/// ```swift
/// KeyframeTrack(\.offset) {
///     LinearKeyframe(40, duration: 0.3)
///     if bounce { CubicKeyframe(0, duration: 0.5) }
///     for step in 1...3 { MoveKeyframe(Double(step) * 10) }
/// }
/// ```
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<Content: KeyframeTrackContent>(_ content: Content) -> [any Keyframe<Value>]
    where Content.Value == Value {
        content.keyframes
    }

    public static func buildBlock(_ components: [any Keyframe<Value>]...) -> [any Keyframe<Value>] {
        components.flatMap { $0 }
    }

    public static func buildOptional(_ component: [any Keyframe<Value>]?) -> [any Keyframe<Value>] {
        component ?? []
    }

    public static func buildEither(first component: [any Keyframe<Value>]) -> [any Keyframe<Value>] { component }

    public static func buildEither(second component: [any Keyframe<Value>]) -> [any Keyframe<Value>] { component }

    public static func buildArray(_ components: [[any Keyframe<Value>]]) -> [any Keyframe<Value>] {
        components.flatMap { $0 }
    }

    public static func buildLimitedAvailability(_ component: [any Keyframe<Value>]) -> [any Keyframe<Value>] {
        component
    }

    public static func buildFinalResult(_ component: [any Keyframe<Value>]) -> KeyframeSequence<Value> {
        KeyframeSequence(keyframes: component)
    }
}
