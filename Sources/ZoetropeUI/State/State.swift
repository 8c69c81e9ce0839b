import Foundation
import AnimationCore

/// The storage of one `@State` at one view identity: the committed value bodies read, and the
/// latest value written (actions read their own writes before the update runs).
final class StateLocation<Value> {
    private(set) var committed: Value
    private(set) var latest: Value
    /// The graph the identity holding this state lives in (nil before linking and after the
    /// graph is gone), through the graph's link rather than a weak reference.
    var graphLink: GraphLink?
    var graph: ViewGraph? { graphLink?.graph }

    init(_ value: Value) {
        committed = value
        latest = value
    }

    var value: Value {
        graph?.isEvaluatingBody == true ? committed : latest
    }

    /// Writes `newValue` in `transaction`: applied when the graph runs that transaction's update.
    func write(_ newValue: Value, transaction: Transaction) {
        // Writing the value it already has changes nothing (no update), as in SwiftUI.
        if isSameValue(latest, newValue), isSameValue(committed, newValue) { return }
        latest = newValue
        guard let graph else {
            committed = newValue
            return
        }
        graph.enqueueWrite({ [weak self] in self?.committed = newValue }, transaction: transaction)
    }
}

/// The reference a `State` value holds; redirected to the identity's location when linked.
final class StateBox<Value> {
    var location: StateLocation<Value>
    /// The value the state started with: a new identity showing this same view value (another
    /// graph, another place in this one) starts from it, not from what an earlier identity wrote.
    let initial: Value
    init(_ value: Value) {
        location = StateLocation(value)
        initial = value
    }
}

/// A value owned by a view identity, kept across body runs (SwiftUI's `@State`). The initial
/// value counts only when the view first appears; writes are applied in an update, in the
/// transaction they were made in (`withAnimation` animates what they change).
///
/// ```swift
/// struct Toggler: View {
///     @State private var on = false
///     var body: some View {
///         Color.red.opacity(on ? 1 : 0.2).onTapGesture { withAnimation { on.toggle() } }
///     }
/// }
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let box: StateBox<Value>

    public init(wrappedValue value: Value) { box = StateBox(value) }
    public init(initialValue value: Value) { box = StateBox(value) }

    public var wrappedValue: Value {
        get { box.location.value }
        nonmutating set { box.location.write(newValue, transaction: Transaction.current) }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let location = box.location
        return Binding(get: { location.value }, set: { value, transaction in location.write(value, transaction: transaction) })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// An optional state starting at nil.
    public init() { self.init(wrappedValue: nil) }
}

/// A property whose value lives in a `StateBox` linked to its identity's location (`State`,
/// `GestureState`).
protocol StateBoxHolder: GraphLinkedProperty {
    associatedtype Value
    var box: StateBox<Value> { get }
}

extension StateBoxHolder {
    func storage(in graph: ViewGraph) -> AnyObject {
        // A location already given to an identity belongs to it: this one gets its own.
        if box.location.graphLink != nil { box.location = StateLocation(box.initial) }
        box.location.graphLink = graph.link
        return box.location
    }

    func link(to storage: AnyObject) {
        if let location = storage as? StateLocation<Value> { box.location = location }
    }
}

extension State: StateBoxHolder {}

/// A property a view graph updates before running a body (`State`, `Binding`).
public protocol DynamicProperty {
    /// Called before the body runs; the graph links storage itself, so the default does nothing.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// Whether `a` and `b` are equal `Equatable` values (false when the type is not `Equatable`).
func isSameValue<Value>(_ a: Value, _ b: Value) -> Bool {
    guard let a = a as? any Equatable else { return false }
    return equals(a, b)
}

private func equals<E: Equatable>(_ a: E, _ b: Any) -> Bool {
    guard let b = b as? E else { return false }
    return a == b
}
