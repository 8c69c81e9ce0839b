import Foundation
import Geometry2D
import VectorPath
import RenderCommands

// Spec §8 (b): a `mask` layer keeps the layer's pixels by its alpha. A mask that is one filled shape
// (a CAShapeLayer with a fill and no stroke) or one rounded background, without sublayers, becomes
// a clip path with a uniform alpha (exact, and cheapest); any other mask — a stroked ring, a
// gradient, an image's own alpha, a drawing, sublayers — is drawn whole into an alpha mask (the
// display list's mask filter).

extension LayerRenderer {
    /// What a mask is: nothing shown, a clip path (mask bounds space) with its fill rule and uniform
    /// alpha, or something to draw whole as an alpha mask.
    enum MaskForm {
        case empty
        case clip(path: Path, eoFill: Bool, alpha: Double)
        case drawn
    }

    /// The form of `mask`.
    func maskForm(_ mask: CALayer) -> MaskForm {
        let opacity = Double(mask.opacity)
        guard !mask.isHidden, opacity.isFinite, opacity > 0 else { return .empty }
        guard mask.sublayers?.isEmpty ?? true, mask.mask == nil, mask.contents == nil, mask.drawing == nil,
              mask.borderWidth == 0 || mask.borderColor == nil else { return .drawn }
        if let shape = mask as? CAShapeLayer {
            if let stroke = shape.strokeColor?.renderColor.opacity, stroke > 0, shape.lineWidth > 0 { return .drawn }
            guard let path = shape.path?.path, !path.isEmpty, path.isFinite,
                  let alpha = shape.fillColor?.renderColor.opacity, alpha > 0 else { return .empty }
            return .clip(path: path, eoFill: shape.fillRule == .evenOdd, alpha: alpha * opacity)
        }
        guard type(of: mask) == CALayer.self else { return .drawn }      // gradients, text, replicators: drawn
        if let alpha = mask.backgroundColor?.renderColor.opacity, alpha > 0 {
            let shape = backgroundShape(of: mask)
            return shape.isEmpty ? .empty : .clip(path: shape, eoFill: false, alpha: alpha * opacity)
        }
        return .empty
    }

    /// Wraps the layer's commands from `start` in a group clipped by its mask; removes them when the
    /// mask shows nothing.
    func applyMask(_ mask: CALayer, of layer: CALayer, from start: Int, transform p: ProjectionTransform, items: Int) -> Int {
        let mp = ProjectionTransform(mask.localTransform).concatenating(p)
        guard mp.isFinite else {
            commands.removeSubrange(start...)
            return 0
        }
        switch maskForm(mask) {
        case .empty:
            commands.removeSubrange(start...)
            return 0
        case .clip(let path, let eoFill, let alpha):
            wrap(from: start, LayerStyle(opacity: min(alpha, 1), clip: path, clipStyle: FillStyle(eoFill: eoFill), transform: mp))
            return 1
        case .drawn:
            // The mask drawn as a layer of its own (its subtree, its opacity), in device space.
            let drawer = LayerRenderer(scale: scale, canvas: canvas, options: options, isWorker: true)
            guard drawer.render(mask, world: mask.localTransform, base: p, tint: .identity, depth: 0) > 0 else {
                commands.removeSubrange(start...)
                return 0
            }
            var content = DisplayList()
            content.commands = drawer.commands
            wrap(from: start, LayerStyle(filters: [.mask(content)]))
            return 1
        }
    }
}
