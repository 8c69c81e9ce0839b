import Foundation

/// `.preferredColorScheme(_:)`: a preference for the whole presentation. It records its scheme
/// with the graph while the tree resolves; the graph then resolves the root again in that scheme
/// when it differs from the one the pass used (see `ViewGraph.resolvePreferredColorScheme`).
struct _PreferredColorSchemeModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let colorScheme: ColorScheme?

    func resolve<Modified: View>(content: Modified, at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        if let colorScheme { node.graph.notePreferredColorScheme(colorScheme) }
        content.resolve(node.child(.content), context, &elements)
    }
}

extension View {
    /// Sets the preferred colour scheme of the presentation this view is in — in Zoetrope, the
    /// whole storyboard or preview: the root's `colorScheme` becomes `colorScheme`, and every view
    /// (not only this one) draws in that appearance. `nil` states no preference.
    ///
    /// As in SwiftUI, a preference propagates up to the presentation "until another color scheme
    /// modifier higher in the hierarchy overrides it": an enclosing view's preference wins over
    /// one inside it, and of two unrelated views the first in the tree (depth first) wins, as a
    /// `PreferenceKey` that keeps the first value does (inferred: Apple documents only the first rule).
    ///
    /// ```swift
    /// ContentView().preferredColorScheme(.dark)
    /// ```
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(_PreferredColorSchemeModifier(colorScheme: colorScheme))
    }

    /// Sets the colour scheme of this view and the views inside it (deprecated in SwiftUI for
    /// `preferredColorScheme(_:)`; the same as `.environment(\.colorScheme, colorScheme)`).
    ///
    /// ```swift
    /// Badge().colorScheme(.dark)
    /// ```
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}
