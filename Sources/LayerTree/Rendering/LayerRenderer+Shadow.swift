import Foundation
import Geometry2D
import VectorPath
import RenderCommands

// Spec §3 step 1: the shadow. The silhouette (shadowPath, nonzero; else what the layer draws:
// background, gradient, contents frame, shape fill and stroke outline, text, border, sublayers) moved by
// shadowOffset, coloured shadowColor × shadowOpacity, beneath the layer. Radius 0 is filled exactly;
// a blurred shadow is rasterized here (LayerTree does not depend on a backend) into a small
// premultiplied Pixmap in layer space at device resolution, blurred by a separable Gaussian of
// σ = shadowRadius · scale pixels (kernel ±⌈3σ⌉), and drawn as an image under the layer's transform.
// Results are cached per conversion by (silhouette, radius, colour, resolution), so a replicator's
// copies cost one blur. Approximations: the silhouette is made of whole shapes taken as opaque
// (a translucent fill or image alpha casts a full-strength shadow); sublayers count only when their
// matrix to the layer is 2-D; a masksToBounds sublayer's sublayers count as its whole rounded bounds;
// mask layers are ignored.

/// One shape of a silhouette: a path in layer space and its fill rule.
struct SilhouettePart: Hashable {
    var path: Path
    var eoFill: Bool

    static func == (a: SilhouettePart, b: SilhouettePart) -> Bool { a.eoFill == b.eoFill && a.path == b.path }

    func hash(into hasher: inout Hasher) {
        hasher.combine(eoFill)
        hasher.combine(path.verbs.count)
        for p in path.points { hasher.combine(p.x); hasher.combine(p.y) }
    }
}

/// What a blurred coverage grid depends on.
struct ShadowKey: Hashable {
    var parts: [SilhouettePart]
    var sigma: Double
    var resolution: Double
}

/// A silhouette's blurred coverage (0…1 per pixel) and the layer-space rectangle it covers.
struct ShadowCoverage {
    var values: [Double]
    var width: Int, height: Int
    var rect: CGRect
}

/// Coverage blurred once per (silhouette, radius, resolution), coloured once per colour: copies of a
/// replicator (each tinted differently or not) cost one blur.
struct ShadowCache {
    var coverage: [ShadowKey: ShadowCoverage] = [:]
    var images: [ColoredShadowKey: ShadowImage] = [:]
}

struct ColoredShadowKey: Hashable {
    var shape: ShadowKey
    var color: Color
}

/// The last shadow `blurredShadow` made and what it was made from.
struct LastShadow {
    var parts: [SilhouettePart]
    var radius: Double
    var color: Color
    var magnification: Double
    var image: ShadowImage
}

/// A blurred silhouette and the layer-space rectangle it covers.
struct ShadowImage {
    var pixmap: Pixmap
    var rect: CGRect
}

extension LayerRenderer {
    /// The shadow's silhouette in layer space: the shadowPath, else what the layer draws — its own
    /// shapes and those of its visible sublayers whose matrix to this layer is affine (2-D); a
    /// sublayer with masksToBounds stands for its sublayers by its rounded bounds; masks are ignored.
    func silhouette(of layer: CALayer) -> [SilhouettePart] {
        if let shadowPath = layer.shadowPath?.path {
            return shadowPath.isEmpty || !shadowPath.isFinite ? [] : [SilhouettePart(path: shadowPath, eoFill: false)]
        }
        var parts = ownSilhouette(of: layer)
        var budget = 256
        appendSublayerSilhouettes(of: layer, into: &parts, transform: .identity, depth: 0, budget: &budget)
        return parts
    }

