import Foundation
import Geometry2D

extension DisplayList {
    /// The list with the filtered layers a backend can draw while compositing left as layers, for
    /// a backend that filters in its compositing shaders instead of resolving filters into images
    /// first (what is left is resolved as before):
    ///
    /// - `blurs`: each layer whose only filter is a blur (or a blur, then an alpha threshold that
    ///   keeps transparent pixels transparent) or a drop shadow, and whose content lies
    ///   inside the `width`×`height` canvas, or a backdrop with everything beneath it on the
    ///   canvas (in no group, or in groups that have drawn nothing before it: a material
    ///   background in a clipped view), with the filter moved to ``LayerStyle/compositeBlur`` —
    ///   blurred from the layer's pixels as drawn (or the canvas beneath).
    /// - `masks`: each layer whose only filter is a mask becomes the layer (marked
    ///   ``CompositeMask/masked``) holding its content, then the mask's content in a group of its
    ///   own (marked ``CompositeMask/source``), which is not composited: the layer is multiplied
    ///   by its alpha as it is composited.
    ///
    /// Opaque blurs, layers whose content reaches past the canvas (the CPU path blurs content
    /// beyond the edge in), masks and backdrops whose content (or mask) draws a backdrop, and
    /// everything inside a layer that keeps its filters (its content is drawn on its own, in its
    /// own pixels), are left as they are. A blurred or shadowed layer may hold one backdrop (a
    /// shadowed material card) when the backdrop is the first thing it draws and is drawn in
    /// shaders too; the layer is then blurred or shadowed from its pixels with the material in
    /// them. Lists whose filtered layers nest deeper than ``maximumFilterDepth`` are left whole,
    /// for ``resolvingFilters(width:height:canvas:threads:render:renderMany:)`` to refuse.
    ///
    /// ```swift
    /// let list = list.compositingFilters(width: 1024, height: 1024, blurs: true, masks: true)
    /// ```
    package func compositingFilters(width: Int, height: Int, blurs: Bool, masks: Bool) -> DisplayList {
        guard hasFilters, filterNesting <= Self.maximumFilterDepth else { return self }
        var result = self
        // `dirty`: how many of the open groups, outermost first, have drawn something — while none
        // has, the canvas holds everything beneath the next layer.
        var index = 0, open = 0, dirty = 0
        while index < result.commands.count {
            switch result.commands[index] {
            case .pushLayer(var style) where !style.filters.isEmpty:
                let end = Self.endOfGroup(result.commands, from: index + 1)
                let content = result.commands[(index + 1)..<max(index + 1, end - 1)]
                if masks, style.filters.count == 1, case .mask(let mask) = style.filters[0],
                   !content.contains(where: Self.drawsBackdrop), !mask.commands.contains(where: Self.drawsBackdrop) {
                    // The content, then the mask in a group of its own, at the end of the layer.
                    style.filters = []
                    style.compositeMask = .masked
                    var source = LayerStyle()
                    source.compositeMask = .source
                    result.commands[index] = .pushLayer(style)
                    result.commands.insert(contentsOf: [.pushLayer(source)] + mask.commands + [.popLayer], at: max(index + 1, end - 1))
                } else if blurs, let blur = Self.compositeBlur(style, content: content, onCanvas: dirty == 0, width: width, height: height) {
                    style.filters = []
                    style.compositeBlur = blur
                    result.commands[index] = .pushLayer(style)
                } else {
                    index = end
                    dirty = open
                    continue
                }
                open += 1
            case .pushLayer: open += 1
            case .popLayer: open -= 1; dirty = open
            default: dirty = open
            }
            index += 1
        }
        return result
    }

