import Testing
import TextOutlines

/// Texts of several spans (a concatenated `Text`): mixed sizes fit the height they report, and a
/// truncated line keeps each part's span.
@Suite struct SpanTests {
    static func style(_ scalars: [Unicode.Scalar], split: Int, lineLimit: Int? = nil) throws -> TextStyle {
        let body = try TestFonts.body()
        var style = TextStyle(faces: body, size: 34, lineLimit: lineLimit)
        style.spans = [TextSpan(range: 0..<split, faces: body, size: 34, id: 0),
                       TextSpan(range: split..<scalars.count, faces: body, size: 12, id: 1)]
        return style
    }

    @Test func mixedSizesFitTheHeightTheyReport() throws {
        let text = "BIG " + String(repeating: "small words wrap over many lines ", count: 6)
        let scalars = Array(text.unicodeScalars)
        let style = try Self.style(scalars, split: 4)
        let free = TextLayout(text, style: style, width: 200)
        #expect(free.lines.count > 3)
        // Laid out again in the height it reported, every line is still there.
        let placed = TextLayout(text, style: style, width: 200, height: free.size.height)
        #expect(placed.lines.count == free.lines.count, "\(placed.lines.count) of \(free.lines.count) lines")
        // In less height, the lines that fit, the last one cut, within the height.
        let cut = TextLayout(text, style: style, width: 200, height: free.size.height / 2)
        #expect(cut.lines.count < free.lines.count && cut.size.height <= free.size.height / 2 + 1e-9, "\(cut.size)")
    }

    @Test func aTruncatedLineKeepsItsParts() throws {
        let text = "Hello world and more words"
        let scalars = Array(text.unicodeScalars)
        let style = try Self.style(scalars, split: 6, lineLimit: 1)
        let layout = TextLayout(text, style: style, width: 150)
        let spans = layout.lines.first?.glyphs.map(\.span) ?? []
        #expect(spans.first == 0 && spans.contains(1), "\(spans)")
        #expect(layout.size.width <= 150)
    }
}
