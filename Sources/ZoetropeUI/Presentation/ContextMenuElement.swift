import Foundation
import Geometry2D

/// A view with a context menu as laid out (spec §16.7): the view where its parent puts it; the blur
/// over the canvas; the menu's card 8 points under the view (over it, where the safe area has no
/// room below), its leading edge on the view's when the view's centre is left of the canvas's,
/// else its trailing edge on the view's, kept 8 points inside the canvas. Drawn as a presentation
/// over everything: the blur, the view again (while the menu is open), the card.
final class ContextMenuElement: ViewElement {
    let main: ViewElement
    let backdrop: [ViewElement]
    let menu: [ViewElement]
    let lifted: Bool
    private var lift: ContextMenuLiftElement?

    init(main: ViewElement, backdrop: [ViewElement], menu: [ViewElement], lifted: Bool, node: ViewNode, context: ResolveContext) {
        self.main = main
        self.backdrop = backdrop
        self.menu = menu
        self.lifted = lifted
        super.init(node: node, context: context)
        inheritListTraits(from: main)
        lift = ContextMenuLiftElement(owner: self, node: node.child(.secondary(2)), context: context)
    }

    override var children: [ViewElement] { [main] + backdrop + menu }
    override var unaryContent: ViewElement? { main }
    override var kind: String { "ContextMenu" }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { main.sizeThatFits(proposal) }

    override func placeChildren(in rect: CGRect, placement: inout Placement) {
        main.place(in: rect, placement: &placement)
        let canvas = placement.safeArea?.outer ?? CGRect(origin: .zero, size: placement.graph.size)
        let safe = placement.safeArea?.safe ?? canvas
        for view in backdrop { view.place(in: canvas, placement: &placement) }
        for view in menu {
            let size = view.sizeThatFits(.unspecified)
            var y = rect.maxY + 8
            if y + size.height > safe.maxY - 8 { y = rect.minY - 8 - size.height }
            if y < safe.minY + 8 { y = max(safe.maxY - 8 - size.height, safe.minY + 8) }
            var x = rect.midX <= canvas.midX ? rect.minX : rect.maxX - size.width
            x = min(max(x, canvas.minX + 8), canvas.maxX - 8 - size.width)
            view.place(in: CGRect(x: x, y: y, width: size.width, height: size.height), placement: &placement)
        }
    }

    override func draw(into context: inout DrawingContext) {
        main.draw(into: &context)
        if let lift { context.presentations.append(lift) }
    }
}

/// What a context menu draws over the canvas: the blur, the view again while the menu is open, the card.
final class ContextMenuLiftElement: ViewElement {
    unowned let owner: ContextMenuElement

    init(owner: ContextMenuElement, node: ViewNode, context: ResolveContext) {
        self.owner = owner
        super.init(node: node, context: context)
    }

    override var kind: String { "ContextMenuLift" }

    override func draw(into context: inout DrawingContext) {
        drawList(owner.backdrop, ghosts: [], into: &context)
        if owner.lifted { owner.main.draw(into: &context) }
        drawList(owner.menu, ghosts: [], into: &context)
    }
}
