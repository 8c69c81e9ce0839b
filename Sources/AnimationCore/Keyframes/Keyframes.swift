import Foundation

/// A type-erased keyframe track over a root value: what a `KeyframeTimeline` plays.
///
/// Made by `KeyframeTrack`; you rarely touch it directly.
public struct AnyKeyframeTrack<Root> {
    /// Resolves the track against the timeline's initial value.
    let makePlayback: (Root) -> KeyframeTrackPlayback<Root>

    /// A track animating the property at `keyPath` through `keyframes`.
    init<Value: Animatable>(keyPath: WritableKeyPath<Root, Value>, keyframes: [any Keyframe<Value>]) {
        makePlayback = { root in
            let player = KeyframeTrackPlayer(initialValue: root[keyPath: keyPath], keyframes: keyframes)
            return KeyframeTrackPlayback(duration: player.duration) { root, time in
                root[keyPath: keyPath] = player.value(at: time)
            }
        }
    }
}

/// A resolved track: its duration and how it writes its value at a time into the root value.
struct KeyframeTrackPlayback<Root> {
    let duration: TimeInterval
    let apply: (inout Root, TimeInterval) -> Void
}

/// Keyframe tracks that animate a root value (SwiftUI's `Keyframes`): a `KeyframeTrack` or what
/// `KeyframesBuilder` builds from several.
///
/// ```swift
/// KeyframeTimeline(initialValue: Pose()) {   // content is some Keyframes<Pose>
///     KeyframeTrack(\.x) { LinearKeyframe(10, duration: 1) }
///     KeyframeTrack(\.y) { CubicKeyframe(5, duration: 2) }
/// }
/// ```
public protocol Keyframes<Root> {
    /// The value the tracks animate.
    associatedtype Root
    /// The tracks, in declaration order.
    var tracks: [AnyKeyframeTrack<Root>] { get }
}

/// Several tracks played in parallel: what `KeyframesBuilder` produces.
public struct KeyframeTrackGroup<Root>: Keyframes {
    /// The tracks, in declaration order.
    public var tracks: [AnyKeyframeTrack<Root>]

    /// Groups the given tracks.
    public init(tracks: [AnyKeyframeTrack<Root>]) { self.tracks = tracks }
}

/// Builds the parallel tracks of a `KeyframeTimeline` (SwiftUI's `KeyframesBuilder`); supports
/// `if`, `if/else`, `for` and availability checks.
///
/// ```swift
/// KeyframeTimeline(initialValue: Pose()) {
///     KeyframeTrack(\.x) { LinearKeyframe(10, duration: 1) }
///     if wobble { KeyframeTrack(\.angle) { CubicKeyframe(15, duration: 0.5) } }
/// }
/// ```
@resultBuilder
public enum KeyframesBuilder<Root> {
    public static func buildExpression<Content: Keyframes>(_ content: Content) -> [AnyKeyframeTrack<Root>]
    where Content.Root == Root {
        content.tracks
    }

    public static func buildBlock(_ components: [AnyKeyframeTrack<Root>]...) -> [AnyKeyframeTrack<Root>] {
        components.flatMap { $0 }
    }

    public static func buildOptional(_ component: [AnyKeyframeTrack<Root>]?) -> [AnyKeyframeTrack<Root>] {
        component ?? []
    }

    public static func buildEither(first component: [AnyKeyframeTrack<Root>]) -> [AnyKeyframeTrack<Root>] { component }

    public static func buildEither(second component: [AnyKeyframeTrack<Root>]) -> [AnyKeyframeTrack<Root>] { component }

    public static func buildArray(_ components: [[AnyKeyframeTrack<Root>]]) -> [AnyKeyframeTrack<Root>] {
        components.flatMap { $0 }
    }

    public static func buildLimitedAvailability(_ component: [AnyKeyframeTrack<Root>]) -> [AnyKeyframeTrack<Root>] {
        component
    }

    public static func buildFinalResult(_ component: [AnyKeyframeTrack<Root>]) -> KeyframeTrackGroup<Root> {
        KeyframeTrackGroup(tracks: component)
    }
}
