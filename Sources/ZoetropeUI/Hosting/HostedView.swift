import Foundation
import AnimationCore
import Geometry2D
import RenderCommands
import VectorPath

/// What a view from another UI framework (a UIKit view inside SwiftUI) gives the view graph: its
/// size for a proposal and its drawing at a time (its `HostedView` hands it each update).
/// `UIViewRepresentable` (UIKitHosts) builds on this; the graph knows nothing of UIKit.
package protocol HostedContent: AnyObject {
    /// The size the content takes for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    /// The content drawn `size` points large at graph time `time`, in its own points (origin top left).
    func displayList(size: CGSize, time: Double) -> DisplayList
    /// The hosting view left the graph.
    func dismantle()
}

/// One update of a hosted view.
package struct HostedUpdate {
    /// The transaction of the update (its animation is what an update should animate with).
    package let transaction: Transaction
    /// The environment at the hosting view.
    package let environment: EnvironmentValues
    /// The graph's time, seconds.
    package let time: Double
}

/// A view drawn by hosted content: made once per identity, updated on each pass, redrawn each
/// frame (the content may animate on its own clock).
package struct HostedView: View {
    package typealias Body = Never
    let make: () -> any HostedContent
    let update: (any HostedContent, HostedUpdate) -> Void

    package init(make: @escaping () -> any HostedContent, update: @escaping (any HostedContent, HostedUpdate) -> Void) {
        self.make = make
        self.update = update
    }
}

extension HostedView: PrimitiveView {
    package static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.resolve(inputs, &outputs)
    }

    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        let content: any HostedContent
        if let kept = node.memory as? HostedContentBox {
            content = kept.content
        } else {
            content = make()
            node.memory = HostedContentBox(content: content)
            node.disappearActions.append { content.dismantle() }
        }
        let graph = node.graph
        graph.evaluatingBody {
            update(content, HostedUpdate(transaction: context.transaction, environment: context.environment, time: graph.time))
        }
        graph.requiresResolveEveryFrame = true      // its own animations move with the clock
        elements.append(HostedElement(content: content, node: node, context: context))
    }
}

/// The content kept at a hosting view's identity.
private final class HostedContentBox {
    let content: any HostedContent
    init(content: any HostedContent) { self.content = content }
}

/// The element of a hosted view: sized and drawn by its content.
final class HostedElement: LeafElement {
    private let content: any HostedContent

    init(content: any HostedContent, node: ViewNode, context: ResolveContext) {
        self.content = content
        super.init(node: node, context: context)
    }

    override var kind: String { "Hosted" }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let size = content.sizeThatFits(proposal)
        return size.width.isFinite && size.height.isFinite ? size : proposal.replacingUnspecifiedDimensions()
    }

    override func paint(in frame: CGRect, context: inout DrawingContext) {
        guard frame.width > 0, frame.height > 0 else { return }
        let graph = node.graph
        let drawn = graph.evaluatingBody { content.displayList(size: frame.size, time: graph.time) }
        guard !drawn.commands.isEmpty else { return }
        let base = ProjectionTransform(CGAffineTransform(translationX: frame.minX, y: frame.minY)).concatenating(context.transform)
        context.displayList.pushLayer(LayerStyle(opacity: context.opacity, transform: base))
        context.displayList.commands += drawn.transformed(by: base).commands
        context.displayList.popLayer()
    }
}
