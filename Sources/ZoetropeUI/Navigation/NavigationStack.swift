import Foundation
import Geometry2D
import AnimationCore

/// A stack of views with a navigation bar (SwiftUI's `NavigationStack`), as an iPhone shows it:
/// the top view fills the space under a bar that holds its `.navigationTitle` (large, 34-point
/// bold, under the bar's row, or inline in it) and its `.toolbar` items. A `NavigationLink`
/// pushes its destination, which slides in from the trailing edge; the bar of a pushed view has
/// a back button that pops it. With `path:`, the pushed views are the path's values drawn by
/// `navigationDestination(for:)`.
///
/// ```swift
/// NavigationStack {
///     List(recipes) { recipe in
///         NavigationLink(recipe.name, value: recipe)
///     }
///     .navigationTitle("Recipes")
///     .navigationDestination(for: Recipe.self) { RecipeDetail(recipe: $0) }
/// }
/// ```
public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    let path: Binding<NavigationPath>?
    @State private var pushed = NavigationPath()
    @State private var destinations = NavigationDestinations()
    /// The edit mode the stack holds for `EditButton` and lists when the views around set none.
    @State private var editing = EditMode.inactive
    @Environment(\.editMode) private var outerEditMode

    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        path = nil
    }

    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = path
    }

    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data: MutableCollection, Data: RandomAccessCollection,
        Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        self.path = Binding(get: { NavigationPath(path.wrappedValue) }, set: { newPath in
            path.wrappedValue = Data(newPath.elements.compactMap { $0.base as? Data.Element })
        })
    }

    public var body: some View {
        let path = self.path ?? $pushed
        let destinations = self.destinations
        let levels = path.wrappedValue.elements
        let navigator = Navigator(path: path, destinations: destinations)
        return ZStack {
            NavigationLevel(depth: 0) { root }
            ForEach(Array(levels.enumerated()), id: \.offset) { index, value in
                NavigationLevel(depth: index + 1) {
                    destinations.view(for: value) ?? AnyView(Text("No destination for \(String(describing: value.base))"))
                }
                .background(Color.background)
                .transition(.move(edge: .trailing))
                .zIndex(Double(index + 1))
            }
        }
        .environment(\.navigator, navigator)
        .environment(\.editMode, outerEditMode ?? $editing)
    }
}

/// `NavigationView`, iOS 13's stack: the same look and pushes.
///
/// ```swift
/// NavigationView { List { … }.navigationTitle("Contacts") }
/// ```
public struct NavigationView<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { NavigationStack { content } }
}

extension View {
    /// Accepted: on iPhone every navigation view is a stack.
    public func navigationViewStyle<S>(_ style: S) -> some View { self }
}

/// The navigation styles `navigationViewStyle(_:)` accepts.
public struct StackNavigationViewStyle { public init() {} }
extension StackNavigationViewStyle { public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() } }

/// Pushes and pops for the stack around (its path and destinations).
struct Navigator {
    let path: Binding<NavigationPath>
    let destinations: NavigationDestinations
    /// The titles the levels showed at their last resolve, by depth.
    var titles: [Int: Text] { destinations.titles }

    /// Pushes `value`, sliding its view in (0.35 s, iOS's push).
    func push(_ value: AnyHashable) {
        withAnimation(.easeInOut(duration: 0.35)) { path.wrappedValue.elements.append(value) }
    }

    /// Pushes a view (`NavigationLink(destination:)`), standing in the path as a fresh token.
    func push<V: View>(view: V) {
        push(AnyHashable(destinations.token(for: view)))
    }

    /// The title of the view under the top one, for the top one's back button.
    func title(below depth: Int) -> Text? { titles[depth - 1] }

    /// Pops the top view.
    func pop() {
        guard !path.wrappedValue.isEmpty else { return }
        withAnimation(.easeInOut(duration: 0.35)) { path.wrappedValue.removeLast() }
    }
}

/// A value standing for a view pushed by `NavigationLink(destination:)`.
struct PushedView: Hashable { let id: Int }

struct NavigatorKey: EnvironmentKey { static var defaultValue: Navigator? { nil } }

extension EnvironmentValues {
    var navigator: Navigator? {
        get { self[NavigatorKey.self] }
        set { self[NavigatorKey.self] = newValue }
    }
}
