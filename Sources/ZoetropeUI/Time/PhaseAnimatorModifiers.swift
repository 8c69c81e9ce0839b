import Foundation
import AnimationCore

/// Applies a phase animator to the view it modifies (`.phaseAnimator`): the content closure gets
/// that view as a placeholder and the current phase.
struct _PhaseAnimatorModifier<Phase: Equatable, Modified: View, Placeholder>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let phases: [Phase]
    let trigger: AnimatorTrigger?
    let content: (PlaceholderContentView<Placeholder>, Phase) -> Modified
    let animation: (Phase) -> Animation?

    func resolve<ModifiedView: View>(content resolver: ModifiedView, at node: ViewNode, in context: ResolveContext,
                 into elements: inout [ViewElement]) {
        let placeholder = PlaceholderContentView<Placeholder>(resolver: ErasedContent(resolver))
        let content = self.content
        let animator = PhaseAnimator(phases: phases, trigger: trigger, content: { phase in content(placeholder, phase) },
                                     animation: animation)
        animator.resolve(at: node, in: context, into: &elements)
    }
}

extension View {
    /// Cycles this view through `phases` from the moment it appears: `content` gets the view (as
    /// `content`) and the phase; each change animates with `animation(nextPhase)`.
    ///
    /// ```swift
    /// Circle().phaseAnimator([0.5, 1.0]) { content, phase in
    ///     content.opacity(phase)
    /// } animation: { _ in .easeInOut(duration: 0.8) }
    /// ```
    public func phaseAnimator<Phase: Equatable, Modified: View>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        modifier(_PhaseAnimatorModifier(phases: Array(phases), trigger: nil, content: content, animation: animation))
    }

    /// Runs this view through `phases` once (and back to the first) each time `trigger` changes.
    ///
    /// ```swift
    /// Circle().phaseAnimator([1.0, 1.4], trigger: taps) { content, scale in
    ///     content.scaleEffect(scale)
    /// }
    /// ```
    public func phaseAnimator<Phase: Equatable, Modified: View>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        modifier(_PhaseAnimatorModifier(phases: Array(phases), trigger: AnimatorTrigger(trigger), content: content,
                                        animation: animation))
    }
}
