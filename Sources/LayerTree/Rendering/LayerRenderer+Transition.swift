import Foundation
import Geometry2D
import RenderCommands
import VectorPath

// A layer in the middle of a CATransition: what it draws now ("after", the commands just emitted)
// and what it drew when the transition was added ("before", a snapshot in its bounds space), put
// together by the transition's type at its progress q:
//   fade     (1 − q)·before + q·after (a cross-dissolve, premultiplied)
//   push     before moves out by q·d, after comes in from (1 − q)·d        (clipped to the bounds)
//   moveIn   after comes in from (1 − q)·d over before                     (clipped)
//   reveal   before moves out by q·d, uncovering after                     (clipped)
// d is the layer's width or height towards the side the subtype names (`fromRight`: after enters
// from the right; nil: from the left). Other types (Apple's private ones: "cube", "pageCurl") fade.
// Clipping to the bounds and the plain (unfaded) moves are inferred from iOS recordings.

extension LayerRenderer {
    /// Replaces the items from `start` (the layer's "after") with the transition's picture; one group.
    func applyTransition(_ frame: LayerTransitionFrame, of layer: CALayer, from start: Int, transform p: ProjectionTransform,
                         bounds: CGRect) -> Int {
        let after = Array(commands[start...])
        commands.removeSubrange(start...)
        let q = min(max(frame.progress, 0), 1)
        let local = ProjectionTransform(CGAffineTransform(translationX: bounds.minX, y: bounds.minY))
        let invertible = p.determinant != 0 && p.determinant.isFinite
        func before(offset: CGSize) -> [DisplayList.Command] {
            let move = ProjectionTransform(CGAffineTransform(translationX: offset.width, y: offset.height))
            return frame.before.list.transformed(by: move.concatenating(local).concatenating(p)).commands
        }
        func afterCommands(offset: CGSize) -> [DisplayList.Command] {
            guard offset != .zero, invertible else { return after }
            let back = p.inverted()
            let move = ProjectionTransform(CGAffineTransform(translationX: offset.width, y: offset.height))
            let extra = back.concatenating(move).concatenating(p)
            return after.map { $0.transformed(by: extra) }
        }
        func faded(_ list: [DisplayList.Command], _ opacity: Double, _ blend: BlendMode) -> [DisplayList.Command] {
            list.isEmpty ? [] : [.pushLayer(LayerStyle(opacity: opacity, blendMode: blend))] + list + [.popLayer]
        }
        let d = direction(of: frame.transition.subtype, in: bounds.size)
        let body: [DisplayList.Command]
        var clipped = true
        switch frame.transition.type {
        case .push:
            body = before(offset: CGSize(width: -d.width * q, height: -d.height * q))
                + afterCommands(offset: CGSize(width: d.width * (1 - q), height: d.height * (1 - q)))
        case .moveIn:
            body = before(offset: .zero) + afterCommands(offset: CGSize(width: d.width * (1 - q), height: d.height * (1 - q)))
        case .reveal:
            body = after + before(offset: CGSize(width: -d.width * q, height: -d.height * q))
        default:
            clipped = false
            // (1 − q)·before + q·after in premultiplied colour (added inside the group): a true cross-dissolve.
            body = faded(before(offset: .zero), 1 - q, .normal) + faded(after, q, .plusLighter)
        }
        let clip = clipped ? Path(CGRect(origin: bounds.origin, size: bounds.size)) : nil
        commands.append(.pushLayer(LayerStyle(clip: clip, transform: p)))
        commands += body
        commands.append(.popLayer)
        return 1
    }

    /// The offset at which the new content enters, for `subtype`.
    private func direction(of subtype: CATransitionSubtype?, in size: CGSize) -> CGSize {
        switch subtype {
        case .some(.fromRight): return CGSize(width: size.width, height: 0)
        case .some(.fromTop): return CGSize(width: 0, height: -size.height)
        case .some(.fromBottom): return CGSize(width: 0, height: size.height)
        default: return CGSize(width: -size.width, height: 0)
        }
    }
}
