import Foundation
import AnimationCore

/// A view whose content follows keyframes on the virtual clock (SwiftUI's `KeyframeAnimator`).
/// The content closure runs every frame with the value of a `KeyframeTimeline` at the time since
/// the animation started.
///
/// - `repeating: true` (the default) plays from the moment the view appears and loops; each loop
///   calls `keyframes` with the value the previous one ended on (a timeline that returns to its
///   start loops seamlessly). `repeating: false` shows the timeline's start value.
/// - `trigger:` shows `initialValue` until the trigger changes, then plays the keyframes once
///   from the current value (`keyframes` gets it) and holds their final value; a change while
///   playing restarts from the value shown then.
///
/// ```swift
/// KeyframeAnimator(initialValue: 1.0, trigger: taps) { scale in
///     Circle().scaleEffect(scale)
/// } keyframes: { _ in
///     KeyframeTrack {
///         LinearKeyframe(1.5, duration: 0.25)
///         LinearKeyframe(1.0, duration: 0.5)
///     }
/// }
/// ```
///
/// The values are the animator's own: in an update while it plays, its content changes jump
/// (no `withAnimation` transaction applies to them); the view a `.keyframeAnimator` modifier
/// modifies keeps the update's transaction.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Root == Value {
    public typealias Body = Never

    enum Playback {
        case repeating(Bool)
        case trigger(AnimatorTrigger)
    }

    let initialValue: Value
    let playback: Playback
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    /// Plays `keyframes` each time `trigger` changes, calling `content` with the value every frame.
    ///
    /// ```swift
    /// KeyframeAnimator(initialValue: 0.0, trigger: count) { x in
    ///     Color.red.offset(x: x)
    /// } keyframes: { _ in
    ///     KeyframeTrack { LinearKeyframe(40.0, duration: 0.5); LinearKeyframe(0.0, duration: 0.5) }
    /// }
    /// ```
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.init(initialValue: initialValue, playback: .trigger(AnimatorTrigger(trigger)), content: content, keyframes: keyframes)
    }

    /// Loops `keyframes` from the moment the view appears (when `repeating`), calling `content`
    /// with the value every frame; not repeating, `content` gets the timeline's start value.
    ///
    /// ```swift
    /// KeyframeAnimator(initialValue: 1.0) { scale in
    ///     Circle().scaleEffect(scale)
    /// } keyframes: { _ in
    ///     KeyframeTrack { LinearKeyframe(1.2, duration: 0.5); LinearKeyframe(1.0, duration: 0.5) }
    /// }
    /// ```
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.init(initialValue: initialValue, playback: .repeating(repeating), content: content, keyframes: keyframes)
    }

    init(initialValue: Value, playback: Playback, content: @escaping (Value) -> Content,
         keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.playback = playback
        self.content = content
        self.keyframes = keyframes
    }

    /// The timeline of `keyframes` started from `value`.
    func timeline(from value: Value) -> KeyframeTimeline<Value> {
        KeyframeTimeline(initialValue: value) { keyframes(value) }
    }
}

/// What a keyframe animator remembers at its identity: the timeline playing and when it started.
final class KeyframePlayer<Value> {
    /// Nil until a trigger first changes (trigger mode): the content shows the initial value.
    var timeline: KeyframeTimeline<Value>?
    /// When the timeline started; nil while stopped (`repeating: false`: the start value shows).
    var start: Double?
    var isRepeating = false
    var trigger: AnimatorTrigger?
    var lastEvaluation = -Double.infinity

    /// How many loops one evaluation may roll over (a timeline far shorter than a frame).
    static var maximumLoopsPerEvaluation: Int { 10_000 }

    /// Whether the value moved at some time in (`from`, `to`].
    func moves(from: Double, to: Double) -> Bool {
        guard to > from, let timeline, let start else { return false }
        return isRepeating || from < start + timeline.duration
    }

    /// The value at `now`; a repeating timeline first rolls over the loops that ended by then.
    func value(at now: Double, keyframes make: (Value) -> KeyframeTimeline<Value>) -> Value? {
        guard var timeline else { return nil }
        guard var start else { return timeline.value(time: 0) }
        if isRepeating, timeline.duration > 0 {
            var loops = 0
            while now - start >= timeline.duration, loops < Self.maximumLoopsPerEvaluation {
                start += timeline.duration
                timeline = make(timeline.value(time: timeline.duration))
                loops += 1
                if !(timeline.duration > 0) { break }
            }
            if timeline.duration > 0, now - start >= timeline.duration {
                // Too many loops for one frame: keep the phase, skip the rest.
                start = now - (now - start).truncatingRemainder(dividingBy: timeline.duration)
            }
            self.timeline = timeline
            self.start = start
        }
        return timeline.value(time: now - start)
    }
}

extension KeyframeAnimator: PrimitiveView {
    public static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.resolve(inputs, &outputs)
    }


    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        let now = node.graph.time
        node.graph.requiresResolveEveryFrame = true
        let player: KeyframePlayer<Value>
        if let existing = node.memory as? KeyframePlayer<Value> {
            player = existing
        } else {
            player = KeyframePlayer()
            node.memory = player
        }
        let isFirst = player.lastEvaluation == -.infinity
        let moved = player.moves(from: player.lastEvaluation, to: now)
        switch playback {
        case .repeating(let repeating):
            if isFirst { player.timeline = timeline(from: initialValue) }
            if isFirst || repeating != player.isRepeating {
                player.isRepeating = repeating
                player.start = repeating ? now : nil
            }
        case .trigger(let trigger):
            if isFirst {
                player.trigger = trigger
            } else if let last = player.trigger, !last.matches(trigger) {
                player.trigger = trigger
                let current = player.value(at: now, keyframes: timeline(from:)) ?? initialValue
                player.isRepeating = false
                player.timeline = timeline(from: current)
                player.start = now
            }
        }
        let value = player.value(at: now, keyframes: timeline(from:)) ?? initialValue
        player.lastEvaluation = now
        let view = node.graph.evaluatingBody { content(value) }
        // The animator's values changed since it was last resolved: they jump, whatever the update.
        let inner = moved && context.isUpdate ? context.strippingAnimation() : context
        resolveView(view, at: node.child(.body), in: inner, into: &elements)
    }
}
