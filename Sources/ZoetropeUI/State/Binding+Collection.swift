import Foundation
import Geometry2D

// A binding to a mutable collection is a collection of bindings to its elements, as in SwiftUI
// (iOS 15): `ForEach($items) { $item in Toggle(item.title, isOn: $item.done) }` edits the array in
// place. Each element's binding reads and writes through the collection's binding at its index.

extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices

    /// The collection's first index.
    public var startIndex: Value.Index { wrappedValue.startIndex }
    /// The collection's end index.
    public var endIndex: Value.Index { wrappedValue.endIndex }
    /// The collection's indices.
    public var indices: Value.Indices { wrappedValue.indices }
    /// The index after `i`.
    public func index(after i: Value.Index) -> Value.Index { wrappedValue.index(after: i) }

    /// A binding to the element at `position`, writing with this binding's transaction.
    ///
    /// ```swift
    /// @State var flags = [false, true]
    /// $flags[0].wrappedValue = true        // flags == [true, true]
    /// ```
    public subscript(position: Value.Index) -> Binding<Value.Element> {
        let base = self
        var element = Binding<Value.Element>(get: { base.getter()[position] }, set: { value, transaction in
            var whole = base.getter()
            whole[position] = value
            base.setter(whole, transaction)
        })
        element.transaction = transaction
        return element
    }
}

extension Binding: BidirectionalCollection where Value: MutableCollection & BidirectionalCollection {
    /// The index before `i`.
    public func index(before i: Value.Index) -> Value.Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection & RandomAccessCollection {}

extension Binding: Identifiable where Value: Identifiable {
    /// The bound value's identity (what `ForEach($items)` identifies each row by).
    public var id: Value.ID { wrappedValue.id }
}
