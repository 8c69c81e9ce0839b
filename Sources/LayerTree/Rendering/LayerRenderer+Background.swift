import Foundation
import Geometry2D
import VectorPath
import RenderCommands

// Spec §3 steps 2 and 6: the rounded background shape and the border ring (the outlines come from
// the model: `roundedBoundsPath`, `borderRingPath`).

/// The geometry a layer's rounded bounds are made from: layers of one size and radius share one
/// outline per frame.
struct RoundedShapeKey: Hashable {
    var x, y, width, height: CGFloat
    var radius: CGFloat
    var corners: UInt
    var curve: CALayerCornerCurve
}

extension LayerRenderer {
    /// The layer's rounded bounds (cornerRadius clamped, maskedCorners, cornerCurve): the background,
    /// the masksToBounds clip and the gradient's shape. Empty for empty or non-finite bounds.
    func backgroundShape(of layer: CALayer) -> Path {
        let b = layer.bounds.standardized
        guard !b.isNull, b.width > 0, b.height > 0, b.minX.isFinite, b.minY.isFinite, b.width.isFinite, b.height.isFinite
        else { return Path() }
        let key = RoundedShapeKey(x: b.minX, y: b.minY, width: b.width, height: b.height, radius: layer.effectiveCornerRadius, corners: layer.maskedCorners.rawValue,
                                  curve: layer.cornerCurve)
        if let cached = roundedShapes[key] { return cached }
        let made = CALayer.roundedRect(b, radius: key.radius, corners: layer.maskedCorners, curve: key.curve)
        let path = made.isFinite ? made : Path(b)
        if roundedShapes.count < 4096 { roundedShapes[key] = path }
        return path
    }

    /// Step 2: the background colour over the rounded bounds.
    func drawBackground(of layer: CALayer, transform: ProjectionTransform, tint: LayerTint) -> Int {
        let stamp = layer.reusableRenderStamp
        if let stamp, let kept = layer.renderRecord?.background, kept.stamp == stamp {
            guard let color = kept.color else { return 0 }
            return fill(kept.path, .color(color), transform: transform, tint: tint)
        }
        let color = layer.backgroundColor?.renderColor
        let shown = color.flatMap { $0.opacity > 0 ? $0 : nil }
        let path = shown == nil ? Path() : backgroundShape(of: layer)
        if let stamp { layer.keptRenderRecord.background = LayerRenderRecord.Background(stamp: stamp, path: path, color: shown) }
        guard let shown else { return 0 }
        return fill(path, .color(shown), transform: transform, tint: tint)
    }

    /// The border ring (even-odd), empty without a border or with empty bounds.
    func borderRing(of layer: CALayer) -> Path {
        // No border (a width ≤ 0 or NaN) draws nothing: decided before building any outline.
        guard layer.borderWidth > 0, !backgroundShape(of: layer).isEmpty else { return Path() }
        let ring = layer.borderRingPath
        return ring.isFinite ? ring : Path()
    }

    /// Step 6: the border, above contents and sublayers.
    func drawBorder(of layer: CALayer, transform: ProjectionTransform, tint: LayerTint) -> Int {
        guard let color = layer.borderColor?.renderColor, color.opacity > 0 else { return 0 }
        return fill(borderRing(of: layer), .color(color), eoFill: true, transform: transform, tint: tint)
    }
}
