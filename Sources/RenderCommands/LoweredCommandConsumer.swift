import Foundation
import VectorPath
import Geometry2D

/// What a backend implements to consume a display list lowered by ``LoweredDisplayList``: one
/// method per kind of step, called in painter's order. The lowering has already dropped everything
/// that cannot show, resolved the paints and computed the device geometry, so each method only
/// converts its step into the backend's form. Steps are passed borrowed (no copies of the paint or
/// geometry per draw).
///
/// ```swift
/// struct Collect: LoweredCommandConsumer {
///     var draws = 0, layers = 0
///     mutating func draw(_ draw: LoweredDraw) { draws += 1 }
///     mutating func pushLayer(_ layer: LoweredLayer) { layers += 1 }
///     mutating func popLayer(_ layer: LoweredLayer) {}
/// }
/// var collect = Collect()
/// list.lowered(tolerance: 0.25, width: 256, height: 256).run(into: &collect)
/// ```
package protocol LoweredCommandConsumer {
    /// What the consumer may throw (a backend limit, e.g. an image larger than a texture can be).
    associatedtype Failure: Error = Never
    /// Paint `draw.geometry`'s coverage with `draw.paint`.
    mutating func draw(_ draw: LoweredDraw) throws(Failure)
    /// Start a group composited at the matching ``popLayer(_:)``.
    mutating func pushLayer(_ layer: LoweredLayer) throws(Failure)
    /// Composite the innermost group; `layer` is the value its push received.
    mutating func popLayer(_ layer: LoweredLayer) throws(Failure)
    /// True when the consumer draws glyph runs placed by a translation and a uniform scale itself
    /// (``drawGlyphs(_:)``, from cached coverage); other runs, and every run when false (the
    /// default), arrive as a ``draw(_:)`` of their outlines.
    static var drawsGlyphRuns: Bool { get }
    /// The largest glyph, in device pixels a side, the consumer draws from cached coverage; larger
    /// ones it fills as outlines (``LoweredGlyphs/forEachLargeGlyph(largestStamp:_:)``).
    static var largestStampedGlyph: Double { get }
    /// Paint `glyphs`' coverage with its paint (called only when ``drawsGlyphRuns``).
    mutating func drawGlyphs(_ glyphs: LoweredGlyphs) throws(Failure)
    /// True (the default) when antialiased strokes narrower than a device pixel should arrive one
    /// pixel wide with their coverage scaled — right for a backend that samples coverage at a few
    /// points per pixel (MSAA), where a thinner outline breaks up; false for one with exact area
    /// coverage, which then draws them at their true width as Cairo and Blend2D do.
    var widensThinStrokes: Bool { get }
    /// True when the consumer keeps data derived from kept geometry (``LoweredDraw/storesDerived``,
    /// ``KeptGeometry/derived``); false (the default) for one that only uses the geometry.
    var storesDerivedData: Bool { get }
}

extension LoweredCommandConsumer {
    package static var drawsGlyphRuns: Bool { false }
    package static var largestStampedGlyph: Double { 0 }
    package var widensThinStrokes: Bool { true }
    package var storesDerivedData: Bool { false }
    /// Never called: glyph runs reach a consumer that does not draw them as fills.
    package mutating func drawGlyphs(_ glyphs: LoweredGlyphs) throws(Failure) {}
}

/// How a glyph run's local coordinates reach the device: `device = offset + scale · local`, the
/// transforms under which each glyph keeps its shape up to a translation (so its coverage can be
/// cached by size and sub-pixel position).
///
/// ```swift
/// GlyphPlacement(ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2)))   // scale 2, offset (0, 0)
/// GlyphPlacement(ProjectionTransform(CGAffineTransform(rotationAngle: 1)))  // nil
/// ```
package struct GlyphPlacement: Sendable, Equatable {
    package var scale: Double
    package var offset: CGPoint

    package init(scale: Double, offset: CGPoint) {
        self.scale = scale
        self.offset = offset
    }

    /// The placement of `transform`, or nil when it rotates, skews, mirrors, scales unevenly or
    /// projects.
    package init?(_ transform: ProjectionTransform) {
        guard transform.isAffine, transform.m12 == 0, transform.m21 == 0, transform.m11 == transform.m22,
              transform.m11 > 0 else { return nil }
        scale = Double(transform.m11)
        offset = CGPoint(x: transform.m31, y: transform.m32)
    }
}

/// A glyph run lowered for a consumer that draws runs: the run, its placement on the device, the
/// pixels it may touch on the canvas (never empty), and the paint.
package struct LoweredGlyphs: Sendable {
    package var run: GlyphRun
    package var placement: GlyphPlacement
    package var bounds: DeviceBounds
    package var paint: ResolvedPaint
    /// The lowering's work rectangle: large glyphs are culled and clamped to it as fills are.
    package var workRect: CGRect

    package init(run: GlyphRun, placement: GlyphPlacement, bounds: DeviceBounds, paint: ResolvedPaint, workRect: CGRect) {
        self.run = run
        self.placement = placement
        self.bounds = bounds
        self.paint = paint
        self.workRect = workRect
    }
}

