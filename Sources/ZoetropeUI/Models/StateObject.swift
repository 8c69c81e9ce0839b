import Foundation
import OpenCombine

/// The object behind one `@StateObject` at one view identity: made the first time it is read, kept
/// while the identity lives.
final class StateObjectStorage<ObjectType: ObservableObject> {
    private let make: () -> ObjectType
    private var made: ObjectType?
    var subscription: ModelChangeSubscription?

    init(_ make: @escaping () -> ObjectType) { self.make = make }

    var object: ObjectType {
        if let made { return made }
        let created = make()
        made = created
        subscription?.observe(created)
        return created
    }
}

/// The reference a `StateObject` value holds; redirected to the identity's storage when linked.
final class StateObjectBox<ObjectType: ObservableObject> {
    var storage: StateObjectStorage<ObjectType>
    init(_ make: @escaping () -> ObjectType) { storage = StateObjectStorage(make) }
}

/// An observable object owned by a view identity (SwiftUI's `@StateObject`): made once, when the
/// identity first reads it, and kept while the identity lives; the expression in the declaration is
/// not evaluated again when the view is re-created. A change the object announces (a `@Published`
/// write) updates the views in the change's transaction.
///
/// ```swift
/// final class Counter: ObservableObject { @Published var count = 0 }
/// struct CounterView: View {
///     @StateObject private var counter = Counter()
///     var body: some View {
///         Text("\(counter.count)").onTapGesture { withAnimation { counter.count += 1 } }
///     }
/// }
/// ```
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let box: StateObjectBox<ObjectType>

    /// A state object made by `thunk` when the view's identity first needs it.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = StateObjectBox(thunk)
    }

    /// The object.
    public var wrappedValue: ObjectType { box.storage.object }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

extension StateObject: GraphLinkedProperty {
    func storage(in graph: ViewGraph) -> AnyObject {
        let storage = box.storage
        let subscription = ModelChangeSubscription(link: graph.link)
        storage.subscription = subscription
        subscription.observe(storage.object)
        return storage
    }

    func link(to storage: AnyObject) {
        if let stored = storage as? StateObjectStorage<ObjectType> { box.storage = stored }
    }
}
