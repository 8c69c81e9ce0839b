import CFreeType
import Foundation

/// A colour glyph as its font stores it: one strike's bitmap, premultiplied RGBA8 (converted from
/// FreeType's premultiplied BGRA), and where it sits: `left` and `top` pixels from the pen origin
/// on the baseline (top grows upwards, as FreeType counts), and the pen's advance in pixels, all at
/// the strike's pixels per em.
struct StrikeBitmap: Sendable {
    var width: Int, height: Int
    var left: Int, top: Int
    var advance: Double
    var pixelsPerEm: Int
    /// Premultiplied RGBA8, row-major, top row first, stride width · 4.
    var bytes: [UInt8]
}

/// FreeType's side of colour bitmap fonts (CBDT/CBLC as in Noto Color Emoji, sbix): which strikes
/// a face has, the metrics FreeType leaves out for a face without outlines, and a glyph's bitmap.
/// The callers hold the face's lock.
///
/// ```swift
/// ColorStrikes.pixelsPerEm(of: face)   // [109] for Noto Color Emoji
/// ```
enum ColorStrikes {
    /// The largest bitmap side accepted from a font (a strike of 136 px is what Noto ships; a
    /// hostile file claiming a 60,000-pixel glyph is refused before anything is allocated).
    static let maximumSide = 2048

    /// The pixels per em of `face`'s colour strikes, smallest first; empty for a face without
    /// colour bitmaps.
    static func pixelsPerEm(of face: FT_Face) -> [Int] {
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0,
              face.pointee.face_flags & FT_Long(FT_FACE_FLAG_FIXED_SIZES) != 0,
              let sizes = face.pointee.available_sizes else { return [] }
        let count = Int(max(face.pointee.num_fixed_sizes, 0))
        let ppems = (0..<count).map { Int((sizes[$0].y_ppem + 32) >> 6) }.filter { $0 > 0 }
        return Array(Set(ppems)).sorted()
    }

    /// Units per em, ascender, descender and line gap in font units: FreeType's for a scalable
    /// face, else from the `head` and `hhea` tables (zero units per em when there is no `head`).
    static func fontUnitMetrics(of face: FT_Face) -> (unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int) {
        if face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 {
            let ascender = Int(face.pointee.ascender), descender = Int(face.pointee.descender)
            return (Int(face.pointee.units_per_EM), ascender, descender, max(0, Int(face.pointee.height) - ascender + descender))
        }
        guard let head = FT_Get_Sfnt_Table(face, FT_SFNT_HEAD) else { return (0, 0, 0, 0) }
        let unitsPerEm = Int(head.assumingMemoryBound(to: TT_Header.self).pointee.Units_Per_EM)
        guard (16...16384).contains(unitsPerEm) else { return (0, 0, 0, 0) }
        guard let hhea = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA) else { return (unitsPerEm, unitsPerEm * 4 / 5, -unitsPerEm / 5, 0) }
        let table = hhea.assumingMemoryBound(to: TT_HoriHeader.self).pointee
        return (unitsPerEm, max(Int(table.Ascender), 0), min(Int(table.Descender), 0), max(Int(table.Line_Gap), 0))
    }

    /// The strike to draw at `pixelsPerEm` device pixels: the smallest at least that large (it is
    /// scaled down), else the largest (scaled up), as CoreText picks among Apple Color Emoji's.
    static func strike(for pixelsPerEm: Double, among strikes: [Int]) -> Int? {
        strikes.first { Double($0) >= pixelsPerEm } ?? strikes.last
    }

    /// The pen advance of `glyph` at strike `ppem` in pixels, from the strike's metrics alone (no
    /// bitmap decoded); nil when it does not load.
    static func advance(of glyph: UInt32, strike ppem: Int, in face: FT_Face) -> Double? {
        guard select(ppem, in: face),
              FT_Load_Glyph(face, glyph, Int32(FT_LOAD_COLOR | FT_LOAD_BITMAP_METRICS_ONLY)) == 0,
              let slot = face.pointee.glyph else { return nil }
        let advance = Double(slot.pointee.advance.x) / 64
        return advance.isFinite && advance >= 0 ? advance : nil
    }

    /// `glyph`'s colour bitmap at strike `ppem`, or nil when it has none, does not decode, or is
    /// larger than ``maximumSide``.
    static func bitmap(of glyph: UInt32, strike ppem: Int, in face: FT_Face) -> StrikeBitmap? {
        guard select(ppem, in: face), FT_Load_Glyph(face, glyph, Int32(FT_LOAD_COLOR)) == 0,
              let slot = face.pointee.glyph else { return nil }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), (1...maximumSide).contains(width),
              (1...maximumSide).contains(height), abs(pitch) >= width * 4, let buffer = bitmap.buffer else { return nil }
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            // A negative pitch means the rows run bottom-up from `buffer`.
            let row = buffer + (pitch >= 0 ? y * pitch : (height - 1 - y) * -pitch)
            for x in 0..<width {
                let b = row[x * 4], g = row[x * 4 + 1], r = row[x * 4 + 2], a = row[x * 4 + 3]
                let o = (y * width + x) * 4
                // Premultiplied already; clamped so that a broken file cannot give a colour above its alpha.
                bytes[o] = min(r, a); bytes[o + 1] = min(g, a); bytes[o + 2] = min(b, a); bytes[o + 3] = a
            }
        }
        let advance = Double(slot.pointee.advance.x) / 64
        return StrikeBitmap(width: width, height: height, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
                            advance: advance.isFinite ? advance : 0, pixelsPerEm: ppem, bytes: bytes)
    }

    /// Selects the strike of `ppem` pixels per em.
    private static func select(_ ppem: Int, in face: FT_Face) -> Bool {
        guard let sizes = face.pointee.available_sizes else { return false }
        let count = Int(max(face.pointee.num_fixed_sizes, 0))
        guard let index = (0..<count).first(where: { Int((sizes[$0].y_ppem + 32) >> 6) == ppem }) else { return false }
        return FT_Select_Size(face, Int32(index)) == 0
    }
}
