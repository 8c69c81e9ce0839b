import Foundation
import AnimationCore

/// Applies a keyframe animator to the view it modifies (`.keyframeAnimator`): the content closure
/// gets that view as a placeholder and the keyframe value.
struct _KeyframeAnimatorModifier<Value, KeyframePath: Keyframes, Modified: View, Placeholder>: ViewModifier, PrimitiveModifier
where KeyframePath.Root == Value {
    typealias Body = Never
    let initialValue: Value
    let playback: KeyframeAnimator<Value, KeyframePath, Modified>.Playback
    let content: (PlaceholderContentView<Placeholder>, Value) -> Modified
    let keyframes: (Value) -> KeyframePath

    func resolve<ModifiedView: View>(content resolver: ModifiedView, at node: ViewNode, in context: ResolveContext,
                 into elements: inout [ViewElement]) {
        let placeholder = PlaceholderContentView<Placeholder>(resolver: ErasedContent(resolver))
        let content = self.content
        let animator = KeyframeAnimator(initialValue: initialValue, playback: playback,
                                        content: { value in content(placeholder, value) }, keyframes: keyframes)
        animator.resolve(at: node, in: context, into: &elements)
    }
}

extension View {
    /// Loops keyframes over this view from the moment it appears: `content` gets the view (as
    /// `content`) and the value each frame. Not `repeating`, the value is the timeline's start.
    ///
    /// ```swift
    /// Circle().keyframeAnimator(initialValue: 1.0) { content, scale in
    ///     content.scaleEffect(scale)
    /// } keyframes: { _ in
    ///     KeyframeTrack { LinearKeyframe(1.2, duration: 0.5); LinearKeyframe(1.0, duration: 0.5) }
    /// }
    /// ```
    public func keyframeAnimator<Value, KeyframePath: Keyframes, Modified: View>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) -> some View where KeyframePath.Root == Value {
        modifier(_KeyframeAnimatorModifier(initialValue: initialValue, playback: .repeating(repeating),
                                           content: content, keyframes: keyframes))
    }

    /// Plays keyframes over this view each time `trigger` changes: `content` gets the view (as
    /// `content`) and the value each frame; the final value holds until the next change.
    ///
    /// ```swift
    /// Circle().keyframeAnimator(initialValue: 0.0, trigger: taps) { content, y in
    ///     content.offset(y: y)
    /// } keyframes: { _ in
    ///     KeyframeTrack { LinearKeyframe(-30.0, duration: 0.25); LinearKeyframe(0.0, duration: 0.25) }
    /// }
    /// ```
    public func keyframeAnimator<Value, KeyframePath: Keyframes, Modified: View>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) -> some View where KeyframePath.Root == Value {
        modifier(_KeyframeAnimatorModifier(initialValue: initialValue, playback: .trigger(AnimatorTrigger(trigger)),
                                           content: content, keyframes: keyframes))
    }
}