    /// Adds the silhouettes of `layer`'s visible sublayers, mapped by `transform` (sublayer space →
    /// the shadowing layer's space), at most `budget` layers and 16 levels deep.
    private func appendSublayerSilhouettes(of layer: CALayer, into parts: inout [SilhouettePart], transform: CGAffineTransform,
                                           depth: Int, budget: inout Int) {
        guard depth < 16, let list = layer.sublayers, layer.flattensForRendering, !(layer is CAReplicatorLayer) else { return }
        let sub = layer.sublayerMatrix
        for child in list {
            guard budget > 0 else { return }
            budget -= 1
            let opacity = Double(child.opacity)
            guard !child.isHidden, opacity.isFinite, opacity > 0 else { continue }
            let m = CATransform3DConcat(child.localTransform, sub)
            let p = ProjectionTransform(m)
            guard p.isAffine, p.isFinite else { continue }
            let toParent = CGAffineTransform(a: p.m11, b: p.m12, c: p.m21, d: p.m22, tx: p.m31, ty: p.m32).concatenating(transform)
            let own = child.shadowPath.map { [SilhouettePart(path: $0.path, eoFill: false)] } ?? ownSilhouette(of: child)
            for part in own {
                let mapped = part.path.applying(toParent)
                if !mapped.isEmpty, mapped.isFinite { parts.append(SilhouettePart(path: mapped, eoFill: part.eoFill)) }
            }
            if child.masksToBounds {
                // Its sublayers are clipped to its rounded bounds: those bounds stand for them.
                if child.shadowPath == nil, !(child.sublayers ?? []).isEmpty {
                    let bounds = backgroundShape(of: child).applying(toParent)
                    if !bounds.isEmpty, bounds.isFinite { parts.append(SilhouettePart(path: bounds, eoFill: false)) }
                }
            } else {
                appendSublayerSilhouettes(of: child, into: &parts, transform: toParent, depth: depth + 1, budget: &budget)
            }
        }
    }

    /// The shapes `layer` draws itself, in its own space.
    private func ownSilhouette(of layer: CALayer) -> [SilhouettePart] {
        var parts: [SilhouettePart] = []
        let background = backgroundShape(of: layer)
        let hasBackground = (layer.backgroundColor?.renderColor.opacity ?? 0) > 0
            || ((layer as? CAGradientLayer).flatMap { Self.gradient(of: $0) } != nil)
        if hasBackground, !background.isEmpty { parts.append(SilhouettePart(path: background, eoFill: false)) }
        if let placement = contentsPlacement(of: layer) { parts.append(SilhouettePart(path: Path(placement.frame), eoFill: false)) }
        if let shape = layer as? CAShapeLayer, let path = shape.path?.path, !path.isEmpty {
            if (shape.fillColor?.renderColor.opacity ?? 0) > 0 {
                parts.append(SilhouettePart(path: path, eoFill: shape.fillRule == .evenOdd))
            }
            let style = shape.renderStrokeStyle
            if (shape.strokeColor?.renderColor.opacity ?? 0) > 0, style.lineWidth.isFinite, style.lineWidth > 0,
               let part = shape.strokedPath {
                parts.append(SilhouettePart(path: part.strokedPath(style), eoFill: false))
            }
        }
        if let text = layer as? CATextLayer, (text.foregroundColor?.renderColor.opacity ?? 0) > 0, let t = textLayout(of: text) {
            parts.append(SilhouettePart(path: t.layout.path(at: t.origin), eoFill: false))
        }
        if (layer.borderColor?.renderColor.opacity ?? 0) > 0 {
            let ring = borderRing(of: layer)
            if !ring.isEmpty { parts.append(SilhouettePart(path: ring, eoFill: true)) }
        }
        return parts.filter { !$0.path.isEmpty && $0.path.isFinite }
    }

