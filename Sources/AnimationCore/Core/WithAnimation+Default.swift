// Enable after merging the branch that adds `Animation.default`: rename to
// WithAnimation+Default.swift. These overloads complete SwiftUI's `withAnimation(_:_:)`, whose
// animation parameter defaults to `.default`.

/// Runs `body` animated with `Animation.default` and returns its result.
///
/// ```swift
/// withAnimation { x.value = 100 }
/// ```
@discardableResult
public func withAnimation<Result>(_ body: () throws -> Result) rethrows -> Result {
    try withAnimation(Animation.default, body)
}

/// Runs `body` animated with `Animation.default` and calls `completion` once every animation it
/// started meets `completionCriteria`.
///
/// ```swift
/// withAnimation { x.value = 100 } completion: { print("arrived") }
/// ```
@discardableResult
public func withAnimation<Result>(
    completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result,
    completion: @escaping () -> Void
) rethrows -> Result {
    try withAnimation(Animation.default, completionCriteria: completionCriteria, body, completion: completion)
}
