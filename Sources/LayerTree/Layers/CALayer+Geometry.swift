import Foundation
import Geometry2D

// The matrices of spec §3 ("Matrices"), in Core Animation's row-vector convention (p' = p · M):
//   A        = (bounds.minX + anchorPoint.x·w, bounds.minY + anchorPoint.y·h, anchorPointZ)
//   Local(L) = T(−A) · transform · T(position.x, position.y, zPosition)   bounds space → parent bounds space
//   Sub(P)   = T(−A_P) · sublayerTransform · T(A_P)
//   P(root)  = Proj(Local(root)) · scale(pixelsPerPoint)
//   P(C)     = Proj(Local(C) · Sub(L)) · P(L)           when the parent L flattens (every layer but CATransformLayer)
//   W(C)     = Local(C) · Sub(T) · W(T)                  under a CATransformLayer T: 4×4 kept up to the nearest
//                                                         flattening ancestor F, then P(C) = Proj(W(C)) · P(F)
// Proj(M) keeps rows and columns 1, 2, 4 of M (ProjectionTransform(CATransform3D)).

extension CALayer {
    /// The anchor point in the layer's bounds space (x, y, z).
    package final var anchorInBounds: (x: CGFloat, y: CGFloat, z: CGFloat) {
        let b = bounds, a = anchorPoint
        return (b.minX + a.x * b.width, b.minY + a.y * b.height, anchorPointZ)
    }

