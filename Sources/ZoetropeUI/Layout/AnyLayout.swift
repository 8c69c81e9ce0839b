import Foundation
import Geometry2D
import AnimationCore

/// Any layout, type-erased (SwiftUI's `AnyLayout`): a container whose layout can change while
/// its subviews keep their identities. Changing it inside `withAnimation` animates each subview
/// from its old frame to its new one, in the one transaction.
///
/// ```swift
/// let layout = isLandscape ? AnyLayout(HStackLayout(spacing: 12)) : AnyLayout(VStackLayout(spacing: 12))
/// layout { tileA; tileB; tileC }
/// ```
///
/// Called directly as a `Layout` (from another layout), it makes the wrapped layout's cache for
/// each call.
public struct AnyLayout: Layout {
    let base: any Layout

    public init<L: Layout>(_ layout: L) {
        if let erased = layout as? AnyLayout { base = erased.base } else { base = layout }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        base.erasedSize(proposal: proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        base.erasedPlace(in: bounds, proposal: proposal, subviews: subviews)
    }
}

extension AnyLayout: BuiltinLayout {
    var ordersRightToLeft: Bool { base.listsRightToLeft }

    func makeBuiltinElement(children: [ViewElement], ghosts: [PlacedGhost], node: ViewNode, context: ResolveContext) -> ViewElement {
        base.makeElement(children: children, ghosts: ghosts, node: node, context: context)
    }
}

extension Layout {
    func erasedSize(proposal: ProposedViewSize, subviews: Subviews) -> CGSize {
        var cache = makeCache(subviews: subviews)
        return sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func erasedPlace(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews) {
        var cache = makeCache(subviews: subviews)
        placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
