import Foundation

/// Dynamic properties: `@State` storage kept per view identity, `@Environment` values installed
/// before each body runs, and the state owners `Storyboard.set(state:…)` finds.
extension ViewGraph {
    /// Runs `body` as a view body: state reads see committed values, and the `@Observable`
    /// properties it reads are tracked (a change to one runs an update in the change's transaction).
    func evaluatingBody<T>(_ body: () -> T) -> T {
        let outer = isEvaluatingBody
        isEvaluatingBody = true
        defer { isEvaluatingBody = outer }
        return withObservationTracking(body, onChange: observationHandler)
    }

    /// Links the `@State` (and other dynamic) properties of `value` to the storage of `node`, in
    /// declaration order: the first appearance keeps the value's initial storage, later ones
    /// redirect the fresh properties to it. `@Environment` properties get `environment`. Returns
    /// false (with the error recorded) when the body cannot run: an `@EnvironmentObject` no
    /// ancestor supplied.
    @discardableResult
    func linkDynamicProperties<Value>(of value: Value, at node: ViewNode, environment: EnvironmentValues) -> Bool {
        let type = ObjectIdentifier(Value.self)
        if dynamicPropertyTypes[type] == false { return true }
        var found = false
        var complete = true
        for (index, child) in Mirror(reflecting: value).children.enumerated() {
            if let reader = child.value as? any EnvironmentReadingProperty {
                reader.install(environment)
                found = true
                if let missing = reader.missingObjectType {
                    fail(ViewGraphError.missingEnvironmentObject(missing))
                    complete = false
                }
                if !(reader is any GraphLinkedProperty) { continue }
            }
            guard let property = child.value as? any GraphLinkedProperty else { continue }
            found = true
            if let stored = node.dynamicSlots[index] {
                property.link(to: stored)
            } else {
                node.dynamicSlots[index] = property.storage(in: self)
                if node.stateOwner == nil { stateOwnerRefs.append(WeakNodeReference(node: node)) }
                node.stateOwner = Value.self
                if let label = child.label { node.stateNames[label.hasPrefix("_") ? String(label.dropFirst()) : label] = index }
            }
        }
        dynamicPropertyTypes[type] = found
        return complete
    }

    /// The identities in the tree that hold `@State`, in the order they appeared.
    var stateOwnerNodes: [ViewNode] {
        stateOwnerRefs.removeAll { $0.node == nil }
        return stateOwnerRefs.compactMap { ref in ref.node.flatMap { $0.visitedPass == pass ? $0 : nil } }
    }
}

/// A node held weakly (a state owner the graph lists without keeping it alive).
struct WeakNodeReference {
    weak var node: ViewNode?
}

/// A property the graph links to a view identity's storage (`@State`).
protocol GraphLinkedProperty {
    /// This property's storage, attached to `graph`, to keep for the identity.
    func storage(in graph: ViewGraph) -> AnyObject
    /// Redirects this (fresh) property to the identity's `storage`.
    func link(to storage: AnyObject)
}