    /// Step 1: the shadow beneath the layer, under the layer's transform moved by shadowOffset.
    func drawShadow(of layer: CALayer, transform p: ProjectionTransform, tint: LayerTint) -> Int {
        let stamp = layer.reusableRenderStamp
        if let stamp, let kept = layer.renderRecord?.shadow, kept.stamp == stamp, kept.tint == tint, kept.scale == scale,
           kept.limit == options.maximumShadowImageSide, kept.magnification == Self.magnification(of: p, scale: scale) {
            commands.append(.image(kept.image.pixmap, rect: kept.image.rect, interpolation: .high, opacity: 1,
                                   transform: ProjectionTransform(kept.offset).concatenating(p)))
            return 1
        }
        let opacity = Double(layer.shadowOpacity)
        guard opacity.isFinite, opacity > 0, let base = layer.shadowColor?.renderColor else { return 0 }
        let color = tint.apply(base.opacity(base.opacity * min(opacity, 1)))
        guard color.opacity > 0 else { return 0 }
        let parts = silhouette(of: layer)
        guard !parts.isEmpty else { return 0 }
        let o = layer.shadowOffset
        let offset = CGAffineTransform(translationX: o.width.isFinite ? o.width : 0, y: o.height.isFinite ? o.height : 0)
        let transform = ProjectionTransform(offset).concatenating(p)
        let radius = layer.shadowRadius
        guard radius.isFinite, radius > 0 else {
            // Exact: the silhouette filled; several parts as one group so overlaps are not darker.
            if parts.count == 1 {
                return fill(parts[0].path, .color(color), eoFill: parts[0].eoFill, transform: transform, tint: .identity)
            }
            let start = commands.count
            for part in parts { _ = fill(part.path, .color(color.opacity(1)), eoFill: part.eoFill, transform: transform, tint: .identity) }
            wrap(from: start, LayerStyle(opacity: color.opacity))
            return 1
        }
        let magnification = Self.magnification(of: p, scale: scale)
        guard let image = blurredShadow(parts, radius: radius, color: color, magnification: magnification) else { return 0 }
        // Kept for the next frame when the silhouette is the layer's own (not its sublayers').
        if let stamp, layer.shadowPath != nil || (layer.sublayers ?? []).isEmpty {
            layer.keptRenderRecord.shadow = LayerRenderRecord.Shadow(stamp: stamp, magnification: magnification, tint: tint, scale: scale,
                                                                     limit: options.maximumShadowImageSide, image: image, offset: offset)
        }
        commands.append(.image(image.pixmap, rect: image.rect, interpolation: .high, opacity: 1, transform: transform))
        return 1
    }

    /// The blurred silhouette (cached), or nil when it is empty or too big to make sense of.
    /// How much the layer's transform enlarges its space beyond `scale`, as a power of two in
    /// 1/4…8 (so copies at similar sizes share a blur): √|det| of the projection's linear part.
    static func magnification(of p: ProjectionTransform, scale: Double) -> Double {
        let area = abs(p.m11 * p.m22 - p.m12 * p.m21) / max(abs(p.m33), 1e-9) / (scale * scale)
        guard area.isFinite, area > 0 else { return 1 }
        let k = (log2(area) / 2).rounded()
        return pow(2, min(max(k, -2), 3))
    }

    func blurredShadow(_ parts: [SilhouettePart], radius: Double, color: Color, magnification: Double = 1) -> ShadowImage? {
        // Runs of layers with one silhouette (one shared outline: the comparison is by storage
        // first) skip its bounds, key hashing and cache lookups.
        if let last = lastShadow, last.radius == radius, last.magnification == magnification, last.color == color,
           last.parts == parts {
            return last.image
        }
        let image = makeBlurredShadow(parts, radius: radius, color: color, magnification: magnification)
        if let image { lastShadow = LastShadow(parts: parts, radius: radius, color: color, magnification: magnification, image: image) }
        return image
    }

