import Foundation
import Geometry2D
import VectorPath

/// How lines sit against each other in a multi-line text (`multilineTextAlignment`).
public enum TextLineAlignment: Sendable, Hashable { case leading, center, trailing }

/// Where a text too long for its lines loses characters (`truncationMode`), replaced by "…".
public enum TextTruncation: Sendable, Hashable { case head, middle, tail }

/// A part of a text set in its own faces and size (a concatenated `Text`'s parts): the scalars
/// `range` of the text; `id` tells its glyphs apart (``ShapedGlyph/span``).
public struct TextSpan: Sendable, Hashable {
    public var range: Range<Int>
    public var faces: [FontFace]
    public var size: Double
    public var id: Int
    /// Digits of one width (OpenType `tnum`).
    public var tabularDigits: Bool

    public init(range: Range<Int>, faces: [FontFace], size: Double, id: Int, tabularDigits: Bool = false) {
        self.range = range
        self.faces = faces
        self.tabularDigits = tabularDigits
        self.size = size.isFinite && size > 0 ? min(size, TextStyle.maximumSize) : 0
        self.id = id
    }
}

/// What a text is set with: its faces (the primary first, then fallbacks) and size, and the
/// paragraph settings SwiftUI's modifiers give; optionally spans in other faces and sizes.
public struct TextStyle: Sendable, Hashable {
    public var faces: [FontFace]
    /// Points per em.
    public var size: Double
    public var lineLimit: Int?
    public var lineSpacing: Double
    public var alignment: TextLineAlignment
    public var truncation: TextTruncation
    /// Parts in other faces or sizes, in order, together covering the text (empty: all of it in
    /// ``faces`` at ``size``).
    public var spans: [TextSpan] = []
    /// Digits of one width (OpenType `tnum`, SwiftUI's `monospacedDigit()`).
    public var tabularDigits = false

    public init(faces: [FontFace], size: Double, lineLimit: Int? = nil, lineSpacing: Double = 0,
                alignment: TextLineAlignment = .leading, truncation: TextTruncation = .tail) {
        self.faces = faces
        // Not a number or not positive: nothing is drawn. A million points at most, so that
        // metrics (size × ascender / units per em) stay finite.
        self.size = size.isFinite && size > 0 ? min(size, Self.maximumSize) : 0
        self.lineLimit = lineLimit.map { max($0, 1) }
        self.lineSpacing = lineSpacing.isFinite ? max(lineSpacing, 0) : 0
        self.alignment = alignment
        self.truncation = truncation
    }

    /// The largest size a style keeps, in points.
    static let maximumSize = 1_000_000.0

    /// The primary face's line height: ascender − descender + line gap, in points.
    public var lineHeight: Double {
        guard let face = faces.first else { return 0 }
        return Double(face.ascender - face.descender + face.lineGap) * size / Double(face.unitsPerEm)
    }

    /// The primary face's ascender in points (the first baseline's distance from the top).
    public var ascent: Double {
        guard let face = faces.first else { return 0 }
        return Double(face.ascender) * size / Double(face.unitsPerEm)
    }

    /// The span holding scalar `index` as a style of its own (self without spans).
    func style(at index: Int) -> TextStyle {
        guard let span = spans.first(where: { $0.range.contains(index) }) ?? spans.last else { return self }
        var style = self
        style.faces = span.faces
        style.size = span.size
        style.tabularDigits = span.tabularDigits
        style.spans = []
        return style
    }

    /// The ascent and descent (line gap included) of a line whose glyphs are `glyphs`: the
    /// largest of its spans' primary faces (the style's when it has no spans or no glyphs).
    func lineMetrics(_ glyphs: [ShapedGlyph]) -> (ascent: Double, descent: Double) {
        func metrics(_ face: FontFace?, _ size: Double) -> (Double, Double) {
            guard let face else { return (0, 0) }
            let scale = size / Double(face.unitsPerEm)
            return (Double(face.ascender) * scale, Double(-face.descender + face.lineGap) * scale)
        }
        guard !spans.isEmpty else { return metrics(faces.first, size) }
        let ids = Set(glyphs.map(\.span))
        let present = spans.filter { ids.contains($0.id) }
        guard !present.isEmpty else { return metrics(spans.first?.faces.first, spans.first?.size ?? size) }
        return present.map { metrics($0.faces.first, $0.size) }.reduce((0, 0)) { (max($0.0, $1.0), max($0.1, $1.1)) }
    }
}

