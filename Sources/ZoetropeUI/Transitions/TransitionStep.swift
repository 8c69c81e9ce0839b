import Foundation
import AnimationCore
import Geometry2D

/// Whether a view is entering or leaving its list.
enum TransitionPhase {
    case insertion
    case removal
}

/// One modifier of a transition, evaluated at an *activeness*: 1 is the active state (the view
/// out of its list), 0 the identity state (the view in place). A running transition drives the
/// activeness with its animation and re-applies the steps each pass with the value shown then.
struct TransitionStep {
    /// Resolves `content` with this step's modifier at `activeness` for `phase`, at `node`.
    let apply: (_ activeness: Double, _ phase: TransitionPhase, _ content: ErasedContent, _ node: ViewNode,
                _ context: ResolveContext, _ elements: inout [ViewElement]) -> Void

    /// `identity` with its animatable data moved `activeness` of the way to `active`'s. Without
    /// animatable data: the state the transition heads to (identity when inserting, active when removing).
    static func mix<E>(active: E, identity: E, activeness: Double, phase: TransitionPhase) -> E {
        if let animatable = identity as? any Animatable, let mixed = mixOpened(animatable, active, activeness) as? E {
            return mixed
        }
        return phase == .insertion ? identity : active
    }

    private static func mixOpened<A: Animatable>(_ identity: A, _ active: Any, _ activeness: Double) -> A? {
        guard A.AnimatableData.self != EmptyAnimatableData.self, let active = active as? A else { return nil }
        var result = identity
        result.animatableData = identity.animatableData.interpolated(towards: active.animatableData, amount: activeness)
        return result
    }
}

/// Applies `steps` (innermost first) at `activeness` to the already resolved `element`, at
/// nodes under `node`. The modifiers see no transaction: the activeness is what animates.
func applyTransition(_ steps: [TransitionStep], activeness: Double, phase: TransitionPhase, to element: ViewElement,
                     at node: ViewNode, in context: ResolveContext) -> [ViewElement] {
    var quiet = context
    quiet.transaction = Transaction()
    quiet.isUpdate = false
    var content = ErasedContent { _, _, elements in elements.append(element) }
    for (index, step) in steps.enumerated() {
        let inner = content
        let stepNode = node.child(.index(index))
        content = ErasedContent { _, context, elements in
            step.apply(activeness, phase, inner, stepNode, context, &elements)
        }
    }
    var elements: [ViewElement] = []
    content.resolve(at: node, in: quiet, into: &elements)
    return elements
}

/// Moves a view off one edge by `amount` times its own size (`.move(edge:)`, `.slide`, `.push`).
struct _MoveTransitionEffect: GeometryEffect {
    var edge: Edge
    /// 0: in place … 1: a whole width or height off the edge.
    var amount: CGFloat
    /// Right to left, leading is the right edge.
    var isRightToLeft: Bool

    var animatableData: CGFloat {
        get { amount }
        set { amount = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        let leading: CGFloat = isRightToLeft ? 1 : -1
        let offset: CGSize
        switch edge {
        case .top: offset = CGSize(width: 0, height: -size.height * amount)
        case .bottom: offset = CGSize(width: 0, height: size.height * amount)
        case .leading: offset = CGSize(width: leading * size.width * amount, height: 0)
        case .trailing: offset = CGSize(width: -leading * size.width * amount, height: 0)
        }
        return ProjectionTransform(CGAffineTransform(translationX: offset.width, y: offset.height))
    }
}
