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
    /// A scripted touch reached the content: `phase` with the fingers at `locations` (its own
    /// points) at graph time `time`. Says whether a view of the content took it (``HostedTouchOutcome``).
    func touch(_ phase: TouchEvent.Phase, at locations: [CGPoint], time: Double) -> HostedTouchOutcome
    /// The centre (its own points) of the one view of the content that `target` finds, nil when none does.
    func locate(_ target: ViewTarget) -> CGPoint?
}

/// What hosted content made of a touch.
package enum HostedTouchOutcome: Sendable {
    /// Nothing of the content is under the fingers: the views around it may take the touch.
    case missed
    /// A view of the content follows the touch (the gestures around it still see it).
    case tracking
    /// A gesture recognizer or control of the content took the touch (the others around it are cancelled).
    case claimed
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
        let element = HostedElement(content: content, node: node, context: context)
        element.traits.gestures.append(AttachedGesture(priority: .normal, mask: .all, store: GestureStore()) {
            AnyGestureRecognizer(forwardingTo: content, in: graph)
        })
        elements.append(element)
    }
}

/// The content kept at a hosting view's identity.
private final class HostedContentBox {
    let content: any HostedContent
    init(content: any HostedContent) { self.content = content }
}

/// The element of a hosted view: sized and drawn by its content.
final class HostedElement: LeafElement {
    let content: any HostedContent

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