/// A text set in lines: SwiftUI's `Text` layout. With no width, one line per paragraph at its
/// natural width; with a width, words wrap greedily at spaces and between CJK ideographs (a word
/// longer than the line breaks between characters); with a line limit or a height that holds
/// fewer lines, the last line ends in "…". The size is the longest line's width by the lines'
/// height; glyphs become one path (nonzero) that both backends fill.
///
/// ```swift
/// let style = TextStyle(faces: try FontCatalog.shared.faces(for: FontRequest()), size: 17)
/// let layout = TextLayout("Hello", style: style)
/// layout.size            // ≈ 40.69 × 20.57 points
/// let glyphs = layout.path()   // in points, the top-left corner at (0, 0)
/// ```
public struct TextLayout: Sendable {
    /// One line: its glyphs (x from the line's start), its width and its baseline from the top.
    public struct Line: Sendable {
        public var glyphs: [ShapedGlyph]
        public var width: Double
        public var baseline: Double
        /// The line's left edge within the text's width (alignment).
        public var x: Double
    }

    public let style: TextStyle
    public let lines: [Line]
    /// The longest line's width by the lines' height, in points.
    public let size: CGSize
    /// True when text was left out: a line limit or the height cut it ("…").
    public let isTruncated: Bool

    /// What laying the text out cost, in work rather than time (tests bound it: a busy machine
    /// changes the time, not these counts).
    package struct Work: Sendable, Hashable {
        /// Times a range of the text was shaped (measuring, breaking, truncating, drawing).
        package var shapingCalls = 0
        /// Codepoints handed to HarfBuzz, each range's context included: a text shaped once costs
        /// about its length; a layout that shaped the whole text for every line, its square.
        package var codepointsShaped = 0
        /// Passes over the text that broke it into lines (a second when mixed sizes overflow the height).
        package var breakingPasses = 0
    }

    /// The work this layout took.
    package let work: Work

    /// Sets `string` within `width` and `height` points (nil: unlimited).
    public init(_ string: String, style: TextStyle, width: Double? = nil, height: Double? = nil) {
        self.style = style
        let tally = TextShaper.Tally()
        var passes = 0
        let laidOut = TextShaper.$tally.withValue(tally) {
            Self.layOut(string, style: style, width: width, height: height, passes: &passes)
        }
        lines = laidOut.lines
        size = laidOut.size
        isTruncated = laidOut.truncated
        work = Work(shapingCalls: tally.calls, codepointsShaped: tally.codepoints, breakingPasses: passes)
    }

    /// The lines of `string` and their size (see ``init(_:style:width:height:)``), counting the breaking passes.
    private static func layOut(_ string: String, style: TextStyle, width: Double?, height: Double?,
                               passes: inout Int) -> (lines: [Line], size: CGSize, truncated: Bool) {
        let scalars = Array(string.unicodeScalars)
        // The shortest line the text can have (its spans' smallest) bounds how many fit the height.
        let lineHeight = style.spans.isEmpty ? style.lineHeight
            : style.spans.map { style.style(at: $0.range.lowerBound).lineHeight }.min() ?? style.lineHeight
        var limit = style.lineLimit ?? Int.max
        if let height, height.isFinite, lineHeight > 0 {
            // As many lines as the height holds (compared as doubles: a huge height is no limit,
            // not an integer overflow), never fewer than one.
            let fit = ((height + style.lineSpacing + 1e-9) / (lineHeight + style.lineSpacing)).rounded(.down)
            if fit < 1 { limit = 1 } else if fit < Double(limit) { limit = Int(fit) }
        }
        let width = width.flatMap { $0.isFinite ? max($0, 0) : ($0 < 0 ? 0 : nil) }
        var set = Self.set(scalars, style: style, width: width, limit: limit)
        passes += 1
        // Lines of a mixed-size text taller than that estimate: as many as really fit, the last cut.
        if let height, height.isFinite, set.lines.count > 1, set.height > height + 1e-9 {
            var top = 0.0, fitting = 0
            for (index, line) in set.lines.enumerated() {
                top = line.bottom
                if top > height + 1e-9 { break }
                fitting = index + 1
            }
            set = Self.set(scalars, style: style, width: width, limit: max(fitting, 1))
            passes += 1
        }
        let textWidth = set.lines.map(\.line.width).max() ?? 0
        var lines = set.lines.map(\.line)
        for index in lines.indices {
            switch style.alignment {
            case .leading: lines[index].x = 0
            case .center: lines[index].x = (textWidth - lines[index].width) / 2
            case .trailing: lines[index].x = textWidth - lines[index].width
            }
        }
        return (lines, CGSize(width: textWidth, height: lines.isEmpty ? style.lineHeight : set.height), set.truncated)
    }

