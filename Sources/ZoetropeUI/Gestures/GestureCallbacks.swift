import Foundation
import AnimationCore

/// A gesture with an action run each time its value changes (SwiftUI's `_ChangedGesture`).
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    public typealias Body = Never
    public typealias Value = Content.Value
    let content: Content
    let action: (Value) -> Void

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        let action = self.action
        return ObservingRecognizer(content._makeRecognizer()) { outcome in
            if case .changed(let value, _) = outcome { action(value) }
        }
    }
}

/// A gesture with an action run when it ends (SwiftUI's `_EndedGesture`).
public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Body = Never
    public typealias Value = Content.Value
    let content: Content
    let action: (Value) -> Void

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        let action = self.action
        return ObservingRecognizer(content._makeRecognizer()) { outcome in
            if case .ended(let value) = outcome { action(value) }
        }
    }
}

/// A gesture whose values are transformed (SwiftUI's `_MapGesture`).
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    public typealias Body = Never
    let content: Content
    let transform: (Content.Value) -> Value

    public func _makeRecognizer() -> _GestureRecognizer<Value> { MappedRecognizer(content._makeRecognizer(), transform) }
}

/// A gesture that updates a `@GestureState` while it is recognized (SwiftUI's
/// `GestureStateGesture`); the state returns to its initial value, in its reset transaction, when
/// the gesture ends, fails or loses the touch to another gesture.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Body = Never
    public typealias Value = Base.Value
    let base: Base
    let state: GestureState<State>
    let body: (Value, inout State, inout Transaction) -> Void

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        let state = self.state, body = self.body
        let recognizer = ObservingRecognizer(base._makeRecognizer()) { outcome in
            switch outcome {
            case .changed(let value, _):
                var current = state.box.location.latest
                var transaction = Transaction.current
                body(value, &current, &transaction)
                state.box.location.write(current, transaction: transaction)
            case .ended, .failed:
                state.reset()
            case .possible:
                break
            }
        }
        recognizer.onCancel = { state.reset() }
        return recognizer
    }
}

extension Gesture {
    /// Runs `action` with each new value while the gesture is recognized.
    ///
    /// ```swift
    /// DragGesture().onChanged { offset = $0.translation }
    /// ```
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable {
        _ChangedGesture(content: self, action: action)
    }

    /// Runs `action` with the final value when the gesture ends.
    ///
    /// ```swift
    /// TapGesture(count: 2).onEnded { liked.toggle() }
    /// ```
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// Reports `transform(value)` instead of the value.
    ///
    /// ```swift
    /// DragGesture().map { $0.translation.width }
    /// ```
    public func map<T>(_ transform: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: transform)
    }

    /// Sets `state` from each value through `body` while the gesture is recognized; `state`
    /// resets when it ends.
    ///
    /// ```swift
    /// @GestureState private var drag = CGSize.zero
    /// DragGesture().updating($drag) { value, state, _ in state = value.translation }
    /// ```
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

/// One recognizer inside another (the callbacks' and `map`'s common part).
class WrappingRecognizer<Inner, Value>: _GestureRecognizer<Value> {
    let inner: _GestureRecognizer<Inner>

    init(_ inner: _GestureRecognizer<Inner>) {
        self.inner = inner
        super.init()
    }

    override func prepare(_ context: GestureContext) {
        super.prepare(context)
        inner.prepare(context)
    }
    override var wakeTime: Double? { inner.wakeTime }
    override func cancel() { inner.cancel() }
    override func takeEffects() -> [() -> Void] { inner.takeEffects() + super.takeEffects() }
}

/// Passes the inner recognizer's outcomes through, showing each to `observe` (as a callback run
/// after the outcome, if the gesture is accepted).
final class ObservingRecognizer<Value>: WrappingRecognizer<Value, Value> {
    let observe: (GestureOutcome<Value>) -> Void
    var onCancel: (() -> Void)?

    init(_ inner: _GestureRecognizer<Value>, observe: @escaping (GestureOutcome<Value>) -> Void) {
        self.observe = observe
        super.init(inner)
    }

    override func handle(_ event: TouchEvent) -> GestureOutcome<Value> { seen(inner.handle(event)) }
    override func wake(at time: Double) -> GestureOutcome<Value> { seen(inner.wake(at: time)) }
    override func cancel() {
        super.cancel()
        onCancel?()
    }

    private func seen(_ outcome: GestureOutcome<Value>) -> GestureOutcome<Value> {
        let observe = self.observe
        effects.append { observe(outcome) }
        return outcome
    }
}

/// The inner recognizer's outcomes with their values transformed.
final class MappedRecognizer<Inner, Value>: WrappingRecognizer<Inner, Value> {
    let transform: (Inner) -> Value

    init(_ inner: _GestureRecognizer<Inner>, _ transform: @escaping (Inner) -> Value) {
        self.transform = transform
        super.init(inner)
    }

    override func handle(_ event: TouchEvent) -> GestureOutcome<Value> { mapped(inner.handle(event)) }
    override func wake(at time: Double) -> GestureOutcome<Value> { mapped(inner.wake(at: time)) }

    private func mapped(_ outcome: GestureOutcome<Inner>) -> GestureOutcome<Value> {
        switch outcome {
        case .possible: .possible
        case .changed(let value, let claims): .changed(transform(value), claims: claims)
        case .ended(let value): .ended(transform(value))
        case .failed: .failed
        }
    }
}
