import Foundation
import Geometry2D
import RenderCommands
import VectorPath

/// One colour glyph (an emoji) of a laid-out text: its face and glyph, its pen origin on the
/// baseline in the text's local points, and the size it is set at.
public struct PlacedColorGlyph: Sendable {
    public var face: FontFace
    public var glyph: UInt32
    public var origin: CGPoint
    /// Points per em.
    public var size: Double
    /// The first scalar of the cluster it draws.
    public var cluster: Int

    /// The box the glyph's image fills at `image`'s bounds, in local points.
    public func rect(of image: ColorGlyphImage) -> CGRect {
        let scale = size / Double(face.unitsPerEm)
        return CGRect(x: origin.x + image.bounds.minX * scale, y: origin.y + image.bounds.minY * scale,
                      width: image.bounds.width * scale, height: image.bounds.height * scale)
    }
}

extension TextLayout {
    /// The colour glyphs of the text placed with its origin at `origin` (as ``glyphRun(at:span:)``
    /// places the outlines; those glyphs have none), only span `span`'s when given.
    ///
    /// ```swift
    /// TextLayout("Done ✅", style: style).colorGlyphs().map(\.face.family)   // ["Noto Color Emoji"]
    /// ```
    public func colorGlyphs(at origin: CGPoint = .zero, span: Int? = nil) -> [PlacedColorGlyph] {
        var placed: [PlacedColorGlyph] = []
        for line in lines {
            for glyph in line.glyphs where glyph.face.hasColorGlyphs && (span == nil || glyph.span == span) && glyph.size > 0 {
                placed.append(PlacedColorGlyph(face: glyph.face, glyph: glyph.glyph,
                                               origin: CGPoint(x: origin.x + line.x + glyph.x, y: origin.y + line.baseline + glyph.y),
                                               size: glyph.size, cluster: glyph.cluster))
            }
        }
        return placed
    }
}

extension DisplayList {
    /// Draws `layout` with its origin at `origin`: the outline glyphs as one run filled with
    /// `paint`, then each colour glyph (emoji) as an image with `opacity` — a colour glyph is not
    /// tinted by the text's paint, as on iOS, but fades with the view's opacity. Each image is
    /// chosen for the device pixels it covers under `transform` (its scale) and drawn with the
    /// bilinear sampling both backends share, so they give the same picture.
    ///
    /// ```swift
    /// list.drawText(TextLayout("Done ✅ 🎉", style: style), at: CGPoint(x: 8, y: 8), with: .color(.black))
    /// ```
    public mutating func drawText(_ layout: TextLayout, at origin: CGPoint = .zero, span: Int? = nil, with paint: Paint,
                                  opacity: Double = 1, transform: ProjectionTransform = ProjectionTransform()) {
        drawGlyphs(layout.glyphRun(at: origin, span: span), with: paint, transform: transform)
        guard opacity.isFinite, opacity > 0 else { return }
        let glyphs = layout.colorGlyphs(at: origin, span: span)
        guard !glyphs.isEmpty, let deviceScale = Self.deviceScale(of: transform) else { return }
        for glyph in glyphs {
            guard let image = glyph.face.colorGlyph(glyph.glyph, pixelsPerEm: glyph.size * deviceScale) else { continue }
            let rect = glyph.rect(of: image)
            guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { continue }
            draw(image.image, in: rect, interpolation: .high, opacity: min(opacity, 1), transform: transform)
        }
    }

    /// How many device pixels a local unit spans under `transform` (the square root of its linear
    /// part's area scale; perspective taken at the origin); nil when not finite and positive.
    static func deviceScale(of transform: ProjectionTransform) -> Double? {
        let w = abs(transform.m33) > 1e-12 ? transform.m33 : 1
        let determinant = (transform.m11 * transform.m22 - transform.m12 * transform.m21) / (w * w)
        let scale = abs(determinant).squareRoot()
        return scale.isFinite && scale > 0 ? scale : nil
    }
}
