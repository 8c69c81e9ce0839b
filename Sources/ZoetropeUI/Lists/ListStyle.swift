import Foundation
import Geometry2D

/// How a `List` looks (`.listStyle(_:)`): SwiftUI's iPhone styles, light and dark.
///
/// ```swift
/// List { Section("Recent") { Text("Ada") } }.listStyle(.insetGrouped)
/// ```
public protocol ListStyle {
    /// Which built-in look this is.
    var _kind: _ListKind { get }
}

/// The built-in list looks.
public enum _ListKind: Hashable, Sendable {
    /// Rounded cards on the grouped background (iOS's default in a navigation stack, `Form`'s look).
    case insetGrouped
    /// Full-width sections on the grouped background.
    case grouped
    /// Full-width rows on the plain background.
    case plain
    /// Rounded cards on the plain background.
    case inset
}

public struct DefaultListStyle: ListStyle { public var _kind: _ListKind { .insetGrouped }; public init() {} }
public struct InsetGroupedListStyle: ListStyle { public var _kind: _ListKind { .insetGrouped }; public init() {} }
public struct GroupedListStyle: ListStyle { public var _kind: _ListKind { .grouped }; public init() {} }
public struct PlainListStyle: ListStyle { public var _kind: _ListKind { .plain }; public init() {} }
public struct InsetListStyle: ListStyle { public var _kind: _ListKind { .inset }; public init() {} }
/// The sidebar look; on iPhone, inset grouped.
public struct SidebarListStyle: ListStyle { public var _kind: _ListKind { .insetGrouped }; public init() {} }

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { DefaultListStyle() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { GroupedListStyle() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { PlainListStyle() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { InsetListStyle() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { SidebarListStyle() } }

struct ListStyleKey: EnvironmentKey { static let defaultValue = _ListKind.insetGrouped }

/// Whether a scroll view (a list, a form) draws its background (`.scrollContentBackground(_:)`).
struct ScrollContentBackgroundKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension View {
    /// Sets the look of the lists inside.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        modifier(_EnvironmentModifier { $0[ListStyleKey.self] = style._kind })
    }

    /// Hides (`.hidden`) the background a list or form draws behind its rows, so what is behind shows.
    ///
    /// ```swift
    /// List { … }.scrollContentBackground(.hidden).background(Color.indigo.gradient)
    /// ```
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        modifier(_EnvironmentModifier { $0[ScrollContentBackgroundKey.self] = visibility })
    }

    /// Hides or shows the separators of this list row (`edges` accepted: both are affected).
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        layoutValue(key: ListRowSeparatorKey.self, value: visibility)
    }

    /// Accepted; sections draw no separators of their own here.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

    /// Sets the insets of this list row's content (nil: the list's).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        layoutValue(key: ListRowInsetsKey.self, value: insets)
    }

    /// Draws `view` behind this list row, filling the row (nil: the list's row background).
    ///
    /// ```swift
    /// Text("Warning").listRowBackground(Color.yellow.opacity(0.3))
    /// ```
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        layoutValue(key: ListRowBackgroundKey.self, value: view.map { AnyView($0) })
    }
}

extension ForEach {
    /// Deletion of the rows of this `ForEach` in a list: a swipe to the left reveals "Delete" (a
    /// full swipe deletes at once), and in edit mode each row gets a red delete control before it
    /// that reveals it; "Delete" calls `action` with the row's offset. Spec §16.9.
    ///
    /// ```swift
    /// ForEach(items) { Text($0.name) }.onDelete { items.remove(atOffsets: $0) }
    /// ```
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
        var copy = self
        copy.edits.delete = action
        return copy
    }

    /// Reordering of the rows of this `ForEach` in a list: in edit mode each gets a reorder handle
    /// after it; dragging a handle moves the row, the others making room, and on release calls
    /// `action` with the row's offset and its destination (the offset it goes before, as
    /// `Array.move(fromOffsets:toOffset:)` takes). Spec §16.9.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
        var copy = self
        copy.edits.move = action
        return copy
    }
}

/// The edits a `ForEach` allows its list rows (``ForEach/onDelete(perform:)``, ``ForEach/onMove(perform:)``).
struct ForEachEdits {
    var delete: ((IndexSet) -> Void)?
    var move: ((IndexSet, Int) -> Void)?
    var isEmpty: Bool { delete == nil && move == nil }
}

/// A list row's offset in its `ForEach` and what that `ForEach` allows.
struct ListRowEdit {
    let offset: Int
    let edits: ForEachEdits
}

struct ListRowSeparatorKey: LayoutValueKey { static let defaultValue = Visibility.automatic }
struct ListRowInsetsKey: LayoutValueKey { static let defaultValue: EdgeInsets? = nil }
struct ListRowBackgroundKey: LayoutValueKey { static var defaultValue: AnyView? { nil } }

/// The numbers of a list look (points; *inferred* from iOS 17 screenshots on a 393-point-wide
/// iPhone: Apple documents none).
struct ListMetrics: Sendable {
    let kind: _ListKind
    /// From the list's edge to a card's.
    var margin: CGFloat { kind == .insetGrouped || kind == .inset ? 20 : 0 }
    var cornerRadius: CGFloat { kind == .insetGrouped || kind == .inset ? 10 : 0 }
    /// From a row's edge to its content.
    let rowPadding = EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
    let minimumRowHeight: CGFloat = 44
    /// Above a section with a header (the first, others) and above one without.
    var isGrouped: Bool { kind == .insetGrouped || kind == .grouped }
    func gapAbove(first: Bool, hasHeader: Bool) -> CGFloat {
        guard isGrouped else { return hasHeader ? (first ? 0 : 8) : 0 }
        return hasHeader ? (first ? 17 : 24) : (first ? 35 : 35)
    }
    let headerGap: CGFloat = 7
    let footerGap: CGFloat = 7
    var bottomPadding: CGFloat { isGrouped ? 35 : 0 }

    var background: Color { isGrouped ? SystemColors.systemGroupedBackground.color : SystemColors.systemBackground.color }
    var rowBackground: Color {
        isGrouped ? SystemColors.secondarySystemGroupedBackground.color : SystemColors.systemBackground.color
    }
}
