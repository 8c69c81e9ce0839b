import Foundation
import VectorPath
import Geometry2D

extension DisplayList {
    /// True when some layer has filters (``LayerStyle/filters``).
    public var hasFilters: Bool {
        commands.contains { if case .pushLayer(let style) = $0 { !style.filters.isEmpty } else { false } }
    }

    /// The deepest nesting of filtered layers drawn (a bound on the offscreen renders one frame makes).
    public static let maximumFilterDepth = 16

    /// The list with every filtered layer replaced by its filtered pixels, for a `width`×`height`
    /// canvas: the one lowering of filters both backends share, so they draw the same picture.
    ///
    /// For each outermost filtered layer: its content's device bounds (conservative) grown by how
    /// far its filters reach, cut to the canvas grown by as much (what lies further cannot reach
    /// the canvas), is drawn by `render` into a transparent pixmap of that size (nested filtered
    /// layers resolved first, at most ``maximumFilterDepth`` deep), the filters are applied to it
    /// on the CPU (``GaussianBlurKernel``, ``ColorMatrix``, shared code), and the layer becomes
    /// the same layer without filters holding one image of those pixels (opacity, blend mode and
    /// clip then apply as to any layer). Lists without filters come back unchanged.
    ///
    /// Call ``validate()`` first. Throws ``RenderError/overBudget(_:)`` when filtered layers nest
    /// deeper than ``maximumFilterDepth``, and what `render` throws.
    ///
    /// ```swift
    /// let flat = try list.resolvingFilters(width: 256, height: 256) { sub, w, h in
    ///     var pixmap = try Pixmap(width: w, height: h); try renderer.render(sub, into: &pixmap); return pixmap
    /// }
    /// ```
    public func resolvingFilters(width: Int, height: Int,
                                 render: (DisplayList, Int, Int) throws -> Pixmap) throws -> DisplayList {
        try resolvingFilters(width: width, height: height, depth: 0, render: render)
    }

    private func resolvingFilters(width: Int, height: Int, depth: Int,
                                  render: (DisplayList, Int, Int) throws -> Pixmap) throws -> DisplayList {
        guard hasFilters else { return self }
        guard depth < Self.maximumFilterDepth else {
            throw RenderError.overBudget(RenderBudget.Exceeded(.layerDepth, amount: Double(depth + 1), maximum: Self.maximumFilterDepth,
                                                               detail: "filtered layers (blur, shadow, colour effects) nested"))
        }
        var result = DisplayList()
        result.commands.reserveCapacity(commands.count)
        var index = 0
        while index < commands.count {
            guard case .pushLayer(let style) = commands[index], !style.filters.isEmpty else {
                result.commands.append(commands[index])
                index += 1
                continue
            }
            let end = Self.endOfGroup(commands, from: index + 1)
            var inner = DisplayList()
            inner.commands = Array(commands[(index + 1)..<max(index + 1, end - 1)])
            inner = try inner.resolvingFilters(width: width, height: height, depth: depth + 1, render: render)
            var plain = style
            plain.filters = []
            if let image = try Self.filtered(inner, filters: style.filters, transform: style.transform,
                                             width: width, height: height, render: render) {
                result.commands.append(.pushLayer(plain))
                result.commands.append(.image(image.pixmap, rect: image.rect, interpolation: .none, opacity: 1,
                                              transform: ProjectionTransform()))
                result.commands.append(.popLayer)
            }
            index = end
        }
        return result
    }

    /// The index after the `popLayer` closing the group whose content starts at `start`.
    private static func endOfGroup(_ commands: [Command], from start: Int) -> Int {
        var depth = 1, index = start
        while index < commands.count && depth > 0 {
            switch commands[index] {
            case .pushLayer: depth += 1
            case .popLayer: depth -= 1
            default: break
            }
            index += 1
        }
        return index
    }

