import Foundation
import AnimationCore

/// State that a gesture sets while it is recognized and that returns to its initial value when
/// the gesture ends (SwiftUI's `@GestureState`): pass `$name` to `Gesture.updating(_:body:)`.
/// The reset happens in `resetTransaction` (give it an animation to animate the return).
///
/// ```swift
/// @GestureState(resetTransaction: Transaction(animation: .spring())) private var drag = CGSize.zero
/// Card().offset(drag).gesture(DragGesture().updating($drag) { value, state, _ in state = value.translation })
/// ```
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let box: StateBox<Value>
    let initialValue: Value
    let resetValue: (Value, inout Transaction) -> Void

    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// A state reset in `resetTransaction`.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        box = StateBox(wrappedValue)
        initialValue = wrappedValue
        resetValue = { _, transaction in transaction = resetTransaction }
    }

    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// A state whose reset transaction `reset` chooses (given the value being reset).
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        box = StateBox(wrappedValue)
        initialValue = wrappedValue
        resetValue = reset
    }

    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The current value (the initial one while no gesture sets it).
    public var wrappedValue: Value { box.location.value }

    /// The state itself, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }

    /// Back to the initial value, in the reset transaction.
    func reset() {
        var transaction = Transaction()
        resetValue(box.location.latest, &transaction)
        box.location.write(initialValue, transaction: transaction)
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }
}

extension GestureState: StateBoxHolder {}
