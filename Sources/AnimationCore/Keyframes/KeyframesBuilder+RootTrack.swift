import Foundation

/// Keyframes written directly in a timeline's content, without a `KeyframeTrack`: as in SwiftUI's
/// `KeyframesBuilder`, they form one track on the whole value (`\.self`). Tracks and bare keyframes
/// cannot be mixed in the same closure.
///
/// ```swift
/// let bounce = KeyframeTimeline(initialValue: 1.0) {
///     LinearKeyframe(1.4, duration: 0.2)
///     SpringKeyframe(1.0, spring: .bouncy)
/// }
/// // the same as KeyframeTimeline(initialValue: 1.0) { KeyframeTrack(\.self) { … } }
/// ```
extension KeyframesBuilder where Root: Animatable {
    public static func buildExpression<Content: KeyframeTrackContent>(_ content: Content) -> [any Keyframe<Root>]
    where Content.Value == Root {
        content.keyframes
    }

    public static func buildBlock(_ components: [any Keyframe<Root>]...) -> [any Keyframe<Root>] {
        components.flatMap { $0 }
    }

    public static func buildOptional(_ component: [any Keyframe<Root>]?) -> [any Keyframe<Root>] {
        component ?? []
    }

    public static func buildEither(first component: [any Keyframe<Root>]) -> [any Keyframe<Root>] { component }

    public static func buildEither(second component: [any Keyframe<Root>]) -> [any Keyframe<Root>] { component }

    public static func buildArray(_ components: [[any Keyframe<Root>]]) -> [any Keyframe<Root>] {
        components.flatMap { $0 }
    }

    public static func buildLimitedAvailability(_ component: [any Keyframe<Root>]) -> [any Keyframe<Root>] {
        component
    }

    /// The keyframes as one track on the whole value, like `KeyframeTrack(\.self) { … }`.
    public static func buildFinalResult(
        _ component: [any Keyframe<Root>]
    ) -> KeyframeTrack<Root, Root, KeyframeSequence<Root>> {
        KeyframeTrack(\Root.self) { KeyframeSequence(keyframes: component) }
    }
}

extension KeyframesBuilder {
    /// An empty closure: no tracks (the timeline holds its initial value). Declared without
    /// variadics so it wins over both variadic `buildBlock`s when the closure is empty.
    public static func buildBlock() -> [AnyKeyframeTrack<Root>] { [] }
}
