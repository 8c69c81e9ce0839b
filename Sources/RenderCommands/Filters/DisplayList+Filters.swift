import Foundation
import VectorPath
import Geometry2D

extension DisplayList {
    /// True when some layer has filters (``LayerStyle/filters``).
    public var hasFilters: Bool {
        // By index, each command looked at in place (as `hasLayers(orImages:)`): asked every frame.
        for index in commands.indices {
            if case .pushLayer(let style) = commands[index], !style.filters.isEmpty { return true }
        }
        return false
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
    ///
    /// `renderMany`: when given, the layers whose content and filters need nothing else drawn (no
    /// nested filter, mask or backdrop) — the shadows and blurs of a list of cards — are drawn
    /// through it first, all of one list level at once, instead of one `render` each: a GPU
    /// backend draws them into one atlas and reads it back once (``FilterAtlas``). It gets the
    /// lists, each already placed in its own `width`×`height` pixmap, and returns the pixmaps in
    /// that order; what it draws must be what `render` would (the filters then run on the CPU as
    /// always). `threads`: how many threads the filters may run on (0: as many as the machine runs
    /// at once; a renderer passes its own thread count so that `--threads 1` means one).
    public func resolvingFilters(width: Int, height: Int, canvas: Pixmap? = nil, threads: Int = 0,
                                 render: (DisplayList, Int, Int) throws -> Pixmap,
                                 renderMany: (([FilterContent]) throws -> [Pixmap])? = nil) throws -> DisplayList {
        try withoutActuallyEscaping(render) { render in
            let resolver = FilterResolver(width: width, height: height, canvas: canvas, render: render, renderMany: renderMany,
                                          threads: threads)
            return try resolver.resolve(self, depth: 0, behind: DisplayList())
        }
    }

    /// True for a layer with a backdrop filter.
    static func drawsBackdrop(_ command: Command) -> Bool {
        if case .pushLayer(let style) = command { style.filters.contains(where: \.isBackdrop) } else { false }
    }

    /// The index after the `popLayer` closing the group whose content starts at `start`.
    static func endOfGroup(_ commands: [Command], from start: Int) -> Int {
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

    /// `pixmap` (covering `region`) composited over `backdrop` drawn for that region over `canvas`,
    /// blurred by `kernel` (the canvas's edges repeated) and saturated by `saturation`.
    static func drawBackdrop(_ backdrop: DisplayList, over canvas: Pixmap?, beneath pixmap: inout Pixmap, region: CGRect,
                                     kernel: GaussianBlurKernel, saturation: Double, width: Int, height: Int, threads: Int,
                                     render: (DisplayList, Int, Int) throws -> Pixmap) throws {
        let reach = CGFloat(kernel.extent)
        let area = region.insetBy(dx: -reach, dy: -reach).intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !backdrop.commands.isEmpty || canvas != nil, !area.isNull, area.width >= 1, area.height >= 1 else { return }
        let w = Int(area.width), h = Int(area.height)
        var behind = try render(backdrop.transformed(by: ProjectionTransform(CGAffineTransform(translationX: -area.minX, y: -area.minY))), w, h)
        if let canvas, canvas.width == width, canvas.height == height {
            behind.composite(over: canvas, offsetX: Int(area.minX), offsetY: Int(area.minY))
        }
        behind.applyBlur(kernel, edges: .clamp, threads: threads)
        if saturation.isFinite, saturation != 1 { behind.applyColorMatrix(.saturation(saturation)) }
        pixmap.composite(over: behind, offsetX: Int(region.minX - area.minX), offsetY: Int(region.minY - area.minY))
    }
}
