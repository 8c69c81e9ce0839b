import Foundation
import Geometry2D
import VectorPath
import RenderCommands

// Spec §8 (b), v1 path masks: the DisplayList has no alpha-mask groups, so a `mask` layer becomes a
// clip path with a uniform alpha — a CAShapeLayer mask clips to its filled path (× its fill alpha), any
// other mask to its rounded bounds (× its background alpha, or 1 over its contents image's frame).
// Gradients, images' own alpha and sublayers of a mask are not honoured.

extension LayerRenderer {
    /// The clip path (mask bounds space), its fill rule and uniform alpha of `mask`, or nil when it shows nothing.
    func maskShape(_ mask: CALayer) -> (path: Path, eoFill: Bool, alpha: Double)? {
        let opacity = Double(mask.opacity)
        guard !mask.isHidden, opacity.isFinite, opacity > 0 else { return nil }
        if let shape = mask as? CAShapeLayer {
            guard let path = shape.path?.path, !path.isEmpty, path.isFinite,
                  let alpha = shape.fillColor?.renderColor.opacity, alpha > 0 else { return nil }
            return (path, shape.fillRule == .evenOdd, alpha * opacity)
        }
        if let alpha = mask.backgroundColor?.renderColor.opacity, alpha > 0 {
            let shape = backgroundShape(of: mask)
            return shape.isEmpty ? nil : (shape, false, alpha * opacity)
        }
        if let placement = contentsPlacement(of: mask) {
            return (Path(placement.frame), false, opacity)
        }
        return nil
    }

    /// Wraps the layer's commands from `start` in a group clipped by its mask; removes them when the
    /// mask shows nothing.
    func applyMask(_ mask: CALayer, of layer: CALayer, from start: Int, transform p: ProjectionTransform, items: Int) -> Int {
        let mp = ProjectionTransform(mask.localTransform).concatenating(p)
        guard mp.isFinite, let shape = maskShape(mask) else {
            commands.removeSubrange(start...)
            return 0
        }
        wrap(from: start, LayerStyle(opacity: min(shape.alpha, 1), clip: shape.path, clipStyle: FillStyle(eoFill: shape.eoFill),
                                     transform: mp))
        return 1
    }
}
