import Foundation

/// A list of pushed values of any hashable types (SwiftUI's `NavigationPath`), for
/// `NavigationStack(path:)`: append a value and the stack pushes the view its
/// `navigationDestination(for:)` makes for it.
///
/// ```swift
/// @State private var path = NavigationPath()
/// NavigationStack(path: $path) { … }
/// Button("Open") { path.append(recipe) }
/// ```
public struct NavigationPath: Equatable {
    var elements: [AnyHashable] = []

    public init() {}
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map { AnyHashable($0) } }

    /// How many values are pushed.
    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(max(k, 0), elements.count)) }
}

/// What a stack pushes: values and the views for them.
final class NavigationDestinations: @unchecked Sendable {
    /// Each level's title at its last resolve (a pushed view's back button shows the one below).
    var titles: [Int: Text] = [:]
    /// `navigationDestination(for:)` builders, by the value's type.
    private var builders: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]

    func register<D: Hashable, V: View>(_ type: D.Type, _ destination: @escaping (D) -> V) {
        builders[ObjectIdentifier(type)] = { value in (value.base as? D).map { AnyView(destination($0)) } }
    }

    /// Views pushed by `NavigationLink(destination:)`, by their `PushedView` token.
    private var pushedViews: [PushedView: AnyView] = [:]
    private var nextToken = 0

    /// A token standing for `view` in a path.
    func token<V: View>(for view: V) -> PushedView {
        nextToken += 1
        let token = PushedView(id: nextToken)
        pushedViews[token] = AnyView(view)
        return token
    }

    /// The view for `value` (nil: no destination for its type).
    func view(for value: AnyHashable) -> AnyView? {
        if let token = value.base as? PushedView { return pushedViews[token] }
        return builders[ObjectIdentifier(type(of: value.base))]?(value)
    }
}
