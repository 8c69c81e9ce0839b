import Foundation

/// A key for a custom value carried by a `Transaction`.
///
/// ```swift
/// private struct IsScrubbingKey: TransactionKey {
///     static let defaultValue = false
/// }
/// extension Transaction {
///     var isScrubbing: Bool {
///         get { self[IsScrubbingKey.self] }
///         set { self[IsScrubbingKey.self] = newValue }
///     }
/// }
/// withTransaction(\.isScrubbing, true) { /* changes */ }
/// ```
public protocol TransactionKey {
    /// The type of the value stored under this key.
    associatedtype Value
    /// The value read when nothing is stored under this key.
    static var defaultValue: Value { get }
}

/// The context of a state change: the animation to use and other values that travel with it.
///
/// A transaction is a value: values set on it are *explicitly set*, and when a transaction is
/// applied with `withTransaction(_:_:)` inside another one, its explicitly set values override the
/// outer ones while the others are inherited (iOS 17 merge semantics).
///
/// ```swift
/// var transaction = Transaction(animation: .linear(duration: 1))
/// transaction.addAnimationCompletion { print("done") }
/// withTransaction(transaction) { x.value = 100 }
/// ```
public struct Transaction {
    /// What was set on the transaction, in one shared box (nil while nothing is): copying a
    /// transaction, which every view of an update does, is one retain, or nothing when empty.
    private var storage: Storage?

    private final class Storage {
        /// Explicitly set values, by key type.
        @exclusivity(unchecked) var values: [ObjectIdentifier: Any] = [:]
        /// Completion groups registered by `addAnimationCompletion`, in registration order.
        var completionGroups: [AnimationCompletionGroup] = []
        /// The animation, when explicitly set (`.some(nil)`: set to none). Kept out of `values`:
        /// every animated attribute reads it, and a dictionary lookup plus a cast from `Any`
        /// cost hundreds of instructions.
        @exclusivity(unchecked) var animation: Animation??
        /// `disablesAnimations`, when explicitly set.
        @exclusivity(unchecked) var disablesAnimations: Bool?

        func copy() -> Storage {
            let copy = Storage()
            copy.values = values
            copy.completionGroups = completionGroups
            copy.animation = animation
            copy.disablesAnimations = disablesAnimations
            return copy
        }
    }

    /// The storage, unshared (created if there is none), for a change.
    private mutating func uniqueStorage() -> Storage {
        if isKnownUniquelyReferenced(&storage) { return storage! }   // false for nil
        let unique = storage?.copy() ?? Storage()
        storage = unique
        return unique
    }

    /// Completion groups registered by `addAnimationCompletion`, in registration order.
    var completionGroups: [AnimationCompletionGroup] { storage?.completionGroups ?? [] }

    /// Whether completion callbacks are attached (a write made in it must keep them).
    package var hasCompletions: Bool { storage?.completionGroups.isEmpty == false }

    /// Creates an empty transaction (no animation).
    public init() {}

    /// Creates a transaction that animates its changes with `animation` (`nil`: no animation).
    ///
    /// ```swift
    /// let transaction = Transaction(animation: .easeIn(duration: 0.5))
    /// ```
    public init(animation: Animation?) {
        self.animation = animation
    }

    /// The transaction in effect on the current thread: the merge of every
    /// `withTransaction`/`withAnimation` being executed, innermost last; empty outside of them.
    ///
    /// ```swift
    /// withAnimation(.linear(duration: 1)) {
    ///     Transaction.current.animation  // .linear(duration: 1)
    /// }
    /// ```
    public static var current: Transaction {
        TransactionThreadState.current.stack.last ?? Transaction()
    }

    /// The value stored under `key`, or the key's default value.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get {
            guard let value = storage?.values[ObjectIdentifier(key)] else { return K.defaultValue }
            return value as? K.Value ?? K.defaultValue
        }
        set { uniqueStorage().values[ObjectIdentifier(key)] = newValue }
    }

    /// The animation that changes made in this transaction use; `nil` makes them jump.
    public var animation: Animation? {
        get { storage?.animation ?? nil }
        set { uniqueStorage().animation = .some(newValue) }
    }

    /// Whether `.animation(_:value:)`-style modifiers may not insert their animation.
    ///
    /// As in SwiftUI, this does not remove `animation` itself: a value set inside
    /// `withTransaction` with a non-nil `animation` still animates. The view layer's
    /// animation modifiers consult this flag.
    public var disablesAnimations: Bool {
        get { storage?.disablesAnimations ?? false }
        set { uniqueStorage().disablesAnimations = newValue }
    }

    /// Whether the change is part of a continuous interaction (for example a drag).
    public var isContinuous: Bool {
        get { self[IsContinuousTransactionKey.self] }
        set { self[IsContinuousTransactionKey.self] = newValue }
    }

    /// Whether changes should record their velocity for a following animation (iOS 17).
    /// Carried for the layers above; the animator itself does not sample velocities.
    public var tracksVelocity: Bool {
        get { self[TracksVelocityTransactionKey.self] }
        set { self[TracksVelocityTransactionKey.self] = newValue }
    }

    /// Adds a closure that runs once every animation started by this transaction has reached
    /// `criteria`; when the transaction starts no animation it runs at the next
    /// `Animator.advance(to:)` after the `withTransaction` that applied it returns.
    ///
    /// ```swift
    /// var transaction = Transaction(animation: .linear(duration: 1))
    /// transaction.addAnimationCompletion(criteria: .removed) { finished = true }
    /// withTransaction(transaction) { x.value = 1 }
    /// ```
    public mutating func addAnimationCompletion(
        criteria: AnimationCompletionCriteria = .logicallyComplete,
        _ completion: @escaping () -> Void
    ) {
        uniqueStorage().completionGroups.append(AnimationCompletionGroup(criteria: criteria, handler: completion))
    }

    /// This transaction with `other`'s explicitly set values overriding its own and `other`'s
    /// completions appended to its own.
    func merging(_ other: Transaction) -> Transaction {
        guard let otherStorage = other.storage else { return self }
        guard storage != nil else { return other }
        var result = self
        let merged = result.uniqueStorage()
        merged.values.merge(otherStorage.values) { _, new in new }
        if let animation = otherStorage.animation { merged.animation = animation }
        if let disables = otherStorage.disablesAnimations { merged.disablesAnimations = disables }
        merged.completionGroups += otherStorage.completionGroups
        return result
    }
}

private struct IsContinuousTransactionKey: TransactionKey {
    static var defaultValue: Bool { false }
}

private struct TracksVelocityTransactionKey: TransactionKey {
    static var defaultValue: Bool { false }
}
