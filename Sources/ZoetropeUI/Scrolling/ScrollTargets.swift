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

    /// How a scroll view inside this view settles when a drag lets go (SwiftUI's
    /// `scrollTargetBehavior(_:)`): `.paging` on whole pages, `.viewAligned` on a view of the
    /// `scrollTargetLayout()`, or a behaviour of one's own.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { … }.scrollTargetBehavior(.paging)
    /// ```
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        environment(\.scrollTargetBehavior, behavior)
    }
}

/// How a scroll view settles when a drag lets go (SwiftUI's `ScrollTargetBehavior`): given where
/// the content would come to rest (`target.rect`, the visible region there), it may move it.
///
/// ```swift
/// struct Snap: ScrollTargetBehavior {
///     func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
///         target.rect.origin.y = (target.rect.minY / 100).rounded() * 100
///     }
/// }
/// ```
public protocol ScrollTargetBehavior {
    /// Moves `target` (the visible region where the content would come to rest).
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
    typealias TargetContext = ScrollTargetBehaviorContext
}

/// Where a scroll view comes to rest: the visible region in content coordinates.
public struct ScrollTarget: Sendable {
    /// The region that shows when the scroll view rests.
    public var rect: CGRect
    /// Where `rect` is aligned in the visible region (nil: as it is).
    public var anchor: UnitPoint?

    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a ``ScrollTargetBehavior`` sees when a drag lets go.
public struct ScrollTargetBehaviorContext: Sendable {
    /// The target before any behaviour moved it.
    public var originalTarget: ScrollTarget
    /// The drag's velocity when it let go, in content points per second (positive: scrolling
    /// towards the end of the content).
    public var velocity: CGVector
    /// The content's size (margins included).
    public var contentSize: CGSize
    /// The scroll view's size.
    public var containerSize: CGSize
    /// The axes it scrolls along.
    public var axes: Axis.Set
    /// Where the drag began: the visible region then.
    var startRect: CGRect
    /// The frames of the views of the scroll target layout, in content coordinates less the leading
    /// and top content margins: a frame's origin is the offset that lines it up with the margin.
    var targetFrames: [CGRect]
}

/// Settles on whole pages of the scroll view's size, one page at most from where the drag began
/// (UIKit's `isPagingEnabled`).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        func settle(_ proposed: CGFloat, _ start: CGFloat, _ page: CGFloat, _ extent: CGFloat) -> CGFloat {
            guard page > 0 else { return proposed }
            let first = (start / page).rounded()
            let index = min(max((proposed / page).rounded(), first - 1), first + 1)
            return min(max(index * page, 0), max(extent - page, 0))
        }
        if context.axes.contains(.horizontal) {
            target.rect.origin.x = settle(target.rect.minX, context.startRect.minX, context.containerSize.width, context.contentSize.width)
        }
        if context.axes.contains(.vertical) {
            target.rect.origin.y = settle(target.rect.minY, context.startRect.minY, context.containerSize.height, context.contentSize.height)
        }
    }
}

/// Settles with a view of the scroll target layout at the scroll view's leading (top) edge: the
/// one whose edge lies nearest the resting place (with `.always`, at most one view past where the
/// drag began).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How far one swipe may go.
    public struct LimitBehavior: Sendable, Hashable {
        let value: Int
        /// As `.always` on a compact iPhone, `.never` elsewhere (Zoetrope: `.never`).
        public static let automatic = LimitBehavior(value: 0)
        /// One view per swipe at most.
        public static let always = LimitBehavior(value: 1)
        /// As far as the swipe carries.
        public static let never = LimitBehavior(value: 2)
    }
    public var limitBehavior: LimitBehavior
    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        guard !context.targetFrames.isEmpty else { return }
        let horizontal = context.axes == .horizontal
        let edges = context.targetFrames.map { horizontal ? $0.minX : $0.minY }
        let proposed = horizontal ? target.rect.minX : target.rect.minY
        let start = horizontal ? context.startRect.minX : context.startRect.minY
        var best = edges.min { abs($0 - proposed) < abs($1 - proposed) }!
        if limitBehavior == .always, let current = edges.min(by: { abs($0 - start) < abs($1 - start) }),
           let index = edges.firstIndex(of: current) {
            let allowed = edges[max(index - 1, 0)...min(index + 1, edges.count - 1)]
            best = allowed.min { abs($0 - proposed) < abs($1 - proposed) }!
        }
        if horizontal { target.rect.origin.x = best } else { target.rect.origin.y = best }
    }
}

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

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Whole pages of the scroll view's size.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// A view of the scroll target layout at the leading (top) edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// A view at the edge, with a limit on how far one swipe goes.
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

struct ScrollTargetBehaviorKey: EnvironmentKey { static var defaultValue: (any ScrollTargetBehavior)? { nil } }

extension EnvironmentValues {
    var scrollTargetBehavior: (any ScrollTargetBehavior)? {
        get { self[ScrollTargetBehaviorKey.self] }
        set { self[ScrollTargetBehaviorKey.self] = newValue }
    }
}
