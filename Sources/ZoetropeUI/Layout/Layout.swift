import Foundation
import Geometry2D
import AnimationCore

/// A layout of your own: how a container sizes itself and places its subviews (SwiftUI's
/// `Layout`). Use it as a container: `MyLayout { views }`. Subviews are sized through their
/// proxies (`subviews[i].sizeThatFits(_:)`) and placed with `place(at:anchor:proposal:)`; a
/// subview you do not place sits at the centre of the bounds with the container's proposal, as
/// SwiftUI documents. Frames animate at each subview's identity like any other view's.
///
/// ```swift
/// struct Diagonal: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         subviews.reduce(.zero) { size, view in
///             let s = view.sizeThatFits(.unspecified)
///             return CGSize(width: size.width + s.width, height: size.height + s.height)
///         }
///     }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         var point = bounds.origin
///         for view in subviews {
///             let s = view.sizeThatFits(.unspecified)
///             view.place(at: point, proposal: ProposedViewSize(s))
///             point.x += s.width; point.y += s.height
///         }
///     }
/// }
/// let view = Diagonal { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 20, height: 20) }
/// ```
public protocol Layout {
    /// Data the layout computes once and reuses between `sizeThatFits` and `placeSubviews`.
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    /// The size the container takes for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places every subview in `bounds` (the size `sizeThatFits` answered, where the parent put it).
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// The spacing the container prefers around it (default: the union of its subviews').
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// A new cache for `subviews` (made once per layout pass).
    func makeCache(subviews: Subviews) -> Cache
    /// Brings `cache` up to date with `subviews` (default: makes a new one).
    func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout {
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(ViewSpacing()) { spacing, subview in
            var union = spacing
            union.formUnion(subview.spacing)
            return union
        }
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The layout as a container of `content` (`MyLayout { … }`).
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> _LayoutContainer<Self, V> {
        _LayoutContainer(layout: self, content: content())
    }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Void { () }
}

/// The preferred spacing around a view, per edge (SwiftUI's `ViewSpacing`). Zoetrope's views
/// prefer 8 points to any neighbour on every edge, and a `Spacer` 0 — the values stacks use
/// (SwiftUI's text-to-text distances vary by font; inferred).
///
/// ```swift
/// let gap = subviews[0].spacing.distance(to: subviews[1].spacing, along: .horizontal)   // 8
/// ```
public struct ViewSpacing: Sendable, Equatable {
    var edges: [CGFloat]   // top, leading, bottom, trailing

    /// No spacing preference: 0 on every edge.
    public static let zero = ViewSpacing(edges: [0, 0, 0, 0])

    /// The default: no preference (0).
    public init() { edges = [0, 0, 0, 0] }

    init(edges: [CGFloat]) { self.edges = edges }

    /// The spacing of an ordinary view: 8 on every edge (inferred).
    static let standard = ViewSpacing(edges: [8, 8, 8, 8])

    /// The larger preference of the two on each edge.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for (index, edge) in [Edge.Set.top, .leading, .bottom, .trailing].enumerated() where edges.contains(edge) {
            self.edges[index] = max(self.edges[index], other.edges[index])
        }
    }

    /// The union with `other` as a new value.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// The distance from this view to `next` placed after it along `axis`: the larger of this
    /// view's trailing (bottom) preference and the next's leading (top) one.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? max(edges[3], next.edges[1]) : max(edges[2], next.edges[0])
    }
}