/// A fill, stroke or image lowered for drawing: device outline and fill rule, the pixels it may
/// touch on the canvas, and the paint.
///
/// ```swift
/// if case .draw(let draw) = step, case .solid(let color) = draw.paint {
///     fill(draw.geometry.outline, evenOdd: draw.geometry.evenOdd, color: color, within: draw.bounds)
/// }
/// ```
package struct LoweredDraw: Sendable {
    /// The device outline (flattened, strokes already expanded). Its `coverageScale` is already
    /// folded into ``paint``; backends do not read it.
    package var geometry: DeviceGeometry
    /// The outline's pixel bounds clamped to the canvas (never empty).
    package var bounds: DeviceBounds
    /// What to paint the covered pixels with.
    package var paint: ResolvedPaint
    /// The kept geometry this draw's came from, when the frame is lowered with a ``GeometryCache``.
    package var kept: KeptGeometry?
    /// True when the consumer is to store what it derives from the geometry in ``kept``'s
    /// ``KeptGeometry/derived`` (the geometry's second frame: no other frame or thread sees it yet).
    package var storesDerived: Bool

    package init(geometry: DeviceGeometry, bounds: DeviceBounds, paint: ResolvedPaint, kept: KeptGeometry? = nil,
                 storesDerived: Bool = false) {
        self.geometry = geometry
        self.bounds = bounds
        self.paint = paint
        self.kept = kept
        self.storesDerived = storesDerived
    }
}

/// A paint with everything a backend needs per pixel already computed once: colors premultiplied
/// and scaled by the hairline coverage, opacities as bytes, and the inverse mapping from device
/// pixels (x, y, 1) to the space the paint is defined in, as a row-vector projection: a device
/// point `[x y 1] · m = [X Y W]` maps to `(X/W, Y/W)` (perspective included; W ≤ 0 is behind the eye).
///
/// ```swift
/// case .gradient(let shading, let toLocal, let coverage):
///     let p = CGPoint(x: x + 0.5, y: y + 0.5).applying(toLocal)   // pixel centre → local
///     shading.color(atLocal: p)                                    // then × coverage / 255
/// ```
package enum ResolvedPaint: Sendable {
    /// One premultiplied color, the hairline coverage folded in. Never fully transparent.
    case solid(PremultipliedRGBA8)
    /// A real gradient (never ``GradientShading/Geometry/solid``), its device → local mapping, and
    /// the hairline coverage 1…255 that scales its colors. Boxed: unboxed, its 121 bytes made every
    /// solid draw carry them too (a 130-byte enum in a 242-byte `LoweredDraw`, copied per draw: 2–3 %
    /// of a frame of 10 000 solid fills).
    indirect case gradient(GradientShading, toLocal: ProjectionTransform, coverage: UInt8)
    /// An image: device → texel mapping (texel (i, j) covers [i, i+1) × [j, j+1)), bilinear or
    /// nearest sampling, and the opacity 1…255. The image is never empty.
    case image(Pixmap, toTexel: ProjectionTransform, bilinear: Bool, opacity: UInt8)
}

/// A layer lowered for compositing: the opacity as a byte (never 0), the blend mode, and the clip
/// in device space (nil: no clip). Layers that cannot show are never lowered.
///
/// ```swift
/// case .popLayer(let layer):
///     composite(opacity: layer.opacity, mode: layer.blendMode, mask: layer.clip?.geometry)
/// ```
package struct LoweredLayer: Sendable {
    /// Group opacity 1…255.
    package var opacity: UInt8
    package var blendMode: BlendMode
    /// The clip's device geometry and canvas bounds, or nil.
    package var clip: LoweredClip?
    /// Applied to the group's pixels as it is composited (``LayerStyle/compositeColorMatrix``).
    package var colorMatrix: ColorMatrix? = nil
    /// Drawn from the group's pixels as it is composited (``LayerStyle/compositeBlur``).
    package var blur: CompositeBlur? = nil
    /// The layer's part in a mask drawn while compositing (``LayerStyle/compositeMask``).
    package var mask: CompositeMask? = nil
}

/// A layer's clip: device outline and fill rule, and its pixel bounds clamped to the canvas
/// (never empty: a clip that covers no canvas pixel hides its layer, which is then not lowered).
///
/// ```swift
/// if let clip = layer.clip { stencil(clip.geometry.outline, cover: clip.bounds) }
/// ```
package struct LoweredClip: Sendable {
    package var geometry: DeviceGeometry
    package var bounds: DeviceBounds
}
