/// Runs `body` in a transaction whose animation is `animation` and returns its result: values
/// changed inside animate with it (`nil`: they jump). Same as
/// `withTransaction(Transaction(animation: animation), body)`.
///
/// ```swift
/// withAnimation(.easeInOut(duration: 1)) { x.value = 100 }
/// ```
@discardableResult
public func withAnimation<Result>(
    _ animation: Animation?,
    _ body: () throws -> Result
) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` animated with `animation` and calls `completion` once every animation it started
/// meets `completionCriteria` (at the end of an `Animator.advance(to:)`); when nothing was
/// started, at the next advance.
///
/// ```swift
/// withAnimation(.linear(duration: 1)) {
///     x.value = 100
/// } completion: {
///     print("arrived")
/// }
/// ```
@discardableResult
public func withAnimation<Result>(
    _ animation: Animation?,
    completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result,
    completion: @escaping () -> Void
) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(transaction, body)
}
