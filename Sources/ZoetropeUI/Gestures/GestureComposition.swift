import Foundation

/// Two gestures recognized together (SwiftUI's `SimultaneousGesture`): both see every touch; the
/// value holds the latest of each (nil until it has one).
///
/// ```swift
/// MagnifyGesture().simultaneously(with: RotateGesture()).onChanged { value in
///     scale = value.first?.magnification ?? 1; angle = value.second?.rotation ?? .zero
/// }
/// ```
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?

        public init(first: First.Value?, second: Second.Value?) {
            self.first = first
            self.second = second
        }
    }
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        MappedRecognizer(SimultaneousRecognizer(first._makeRecognizer(), second._makeRecognizer())) { Value(first: $0.first, second: $0.second) }
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// One gesture, then another (SwiftUI's `SequenceGesture`): the second starts — from where the
/// finger is — once the first has ended, and fails the sequence if the first fails.
///
/// ```swift
/// LongPressGesture().sequenced(before: DragGesture()).onChanged { value in
///     if case .second(true, let drag?) = value { offset = drag.translation }
/// }
/// ```
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        MappedRecognizer(SequenceRecognizer(first._makeRecognizer(), second._makeRecognizer())) { values in
            switch values {
            case .first(let a): .first(a)
            case .second(let a, let b): .second(a, b)
            }
        }
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// One of two gestures, the first preferred (SwiftUI's `ExclusiveGesture`): the second counts only
/// once the first has failed — a single tap before a double tap waits until the double tap's
/// second tap can no longer come (``TapGesture/multiTapInterval``).
///
/// ```swift
/// TapGesture(count: 2).onEnded { like() }.exclusively(before: TapGesture().onEnded { showTag() })
/// ```
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        MappedRecognizer(ExclusiveRecognizer(first._makeRecognizer(), second._makeRecognizer())) { values in
            switch values {
            case .first(let a): .first(a)
            case .second(let b): .second(b)
            }
        }
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// This gesture and `other` together.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// This gesture, then `other` from where it ended.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// This gesture, or `other` when this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}