    /// `style`'s lone blur (perhaps thresholded), shadow or backdrop in device pixels when `content`
    /// lies inside the canvas (a backdrop: when all that lies beneath it is on the canvas); nil
    /// otherwise.
    private static func compositeBlur(_ style: LayerStyle, content: ArraySlice<Command>, onCanvas: Bool,
                                      width: Int, height: Int) -> CompositeBlur? {
        // A blur may be followed by an alpha threshold that keeps transparent pixels transparent.
        var threshold: CompositeBlur.Threshold?
        switch style.filters.count {
        case 1: break
        case 2:
            guard case .blur(_, opaque: false) = style.filters[0],
                  case .alphaThreshold(let minimum, let maximum, let color) = style.filters[1] else { return nil }
            let (low, high) = Pixmap.alphaThresholdBytes(minimum: minimum, maximum: maximum)
            guard low >= 1 else { return nil }
            threshold = CompositeBlur.Threshold(low: low, high: high, color: color)
        default: return nil
        }
        if !style.filters[0].isBackdrop, content.contains(where: drawsBackdrop) {
            guard backdropStaysInShaders(Array(content), onCanvas: onCanvas, width: width, height: height) else { return nil }
        }
        let device = DeviceFilter(style.filters[0], transform: style.transform, width: width, height: height)
        var inner = DisplayList()
        inner.commands = Array(content)
        guard let bounds = inner.deviceBounds() else { return nil }
        let canvas = CGRect(x: 0, y: 0, width: width, height: height)
        switch device.filter {
        case .backdrop(_, let saturation):
            // What a group drew before the layer is not on the canvas yet; a backdrop inside
            // would see this one's pixels.
            let region = bounds.intersection(canvas).integral
            guard onCanvas, !content.contains(where: drawsBackdrop), saturation.isFinite, !region.isNull,
                  region.width >= 1, region.height >= 1 else { return nil }
            return CompositeBlur(kernel: device.kernel, backdrop: CompositeBlur.Backdrop(saturation: saturation, region: DeviceBounds(
                minX: Int(region.minX), minY: Int(region.minY), maxX: Int(region.maxX), maxY: Int(region.maxY))))
        case .blur(_, opaque: false), .dropShadow:
            // What the canvas shows of the result depends only on what the layer draws on the
            // canvas when all of it lies there (pixels blurred or shadowed past the edge are not
            // shown). The bounds' outer pixel is a margin (geometry inside the canvas covers no
            // pixel outside it): content filling the canvas exactly, a blurred background, qualifies.
            guard bounds.isNull || canvas.contains(bounds.insetBy(dx: 1, dy: 1)) else { return nil }
            guard case .dropShadow(let color, _, _) = device.filter else { return CompositeBlur(kernel: device.kernel, threshold: threshold) }
            return CompositeBlur(kernel: device.kernel, shadow: CompositeBlur.Shadow(color: color, dx: device.dx, dy: device.dy))
        default:
            // An opaque blur un-premultiplies its faint edge pixels, where a level's rounding
            // becomes tens of levels: only the CPU's exact bytes give the CPU's picture.
            return nil
        }
    }

    /// True when `content` (a blurred or shadowed layer's, drawing a backdrop) draws one backdrop,
    /// drawn in shaders too: the first thing the content draws, in groups without filters, with
    /// the layer itself on the canvas. A backdrop resolved on the CPU inside a layer filtered in
    /// shaders would see the enclosing layer's filter applied to what it drew so far.
    private static func backdropStaysInShaders(_ content: [Command], onCanvas: Bool, width: Int, height: Int) -> Bool {
        guard onCanvas, let first = content.firstIndex(where: drawsBackdrop), case .pushLayer(let style) = content[first]
        else { return false }
        let end = endOfGroup(content, from: first + 1)
        let drawsBefore = content[..<first].contains {
            if case .pushLayer(let style) = $0 { !style.filters.isEmpty } else { !$0.isLayerCommand }
        }
        return !drawsBefore && !content[end...].contains(where: drawsBackdrop)
            && compositeBlur(style, content: content[(first + 1)..<max(first + 1, end - 1)], onCanvas: true,
                             width: width, height: height) != nil
    }
}
