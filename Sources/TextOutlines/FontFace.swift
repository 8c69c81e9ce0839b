import CFreeType
import CHarfBuzz
import Foundation
import Geometry2D
import VectorPath

/// One face of a font file, opened twice over the same bytes: by FreeType for glyph outlines
/// (unhinted, in font units) and by HarfBuzz for shaping (advances and GPOS kerning in font
/// units). Outlines are cached per glyph; as they are unhinted they scale linearly, so one cache
/// serves every size.
///
/// ```swift
/// let inter = try FontFace(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf")
/// inter.unitsPerEm                      // 2816
/// inter.glyph(for: "A")                 // a glyph id, nil when the font lacks the character
/// let outline = inter.outline(of: 36)   // a Path in font units, y down
/// ```
public final class FontFace: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// The file and the face within it.
    public let path: String
    public let index: Int
    /// Font units per em.
    public let unitsPerEm: Int
    /// The horizontal header's ascender (> 0), descender (< 0) and line gap, in font units.
    public let ascender: Int, descender: Int, lineGap: Int
    /// "Inter Regular".
    public let name: String
    /// The family name ("Inter"), what `Font.custom` asks for.
    public let family: String
    /// The OS/2 weight class (100 … 900; 400 when the font has no OS/2 table, 700 if it says bold).
    public let weight: Int
    /// Whether the face is italic or oblique.
    public let isItalic: Bool

    private let lock = NSLock()
    private var library: FT_Library?
    private var face: FT_Face?
    let font: OpaquePointer
    private var outlines: [UInt32: GlyphOutline] = [:]

    /// Opens face `index` of the font file at `path`.
    ///
    /// - Throws: ``TextError/unreadableFont(path:reason:)`` for a missing, unreadable or corrupt
    ///   file (FreeType's reason), or one without scalable outlines.
    public init(path: String, index: Int = 0) throws(TextError) {
        self.path = path
        self.index = index
        // FreeType reads a negative index as "count the faces" (no usable face) and the bits above
        // 16 as a named instance; HarfBuzz takes it as UInt32.
        guard (0...0xFFFF).contains(index) else { throw .unreadableFont(path: path, reason: "there is no face \(index)") }
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { throw .unreadableFont(path: path, reason: "FreeType did not start") }
        var face: FT_Face?
        let status = FT_New_Face(library, path, FT_Long(index), &face)
        guard status == 0, let face else {
            FT_Done_FreeType(library)
            throw .unreadableFont(path: path, reason: FontFace.freeTypeMessage(status))
        }
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0, face.pointee.units_per_EM > 0 else {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            throw .unreadableFont(path: path, reason: "it has no scalable outlines")
        }
        self.library = library
        self.face = face
        unitsPerEm = Int(face.pointee.units_per_EM)
        ascender = Int(face.pointee.ascender)
        descender = Int(face.pointee.descender)
        lineGap = max(0, Int(face.pointee.height) - ascender + descender)
        let family = face.pointee.family_name.map { String(cString: $0) } ?? (path as NSString).lastPathComponent
        let style = face.pointee.style_name.map { String(cString: $0) } ?? ""
        name = style.isEmpty ? family : family + " " + style
        self.family = family
        isItalic = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0
        if let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            weight = Int(table.assumingMemoryBound(to: TT_OS2.self).pointee.usWeightClass)
        } else {
            weight = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0 ? 700 : 400
        }
        // HarfBuzz over the same file, scaled to font units.
        let blob = hb_blob_create_from_file(path)
        let hbFace = hb_face_create(blob, UInt32(index))
        hb_blob_destroy(blob)
        font = hb_font_create(hbFace)
        hb_face_destroy(hbFace)
        hb_font_set_scale(font, Int32(unitsPerEm), Int32(unitsPerEm))
    }

    deinit {
        hb_font_destroy(font)
        if let face { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
    }

    public var description: String { name }

    public static func == (a: FontFace, b: FontFace) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The glyph for `scalar`, or nil when the font has none (its cmap maps it to .notdef).
    public func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        lock.withLock {
            guard let face else { return nil }
            let glyph = FT_Get_Char_Index(face, FT_ULong(scalar.value))
            return glyph == 0 ? nil : UInt32(glyph)
        }
    }

    /// Whether the font draws `scalar` (a space or a control character always counts).
    public func covers(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || glyph(for: scalar) != nil
    }

    /// The outline of `glyph` in font units, y growing downwards (as the canvas does), the pen
    /// origin at (0, 0) on the baseline. An empty path for a blank glyph or one that cannot load.
    public func outline(of glyph: UInt32) -> Path {
        glyphOutline(of: glyph).path
    }

    /// ``outline(of:)`` as the one shared object per glyph of this face (renderers cache coverage
    /// by its identity).
    public func glyphOutline(of glyph: UInt32) -> GlyphOutline {
        lock.withLock {
            if let cached = outlines[glyph] { return cached }
            let outline = GlyphOutline(loadOutline(glyph))
            outlines[glyph] = outline
            return outline
        }
    }

    /// Reads the outline through FreeType (under `lock`).
    private func loadOutline(_ glyph: UInt32) -> Path {
        guard let face, FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0,
              let slot = face.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return Path() }
        return OutlineReader.path(of: &slot.pointee.outline)
    }

    /// FreeType's error string for `status` (Debian's FreeType is built without
    /// `FT_CONFIG_OPTION_ERROR_STRINGS`, so `FT_Error_String` gives nil: the strings of the errors
    /// opening a face can give are copied from fterrdef.h).
    static func freeTypeMessage(_ status: FT_Error) -> String {
        if let text = FT_Error_String(status) { return String(cString: text) }
        let messages: [FT_Error: String] = [
            0x01: "cannot open resource", 0x02: "unknown file format", 0x03: "broken file", 0x06: "invalid argument",
            0x07: "unimplemented feature", 0x08: "broken table", 0x09: "broken offset within table",
            0x0A: "array allocation size too large", 0x40: "out of memory", 0x51: "cannot open stream",
            0x52: "invalid stream seek", 0x53: "invalid stream skip", 0x54: "invalid stream read",
            0x55: "invalid stream operation", 0x56: "invalid frame operation", 0x57: "nested frame access",
            0x58: "invalid frame read", 0x8E: "SFNT font table missing", 0x8F: "horizontal header (hhea) table missing",
            0x90: "locations (loca) table missing", 0x91: "name table missing", 0x92: "character map (cmap) table missing",
            0x93: "horizontal metrics (hmtx) table missing", 0x94: "PostScript (post) table missing",
            0x95: "invalid horizontal metrics", 0x96: "invalid character map (cmap) format", 0x98: "invalid vertical metrics",
            0x9A: "invalid PostScript (post) table format", 0x9B: "invalid PostScript (post) table",
            0xB9: "font header corrupted or missing fields", 0xBA: "font glyphs corrupted or missing fields",
        ]
        return (messages[status].map { $0 + " " } ?? "") + "(FreeType error \(status))"
    }
}
