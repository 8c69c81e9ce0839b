import Foundation

/// A view with one child it sizes and places as itself (the base of modifiers that only change
/// drawing); the child's traits (layout priority, tag, label) show through it.
class WrapperElement: ViewElement {
    let child: ViewElement

    init(child: ViewElement, node: ViewNode, context: ResolveContext) {
        self.child = child
        super.init(node: node, context: context)
        traits = child.traits
        traits.isSpacer = false
        traits.tapActions = []
        traits.gestures = []      // the child keeps them: a touch on it would otherwise reach them twice
    }

    override var children: [ViewElement] { [child] }
    override var unaryContent: ViewElement? { child }
    override var isTransparent: Bool { true }
    override var kind: String { child.kind }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }
    override func placeChildren(in rect: CGRect, placement: inout Placement) { child.place(in: rect, placement: &placement) }
    override func draw(into context: inout DrawingContext) { child.draw(into: &context) }
}

extension View {
    /// Appends this view's elements (a modifier's content) to `elements`, each wrapped by `wrap`
    /// with the node its wrapper owns: `node` itself for a single element, one child node per
    /// element for a list (a `Group`'s children each get the modifier).
    func wrap(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement],
              _ wrap: (ViewElement, ViewNode) -> ViewElement) {
        let start = elements.count
        resolve(node.child(.content), context, &elements)
        if elements.count == start + 1 {
            elements[start] = wrap(elements[start], node)
        } else {
            for index in start..<elements.count {
                elements[index] = wrap(elements[index], node.child(.secondary(1000 + index - start)))
            }
        }
    }
}
