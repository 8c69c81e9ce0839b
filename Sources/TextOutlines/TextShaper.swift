import CHarfBuzz
import Foundation

/// One glyph of shaped text: which face draws it, where (in points, from the start of the shaped
/// text on its baseline), and the first scalar (index into the text's Unicode scalars) of the
/// cluster it belongs to.
public struct ShapedGlyph: Hashable, Sendable {
    public var face: FontFace
    public var glyph: UInt32
    /// The pen position plus HarfBuzz's offset, in points; y grows downwards.
    public var x: Double, y: Double
    /// How far this glyph moves the pen, in points.
    public var advance: Double
    public var cluster: Int
    /// The size it is drawn at, in points.
    public var size: Double = 0
    /// The ``TextSpan/id`` of the span it belongs to (0 without spans).
    public var span: Int = 0
}

/// Shapes text with HarfBuzz in a stack of faces: each character goes to the first face that has
/// it (combining marks and joiners stay with the character before them, so a base and its marks
/// share a face; emoji go to the colour emoji face as ``EmojiPresentation`` says, a sequence kept
/// whole), consecutive characters of one face form a run, and each run is shaped in the
/// context of the whole text (kerning, ligatures, marks; direction and script guessed per run,
/// so a Hebrew or Arabic run comes out right to left).
///
/// ```swift
/// let faces = try FontCatalog.shared.faces(for: FontRequest())
/// let glyphs = TextShaper.shape(Array("Animate".unicodeScalars), faces: faces, size: 17)
/// glyphs.reduce(0) { $0 + $1.advance }    // ≈ 65.9 points
/// ```
public enum TextShaper {
    /// What the shaping on one task cost: calls to HarfBuzz's shaping of a range and the
    /// codepoints handed to it (the range and its context). ``TextLayout/work`` reads it, so that
    /// tests bound a layout's work instead of timing it.
    package final class Tally: @unchecked Sendable {
        package var calls = 0
        package var codepoints = 0
        package init() {}
    }

    /// The tally the shaping on this task adds to (none: nothing is counted).
    @TaskLocal package static var tally: Tally?

    /// Shapes `scalars[range]` (default: all) at `size` points, glyphs in visual order.
    /// With `tabularDigits`, digits all take one width (OpenType `tnum`, SwiftUI's `monospacedDigit()`).
    public static func shape(_ scalars: [Unicode.Scalar], range: Range<Int>? = nil, faces: [FontFace], size: Double,
                             tabularDigits: Bool = false) -> [ShapedGlyph] {
        let range = range ?? 0..<scalars.count
        guard !range.isEmpty, let primary = faces.first else { return [] }
        var glyphs: [ShapedGlyph] = []
        var pen = 0.0
        // The text around the range, as context for shaping at its edges (a few characters
        // suffice): copying all of a long text for every line would make wrapping quadratic.
        let window = max(range.lowerBound - contextLength, 0)..<min(range.upperBound + contextLength, scalars.count)
        let codepoints = scalars[window].map(shapingCodepoint)
        if let tally { tally.calls += 1; tally.codepoints += codepoints.count }
        // Runs of one face and one direction, in visual order (mixed-direction lines: BidiRuns).
        let base = BidiRuns.direction(of: scalars, range: range)
        let ordered = BidiRuns.visualOrder(BidiRuns.split(runs(scalars, range: range, faces: faces, primary: primary),
                                                          scalars: scalars, range: range, base: base), base: base)
        for run in ordered {
            let scale = size / Double(run.face.unitsPerEm)
            let buffer = hb_buffer_create()
            defer { hb_buffer_destroy(buffer) }
            codepoints.withUnsafeBufferPointer { all in
                hb_buffer_add_codepoints(buffer, all.baseAddress, Int32(all.count), UInt32(run.range.lowerBound - window.lowerBound),
                                         Int32(run.range.count))
            }
            hb_buffer_guess_segment_properties(buffer)
            hb_buffer_set_direction(buffer, BidiRuns.harfBuzz(run.direction))
            if tabularDigits {
                var feature = hb_feature_t(tag: hb_tag_from_string("tnum", 4), value: 1, start: 0, end: UInt32.max)
                hb_shape(run.face.font, buffer, &feature, 1)
            } else {
                hb_shape(run.face.font, buffer, nil, 0)
            }
            var count: UInt32 = 0
            guard let infos = hb_buffer_get_glyph_infos(buffer, &count), let positions = hb_buffer_get_glyph_positions(buffer, &count) else { continue }
            for i in 0..<Int(count) {
                // A colour glyph advances by its strike's metrics scaled to the size (as iOS sets
                // Apple Color Emoji); HarfBuzz's advance from `hmtx` otherwise.
                let advance = run.face.colorAdvance(of: infos[i].codepoint).map { $0 * size } ?? Double(positions[i].x_advance) * scale
                glyphs.append(ShapedGlyph(face: run.face, glyph: infos[i].codepoint,
                                          x: pen + Double(positions[i].x_offset) * scale, y: -Double(positions[i].y_offset) * scale,
                                          advance: advance, cluster: Int(infos[i].cluster) + window.lowerBound, size: size))
                pen += advance
            }
        }
        return glyphs
    }

