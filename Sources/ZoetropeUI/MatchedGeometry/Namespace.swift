import Foundation

/// A namespace for matched-geometry identifiers (SwiftUI's `@Namespace`): each view identity gets
/// one stable ``ID`` for as long as it lives, so the same `id` in two namespaces never matches.
///
/// ```swift
/// struct Hero: View {
///     @Namespace private var hero
///     @State private var expanded = false
///     var body: some View {
///         if expanded { Color.blue.matchedGeometryEffect(id: "card", in: hero).frame(height: 300) }
///         else { Color.blue.matchedGeometryEffect(id: "card", in: hero).frame(width: 80, height: 80) }
///     }
/// }
/// ```
@propertyWrapper
public struct Namespace: DynamicProperty {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    private let box = NamespaceBox()

    public init() {}

    public var wrappedValue: ID { ID(value: box.id) }
}

/// The storage of one `@Namespace`: its number, taken from a process-wide counter when first made.
final class NamespaceBox: @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var last = 0

    var id: Int

    init() {
        Self.lock.lock()
        Self.last += 1
        id = Self.last
        Self.lock.unlock()
    }
}

extension Namespace: GraphLinkedProperty {
    func storage(in graph: ViewGraph) -> AnyObject { box }
    func link(to storage: AnyObject) {
        if let stored = storage as? NamespaceBox { box.id = stored.id }
    }
}
