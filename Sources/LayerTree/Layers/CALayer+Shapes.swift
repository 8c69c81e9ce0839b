import Foundation
import Geometry2D
import VectorPath

// The outlines a renderer fills for a layer's own content (spec §3, paint order): the rounded
// bounds (background, clip) with `maskedCorners` and `cornerCurve`, and the border ring.

extension CALayer {
    /// The corner radius actually drawn: `cornerRadius` clamped to 0…min(w, h)/2.
    package final var effectiveCornerRadius: CGFloat {
        let b = bounds.standardized
        let r = cornerRadius
        guard r > 0 else { return 0 }
        return min(r, b.width / 2, b.height / 2)
    }

    /// The bounds with the masked corners rounded by `effectiveCornerRadius` (the background, and
    /// the clip of `masksToBounds`). Continuous corners when `cornerCurve` is `.continuous` and all
    /// four are rounded; circular arcs otherwise.
    ///
    /// ```swift
    /// layer.cornerRadius = 25
    /// layer.roundedBoundsPath.contains(CGPoint(x: 1, y: 1)) // false: cut off by the corner
    /// ```
    package final var roundedBoundsPath: Path {
        Self.roundedRect(bounds.standardized, radius: effectiveCornerRadius, corners: maskedCorners, curve: cornerCurve)
    }

    /// The border ring: the rounded bounds and, inside it, the bounds inset by `borderWidth` with
    /// radius max(r − borderWidth, 0), to fill with the even–odd rule. Empty without a border.
    package final var borderRingPath: Path {
        let width = borderWidth
        guard width > 0 else { return Path() }
        let b = bounds.standardized
        var ring = roundedBoundsPath
        let inner = b.insetBy(dx: min(width, b.width / 2), dy: min(width, b.height / 2))
        guard inner.width > 0, inner.height > 0 else { return ring }
        ring.addPath(Self.roundedRect(inner, radius: max(effectiveCornerRadius - width, 0), corners: maskedCorners,
                                      curve: cornerCurve))
        return ring
    }

    /// A rectangle with the given corners rounded (y down: MinY is the top edge).
    static func roundedRect(_ r: CGRect, radius: CGFloat, corners: CACornerMask, curve: CALayerCornerCurve) -> Path {
        guard radius > 0, !corners.isEmpty else { return Path(r) }
        if corners == .all {
            return Path(roundedRect: r, cornerRadius: radius, style: curve == .continuous ? .continuous : .circular)
        }
        let full = radius
        func cornerRadius(_ corner: CACornerMask) -> CGFloat { corners.contains(corner) ? full : 0 }
        let topLeft = cornerRadius(.layerMinXMinYCorner), topRight = cornerRadius(.layerMaxXMinYCorner)
        let bottomRight = cornerRadius(.layerMaxXMaxYCorner), bottomLeft = cornerRadius(.layerMinXMaxYCorner)
        var p = Path()
        p.move(to: CGPoint(x: r.minX + topLeft, y: r.minY))
        p.addArc(tangent1End: CGPoint(x: r.maxX, y: r.minY), tangent2End: CGPoint(x: r.maxX, y: r.maxY), radius: topRight)
        p.addArc(tangent1End: CGPoint(x: r.maxX, y: r.maxY), tangent2End: CGPoint(x: r.minX, y: r.maxY), radius: bottomRight)
        p.addArc(tangent1End: CGPoint(x: r.minX, y: r.maxY), tangent2End: CGPoint(x: r.minX, y: r.minY), radius: bottomLeft)
        p.addArc(tangent1End: CGPoint(x: r.minX, y: r.minY), tangent2End: CGPoint(x: r.maxX, y: r.minY), radius: topLeft)
        p.closeSubpath()
        return p
    }
}
