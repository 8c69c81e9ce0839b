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
    ///
    /// `canvas`: the pixels the list will be drawn over (the render's background), which backdrop
    /// filters (materials) see beneath everything the list draws — as an iOS window's background
    /// lies beneath its views; nil: nothing (transparent).
    public func resolvingFilters(width: Int, height: Int, canvas: Pixmap? = nil,
                                 render: (DisplayList, Int, Int) throws -> Pixmap) throws -> DisplayList {
        try resolvingFilters(width: width, height: height, depth: 0, behind: DisplayList(), canvas: canvas, render: render)
    }

    /// `behind`: what is drawn beneath this list (the enclosing lists' commands so far, their
    /// groups closed), which backdrop filters see beneath this list's own, over `canvas`.
    private func resolvingFilters(width: Int, height: Int, depth: Int, behind: DisplayList, canvas: Pixmap?,
                                  render: (DisplayList, Int, Int) throws -> Pixmap) throws -> DisplayList {
        guard hasFilters else { return self }
        guard depth < Self.maximumFilterDepth else {
            throw RenderError.overBudget(RenderBudget.Exceeded(.layerDepth, amount: Double(depth + 1), maximum: Self.maximumFilterDepth,
                                                               detail: "filtered layers (blur, shadow, colour effects) nested"))
        }
        var result = DisplayList()
        result.commands.reserveCapacity(commands.count)
        var index = 0, open = 0
        while index < commands.count {
            guard case .pushLayer(let style) = commands[index], !style.filters.isEmpty else {
                switch commands[index] {
                case .pushLayer: open += 1
                case .popLayer: open -= 1
                default: break
                }
                result.commands.append(commands[index])
                index += 1
                continue
            }
            let end = Self.endOfGroup(commands, from: index + 1)
            var inner = DisplayList()
            inner.commands = Array(commands[(index + 1)..<max(index + 1, end - 1)])
            // What a backdrop sees: everything drawn so far, the groups still open closed (built
            // only where a backdrop is drawn: copying the prefix for every shadow would be quadratic).
            var backdrop = DisplayList()
            if style.filters.contains(where: \.isBackdrop) || inner.commands.contains(where: Self.drawsBackdrop) {
                backdrop = behind
                backdrop.commands.append(contentsOf: result.commands)
                backdrop.commands.append(contentsOf: repeatElement(.popLayer, count: max(open, 0)))
            }
            inner = try inner.resolvingFilters(width: width, height: height, depth: depth + 1, behind: backdrop, canvas: canvas, render: render)
            var plain = style
            plain.filters = []
            if let image = try Self.filtered(inner, filters: style.filters, transform: style.transform, backdrop: backdrop,
                                             canvas: canvas, width: width, height: height, depth: depth, render: render) {
                result.commands.append(.pushLayer(plain))
                result.commands.append(.image(image.pixmap, rect: image.rect, interpolation: .none, opacity: 1,
                                              transform: ProjectionTransform()))
                result.commands.append(.popLayer)
            }
            index = end
        }
        return result
    }

    /// True for a layer with a backdrop filter.
    private static func drawsBackdrop(_ command: Command) -> Bool {
        if case .pushLayer(let style) = command { style.filters.contains(where: \.isBackdrop) } else { false }
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
                                 backdrop: DisplayList, canvas: Pixmap?, width: Int, height: Int, depth: Int,
                                 render: (DisplayList, Int, Int) throws -> Pixmap) throws -> (pixmap: Pixmap, rect: CGRect)? {
        let device = filters.map { DeviceFilter($0, transform: transform, width: width, height: height) }
        // How far the filters move what is drawn: what lies further cannot reach the canvas.
        var reachX = 0, reachY = 0
        for filter in device { reachX += filter.reachX; reachY += filter.reachY }
        let limit = CGRect(x: -reachX, y: -reachY, width: width + 2 * reachX, height: height + 2 * reachY)
        let bounds = content.deviceBounds() ?? limit
        guard !bounds.isNull, !bounds.isEmpty else { return nil }
        let region = grown(bounds, by: device).intersection(limit).integral
        guard !region.isNull, region.width >= 1, region.height >= 1 else { return nil }
        let w = Int(region.width), h = Int(region.height)
        do { try Pixmap.validateSize(width: w, height: h) } catch {
            throw RenderError.overBudget(RenderBudget.Exceeded(.imagePixels, amount: Double(w) * Double(h), maximum: Pixmap.maximumPixelCount,
                                                               detail: "a filtered layer's pixels"))
        }
        let toRegion = ProjectionTransform(CGAffineTransform(translationX: -region.minX, y: -region.minY))
        var pixmap = try render(content.transformed(by: toRegion), w, h)
        for filter in device {
            switch filter.filter {
            case .mask(let mask):
                let maskContent = try mask.transformed(by: toRegion)
                    .resolvingFilters(width: w, height: h, depth: depth + 1, behind: DisplayList(), canvas: nil, render: render)
                pixmap.applyMask(maskContent.commands.isEmpty ? try Pixmap(width: w, height: h) : try render(maskContent, w, h))
            case .backdrop(_, let saturation):
                try drawBackdrop(backdrop, over: canvas, beneath: &pixmap, region: region, kernel: filter.kernel,
                                 saturation: saturation, width: width, height: height, render: render)
            default:
                filter.apply(to: &pixmap)
            }
        }
        return (pixmap, region)
    }

    /// `pixmap` (covering `region`) composited over `backdrop` drawn for that region over `canvas`,
    /// blurred by `kernel` (the canvas's edges repeated) and saturated by `saturation`.
    private static func drawBackdrop(_ backdrop: DisplayList, over canvas: Pixmap?, beneath pixmap: inout Pixmap, region: CGRect,
                                     kernel: GaussianBlurKernel, saturation: Double, width: Int, height: Int,
                                     render: (DisplayList, Int, Int) throws -> Pixmap) throws {
        let reach = CGFloat(kernel.extent)
        let area = region.insetBy(dx: -reach, dy: -reach).intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !backdrop.commands.isEmpty || canvas != nil, !area.isNull, area.width >= 1, area.height >= 1 else { return }
        let w = Int(area.width), h = Int(area.height)
        var behind = try render(backdrop.transformed(by: ProjectionTransform(CGAffineTransform(translationX: -area.minX, y: -area.minY))), w, h)
        if let canvas, canvas.width == width, canvas.height == height {
            behind.composite(over: canvas, offsetX: Int(area.minX), offsetY: Int(area.minY))
        }
        behind.applyBlur(kernel, edges: .clamp)
        if saturation.isFinite, saturation != 1 { behind.applyColorMatrix(.saturation(saturation)) }
        pixmap.composite(over: behind, offsetX: Int(region.minX - area.minX), offsetY: Int(region.minY - area.minY))
    }
}
