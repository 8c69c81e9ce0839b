import CFreeType
import CHarfBuzz
import Foundation
import SafeFiles
#if canImport(Glibc)
import Glibc
#endif

/// What the catalog knows of one face without keeping it open: its file, its names and the
/// metrics text layout needs before any glyph is drawn. Read with FreeType, the face closed at once.
///
/// ```swift
/// let info = try FontFile.info(path: "/usr/share/fonts/opentype/inter/Inter-Bold.otf")
/// info.family   // "Inter"
/// info.weight   // 700
/// ```
public struct FontFaceInfo: Hashable, Sendable {
    public var path: String
    public var index: Int
    /// Faces in the file (more than one for a collection, `.ttc`).
    public var faceCount: Int
    public var family: String
    public var style: String
    /// The OS/2 weight class (100 … 900; 400 without an OS/2 table, 700 if it says bold).
    public var weight: Int
    public var isItalic: Bool
    public var unitsPerEm: Int
    public var ascender: Int, descender: Int, lineGap: Int
    /// The file's size in bytes: what opening the face charges to ``FontBudget/maxOpenBytes``.
    public var byteCount: Int
    /// The pixels per em of its colour bitmap strikes (CBDT/CBLC, sbix), smallest first; empty for
    /// a font of outlines (Noto Color Emoji: `[109]`).
    public var colorStrikes: [Int] = []

    /// "Inter Bold".
    public var name: String { style.isEmpty ? family : family + " " + style }
}

/// Font files opened safely: only a regular file is ever opened (a FIFO named `a.ttf` would block
/// a reader forever, `/dev/zero` never ends), checked with `stat` before `open`, opened without
/// blocking and checked again with `fstat`; FreeType and HarfBuzz then read that very file through
/// `/proc/self/fd`, so a name swapped for a FIFO in between cannot block them.
///
/// ```swift
/// FontFile.isRegularFile("/tmp/fonts/a.ttf")   // false for a FIFO, socket, device, folder or dangling link
/// ```
public enum FontFile {
    /// Whether `path` (links followed) is a regular file, by `stat` alone: nothing is opened.
    public static func isRegularFile(_ path: String) -> Bool { RegularFile.isRegularFile(path) }

    /// Runs `body` with a path that reads the regular file at `path` and its size, or throws
    /// ``TextError/unreadableFont(path:reason:)`` for anything else, without blocking.
    static func withRegularFile<R>(_ path: String, _ body: (String, Int) throws(TextError) -> R) throws(TextError) -> R {
        guard isRegularFile(path) else {
            var status = stat()
            let reason = stat(path, &status) != 0 ? String(cString: strerror(errno)) : "it is not a regular file (\(kind(status.st_mode)))"
            throw .unreadableFont(path: path, reason: reason)
        }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadableFont(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            throw .unreadableFont(path: path, reason: "it is not a regular file")
        }
        let procPath = "/proc/self/fd/\(descriptor)"
        return try body(access(procPath, R_OK) == 0 ? procPath : path, Int(status.st_size))
    }

    /// Face `index` of `path` opened with FreeType in `library` (the caller closes it), what it
    /// says, and with `harfBuzz` HarfBuzz's font over the same file, scaled to font units.
    static func openFace(_ path: String, index: Int, library: FT_Library,
                         harfBuzz: Bool = false) throws(TextError) -> (face: FT_Face, info: FontFaceInfo, font: OpaquePointer?) {
        // FreeType reads a negative index as "count the faces" (no usable face) and the bits above
        // 16 as a named instance; HarfBuzz takes it as UInt32.
        guard (0...0xFFFF).contains(index) else { throw .unreadableFont(path: path, reason: "there is no face \(index)") }
        return try withRegularFile(path) { (readable, size) throws(TextError) in
            var face: FT_Face?
            let status = FT_New_Face(library, readable, FT_Long(index), &face)
            guard status == 0, let face else { throw .unreadableFont(path: path, reason: FontFace.freeTypeMessage(status)) }
            // A colour bitmap font (Noto Color Emoji: CBDT strikes, no outlines) is used for its
            // strikes, scaled as iOS scales Apple Color Emoji's; other bitmap fonts are not.
            let strikes = ColorStrikes.pixelsPerEm(of: face)
            // FreeType gives a face without outlines no units per em or line metrics: read them from
            // its `head` and `hhea` tables (Noto Color Emoji: 2048, 1900, −500), as HarfBuzz does.
            let metrics = ColorStrikes.fontUnitMetrics(of: face)
            guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 || !strikes.isEmpty, metrics.unitsPerEm > 0 else {
                FT_Done_Face(face)
                throw .unreadableFont(path: path, reason: "it has no scalable outlines")
            }
            let ascender = metrics.ascender, descender = metrics.descender
            let weight: Int
            if let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
                weight = Int(table.assumingMemoryBound(to: TT_OS2.self).pointee.usWeightClass)
            } else {
                weight = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0 ? 700 : 400
            }
            let info = FontFaceInfo(
                path: path, index: index, faceCount: max(Int(face.pointee.num_faces), 1),
                family: face.pointee.family_name.map { String(cString: $0) } ?? (path as NSString).lastPathComponent,
                style: face.pointee.style_name.map { String(cString: $0) } ?? "", weight: weight,
                isItalic: face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0,
                unitsPerEm: metrics.unitsPerEm, ascender: ascender, descender: descender,
                lineGap: metrics.lineGap, byteCount: size, colorStrikes: strikes)
            guard harfBuzz else { return (face, info, nil) }
            let blob = hb_blob_create_from_file(readable)
            let hbFace = hb_face_create(blob, UInt32(index))
            hb_blob_destroy(blob)
            let font = hb_font_create(hbFace)
            hb_face_destroy(hbFace)
            hb_font_set_scale(font, Int32(info.unitsPerEm), Int32(info.unitsPerEm))
            return (face, info, font)
        }
    }

    /// What face `index` of `path` is, the face closed again at once.
    ///
    /// - Throws: ``TextError/unreadableFont(path:reason:)`` for anything but a usable font file.
    public static func info(path: String, index: Int = 0) throws(TextError) -> FontFaceInfo {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { throw .unreadableFont(path: path, reason: "FreeType did not start") }
        defer { FT_Done_FreeType(library) }
        return try info(path: path, index: index, library: library)
    }

    static func info(path: String, index: Int, library: FT_Library) throws(TextError) -> FontFaceInfo {
        let (face, info, _) = try openFace(path, index: index, library: library)
        FT_Done_Face(face)
        return info
    }

    /// "a FIFO", "a socket", … for a file mode.
    static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFDIR: return "a directory"
        default: return "not a regular file"
        }
    }
}
