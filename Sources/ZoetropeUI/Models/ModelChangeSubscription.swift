import Foundation
import AnimationCore
import OpenCombine

/// What ties one view identity to the `ObservableObject` it holds (`@StateObject`, `@ObservedObject`,
/// `@EnvironmentObject`): when the object's `objectWillChange` fires, the graph runs an update in the
/// transaction of the change, so `withAnimation { store.count += 1 }` animates what the change shows.
///
/// Every update re-runs the bodies, so the update itself needs no mutation: the object already
/// holds the new value when its body runs. Changes are made on the graph's thread (an action, a
/// scheduled block), as SwiftUI requires them on the main thread.
final class ModelChangeSubscription {
    private let link: GraphLink
    private weak var object: AnyObject?
    private var cancellable: AnyCancellable?

    init(link: GraphLink) { self.link = link }

    /// Subscribes to `object` (once: observing the same object again keeps the subscription).
    func observe<Object: ObservableObject>(_ object: Object) {
        if let current = self.object, current === object { return }
        self.object = object
        let link = self.link
        cancellable = object.objectWillChange.sink { _ in link.graph?.modelWillChange() }
    }
}

extension ViewGraph {
    /// A model the views read will change: an update runs in the change's transaction (writes made
    /// in one `withAnimation` join one update).
    func modelWillChange() {
        enqueueWrite({}, transaction: Transaction.current)
    }
}

/// `ObservableObject` properties' bindings: `$model.name` is a `Binding` to `model.name`.
@dynamicMemberLookup
public struct _ObservedObjectWrapper<ObjectType: ObservableObject> {
    let object: ObjectType

    /// A binding to `object[keyPath: keyPath]`; a write is made in the binding's transaction.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        let object = object
        return Binding(get: { object[keyPath: keyPath] },
                       set: { value, transaction in withTransaction(transaction) { object[keyPath: keyPath] = value } })
    }
}