    /// What HarfBuzz is given for `scalar`: a tab as a space (tab stops are not laid out), other
    /// control characters as U+200B ZERO WIDTH SPACE (HarfBuzz draws it as nothing). No font maps
    /// them, and their .notdef box would be drawn.
    static func shapingCodepoint(_ scalar: Unicode.Scalar) -> UInt32 {
        let value = scalar.value
        // The control characters (category Cc) are exactly C0, DEL and C1.
        guard value < 0x20 || (0x7F...0x9F).contains(value) else { return value }
        return value == 0x09 ? 0x20 : 0x200B
    }

    /// Shapes `scalars[range]` in `style`: each of its spans (a concatenated text's parts) in its
    /// own faces and size, one after another; the style's faces and size without spans.
    public static func shape(_ scalars: [Unicode.Scalar], range: Range<Int>? = nil, style: TextStyle) -> [ShapedGlyph] {
        let range = range ?? 0..<scalars.count
        guard !style.spans.isEmpty else {
            return shape(scalars, range: range, faces: style.faces, size: style.size, tabularDigits: style.tabularDigits)
        }
        var glyphs: [ShapedGlyph] = []
        var pen = 0.0
        for span in style.spans {
            let part = span.range.clamped(to: range)
            guard !part.isEmpty else { continue }
            for var glyph in shape(scalars, range: part, faces: span.faces, size: span.size, tabularDigits: span.tabularDigits) {
                glyph.x += pen
                glyph.span = span.id
                glyphs.append(glyph)
            }
            pen = glyphs.reduce(0) { $0 + $1.advance }
        }
        return glyphs
    }

    /// Characters of context shaped around a range (for marks and joining at its edges).
    static let contextLength = 16

    /// The width of `scalars[range]` shaped, in points.
    public static func width(_ scalars: [Unicode.Scalar], range: Range<Int>? = nil, faces: [FontFace], size: Double) -> Double {
        shape(scalars, range: range, faces: faces, size: size).reduce(0) { $0 + $1.advance }
    }

    /// Consecutive scalars that one face draws.
    static func runs(_ scalars: [Unicode.Scalar], range: Range<Int>, faces: [FontFace], primary: FontFace) -> [(face: FontFace, range: Range<Int>)] {
        var runs: [(face: FontFace, range: Range<Int>)] = []
        var current: FontFace?
        var start = range.lowerBound
        for index in range {
            let scalar = scalars[index]
            let face: FontFace
            if let current, current.hasColorGlyphs ? EmojiPresentation.continuesSequence(scalars, at: index)
                : sticksToPrevious(scalar) || scalar.properties.isWhitespace {
                face = current
            } else {
                face = EmojiPresentation.face(for: scalars, at: index, in: faces) ?? primary
            }
            if let current, current != face {
                runs.append((current, start..<index))
                start = index
            }
            current = face
        }
        if let current { runs.append((current, start..<range.upperBound)) }
        return runs
    }

    /// Combining marks, variation selectors and joiners belong with the character before them.
    static func sticksToPrevious(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return scalar.value == 0x200D || (0xFE00...0xFE0F).contains(scalar.value)
        }
    }
}
