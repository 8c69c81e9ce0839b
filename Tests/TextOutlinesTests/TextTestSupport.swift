import Foundation
import Testing
import TextOutlines

/// The fonts the TextOutlines tests set text with, opened from the system's directories only (a
/// catalog of their own, so that `FontCatalog.useDirectories` or `ZOETROPE_FONT_DIR` elsewhere in
/// the test process cannot change them).
enum TestFonts {
    static let catalog = FontCatalog(directories: [])
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/"

    /// Inter Regular, WenQuanYi Micro Hei, DejaVu Sans: the system font's stack (`.body`).
    static func body() throws -> [FontFace] {
        let faces = try catalog.faces(for: FontRequest())
        try #require(faces.first?.name == "Inter Regular", "fonts-inter is not installed: run ./zoetrope.sh deps")
        try #require(faces.contains { $0.name.hasPrefix("WenQuanYi") }, "fonts-wqy-microhei is not installed")
        try #require(faces.last?.name == "DejaVu Sans Book", "fonts-dejavu-core is not installed")
        return faces
    }

    /// One DejaVu file opened directly (`DejaVuSans.ttf`, `DejaVuSerif.ttf`…).
    static func dejaVu(_ file: String) throws -> FontFace {
        try FontFace(path: dejaVu + file)
    }

    static func style(_ size: Double = 17, lineLimit: Int? = nil, lineSpacing: Double = 0,
                      alignment: TextLineAlignment = .leading, truncation: TextTruncation = .tail) throws -> TextStyle {
        TextStyle(faces: try body(), size: size, lineLimit: lineLimit, lineSpacing: lineSpacing, alignment: alignment,
                  truncation: truncation)
    }
}

/// The width of `text` shaped as a whole (kerning and ligatures applied), in points.
func shapedWidth(_ text: String, faces: [FontFace], size: Double = 17) -> Double {
    TextShaper.width(Array(text.unicodeScalars), faces: faces, size: size)
}

/// The sum of the widths of `text`'s characters, each shaped alone (no kerning between them).
func characterWidthSum(_ text: String, faces: [FontFace], size: Double = 17) -> Double {
    text.reduce(0) { $0 + shapedWidth(String($1), faces: faces, size: size) }
}

extension TextLayout {
    /// Each line's text, read from its glyphs' clusters: from the line's first cluster to the next
    /// line's first cluster (the end for the last), trailing whitespace and separators dropped
    /// (leading spaces, which take room on the line, kept).
    /// Only for lines that are not truncated (a truncated line's ellipsis has no cluster).
    func lineTexts(of string: String) -> [String] {
        let scalars = Array(string.unicodeScalars)
        let starts = lines.map { $0.glyphs.map(\.cluster).filter { $0 >= 0 }.min() }
        return lines.indices.map { index in
            guard let start = starts[index] else { return "" }
            let end = starts[(index + 1)...].compactMap { $0 }.first ?? scalars.count
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[start..<end])
            while let last = view.last, last.properties.isWhitespace { view.removeLast() }
            return String(view)
        }
    }

    /// The glyph id of "…" in the primary face.
    var ellipsisGlyph: UInt32? { style.faces.first?.glyph(for: "\u{2026}") }
}
