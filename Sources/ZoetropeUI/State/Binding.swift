import Foundation
import AnimationCore

/// A read-write reference to a value owned elsewhere (a parent's `@State`, a model), as
/// SwiftUI's `Binding`. Writes go through the setter with the binding's transaction when it
/// has one (`.animation(_:)`), else the current one.
///
/// ```swift
/// struct Child: View {
///     @Binding var on: Bool
///     var body: some View { Color.red.opacity(on ? 1 : 0.2) }
/// }
/// Child(on: $on.animation(.linear(duration: 1)))
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    /// The transaction writes through this binding use (empty: the current one).
    public var transaction: Transaction
    let getter: () -> Value
    let setter: (Value, Transaction) -> Void

    /// A binding reading with `get` and writing with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(get: get, set: { value, _ in set(value) })
    }

    /// A binding reading with `get` and writing with `set`, which receives the write's transaction.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        transaction = Transaction()
        getter = get
        setter = set
    }

    /// A binding to `projectedValue` (`@Binding var x` initialised from `$x`).
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a fixed value: writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _, _ in })
    }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set {
            if transaction.animation != nil || transaction.disablesAnimations {
                let transaction = self.transaction
                withTransaction(transaction) { setter(newValue, Transaction.current) }
            } else {
                setter(newValue, Transaction.current)
            }
        }
    }

    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let base = self
        var result = Binding<Subject>(get: { base.getter()[keyPath: keyPath] }, set: { value, transaction in
            var whole = base.getter()
            whole[keyPath: keyPath] = value
            base.setter(whole, transaction)
        })
        result.transaction = transaction
        return result
    }

    /// This binding with writes animated by `animation`.
    ///
    /// ```swift
    /// Toggle("On", isOn: $on.animation(.linear(duration: 1)))
    /// ```
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var copy = self
        copy.transaction.animation = animation
        return copy
    }

    /// This binding with writes made in `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var copy = self
        copy.transaction = transaction
        return copy
    }
}

extension Binding: DynamicProperty {}
