/// When an animation counts as complete for a completion callback (iOS 17).
///
/// ```swift
/// withAnimation(.linear(duration: 1), completionCriteria: .removed) {
///     x.value = 1
/// } completion: {
///     print("the animation was removed")
/// }
/// ```
public struct AnimationCompletionCriteria: Hashable, Sendable {
    private enum Storage: Hashable, Sendable {
        case logicallyComplete
        case removed
    }

    private let storage: Storage

    /// The animation is logically complete: a curve reached its end, a spring passed its
    /// response time, or a custom animation set `context.isLogicallyComplete` (or finished).
    public static let logicallyComplete = AnimationCompletionCriteria(storage: .logicallyComplete)

    /// The animation finished (returned `nil`) and was removed from the value it animated.
    public static let removed = AnimationCompletionCriteria(storage: .removed)
}
