import Foundation
import Geometry2D
import AnimationCore

/// A layout used as a container (`MyLayout { … }`, `AnyLayout(HStackLayout()) { … }`): its
/// subviews keep their identities whatever layout draws them, so switching an `AnyLayout` inside
/// `withAnimation` moves the same views to their new frames.
public struct _LayoutContainer<L: Layout, Content: View>: View {
    public typealias Body = Never
    let layout: L
    let content: Content
}

extension _LayoutContainer: PrimitiveView {
    public static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.resolve(inputs, &outputs)
    }

    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        var children: [ViewElement] = []
        let listNode = node.child(.body)
        resolveView(content, at: listNode, in: context, into: &children)
        let ordered = layout.listsRightToLeft && context.environment.layoutDirection == .rightToLeft
            ? children.reversed() : children
        let list = listNode.listTransitions().update(ordered, in: context)
        elements.append(layout.makeElement(children: list.children, ghosts: list.ghosts, node: node, context: context))
    }
}

/// The layouts Zoetrope draws with its own containers (the stacks), so `HStackLayout { … }` is
/// exactly `HStack { … }`.
protocol BuiltinLayout {
    var ordersRightToLeft: Bool { get }
    func makeBuiltinElement(children: [ViewElement], ghosts: [PlacedGhost], node: ViewNode, context: ResolveContext) -> ViewElement
}

extension Layout {
    /// HStackLayout lists its children trailing to leading right to left, as HStack does.
    var listsRightToLeft: Bool { (self as? BuiltinLayout)?.ordersRightToLeft ?? false }

    /// The element that lays `children` out with this layout.
    func makeElement(children: [ViewElement], ghosts: [PlacedGhost], node: ViewNode, context: ResolveContext) -> ViewElement {
        if let builtin = self as? BuiltinLayout {
            return builtin.makeBuiltinElement(children: children, ghosts: ghosts, node: node, context: context)
        }
        return CustomLayoutElement(layout: self, children: children, ghosts: ghosts, node: node, context: context)
    }

    /// `subviews` for `elements` in a pass of `host`.
    static func subviews(_ elements: [ViewElement], host: LayoutHost) -> LayoutSubviews {
        LayoutSubviews(elements: ArraySlice(elements.map { LayoutSubview(element: $0, host: host) }),
                       layoutDirection: host.context.environment.layoutDirection, host: host)
    }
}

/// A container laid out by a custom `Layout`: it asks the layout for its size and placements,
/// and places each subview where the layout said (a subview not placed: centred, with the
/// container's proposal, as SwiftUI documents).
final class CustomLayoutElement<L: Layout>: ViewElement {
    let layout: L
    let layoutChildren: [ViewElement]
    let ghosts: [PlacedGhost]
    private let host: LayoutHost
    private let subviews: LayoutSubviews
    private var cache: L.Cache?

    init(layout: L, children: [ViewElement], ghosts: [PlacedGhost], node: ViewNode, context: ResolveContext) {
        self.layout = layout
        layoutChildren = children
        self.ghosts = ghosts
        let host = LayoutHost(context: context, node: node)
        self.host = host
        subviews = L.subviews(children, host: host)
        super.init(node: node, context: context)
    }

    override var children: [ViewElement] { layoutChildren }
    override var kind: String { String(describing: L.self) }

    private func withCache<R>(_ body: (inout L.Cache) -> R) -> R {
        var current = cache ?? layout.makeCache(subviews: subviews)
        defer { cache = current }
        return body(&current)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let size = withCache { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
        // A layout answering NaN or a negative size takes none (a clear picture, not a crash).
        return CGSize(width: size.width.isFinite ? max(size.width, 0) : 0, height: size.height.isFinite ? max(size.height, 0) : 0)
    }

    override func placeChildren(in rect: CGRect, placement: inout Placement) {
        host.placements = [:]
        withCache { layout.placeSubviews(in: rect, proposal: ProposedViewSize(rect.size), subviews: subviews, cache: &$0) }
        for child in layoutChildren {
            if let placed = host.placements[ObjectIdentifier(child)] {
                child.place(in: placed, placement: &placement)
            } else {
                let size = child.sizeThatFits(ProposedViewSize(rect.size))
                child.place(in: CGRect(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2,
                                       width: size.width, height: size.height), placement: &placement)
            }
        }
    }

    override func draw(into context: inout DrawingContext) {
        drawList(layoutChildren, ghosts: ghosts, into: &context)
    }
}
