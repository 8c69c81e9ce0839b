import Foundation
/// Runs `body` with `transaction` merged into the current thread's transaction and returns its
/// result. Values explicitly set on `transaction` override the enclosing ones (iOS 17 semantics);
/// its completions are added to the enclosing ones.
///
/// ```swift
/// var transaction = Transaction(animation: .linear(duration: 1))
/// transaction.isContinuous = true
/// withTransaction(transaction) { x.value = 100 }
/// ```
@discardableResult
public func withTransaction<Result>(
    _ transaction: Transaction,
    _ body: () throws -> Result
) rethrows -> Result {
    let state = TransactionThreadState.current
    let merged = (state.stack.last ?? Transaction()).merging(transaction)
    state.stack.append(merged)
    defer {
        state.stack.removeLast()
        for group in transaction.completionGroups {
            group.commitIfNothingStarted()
        }
    }
    return try body()
}

/// Runs `body` with one transaction property set, merged into the current transaction.
///
/// ```swift
/// withTransaction(\.disablesAnimations, true) { x.value = 0 }
/// ```
@discardableResult
public func withTransaction<Result, Value>(
    _ keyPath: WritableKeyPath<Transaction, Value>,
    _ value: Value,
    _ body: () throws -> Result
) rethrows -> Result {
    var transaction = Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}
