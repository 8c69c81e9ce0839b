import Foundation
import Geometry2D

extension DisplayList {
    /// A conservative device rectangle holding everything the commands draw, or nil when unknown
    /// (a projective transform that reaches behind the eye). A filtered layer's content counts
    /// grown by how far its filters reach, and cut to its mask's bounds.
    func deviceBounds() -> CGRect? {
        var bounds = CGRect.null
        var enclosing: [(bounds: CGRect, style: LayerStyle)] = []
        for command in commands {
            let box: CGRect?
            switch command {
            case .fill(let path, _, _, let transform):
                box = Self.device(path.boundingRect, transform)
            case .stroke(let path, let style, _, let transform, _):
                let grow = max(style.lineWidth, 0) / 2 * max(style.miterLimit, 1.5) + 1
                box = Self.device(path.boundingRect.insetBy(dx: -grow, dy: -grow), transform)
            case .glyphs(let run, _, let transform):
                box = Self.device(run.bounds, transform)
            case .image(_, let rect, _, _, let transform):
                box = Self.device(rect, transform)
            case .pushLayer(let style):
                enclosing.append((bounds, style))
                bounds = .null
                continue
            case .popLayer:
                guard let (outer, style) = enclosing.popLast() else { continue }
                var group = bounds
                if !group.isNull, !style.filters.isEmpty {
                    // Offsets bounded far beyond any canvas: they only have to stay conservative.
                    let device = style.filters.map { DeviceFilter($0, transform: style.transform, width: 1 << 24, height: 1 << 24) }
                    group = Self.grown(group, by: device)
                }
                bounds = group.isNull ? outer : outer.union(group)
                continue
            }
            guard let box else { return nil }
            if !box.isNull { bounds = bounds.union(box) }
        }
        return bounds.isNull ? .null : bounds.insetBy(dx: -1, dy: -1)
    }

    /// `bounds` (device pixels) after `filters` in order: grown by blurs and shadows, cut to
    /// each mask's bounds.
    static func grown(_ bounds: CGRect, by filters: [DeviceFilter]) -> CGRect {
        var box = bounds
        for filter in filters where !box.isNull {
            if case .mask(let mask) = filter.filter {
                if let maskBounds = mask.deviceBounds() { box = box.intersection(maskBounds) }
                continue
            }
            let g = filter.grow
            box = CGRect(x: box.minX - Double(g.left), y: box.minY - Double(g.top),
                         width: box.width + Double(g.left + g.right), height: box.height + Double(g.top + g.bottom))
        }
        return box
    }

    /// `rect`'s corners through `transform`, bounded; nil when a corner is behind the eye.
    private static func device(_ rect: CGRect, _ transform: ProjectionTransform) -> CGRect? {
        guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return .null }
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            let t = transform
            let w = x * t.m13 + y * t.m23 + t.m33
            guard w > 1e-9 else { return nil }
            let px = (x * t.m11 + y * t.m21 + t.m31) / w, py = (x * t.m12 + y * t.m22 + t.m32) / w
            x0 = min(x0, px); y0 = min(y0, py); x1 = max(x1, px); y1 = max(y1, py)
        }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
