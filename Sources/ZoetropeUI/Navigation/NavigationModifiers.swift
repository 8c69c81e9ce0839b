import Foundation
import Geometry2D

extension View {
    /// The title the navigation bar shows for this view.
    ///
    /// ```swift
    /// List { … }.navigationTitle("Contacts")
    /// ```
    public func navigationTitle(_ title: Text) -> some View {
        modifier(navigationBarGathering { if $0.title == nil { $0.title = title } })
    }

    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }

    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(Text(title)) }

    /// An editable title (shown, not edited, here).
    public func navigationTitle(_ title: Binding<String>) -> some View { navigationTitle(Text(title.wrappedValue)) }

    /// How the navigation title is shown: large under the bar, or inline in it.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(navigationBarGathering { if $0.displayMode == nil { $0.displayMode = displayMode } })
    }

    /// iOS 17's `toolbarTitleDisplayMode(_:)` (`.inlineLarge` is drawn large).
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode == .inline ? .inline : mode == .automatic ? .automatic : .large)
    }

    /// iOS 13's title with its display mode.
    @available(*, deprecated, renamed: "navigationTitle(_:)")
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    @available(*, deprecated, renamed: "navigationTitle(_:)")
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
        navigationBarTitle(Text(titleKey), displayMode: displayMode)
    }

    /// Items of the navigation bar (or the views of a toolbar): `ToolbarItem`s with their placements,
    /// or plain views (trailing).
    ///
    /// ```swift
    /// .toolbar { Button { add() } label: { Image(systemName: "plus") } }
    /// ```
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let items = AnyView(content())
        return modifier(navigationBarGathering { $0.toolbars.append(items) })
    }

    /// iOS 13's bar items.
    @available(*, deprecated, message: "Use toolbar(content:)")
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .topBarLeading) { leading }
            ToolbarItem(placement: .topBarTrailing) { trailing }
        }
    }

    @available(*, deprecated, message: "Use toolbar(content:)")
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .topBarTrailing) { trailing } }
    }

    @available(*, deprecated, message: "Use toolbar(content:)")
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .topBarLeading) { leading } }
    }

    /// Hides (`.hidden`) the navigation bar of this view (other bars: accepted).
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let hides = visibility == .hidden && (bars.isEmpty || bars.contains { $0.isNavigationBar })
        return modifier(navigationBarGathering { if hides { $0.isHidden = true } })
    }

    /// Hides the navigation bar of this view.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(navigationBarGathering { if hidden { $0.isHidden = true } })
    }

    /// Hides the back button of this pushed view.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(navigationBarGathering { if hidesBackButton { $0.backButtonHidden = true } })
    }

    /// Accepted: the bar stays transparent (iOS's look at the top of the content).
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }
    /// Accepted: the bar stays transparent.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    /// Accepted.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }

    /// The view the stack pushes for a value of `data`'s type (`NavigationLink(value:)`, a path).
    ///
    /// ```swift
    /// .navigationDestination(for: Recipe.self) { recipe in RecipeDetail(recipe: recipe) }
    /// ```
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(destinationGathering { $0.register(data, destination) })
    }
}

/// Registers destinations with the stack around, then resolves the content.
func destinationGathering(_ register: @escaping (NavigationDestinations) -> Void) -> _GatheringModifier<NavigationDestinations> {
    _GatheringModifier(model: { $0.navigator?.destinations }, update: register)
}
