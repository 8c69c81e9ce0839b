import Foundation
import Geometry2D

/// Where a toolbar item goes (SwiftUI's `ToolbarItemPlacement`). In the navigation bar: leading
/// (`.topBarLeading`, `.navigationBarLeading`, `.navigation`, `.cancellationAction`), centred
/// (`.principal`, in place of an inline title) or trailing (the rest); `.bottomBar`, `.keyboard`
/// and `.status` items are not drawn (Zoetrope draws no bottom toolbar).
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Side: Hashable, Sendable { case leading, principal, trailing, hidden }
    let side: Side

    public static let automatic = ToolbarItemPlacement(side: .trailing)
    public static let principal = ToolbarItemPlacement(side: .principal)
    public static let navigation = ToolbarItemPlacement(side: .leading)
    public static let primaryAction = ToolbarItemPlacement(side: .trailing)
    public static let secondaryAction = ToolbarItemPlacement(side: .trailing)
    public static let confirmationAction = ToolbarItemPlacement(side: .trailing)
    public static let cancellationAction = ToolbarItemPlacement(side: .leading)
    public static let destructiveAction = ToolbarItemPlacement(side: .trailing)
    public static let topBarLeading = ToolbarItemPlacement(side: .leading)
    public static let topBarTrailing = ToolbarItemPlacement(side: .trailing)
    public static let navigationBarLeading = ToolbarItemPlacement(side: .leading)
    public static let navigationBarTrailing = ToolbarItemPlacement(side: .trailing)
    public static let bottomBar = ToolbarItemPlacement(side: .hidden)
    public static let keyboard = ToolbarItemPlacement(side: .hidden)
    public static let status = ToolbarItemPlacement(side: .hidden)
}

/// One item of a `.toolbar { }`, with its placement.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .topBarTrailing) { Button("Edit") { editing.toggle() } }
/// }
/// ```
public struct ToolbarItem<ID, Content: View>: View {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.placement = placement
        self.content = content()
    }

    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {
        self.placement = placement
        self.content = content()
    }

    public var body: some View { content.layoutValue(key: ToolbarPlacementKey.self, value: placement) }
}

/// Several toolbar items at one placement.
public struct ToolbarItemGroup<Content: View>: View {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public var body: some View { content.layoutValue(key: ToolbarPlacementKey.self, value: placement) }
}

struct ToolbarPlacementKey: LayoutValueKey { static let defaultValue = ToolbarItemPlacement.automatic }

/// The toolbar views of one side of the bar: every toolbar's views, those placed elsewhere left out.
struct _ToolbarSlot: View, PrimitiveView {
    typealias Body = Never
    let items: [AnyView]
    let side: ToolbarItemPlacement.Side
    /// Drawn when no item is placed here (the inline title in the principal slot).
    let fallback: AnyView?

    static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.resolve(inputs, &outputs)
    }

    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        var produced: [ViewElement] = []
        for (index, item) in items.enumerated() {
            var views: [ViewElement] = []
            item.resolve(node.child(.index(index)), context, &views)
            produced += views.filter { $0.layoutValue(ToolbarPlacementKey.self).side == side }
        }
        if produced.isEmpty, let fallback {
            fallback.resolve(node.child(.secondary(0)), context, &elements)
            return
        }
        guard !produced.isEmpty else { return }
        elements.append(StackElement(axis: .horizontal, alignment: 0.5, spacing: 16, children: produced, node: node, context: context))
    }
}

/// How a navigation title is shown.
public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Large at the top of a stack, as the view before it otherwise.
        case automatic
        /// In the bar's row, centred.
        case inline
        /// Large, under the bar's row.
        case large
    }
}

/// iOS 17's name for the title display modes.
public enum ToolbarTitleDisplayMode: Hashable, Sendable {
    case automatic, inline, inlineLarge, large
}

/// The bars `.toolbar(_:for:)` can hide.
public struct ToolbarPlacement: Hashable, Sendable {
    let isNavigationBar: Bool
    public static let navigationBar = ToolbarPlacement(isNavigationBar: true)
    public static let tabBar = ToolbarPlacement(isNavigationBar: false)
    public static let bottomBar = ToolbarPlacement(isNavigationBar: false)
    public static let automatic = ToolbarPlacement(isNavigationBar: true)
}