    /// `content` drawn and filtered, with the device rectangle it covers; nil when nothing can show.
    private static func filtered(_ content: DisplayList, filters: [LayerFilter], transform: ProjectionTransform,
                                 width: Int, height: Int,
                                 render: (DisplayList, Int, Int) throws -> Pixmap) throws -> (pixmap: Pixmap, rect: CGRect)? {
        let device = filters.map { DeviceFilter($0, transform: transform, width: width, height: height) }
        // How far the filters move what is drawn, and how far they grow it.
        var reachX = 0, reachY = 0, growLeft = 0, growRight = 0, growTop = 0, growBottom = 0
        for filter in device {
            reachX += filter.reachX; reachY += filter.reachY
            growLeft += filter.grow.left; growRight += filter.grow.right
            growTop += filter.grow.top; growBottom += filter.grow.bottom
        }
        let limit = CGRect(x: -reachX, y: -reachY, width: width + 2 * reachX, height: height + 2 * reachY)
        let bounds = content.deviceBounds() ?? limit
        guard !bounds.isNull, !bounds.isEmpty else { return nil }
        let grown = CGRect(x: bounds.minX - Double(growLeft), y: bounds.minY - Double(growTop),
                           width: bounds.width + Double(growLeft + growRight),
                           height: bounds.height + Double(growTop + growBottom))
        let region = grown.intersection(limit).integral
        guard !region.isNull, region.width >= 1, region.height >= 1 else { return nil }
        let w = Int(region.width), h = Int(region.height)
        do { try Pixmap.validateSize(width: w, height: h) } catch {
            throw RenderError.overBudget(RenderBudget.Exceeded(.imagePixels, amount: Double(w) * Double(h), maximum: Pixmap.maximumPixelCount,
                                                               detail: "a filtered layer's pixels"))
        }
        let moved = content.transformed(by: ProjectionTransform(CGAffineTransform(translationX: -region.minX, y: -region.minY)))
        var pixmap = try render(moved, w, h)
        for filter in device { filter.apply(to: &pixmap) }
        return (pixmap, region)
    }

    /// A conservative device rectangle holding everything the commands draw, or nil when unknown
    /// (a projective transform that reaches behind the eye).
    func deviceBounds() -> CGRect? {
        var bounds = CGRect.null
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
            case .pushLayer, .popLayer:
                continue
            }
            guard let box else { return nil }
            if !box.isNull { bounds = bounds.union(box) }
        }
        return bounds.isNull ? .null : bounds.insetBy(dx: -1, dy: -1)
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

/// A ``LayerFilter`` in device pixels: kernels built, offsets rounded, how far it reaches.
struct DeviceFilter {
    let filter: LayerFilter
    let kernel: GaussianBlurKernel
    let dx: Int, dy: Int
    /// How far what is drawn may move (blur extent + |offset|), per axis.
    let reachX: Int, reachY: Int
    /// How far the drawn area grows on each side.
    let grow: (left: Int, right: Int, top: Int, bottom: Int)

    init(_ filter: LayerFilter, transform: ProjectionTransform, width: Int, height: Int) {
        self.filter = filter
        // The transform's area scale (its linear part's, for a projective one at the origin).
        let scale = abs(Double(transform.m11 * transform.m22 - transform.m12 * transform.m21)).squareRoot()
        switch filter {
        case .blur(let radius, let opaque):
            kernel = GaussianBlurKernel(sigma: GaussianBlurKernel.sigma(forRadius: radius) * scale)
            dx = 0; dy = 0
            let e = opaque ? 0 : kernel.extent
            reachX = kernel.extent; reachY = kernel.extent
            grow = (e, e, e, e)
        case .dropShadow(_, let radius, let offset):
            kernel = GaussianBlurKernel(sigma: GaussianBlurKernel.sigma(forRadius: radius) * scale)
            // The offset turns and scales with the layer; beyond the canvas it is as far as it can matter.
            let ox = Double(offset.width * transform.m11 + offset.height * transform.m21)
            let oy = Double(offset.width * transform.m12 + offset.height * transform.m22)
            func rounded(_ v: Double, _ bound: Int) -> Int {
                v.isFinite ? Int(min(max(v, -Double(bound)), Double(bound)).rounded()) : 0
            }
            dx = rounded(ox, width + kernel.extent + 1); dy = rounded(oy, height + kernel.extent + 1)
            let e = kernel.extent
            reachX = e + abs(dx); reachY = e + abs(dy)
            grow = (e + max(-dx, 0), e + max(dx, 0), e + max(-dy, 0), e + max(dy, 0))
        case .colorMatrix:
            kernel = GaussianBlurKernel(sigma: 0)
            dx = 0; dy = 0; reachX = 0; reachY = 0
            grow = (0, 0, 0, 0)
        }
    }

    func apply(to pixmap: inout Pixmap) {
        switch filter {
        case .blur(_, let opaque):
            pixmap.applyBlur(kernel, edges: opaque ? .clamp : .transparent)
            if opaque { pixmap.makeOpaque() }
        case .dropShadow(let color, _, _):
            pixmap.applyDropShadow(color: color, kernel: kernel, dx: dx, dy: dy)
        case .colorMatrix(let matrix):
            pixmap.applyColorMatrix(matrix)
        }
    }
}
