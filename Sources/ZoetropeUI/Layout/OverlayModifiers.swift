import Foundation

/// A view with secondary views in its frame: drawn above (overlay) or below (background), each
/// proposed the base view's size and aligned in it; the size is the base view's.
final class OverlayElement: ViewElement {
    let base: ViewElement
    let secondary: [ViewElement]
    /// Removed secondary views still drawn while their removal transition runs.
    let ghosts: [PlacedGhost]
    let alignment: Alignment
    let isBackground: Bool
    /// The edges the secondary views extend into the safe area on (`background(_:ignoresSafeAreaEdges:)`).
    private let ignoresSafeAreaEdges: PhysicalEdges
    private let direction: LayoutDirection
    /// A material behind the view: its hierarchical foreground styles are drawn vibrant (``Vibrancy``).
    let vibrant: Bool

    init(base: ViewElement, secondary: [ViewElement], ghosts: [PlacedGhost] = [], alignment: Alignment,
         isBackground: Bool, ignoresSafeAreaEdges: Edge.Set = [], vibrant: Bool = false, node: ViewNode, context: ResolveContext) {
        self.vibrant = vibrant
        self.base = base
        self.secondary = secondary
        self.ghosts = ghosts
        self.alignment = alignment
        self.isBackground = isBackground
        direction = context.environment.layoutDirection
        self.ignoresSafeAreaEdges = PhysicalEdges(ignoresSafeAreaEdges, direction: direction)
        super.init(node: node, context: context)
        traits = base.traits
        traits.tapActions = []
        traits.isSpacer = false
    }

    override var children: [ViewElement] { isBackground ? secondary + [base] : [base] + secondary }
    override var unaryContent: ViewElement? { base }
    override var isTransparent: Bool { true }
    override var kind: String { base.kind }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }

    override func placeChildren(in rect: CGRect, placement: inout Placement) {
        base.place(in: rect, placement: &placement)
        for view in secondary {
            if !ignoresSafeAreaEdges.isEmpty {
                placement.placeIgnoringSafeArea(view, edges: ignoresSafeAreaEdges, in: rect, alignment: alignment, direction: direction)
                continue
            }
            let size = view.sizeThatFits(ProposedViewSize(rect.size))
            // The base's guide on the secondary view's (explicit values of either honoured).
            let origin = alignment.origin(of: view, size: size, in: rect.size, container: base, direction: direction)
            view.place(in: CGRect(x: rect.minX + origin.x, y: rect.minY + origin.y, width: size.width, height: size.height),
                       placement: &placement)
        }
    }

    override func draw(into context: inout DrawingContext) {
        if !isBackground { base.draw(into: &context) }
        drawList(secondary, ghosts: ghosts, into: &context)
        guard isBackground else { return }
        let start = context.displayList.commands.count
        base.draw(into: &context)
        if vibrant { Vibrancy.apply(to: &context.displayList, from: start, isDark: context.colorScheme == .dark) }
    }
}

struct _OverlayModifier<Secondary: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let secondary: Secondary
    let alignment: Alignment
    let isBackground: Bool
    var ignoresSafeAreaEdges: Edge.Set = []
    /// The secondary view is a material: the content is drawn vibrant.
    var vibrant = false

    func resolve<Modified: View>(content: Modified, at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        content.wrap(at: node, in: context, into: &elements) { base, owner in
            var views: [ViewElement] = []
            let listNode = owner.child(.secondary(0))
            resolveView(secondary, at: listNode, in: context, into: &views)
            let list = listNode.listTransitions().update(views, in: context)
            return OverlayElement(base: base, secondary: list.children, ghosts: list.ghosts, alignment: alignment,
                                  isBackground: isBackground, ignoresSafeAreaEdges: ignoresSafeAreaEdges, vibrant: vibrant,
                                  node: owner, context: context)
        }
    }
}

extension View {
    /// Draws `content` above this view, proposed this view's size and aligned in it.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 8).overlay(alignment: .topLeading) { Color.red.frame(width: 8, height: 8) }
    /// ```
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_OverlayModifier(secondary: content(), alignment: alignment, isBackground: false))
    }

    /// Draws `overlay` above this view, proposed this view's size and aligned in it.
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(_OverlayModifier(secondary: overlay, alignment: alignment, isBackground: false))
    }

    /// Draws `content` below this view, proposed this view's size and aligned in it.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_OverlayModifier(secondary: content(), alignment: alignment, isBackground: true))
    }

    /// Draws `background` below this view, proposed this view's size and aligned in it. A
    /// `Color` passed here is taken as a style (`background(_:ignoresSafeAreaEdges:)`), as in
    /// SwiftUI since iOS 15: it reaches into the safe area.
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(_OverlayModifier(secondary: background, alignment: alignment, isBackground: true))
    }
}
