import Foundation
import Observation
import AnimationCore

/// Bindings to the properties of an `@Observable` object (SwiftUI's `@Bindable`): `$model.title`
/// is a `Binding<String>`, whose writes are made in the binding's transaction.
///
/// ```swift
/// @Observable final class Book { var title = "" }
/// struct Editor: View {
///     @Bindable var book: Book
///     var body: some View { TextField("Title", text: $book.title) }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    /// The object.
    public var wrappedValue: Value

    /// Bindings to the object's properties.
    public var projectedValue: Bindable<Value> { self }

    /// A bindable view of `wrappedValue`.
    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    /// A bindable view of `wrappedValue`.
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    /// The bindable view another `Bindable` gives.
    public init(projectedValue: Bindable<Value>) { self = projectedValue }

    /// A binding to the object's property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] },
                       set: { value, transaction in withTransaction(transaction) { object[keyPath: keyPath] = value } })
    }
}
