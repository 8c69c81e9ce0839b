import Foundation
import RenderCommands

/// A view drawn into a layer whose pixels are multiplied by the alpha of other views (the mask)
/// laid out in its frame: proposed its size, aligned in it. The mask's colours do not show, only
/// how opaque it is; the size is the view's. Mask views are not hit by touches.
final class MaskElement: ViewElement {
    let base: ViewElement
    let mask: [ViewElement]
    /// Removed mask views still drawn while their removal transition runs.
    let ghosts: [PlacedGhost]
    let alignment: Alignment
    private let direction: LayoutDirection

    init(base: ViewElement, mask: [ViewElement], ghosts: [PlacedGhost], alignment: Alignment,
         node: ViewNode, context: ResolveContext) {
        self.base = base
        self.mask = mask
        self.ghosts = ghosts
        self.alignment = alignment
        direction = context.environment.layoutDirection
        super.init(node: node, context: context)
        traits = base.traits
        traits.tapActions = []
        traits.isSpacer = false
    }

    override var children: [ViewElement] { [base] }
    override var unaryContent: ViewElement? { base }
    override var isTransparent: Bool { true }
    override var kind: String { base.kind }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }

    override func refreshPresentation() {
        for view in mask { view.refreshPresentation() }
        super.refreshPresentation()
    }

    override func placeChildren(in rect: CGRect, placement: inout Placement) {
        base.place(in: rect, placement: &placement)
        for view in mask {
            let size = view.sizeThatFits(ProposedViewSize(rect.size))
            view.place(in: CGRect(origin: alignment.origin(of: size, in: rect, direction: direction), size: size),
                       placement: &placement)
        }
    }

    override func draw(into context: inout DrawingContext) {
        guard context.opacity > 0 else { return }
        var maskContext = DrawingContext(transform: context.transform)
        maskContext.colorScheme = context.colorScheme
        maskContext.maximumMeshGradientWork = context.maximumMeshGradientWork
        maskContext.containerShape = context.containerShape
        drawList(mask, ghosts: ghosts, into: &maskContext)
        if context.error == nil { context.error = maskContext.error }
        let opacity = context.opacity
        context.displayList.pushLayer(LayerStyle(opacity: opacity, transform: context.transform,
                                                 filters: [.mask(maskContext.displayList)]))
        context.opacity = 1
        base.draw(into: &context)
        context.opacity = opacity
        context.displayList.popLayer()
    }
}

struct _MaskModifier<Mask: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let mask: Mask
    let alignment: Alignment

    func resolve<Modified: View>(content: Modified, at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        content.wrap(at: node, in: context, into: &elements) { base, owner in
            var views: [ViewElement] = []
            let listNode = owner.child(.secondary(0))
            resolveView(mask, at: listNode, in: context, into: &views)
            let list = listNode.listTransitions().update(views, in: context)
            return MaskElement(base: base, mask: list.children, ghosts: list.ghosts, alignment: alignment,
                               node: owner, context: context)
        }
    }
}

extension View {
    /// Keeps the view where `mask` is opaque: each pixel is multiplied by the mask's alpha there
    /// (its colours do not matter). The mask is proposed this view's size and aligned in it;
    /// where it draws nothing the view is hidden.
    ///
    /// ```swift
    /// Image("photo").mask {
    ///     LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom)
    /// }
    /// ```
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(_MaskModifier(mask: mask(), alignment: alignment))
    }

    /// Keeps the view where `mask` is opaque (the form before iOS 15; the mask is centred).
    ///
    /// ```swift
    /// Color.blue.mask(Circle())
    /// ```
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(_MaskModifier(mask: mask, alignment: .center))
    }
}
