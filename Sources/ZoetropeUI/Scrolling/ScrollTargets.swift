import Foundation
import Geometry2D
import AnimationCore

extension View {
    /// Marks this layout's children as the views `scrollPosition(id:)` reports and scrolls to.
    ///
    /// ```swift
    /// LazyHStack { ForEach(cards) { CardView(card: $0) } }.scrollTargetLayout()
    /// ```
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(_WrappingLayout { isEnabled ? ScrollTargetLayoutElement(child: $0, node: $1, context: $2) : $0 })
    }

    /// How a scroll view settles after a user's scroll (`.paging`, `.viewAligned`). Zoetrope has no
    /// scrolling by touch yet, so nothing settles: the behaviour is kept for that day and changes
    /// no picture (scripted scrolls go where they are told).
    ///
    /// ```swift
    /// ScrollView(.horizontal) { … }.scrollTargetBehavior(.paging)
    /// ```
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }
}

/// How a scroll view settles after a user's scroll (SwiftUI's `ScrollTargetBehavior`).
public protocol ScrollTargetBehavior: Sendable {}

/// Settles on whole pages of the scroll view's size.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

/// Settles with a view of the scroll target layout aligned to the scroll view's edge.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// Which views may be skipped by one swipe (accepted; nothing swipes in Zoetrope yet).
    public struct LimitBehavior: Sendable, Hashable {
        let value: Int
        public static let automatic = LimitBehavior(value: 0)
        public static let always = LimitBehavior(value: 1)
        public static let never = LimitBehavior(value: 2)
    }
    public var limitBehavior: LimitBehavior
    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Pages of the scroll view's size.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Views of the scroll target layout aligned to the edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Views aligned to the edge, with a limit on how many one swipe passes.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

extension Transaction {
    /// Where a view scrolled to by `scrollPosition(id:)` lands in the visible region when the
    /// modifier gives no anchor.
    ///
    /// ```swift
    /// withTransaction(\.scrollTargetAnchor, .bottom) { position = items.last?.id }
    /// ```
    public var scrollTargetAnchor: UnitPoint? {
        get { self[ScrollTargetAnchorKey.self] }
        set { self[ScrollTargetAnchorKey.self] = newValue }
    }
}

private struct ScrollTargetAnchorKey: TransactionKey { static let defaultValue: UnitPoint? = nil }

/// A layout whose children are a scroll view's targets (`scrollTargetLayout()`).
final class ScrollTargetLayoutElement: WrapperElement {
    /// The targets: the layout's children (through wrappers around the layout).
    var targets: [ViewElement] {
        var layout: ViewElement = child
        while let wrapper = layout as? WrapperElement, !(wrapper is ScrollTargetLayoutElement) { layout = wrapper.child }
        return layout.children
    }

    /// The first target layout at or below `element`.
    static func first(in element: ViewElement) -> ScrollTargetLayoutElement? {
        var queue = [element]
        var index = 0
        while index < queue.count {
            if let found = queue[index] as? ScrollTargetLayoutElement { return found }
            queue.append(contentsOf: queue[index].children)
            index += 1
        }
        return nil
    }
}
