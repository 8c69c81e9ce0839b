import Foundation
import Geometry2D
import VectorPath
import RenderCommands

// Spec §3 steps 2 and 6: the rounded background shape and the border ring.

extension CALayer {
    /// The corner radius actually drawn: `min(cornerRadius, w/2, h/2)`, 0 for a bad value.
    var clampedCornerRadius: CGFloat {
        let r = cornerRadius
        guard r.isFinite, r > 0 else { return 0 }
        return min(r, bounds.width / 2, bounds.height / 2)
    }
}

extension LayerRenderer {
    /// The layer's rounded bounds (cornerRadius, maskedCorners, cornerCurve): the background, the
    /// masksToBounds clip and the gradient's shape. Empty for empty bounds.
    func backgroundShape(of layer: CALayer) -> Path {
        Self.roundedRect(layer.bounds, radius: layer.clampedCornerRadius, corners: layer.maskedCorners,
                         continuous: layer.cornerCurve == .continuous)
    }

    /// A rounded rectangle whose corners in `corners` have radius `radius` and the others none.
    /// `.continuous` with all four corners uses VectorPath's continuous-corner approximation; with only
    /// some corners rounded the corners are circular (an approximation of Apple's curve).
    static func roundedRect(_ rect: CGRect, radius: CGFloat, corners: CACornerMask, continuous: Bool) -> Path {
        let r = rect.standardized
        guard !r.isNull, r.width > 0, r.height > 0, r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite
        else { return Path() }
        let radius = radius.isFinite ? min(max(radius, 0), r.width / 2, r.height / 2) : 0
        if radius == 0 || corners.isEmpty { return Path(r) }
        let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        if corners.isSuperset(of: all) {
            return Path(roundedRect: r, cornerRadius: radius, style: continuous ? .continuous : .circular)
        }
        // Quarter circles as one cubic each (k = 0.5523), clockwise on a y-down screen from the top-left.
        let k = 0.5522847498 * radius
        let tl = corners.contains(.layerMinXMinYCorner) ? radius : 0
        let tr = corners.contains(.layerMaxXMinYCorner) ? radius : 0
        let bl = corners.contains(.layerMinXMaxYCorner) ? radius : 0
        let br = corners.contains(.layerMaxXMaxYCorner) ? radius : 0
        func kk(_ v: CGFloat) -> CGFloat { v > 0 ? k : 0 }
        var p = Path()
        p.move(to: CGPoint(x: r.minX + tl, y: r.minY))
        p.addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
        if tr > 0 {
            p.addCurve(to: CGPoint(x: r.maxX, y: r.minY + tr), control1: CGPoint(x: r.maxX - tr + kk(tr), y: r.minY),
                       control2: CGPoint(x: r.maxX, y: r.minY + tr - kk(tr)))
        }
        p.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
        if br > 0 {
            p.addCurve(to: CGPoint(x: r.maxX - br, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - br + kk(br)),
                       control2: CGPoint(x: r.maxX - br + kk(br), y: r.maxY))
        }
        p.addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
        if bl > 0 {
            p.addCurve(to: CGPoint(x: r.minX, y: r.maxY - bl), control1: CGPoint(x: r.minX + bl - kk(bl), y: r.maxY),
                       control2: CGPoint(x: r.minX, y: r.maxY - bl + kk(bl)))
        }
        p.addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
        if tl > 0 {
            p.addCurve(to: CGPoint(x: r.minX + tl, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + tl - kk(tl)),
                       control2: CGPoint(x: r.minX + tl - kk(tl), y: r.minY))
        }
        p.closeSubpath()
        return p
    }

    /// Step 2: the background colour over the rounded bounds.
    func drawBackground(of layer: CALayer, transform: ProjectionTransform, tint: LayerTint) -> Int {
        guard let color = layer.backgroundColor?.renderColor, color.opacity > 0 else { return 0 }
        return fill(backgroundShape(of: layer), .color(color), transform: transform, tint: tint)
    }

    /// The border ring: the rounded bounds minus the bounds inset by borderWidth (inner radius
    /// `max(r − bw, 0)`), even-odd; the whole shape when the border meets itself. Empty without a border.
    func borderRing(of layer: CALayer) -> Path {
        let bw = layer.borderWidth
        guard bw.isFinite, bw > 0 else { return Path() }
        let b = layer.bounds.standardized
        let outer = backgroundShape(of: layer)
        guard !outer.isEmpty else { return Path() }
        if 2 * bw >= min(b.width, b.height) { return outer }
        let inner = Self.roundedRect(b.insetBy(dx: bw, dy: bw), radius: max(layer.clampedCornerRadius - bw, 0),
                                     corners: layer.maskedCorners, continuous: layer.cornerCurve == .continuous)
        var ring = outer
        ring.addPath(inner)
        return ring
    }

    /// Step 6: the border, above contents and sublayers.
    func drawBorder(of layer: CALayer, transform: ProjectionTransform, tint: LayerTint) -> Int {
        guard let color = layer.borderColor?.renderColor, color.opacity > 0 else { return 0 }
        return fill(borderRing(of: layer), .color(color), eoFill: true, transform: transform, tint: tint)
    }
}
