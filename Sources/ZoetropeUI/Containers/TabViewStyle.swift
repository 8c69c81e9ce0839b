import Foundation

/// How a `TabView` shows its tabs (SwiftUI's `TabViewStyle`): a tab bar (the default) or pages.
public protocol TabViewStyle: Sendable {
    /// The page style's index dots, or nil for a tab bar.
    var _pageIndex: PageTabViewStyle.IndexDisplayMode? { get }
}

/// The platform's style: on iPhone, a tab bar along the bottom.
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
    public var _pageIndex: PageTabViewStyle.IndexDisplayMode? { nil }
}

/// Pages side by side, one shown at a time, with index dots (SwiftUI's `PageTabViewStyle`).
public struct PageTabViewStyle: TabViewStyle {
    /// When the index dots show.
    public struct IndexDisplayMode: Hashable, Sendable {
        let value: Int
        /// With more than one page.
        public static let automatic = IndexDisplayMode(value: 0)
        public static let always = IndexDisplayMode(value: 1)
        public static let never = IndexDisplayMode(value: 2)
    }
    public let indexDisplayMode: IndexDisplayMode
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
    public var _pageIndex: IndexDisplayMode? { indexDisplayMode }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// How a page `TabView`'s index dots are drawn (SwiftUI's `IndexViewStyle`).
public protocol IndexViewStyle: Sendable {
    var _backgroundShown: Bool { get }
}

/// The page index: dots, with a translucent capsule behind them when `backgroundDisplayMode` is `.always`.
public struct PageIndexViewStyle: IndexViewStyle {
    public struct BackgroundDisplayMode: Hashable, Sendable {
        let value: Int
        public static let automatic = BackgroundDisplayMode(value: 0)
        public static let interactive = BackgroundDisplayMode(value: 1)
        public static let always = BackgroundDisplayMode(value: 2)
        public static let never = BackgroundDisplayMode(value: 3)
    }
    public let backgroundDisplayMode: BackgroundDisplayMode
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { self.backgroundDisplayMode = backgroundDisplayMode }
    public var _backgroundShown: Bool { backgroundDisplayMode == .always }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

struct TabViewStyleKey: EnvironmentKey { static let defaultValue: PageTabViewStyle.IndexDisplayMode? = nil }
struct IndexBackgroundKey: EnvironmentKey { static let defaultValue = false }

extension View {
    /// Shows the `TabView`s below as a tab bar (`.automatic`) or as pages (`.page`).
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        let index = style._pageIndex
        return modifier(_EnvironmentModifier { $0[TabViewStyleKey.self] = index })
    }

    /// How the page `TabView`s below draw their index dots.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        let shown = style._backgroundShown
        return modifier(_EnvironmentModifier { $0[IndexBackgroundKey.self] = shown })
    }

    /// The item this view shows in its `TabView`'s tab bar (a `Label`, or an `Image` and a `Text`).
    ///
    /// ```swift
    /// HomeView().tabItem { Label("Home", systemImage: "house") }
    /// ```
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(_TabItemModifier(item: AnyView(label())))
    }
}

/// Keeps a tab's item view on the tab's element, for its `TabView` to resolve.
struct _TabItemModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let item: AnyView

    func resolve<Modified: View>(content: Modified, at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        content.wrap(at: node, in: context, into: &elements) { child, owner in
            TabItemElement(child: child, item: item, node: owner, context: context)
        }
    }
}

/// A tab's content with the item its tab bar shows.
final class TabItemElement: WrapperElement {
    let item: AnyView
    init(child: ViewElement, item: AnyView, node: ViewNode, context: ResolveContext) {
        self.item = item
        super.init(child: child, node: node, context: context)
    }
}
