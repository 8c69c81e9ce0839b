import Foundation
import Geometry2D
import AnimationCore

/// `HStack`'s layout as a value (SwiftUI's `HStackLayout`): `HStackLayout { … }` is `HStack { … }`
/// (the same stack algorithm, the same element), and it can be switched with others in an
/// `AnyLayout`.
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout(spacing: 12)) : AnyLayout(VStackLayout(spacing: 12))
/// layout { Color.red; Color.blue }
/// ```
public struct HStackLayout: Layout, BuiltinLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    var ordersRightToLeft: Bool { true }

    func makeBuiltinElement(children: [ViewElement], ghosts: [PlacedGhost], node: ViewNode, context: ResolveContext) -> ViewElement {
        StackElement(axis: .horizontal, alignment: alignment.fraction, textBaseline: alignment.textBaseline,
                     guide: alignment.guide(context.environment.layoutDirection), spacing: spacing,
                     children: children, ghosts: ghosts, node: node, context: context)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackProxy(self, subviews).size(for: proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackProxy(self, subviews).place(in: bounds)
    }
}

/// `VStack`'s layout as a value (SwiftUI's `VStackLayout`): `VStackLayout { … }` is `VStack { … }`.
///
/// ```swift
/// VStackLayout(alignment: .leading, spacing: 4) { Text("A"); Text("B") }
/// ```
public struct VStackLayout: Layout, BuiltinLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    var ordersRightToLeft: Bool { false }

    func makeBuiltinElement(children: [ViewElement], ghosts: [PlacedGhost], node: ViewNode, context: ResolveContext) -> ViewElement {
        StackElement(axis: .vertical, alignment: alignment, spacing: spacing, children: children, ghosts: ghosts,
                     node: node, context: context)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackProxy(self, subviews).size(for: proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackProxy(self, subviews).place(in: bounds)
    }
}

/// `ZStack`'s layout as a value (SwiftUI's `ZStackLayout`): `ZStackLayout { … }` is `ZStack { … }`.
///
/// ```swift
/// ZStackLayout(alignment: .topLeading) { Color.white; Text("Badge") }
/// ```
public struct ZStackLayout: Layout, BuiltinLayout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) { self.alignment = alignment }

    var ordersRightToLeft: Bool { false }

    func makeBuiltinElement(children: [ViewElement], ghosts: [PlacedGhost], node: ViewNode, context: ResolveContext) -> ViewElement {
        ZStackElement(alignment: alignment, children: children, ghosts: ghosts, node: node, context: context)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackProxy(self, subviews).size(for: proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackProxy(self, subviews).place(in: bounds)
    }
}

/// A stack's own element run over a custom layout's subviews (when a layout calls a stack
/// layout's `sizeThatFits`/`placeSubviews` itself): each subview stands in the stack as a proxy
/// that sizes as the subview and, when the stack places it, places the subview there. The stack
/// algorithm is the stacks' own (StackElement), not a copy.
struct StackProxy {
    let stack: ViewElement
    let host: LayoutHost

    init<L: BuiltinLayout>(_ layout: L, _ subviews: LayoutSubviews) {
        host = subviews.host
        let proxies = subviews.map { LayoutProxyElement(subview: $0) }
        stack = layout.makeBuiltinElement(children: proxies, ghosts: [], node: host.node, context: host.context)
        // A Spacer grows along the stack's axis, as in the stack itself.
        if let axis = (stack as? StackElement)?.axis {
            for subview in subviews { (subview.element as? SpacerElement)?.axis = axis }
        }
    }

    func size(for proposal: ProposedViewSize) -> CGSize { stack.sizeThatFits(proposal) }

    func place(in bounds: CGRect) {
        var placement = Placement(graph: host.context.graph)
        // The stack's own frame is the container's (not animated here): only its children are placed.
        stack.placeChildren(in: bounds, placement: &placement)
    }
}

/// A subview standing in a stack run by `StackProxy`: sized as the subview; placing it places
/// the subview (nothing is animated or drawn here).
final class LayoutProxyElement: ViewElement {
    let subview: LayoutSubview

    init(subview: LayoutSubview) {
        self.subview = subview
        super.init(node: subview.element.node, context: subview.host.context)
        traits = subview.element.traits
    }

    override var isTransparent: Bool { true }
    override var unaryContent: ViewElement? { subview.element }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { subview.sizeThatFits(proposal) }
    override func placeChildren(in rect: CGRect, placement: inout Placement) {
        subview.place(at: rect.origin, anchor: .topLeading, proposal: ProposedViewSize(rect.size))
    }
}
