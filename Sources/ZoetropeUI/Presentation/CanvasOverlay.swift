import Foundation
import Geometry2D

/// Presents `overlay` over the whole canvas — laid out in the canvas's bounds, drawn after every
/// other view — whichever view it is attached to (as iOS presents sheets at the window's level).
struct _CanvasOverlayModifier<Overlay: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let overlay: Overlay

    func resolve<Modified: View>(content: Modified, at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        content.wrap(at: node, in: context, into: &elements) { main, owner in
            var views: [ViewElement] = []
            resolveView(overlay, at: owner.child(.secondary(0)), in: context, into: &views)
            return CanvasOverlayElement(main: main, overlay: views, node: owner, context: context)
        }
    }
}

/// A view with views presented over the canvas.
final class CanvasOverlayElement: ViewElement {
    let main: ViewElement
    let overlay: [ViewElement]

    init(main: ViewElement, overlay: [ViewElement], node: ViewNode, context: ResolveContext) {
        self.main = main
        self.overlay = overlay
        super.init(node: node, context: context)
        inheritListTraits(from: main)
    }

    override var children: [ViewElement] { [main] + overlay }
    override var unaryContent: ViewElement? { main }
    override var kind: String { "Presenter" }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { main.sizeThatFits(proposal) }

    override func placeChildren(in rect: CGRect, placement: inout Placement) {
        main.place(in: rect, placement: &placement)
        let canvas = placement.safeArea?.outer ?? CGRect(origin: .zero, size: placement.graph.size)
        for view in overlay { view.place(in: canvas, placement: &placement) }
    }

    override func draw(into context: inout DrawingContext) {
        main.draw(into: &context)
        context.presentations += overlay
    }
}
