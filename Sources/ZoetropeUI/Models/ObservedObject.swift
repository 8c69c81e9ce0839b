import Foundation
import OpenCombine

/// The object a `ObservedObject` value shows (shared by the copies of the view value).
final class ObservedObjectBox<ObjectType: ObservableObject> {
    let object: ObjectType
    init(_ object: ObjectType) { self.object = object }
}

/// An observable object a view is given (SwiftUI's `@ObservedObject`): the view does not own it
/// (its owner keeps it), but updates when the object announces a change, in that change's
/// transaction. Passing a different object to the view observes the new one.
///
/// ```swift
/// struct Badge: View {
///     @ObservedObject var cart: CartModel
///     var body: some View { Text("\(cart.items.count)") }
/// }
/// ```
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Bindings to an observed object's properties: `$model.name` is a `Binding<String>`.
    public typealias Wrapper = _ObservedObjectWrapper<ObjectType>

    let box: ObservedObjectBox<ObjectType>

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) { box = ObservedObjectBox(wrappedValue) }
    /// Observes `initialValue`.
    public init(initialValue: ObjectType) { self.init(wrappedValue: initialValue) }

    /// The object.
    public var wrappedValue: ObjectType { box.object }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: Wrapper { Wrapper(object: box.object) }
}

extension ObservedObject: GraphLinkedProperty {
    func storage(in graph: ViewGraph) -> AnyObject {
        let subscription = ModelChangeSubscription(link: graph.link)
        subscription.observe(box.object)
        return subscription
    }

    func link(to storage: AnyObject) {
        (storage as? ModelChangeSubscription)?.observe(box.object)
    }
}
