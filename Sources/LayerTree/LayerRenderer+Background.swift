import Foundation
import Geometry2D
import VectorPath
import RenderCommands

// Spec §3 steps 2 and 6: the rounded background shape and the border ring (the outlines come from
// the model: `roundedBoundsPath`, `borderRingPath`).

extension LayerRenderer {
    /// The layer's rounded bounds (cornerRadius clamped, maskedCorners, cornerCurve): the background,
    /// the masksToBounds clip and the gradient's shape. Empty for empty or non-finite bounds.
    func backgroundShape(of layer: CALayer) -> Path {
        let b = layer.bounds.standardized
        guard !b.isNull, b.width > 0, b.height > 0, b.minX.isFinite, b.minY.isFinite, b.width.isFinite, b.height.isFinite
        else { return Path() }
        let path = layer.roundedBoundsPath
        return path.isFinite ? path : Path(b)
    }

    /// Step 2: the background colour over the rounded bounds.
    func drawBackground(of layer: CALayer, transform: ProjectionTransform, tint: LayerTint) -> Int {
        guard let color = layer.backgroundColor?.renderColor, color.opacity > 0 else { return 0 }
        return fill(backgroundShape(of: layer), .color(color), transform: transform, tint: tint)
    }

    /// The border ring (even-odd), empty without a border or with empty bounds.
    func borderRing(of layer: CALayer) -> Path {
        guard !backgroundShape(of: layer).isEmpty, !layer.borderWidth.isNaN else { return Path() }
        let ring = layer.borderRingPath
        return ring.isFinite ? ring : Path()
    }

    /// Step 6: the border, above contents and sublayers.
    func drawBorder(of layer: CALayer, transform: ProjectionTransform, tint: LayerTint) -> Int {
        guard let color = layer.borderColor?.renderColor, color.opacity > 0 else { return 0 }
        return fill(borderRing(of: layer), .color(color), eoFill: true, transform: transform, tint: tint)
    }
}
