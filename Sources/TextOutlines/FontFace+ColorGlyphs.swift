import Foundation
import Geometry2D
import RenderCommands

/// Colour glyphs: a face with colour bitmap strikes (Noto Color Emoji) draws its glyphs as images,
/// scaled from the strike to the text's size as iOS scales Apple Color Emoji's — the advance and
/// the bitmap by size ÷ the strike's pixels per em — and shrunk to about the device pixels they
/// cover (``AreaResampler``) before either backend samples them.
///
/// ```swift
/// let emoji = try FontFace(path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")
/// emoji.hasColorGlyphs                              // true
/// let glyph = emoji.glyph(for: "🎉")!
/// emoji.colorGlyph(glyph, pixelsPerEm: 34)?.image   // 42 × 40 pixels
/// ```
extension FontFace {
    /// Whether the face draws its glyphs from colour bitmaps (an emoji font).
    public var hasColorGlyphs: Bool { !colorStrikes.isEmpty }

    /// The advance of colour glyph `glyph` in ems, from its largest strike's metrics (136 px at
    /// 109 ppem for Noto's emoji: 1.2477 em); nil for a face without colour glyphs or a glyph
    /// that does not load.
    public func colorAdvance(of glyph: UInt32) -> Double? {
        guard let strike = colorStrikes.last else { return nil }
        return withHandles { handles in
            if let known = colorAdvances[glyph] { return known }
            guard let face = handles?.face, let pixels = ColorStrikes.advance(of: glyph, strike: strike, in: face) else { return nil }
            let ems = pixels / Double(strike)
            colorAdvances[glyph] = ems
            return ems
        }
    }

    /// `glyph`'s colour image for drawing at `pixelsPerEm` device pixels per em: from the
    /// strike ``ColorStrikes/strike(for:among:)`` picks, shrunk to that size (to the next whole
    /// pixel per em) when the strike is larger, kept in ``colorGlyphs``. Nil for a face without
    /// colour glyphs, a glyph without an image (it draws nothing), a size that is not finite and
    /// positive, or an image over the font memory budget.
    public func colorGlyph(_ glyph: UInt32, pixelsPerEm: Double) -> ColorGlyphImage? {
        guard pixelsPerEm.isFinite, pixelsPerEm > 0, let strike = ColorStrikes.strike(for: pixelsPerEm, among: colorStrikes) else {
            return nil
        }
        let target = min(max(Int((pixelsPerEm - 1e-9).rounded(.up)), 1), strike)
        let key = ColorGlyphCache.Key(face: index == 0 ? path : "\(path)#\(index)", glyph: glyph, pixelsPerEm: target)
        let unitsPerEm = Double(self.unitsPerEm)
        return colorGlyphs.image(for: key) {
            guard let bitmap = withHandles({ handles in handles.flatMap { ColorStrikes.bitmap(of: glyph, strike: strike, in: $0.face) } })
            else { return nil }
            let ratio = Double(target) / Double(strike)
            let width = max(Int((Double(bitmap.width) * ratio).rounded()), 1)
            let height = max(Int((Double(bitmap.height) * ratio).rounded()), 1)
            let bytes = AreaResampler.shrink(bitmap.bytes, width: bitmap.width, height: bitmap.height, toWidth: width, height: height)
            guard let image = try? Pixmap(width: width, height: height, premultipliedBytes: bytes) else { return nil }
            let units = unitsPerEm / Double(strike)
            return ColorGlyphImage(image: image, bounds: CGRect(x: Double(bitmap.left) * units, y: -Double(bitmap.top) * units,
                                                               width: Double(bitmap.width) * units, height: Double(bitmap.height) * units))
        }
    }
}