    /// The lines of `scalars` within `width`, at most `limit` of them (the last cut with "…" when
    /// text remains), each with the bottom of its box, and their total height.
    private static func set(_ scalars: [Unicode.Scalar], style: TextStyle, width: Double?, limit: Int)
        -> (lines: [(line: Line, bottom: Double)], height: Double, truncated: Bool) {
        let breaker = LineBreaker(scalars: scalars, style: style)
        var lines: [(line: Line, bottom: Double)] = []
        var truncated = false
        var top = 0.0
        for line in breaker.lines(width: width, limit: limit) {
            // Trailing spaces are neither shaped nor counted (a right-to-left line would
            // otherwise draw them at its left end).
            truncated = truncated || line.truncated
            let glyphs = line.truncated
                ? Truncator(scalars: scalars, style: style).truncate(line.range, rest: line.rest, width: width ?? .infinity)
                : line.glyphs ?? breaker.shape(line.range)
            let trailing = Self.trailingWhitespace(glyphs, scalars: scalars)
            let lineWidth = glyphs.reduce(0) { $0 + $1.advance } - trailing
            // Each line as tall as its tallest span (one height for a text of one font).
            let metrics = style.lineMetrics(glyphs)
            if !lines.isEmpty { top += style.lineSpacing }
            let baseline = top + metrics.ascent
            top += metrics.ascent + metrics.descent
            lines.append((Line(glyphs: glyphs, width: max(lineWidth, 0), baseline: baseline, x: 0), top))
        }
        return (lines, top, truncated)
    }

    /// The first line's baseline from the top, in points.
    public var firstBaseline: Double { lines.first?.baseline ?? style.ascent }
    /// The last line's baseline from the top, in points.
    public var lastBaseline: Double { lines.last?.baseline ?? style.ascent }

    /// Every glyph's outline placed with the text's origin at `origin` (the top-left of the first
    /// line box), as a run a renderer draws from cached glyph coverage; only span `span`'s glyphs
    /// when given (a concatenation's part).
    ///
    /// ```swift
    /// list.drawGlyphs(layout.glyphRun(at: CGPoint(x: 10, y: 10)), with: .color(.black))
    /// ```
    public func glyphRun(at origin: CGPoint = .zero, span: Int? = nil) -> GlyphRun {
        var run = GlyphRun()
        for line in lines {
            // A colour face's glyphs are drawn as images (``colorGlyphs(at:span:)``), never as outlines too.
            for glyph in line.glyphs where (span == nil || glyph.span == span) && !glyph.face.hasColorGlyphs {
                // At size 0 every outline would collapse onto its origin: the run skips it.
                run.append(glyph.face.glyphOutline(of: glyph.glyph), scale: glyph.size / Double(glyph.face.unitsPerEm),
                           at: CGPoint(x: origin.x + line.x + glyph.x, y: origin.y + line.baseline + glyph.y))
            }
        }
        return run
    }

    /// ``glyphRun(at:span:)`` as one path (fill it nonzero).
    public func path(at origin: CGPoint = .zero, span: Int? = nil) -> Path {
        glyphRun(at: origin, span: span).path
    }

    /// The advance of the whitespace glyphs that end a line (they hang past its width).
    static func trailingWhitespace(_ glyphs: [ShapedGlyph], scalars: [Unicode.Scalar]) -> Double {
        var width = 0.0
        for glyph in glyphs.reversed() {
            guard glyph.cluster >= 0, glyph.cluster < scalars.count, scalars[glyph.cluster].properties.isWhitespace else { break }
            width += glyph.advance
        }
        return width
    }
}
