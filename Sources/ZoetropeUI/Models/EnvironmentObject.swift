import Foundation
import OpenCombine

/// The key an environment object of type `ObjectType` is stored under.
enum EnvironmentObjectKey<ObjectType> {}

extension EnvironmentValues {
    /// The environment object of type `ObjectType` set above, if any.
    func environmentObject<ObjectType: AnyObject>(of type: ObjectType.Type) -> ObjectType? {
        storage.values[ObjectIdentifier(EnvironmentObjectKey<ObjectType>.self)] as? ObjectType
    }
}

/// Where an `EnvironmentObject` keeps the object its view's last body run found.
final class EnvironmentObjectBox<ObjectType: ObservableObject> {
    var object: ObjectType?
}

/// An observable object supplied by an ancestor view with `.environmentObject(_:)` (SwiftUI's
/// `@EnvironmentObject`), found by its type. The view updates when the object announces a change,
/// in the change's transaction.
///
/// Where no ancestor supplies one, SwiftUI stops the app; here the view's body is not run and the
/// frame fails with `ViewGraphError.missingEnvironmentObject` naming the type. Reading the
/// property outside a body of a view that never found its object stops the program, as in SwiftUI.
///
/// ```swift
/// struct RootView: View {
///     @EnvironmentObject var store: HabitStore
///     var body: some View { Text("\(store.habits.count) habits") }
/// }
/// // RootView().environmentObject(HabitStore())
/// ```
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let box = EnvironmentObjectBox<ObjectType>()

    /// An environment object read by its type.
    public init() {}

    /// The object an ancestor supplied.
    public var wrappedValue: ObjectType {
        guard let object = box.object else {
            preconditionFailure("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for"
                + " \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Bindings to the object's properties (`$store.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

extension EnvironmentObject: EnvironmentReadingProperty {
    func install(_ values: EnvironmentValues) {
        box.object = values.environmentObject(of: ObjectType.self)
    }

    var missingObjectType: String? { box.object == nil ? String(describing: ObjectType.self) : nil }
}

extension EnvironmentObject: GraphLinkedProperty {
    func storage(in graph: ViewGraph) -> AnyObject {
        let subscription = ModelChangeSubscription(link: graph.link)
        if let object = box.object { subscription.observe(object) }
        return subscription
    }

    func link(to storage: AnyObject) {
        if let object = box.object { (storage as? ModelChangeSubscription)?.observe(object) }
    }
}

extension View {
    /// Supplies `object` to the views inside as an environment object: their
    /// `@EnvironmentObject var x: ObjectType` finds it.
    ///
    /// ```swift
    /// HabitsRootView().environmentObject(HabitStore())
    /// ```
    public func environmentObject<ObjectType: ObservableObject>(_ object: ObjectType) -> some View {
        modifier(_EnvironmentModifier { $0.storage.values[ObjectIdentifier(EnvironmentObjectKey<ObjectType>.self)] = object })
    }
}

/// The key an `@Observable` object of type `ObjectType` is stored under in the environment.
enum ObservableEnvironmentKey<ObjectType> {}

extension EnvironmentValues {
    /// The `@Observable` object of type `ObjectType` set above with `.environment(_:)`, if any.
    func observableObject<ObjectType: AnyObject>(of type: ObjectType.Type) -> ObjectType? {
        storage.values[ObjectIdentifier(ObservableEnvironmentKey<ObjectType>.self)] as? ObjectType
    }
}

extension View {
    /// Supplies the `@Observable` `object` to the views inside: their
    /// `@Environment(ObjectType.self) var x` finds it (nil removes one set above).
    ///
    /// ```swift
    /// LibraryView().environment(library)
    /// ```
    public func environment<ObjectType: AnyObject & Observable>(_ object: ObjectType?) -> some View {
        modifier(_EnvironmentModifier { $0.storage.values[ObjectIdentifier(ObservableEnvironmentKey<ObjectType>.self)] = object })
    }
}