    /// `Local(L)`: the layer's bounds space to its superlayer's bounds space.
    package final var localTransform: CATransform3D {
        let a = anchorInBounds
        let p = position
        return CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-a.x, -a.y, -a.z), transform),
                                   CATransform3DMakeTranslation(p.x, p.y, zPosition))
    }

    /// `Sub(L)`: the extra transform of the sublayers, `sublayerTransform` about the anchor point
    /// (and a vertical flip of the bounds when `isGeometryFlipped`).
    package final var sublayerMatrix: CATransform3D {
        let a = anchorInBounds
        var m = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-a.x, -a.y, -a.z), sublayerTransform),
                                    CATransform3DMakeTranslation(a.x, a.y, a.z))
        if isGeometryFlipped {
            let b = bounds
            // y ↦ minY + maxY − y: the content space upside down within the bounds.
            var flip = CATransform3DMakeScale(1, -1, 1)
            flip.m42 = b.minY + b.maxY
            m = CATransform3DConcat(flip, m)
        }
        return m
    }

    /// True if this layer draws its sublayers flattened into its plane (every layer but a
    /// `CATransformLayer`).
    package final var flattensSublayers: Bool { !(self is CATransformLayer) }

    /// `P(L)`: the layer's bounds space to pixels of the root's superlayer space (the canvas),
    /// with the root's points scaled by `pixelsPerPoint`.
    package final func projection(pixelsPerPoint: CGFloat = 1) -> ProjectionTransform {
        chainTransforms(pixelsPerPoint: pixelsPerPoint).projection
    }

    /// `W(L)`: the 4×4 transform from this layer's space to the bounds space of its nearest
    /// flattening ancestor (the root's superlayer space for the root), before that ancestor's projection.
    package final var transformToFlatteningAncestor: CATransform3D { chainTransforms(pixelsPerPoint: 1).world }

    /// Walks from the root down to this layer, without recursion.
    private final func chainTransforms(pixelsPerPoint: CGFloat) -> (projection: ProjectionTransform, world: CATransform3D) {
        var base = ProjectionTransform(CGAffineTransform(scaleX: pixelsPerPoint, y: pixelsPerPoint))
        var world = CATransform3DIdentity
        var parent: CALayer? = nil
        for layer in ancestry {
            if let parent {
                if parent.flattensSublayers {
                    base = ProjectionTransform(world).concatenating(base)          // P(parent)
                    world = CATransform3DConcat(layer.localTransform, parent.sublayerMatrix)
                } else {
                    world = CATransform3DConcat(CATransform3DConcat(layer.localTransform, parent.sublayerMatrix), world)
                }
            } else {
                world = layer.localTransform
            }
            parent = layer
        }
        return (ProjectionTransform(world).concatenating(base), world)
    }

    /// True if the layer should not be drawn because it faces away (`isDoubleSided == false` and
    /// its projection flips orientation on screen).
    package final var isBackFaceCulled: Bool {
        !isDoubleSided && projection().determinant < 0
    }

    /// The sublayers in drawing order: by `zPosition`, stable (ties keep array order). In a
    /// `CATransformLayer`, by the depth of each sublayer's bounds centre, far first.
    package final var sublayersInDrawingOrder: [CALayer] {
        let list = sublayerStorage ?? []
        if flattensSublayers {
            return list.enumerated().sorted { a, b in
                a.element.zPosition != b.element.zPosition ? a.element.zPosition < b.element.zPosition : a.offset < b.offset
            }.map(\.element)
        }
        let depths = list.map { layer -> CGFloat in
            let w = layer.transformToFlatteningAncestor
            let c = CGPoint(x: layer.bounds.midX, y: layer.bounds.midY)
            let z = c.x * w.m13 + c.y * w.m23 + w.m43
            let h = c.x * w.m14 + c.y * w.m24 + w.m44
            return h != 0 ? z / h : z
        }
        return list.indices.sorted { depths[$0] != depths[$1] ? depths[$0] < depths[$1] : $0 < $1 }.map { list[$0] }
    }

    // MARK: frame and coordinate conversion

    /// The layer's rectangle in its superlayer's space: the box of the bounds' corners through the
    /// affine part of `Local`. Setting it sets `bounds.size` and `position` (exact only with an
    /// identity transform); a non-finite frame is refused with a warning.
    ///
    /// ```swift
    /// layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
    /// layer.position // (60, 45) with the default anchor point
    /// ```
    public final var frame: CGRect {
        get {
            let m = CATransform3DGetAffineTransform(localTransform)
            return bounds.applying(m)
        }
        set {
            guard newValue.origin.x.isFinite, newValue.origin.y.isFinite, newValue.width.isFinite, newValue.height.isFinite
            else {
                LayerDiagnostics.warn("\(type(of: self)).frame = \(newValue) is not finite; the frame is unchanged")
                return
            }
            let r = newValue.standardized
            var b = bounds
            b.size = r.size
            bounds = b
            let a = anchorPoint
            position = CGPoint(x: r.minX + a.x * r.width, y: r.minY + a.y * r.height)
        }
    }

    /// `point` in this layer's space converted from `layer`'s space (nil: the canvas, the root's
    /// superlayer space). Layers in 3-D use their flattened projections.
    ///
    /// ```swift
    /// card.convert(CGPoint(x: 100, y: 100), from: nil) // canvas point in card's bounds space
    /// ```
    public final func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
        let from = layer?.projection() ?? ProjectionTransform()
        return point.applying(from.concatenating(projection().inverted()))
    }

    /// `point` in this layer's space converted to `layer`'s space (nil: the canvas).
    public final func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
        let to = layer?.projection().inverted() ?? ProjectionTransform()
        return point.applying(projection().concatenating(to))
    }

    /// `rect` converted from `layer`'s space: the box of its converted corners.
    public final func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
        boundingBox(corners(of: rect).map { convert($0, from: layer) })
    }

    /// `rect` converted to `layer`'s space: the box of its converted corners.
    public final func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
        boundingBox(corners(of: rect).map { convert($0, to: layer) })
    }

    /// True if `point` (in this layer's space) is inside the bounds.
    public final func contains(_ point: CGPoint) -> Bool { bounds.contains(point) }

    /// The farthest-front visible layer under `point` (in the superlayer's space): this layer or
    /// a descendant; nil if none (hidden layers and their sublayers are skipped).
    public final func hitTest(_ point: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = convert(point, from: superlayer)
        if masksToBounds && !contains(local) { return nil }
        for child in sublayersInDrawingOrder.reversed() {
            if let hit = child.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }

    private final func corners(of r: CGRect) -> [CGPoint] {
        [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)]
    }

    private final func boundingBox(_ points: [CGPoint]) -> CGRect {
        guard points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return .null }
        let xs = points.map(\.x), ys = points.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
}