    private func makeBlurredShadow(_ parts: [SilhouettePart], radius: Double, color: Color, magnification: Double) -> ShadowImage? {
        var box = CGRect.null
        for part in parts { box = box.union(part.path.boundingRect) }
        guard !box.isNull, box.minX.isFinite, box.minY.isFinite, box.width.isFinite, box.height.isFinite else { return nil }
        // Pixels per point: the device scale (× the layer's magnification), lowered so σ stays ≤ 16 px (the blur is smooth, so the
        // image is upsampled without visible loss) and the image fits the side limit.
        var resolution = scale * magnification
        if radius * resolution > 16 { resolution = 16 / radius }
        let limit = Double(max(options.maximumShadowImageSide, 16))
        for _ in 0..<2 {
            let pad = (3 * radius * resolution).rounded(.up) + 1
            let side = max(box.width, box.height) * resolution + 2 * pad + 2
            if side > limit { resolution *= limit / side * 0.999 }
        }
        guard resolution.isFinite, resolution > 0 else { return nil }
        let key = ShadowKey(parts: parts, sigma: radius, resolution: resolution)
        let coloredKey = ColoredShadowKey(shape: key, color: color)
        if let cached = shadowCache.images[coloredKey] { return cached }
        let blurred: ShadowCoverage
        if let cached = shadowCache.coverage[key] ?? ShadowCoverageStore.shared.coverage(for: key) {
            blurred = cached
        } else {
            guard let made = blurredCoverage(parts, box: box, radius: radius, resolution: resolution, limit: Int(limit)) else { return nil }
            ShadowCoverageStore.shared.insert(made, for: key)
            blurred = made
        }
        shadowCache.coverage[key] = blurred
        var bytes = [UInt8](repeating: 0, count: blurred.values.count * 4)
        for i in blurred.values.indices {
            let a = min(max(blurred.values[i], 0), 1) * color.opacity
            bytes[4 * i] = UInt8((color.red * a * 255).rounded())
            bytes[4 * i + 1] = UInt8((color.green * a * 255).rounded())
            bytes[4 * i + 2] = UInt8((color.blue * a * 255).rounded())
            bytes[4 * i + 3] = UInt8((a * 255).rounded())
        }
        guard let pixmap = try? Pixmap(width: blurred.width, height: blurred.height, premultipliedBytes: bytes) else { return nil }
        let image = ShadowImage(pixmap: pixmap, rect: blurred.rect)
        shadowCache.images[coloredKey] = image
        return image
    }

    /// The silhouette's coverage at `resolution` pixels per point, blurred by σ = radius · resolution.
    private func blurredCoverage(_ parts: [SilhouettePart], box: CGRect, radius: Double, resolution: Double, limit: Int) -> ShadowCoverage? {
        let sigma = radius * resolution
        let pad = Int((3 * sigma).rounded(.up)) + 1
        let x0 = Int((box.minX * resolution).rounded(.down)) - pad, y0 = Int((box.minY * resolution).rounded(.down)) - pad
        let x1 = Int((box.maxX * resolution).rounded(.up)) + pad, y1 = Int((box.maxY * resolution).rounded(.up)) + pad
        let w = x1 - x0, h = y1 - y0
        guard w > 0, h > 0, w <= limit + 4, h <= limit + 4 else { return nil }
        let toPixels = CGAffineTransform(a: resolution, b: 0, c: 0, d: resolution, tx: -Double(x0), ty: -Double(y0))
        var coverage = [Double](repeating: 0, count: w * h)
        for part in parts {
            let one = CoverageRasterizer.coverage(of: part.path.flattened(tolerance: FlattenedPath.renderingTolerance, transform: toPixels),
                                                  width: w, height: h, eoFill: part.eoFill)
            for i in coverage.indices { coverage[i] = coverage[i] + one[i] - coverage[i] * one[i] }
        }
        GaussianBlur.apply(&coverage, width: w, height: h, sigma: sigma)
        return ShadowCoverage(values: coverage, width: w, height: h,
                              rect: CGRect(x: Double(x0) / resolution, y: Double(y0) / resolution,
                                           width: Double(w) / resolution, height: Double(h) / resolution))
    }

}
