import RenderCommands

/// One vertex as the GPU reads it: device position (pixels, y down) and a premultiplied RGBA8 color
/// (bytes r, g, b, a in memory). 12 bytes.
struct GPUVertex {
    var x: Float, y: Float
    var color: UInt32
}

/// What limits a shaded cover (gradient, image, layer composite) to its path.
enum CoverMask: Equatable {
    /// Fans counted into the stencil first (nonzero with INCR/DECR_WRAP, even-odd with INVERT); both
    /// empty: none (a convex fan drawn directly, a layer without a clip). `aliased` fans are counted
    /// at pixel centres (see ``AliasedCoverage``).
    case stencil(nonzero: Range<Int>, evenOdd: Range<Int>, aliased: Bool)
    /// ``FrameBatch/triangles`` accumulated over `bounds` by ``AnalyticCoverage`` and folded by the
    /// fill rule in the cover shader.
    case analytic(triangles: Range<Int>, evenOdd: Bool, bounds: DeviceBounds)

    static let none = CoverMask.stencil(nonzero: 0..<0, evenOdd: 0..<0, aliased: false)
}

/// One draw step of a frame, over ranges of the frame's single index buffer (and, for analytic
/// coverage, of its triangle instances). `aliased` steps (geometry drawn with `antialiased: false`,
/// never drawn directly) have their stencil counted at pixel centres rather than per MSAA sample
/// (see ``AliasedCoverage``).
enum DrawStep: Equatable {
    /// Convex fills drawn directly, in painter's order, in one call.
    case direct(Range<Int>)
    /// Paths with pairwise disjoint bounds: their fans counted into the stencil (nonzero with
    /// INCR/DECR_WRAP, even-odd with INVERT), then their bounding quads drawn where stencil ≠ 0,
    /// zeroing it. Disjoint bounds make the shared passes equal to one pass per path.
    case stencil(nonzero: Range<Int>, evenOdd: Range<Int>, cover: Range<Int>, aliased: Bool)
    /// Anti-aliased solid paths with pairwise disjoint bounds (analytic coverage): their triangles
    /// accumulated over `bounds` (the union), then their bounding quads drawn with the coverage
    /// folded by the rule (all of the group's paths have the same one).
    case analytic(triangles: Range<Int>, cover: Range<Int>, evenOdd: Bool, bounds: DeviceBounds)
    /// One gradient-painted path: its mask and the cover drawn by the gradient program with
    /// `FrameBatch.gradients[paint]`.
    case gradient(mask: CoverMask, cover: Range<Int>, paint: Int)
    /// One image: the mask of the area it covers and the cover drawn by the image program with
    /// `FrameBatch.images[image]`.
    case image(mask: CoverMask, cover: Range<Int>, image: Int)
    /// Starts drawing into the offscreen layer at `depth` (1 = the first level above the canvas),
    /// cleared to transparent over `clear`, the pixels its draws reach (nil: it draws nothing).
    case pushLayer(depth: Int, clear: DeviceBounds?)
    /// Resolves the layer at `FrameBatch.layers[layer].depth` and composites it onto its parent:
    /// masked by its clip (``CoverMask/none`` without one), `cover` (the clip's bounds, or the
    /// bounds of what the layer drew; empty when it drew nothing) drawn by the composite program.
    case popLayer(layer: Int, mask: CoverMask, cover: Range<Int>)
}

/// How a layer is composited when it is popped: its opacity (0…1, already rounded to 8 bits as the
/// software renderer rounds it), blend mode and nesting depth.
struct LayerComposite: Equatable {
    var opacity: Float
    var mode: BlendMode
    var depth: Int
    /// Applied to the layer's pixels in the composite shader (``LayerStyle/compositeColorMatrix``).
    var colorMatrix: ColorMatrix? = nil
    /// Drawn from the layer's pixels before it is composited (``LayerStyle/compositeBlur``).
    var blur: BlurPass? = nil
    /// The mask the layer is multiplied by as it is composited (``LayerStyle/compositeMask``).
    var mask: MaskSource? = nil
    /// True for a mask's group: resolved at its pop and kept for the layer it masks, not composited.
    var isMaskSource = false
}

/// A mask's group as drawn: the level it was drawn at and what it drew (nil: nothing, so the
/// layer it masks is hidden).
struct MaskSource: Equatable {
    var depth: Int
    var drawn: DeviceBounds?
}

/// A layer's blur, drop shadow or backdrop as its pop draws it (see ``LayerBlur``): rows, then
/// columns, each into a scratch texture, which the composite program then reads.
struct BlurPass: Equatable {
    var blur: CompositeBlur
    /// What the layer drew: its level holds transparent pixels (or none it cleared) elsewhere.
    var drawn: DeviceBounds

    /// Where the rows pass writes: the rows drawn (for a shadow, moved by its offset), spread
    /// sideways; for a backdrop, its region's columns, the rows its blur reads.
    var rows: DeviceBounds {
        let e = blur.kernel.extent
        if let region = blur.backdrop?.region {
            return DeviceBounds(minX: region.minX, minY: region.minY - e, maxX: region.maxX, maxY: region.maxY + e)
        }
        let dx = blur.shadow?.dx ?? 0, dy = blur.shadow?.dy ?? 0
        return DeviceBounds(minX: drawn.minX + dx - e, minY: drawn.minY + dy, maxX: drawn.maxX + dx + e, maxY: drawn.maxY + dy)
    }

    /// Where the columns pass writes: the blurred pixels (for a shadow, the tinted blurred alpha,
    /// moved by its offset; for a backdrop, its region).
    var columns: DeviceBounds {
        if let region = blur.backdrop?.region { return region }
        let rows = rows, e = blur.kernel.extent
        return DeviceBounds(minX: rows.minX, minY: rows.minY - e, maxX: rows.maxX, maxY: rows.maxY + e)
    }
}
