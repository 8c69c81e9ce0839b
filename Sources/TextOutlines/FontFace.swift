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
/// A face of a user's font folder starts out *deferred*: names and metrics come from the
/// catalog's index, and the file is opened the first time a glyph, an outline or shaping is
/// asked of it, if the ``FontBudget`` allows (else it draws nothing and covers no character).
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
    /// The size of its file in bytes.
    public let byteCount: Int
    /// The pixels per em of its colour bitmap strikes, smallest first (Noto Color Emoji: `[109]`);
    /// empty for a font of outlines.
    public let colorStrikes: [Int]
    /// Where its colour glyphs are kept once decoded (the catalog's, within its font memory budget).
    public let colorGlyphs: ColorGlyphCache

    private let lock = NSLock()
    private var handles: Handles?
    /// Set while the face is deferred and not yet tried: who decides whether it may open.
    private var opener: (@Sendable (FontFace) -> Handles?)?
    private var outlines: [UInt32: GlyphOutline] = [:]
    /// Colour glyphs' advances in ems (strike metrics), per glyph.
    var colorAdvances: [UInt32: Double] = [:]

    /// Opens face `index` of the font file at `path` (a regular file: a FIFO, device or
    /// directory is refused without being read).
    ///
    /// - Throws: ``TextError/unreadableFont(path:reason:)`` for a missing, unreadable or corrupt
    ///   file (FreeType's reason), or one without scalable outlines.
    /// Its colour glyphs (emoji), if it has any, are kept in `colorGlyphs` once decoded.
    public convenience init(path: String, index: Int = 0, colorGlyphs: ColorGlyphCache = .shared) throws(TextError) {
        let (handles, info) = try Handles.open(path, index: index)
        self.init(info, handles: handles, opener: nil, colorGlyphs: colorGlyphs)
    }

    /// A deferred face: `info` from the index, opened by `opener` when first needed (nil: never).
    convenience init(deferred info: FontFaceInfo, colorGlyphs: ColorGlyphCache, opener: @escaping @Sendable (FontFace) -> Handles?) {
        self.init(info, handles: nil, opener: opener, colorGlyphs: colorGlyphs)
    }

    private init(_ info: FontFaceInfo, handles: Handles?, opener: (@Sendable (FontFace) -> Handles?)?, colorGlyphs: ColorGlyphCache) {
        self.handles = handles
        self.opener = opener
        self.colorGlyphs = colorGlyphs
        colorStrikes = info.colorStrikes
        path = info.path
        index = info.index
        unitsPerEm = info.unitsPerEm
        ascender = info.ascender
        descender = info.descender
        lineGap = info.lineGap
        name = info.name
        family = info.family
        weight = info.weight
        isItalic = info.isItalic
        byteCount = info.byteCount
    }

    /// Whether FreeType and HarfBuzz hold the face now (false for a deferred face not yet
    /// needed, or one the budget or a changed file kept closed).
    public var isOpen: Bool { lock.withLock { handles != nil } }

    /// Opens a deferred face now (through its budget); whether it is open.
    @discardableResult
    func open() -> Bool { withHandles { $0 != nil } }

    /// `body` with the open face, opening a deferred one first (nil: it cannot be opened).
    func withHandles<R>(_ body: (Handles?) -> R) -> R {
        lock.withLock {
            if let opener {
                self.opener = nil
                handles = opener(self)
            }
            return body(handles)
        }
    }

    /// HarfBuzz's font, scaled to font units (HarfBuzz's empty font when the face cannot open).
    var font: OpaquePointer { withHandles { $0?.font ?? hb_font_get_empty() } }

    public var description: String { name }

    public static func == (a: FontFace, b: FontFace) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The glyph for `scalar`, or nil when the font has none (its cmap maps it to .notdef).
    public func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        withHandles { handles in
            guard let face = handles?.face else { return nil }
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
        withHandles { handles in
            if let cached = outlines[glyph] { return cached }
            let outline = GlyphOutline(Self.loadOutline(glyph, from: handles?.face))
            outlines[glyph] = outline
            return outline
        }
    }

    /// Reads the outline through FreeType (under `lock`).
    private static func loadOutline(_ glyph: UInt32, from face: FT_Face?) -> Path {
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

/// An open face's FreeType and HarfBuzz objects, released together.
final class Handles: @unchecked Sendable {
    let library: FT_Library
    let face: FT_Face
    let font: OpaquePointer

    private init(library: FT_Library, face: FT_Face, font: OpaquePointer) {
        self.library = library
        self.face = face
        self.font = font
    }

    /// Face `index` of `path`: FreeType's face and HarfBuzz's font over the same regular file.
    static func open(_ path: String, index: Int) throws(TextError) -> (Handles, FontFaceInfo) {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { throw .unreadableFont(path: path, reason: "FreeType did not start") }
        do {
            let (face, info, font) = try FontFile.openFace(path, index: index, library: library, harfBuzz: true)
            return (Handles(library: library, face: face, font: font ?? hb_font_get_empty()), info)
        } catch {
            FT_Done_FreeType(library)
            throw error
        }
    }

    deinit {
        hb_font_destroy(font)
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }
}
