import Foundation
import Testing
import TextOutlines

/// `TextLayout` within a width and a height: greedy word wrap, long words, separators, line limits
/// and truncation, line spacing (view-layer.md §6.1).
@Suite struct LineBreakingTests {
    static let pangram = "The quick brown fox jumps over the lazy dog and keeps on running far away from the farm"

    @Test(arguments: [70.0, 90, 120, 175, 250])
    func wordsWrapGreedilyAtSpaces(width: Double) throws {
        let style = try TestFonts.style()
        // The longest word, "running", is 61 pt.
        try #require(Self.pangram.split(separator: " ").allSatisfy { shapedWidth(String($0), faces: style.faces) <= width })
        let layout = TextLayout(Self.pangram, style: style, width: width)
        let texts = layout.lineTexts(of: Self.pangram)
        // The lines are the words in order, broken only at spaces.
        #expect(texts.joined(separator: " ") == Self.pangram)
        #expect(texts.allSatisfy { !$0.isEmpty })
        for (index, line) in layout.lines.enumerated() {
            // Within the width (every word here fits on a line alone), trailing spaces not counted:
            // the width is the line's text shaped without them.
            #expect(line.width <= width + 1e-9, "line \(index) '\(texts[index])' is \(line.width) wide")
            #expect(abs(line.width - shapedWidth(texts[index], faces: style.faces)) < 1e-6, "line \(index)")
            // Greedy: the next word did not fit.
            if index + 1 < texts.count, let next = texts[index + 1].split(separator: " ").first {
                #expect(shapedWidth(texts[index] + " " + next, faces: style.faces) > width, "'\(next)' fits on line \(index)")
            }
        }
        #expect(Double(layout.size.width) == layout.lines.map(\.width).max()!)
        #expect(abs(layout.size.height - Double(layout.lines.count) * style.lineHeight) < 1e-9)
    }

    @Test func trailingSpacesDoNotCount() throws {
        let style = try TestFonts.style()
        let plain = TextLayout("Hello", style: style).size.width
        #expect(TextLayout("Hello   ", style: style).size.width == plain)
        // A line broken at a space is as wide as its word.
        let width = max(plain, shapedWidth("world", faces: style.faces)) + 3
        let broken = TextLayout("Hello world", style: style, width: width)
        #expect(broken.lines.count == 2 && broken.lines[0].width == plain && broken.size.width <= width)
        #expect(broken.lines[0].glyphs.count == 5)
        // A one-line limit does not truncate a line whose only excess is a trailing space.
        let limited = TextLayout("Hello ", style: try TestFonts.style(lineLimit: 1), width: plain)
        #expect(limited.lines.count == 1 && !limited.lines[0].glyphs.contains { $0.glyph == limited.ellipsisGlyph })
        #expect(limited.size.width == plain)
    }

    @Test func leadingSpacesCount() throws {
        let style = try TestFonts.style()
        let space = shapedWidth(" ", faces: style.faces)
        #expect(abs(TextLayout("  Hello", style: style).size.width - TextLayout("Hello", style: style).size.width - 2 * space) < 1e-6)
    }

    @Test func aLongWordBreaksBetweenCharacters() throws {
        let style = try TestFonts.style()
        let word = "Supercalifragilisticexpialidocious"
        for width in [30.0, 60, 100] {
            let layout = TextLayout(word, style: style, width: width)
            let texts = layout.lineTexts(of: word)
            #expect(texts.joined() == word && texts.count > 1)
            for (index, line) in layout.lines.enumerated() {
                #expect(line.width <= width + 1e-9, "width \(width), line \(index) '\(texts[index])': \(line.width)")
                if index + 1 < texts.count {
                    let more = texts[index] + String(texts[index + 1].first!)
                    #expect(shapedWidth(more, faces: style.faces) > width, "width \(width): '\(more)' fits")
                }
            }
        }
    }

    @Test func aWordTooLongAfterOthersStartsItsOwnLine() throws {
        let style = try TestFonts.style()
        let text = "a bb Pneumonoultramicroscopicsilicovolcanoconiosis c"
        let layout = TextLayout(text, style: style, width: 80)
        let texts = layout.lineTexts(of: text)
        #expect(texts.first == "a bb", "\(texts)")
        #expect(texts.dropFirst().first?.hasPrefix("Pneumon") == true)
        #expect(layout.lines.allSatisfy { $0.width <= 80 + 1e-9 })
    }

    @Test(arguments: ["👩‍👩‍👧", "e\u{301}", "🇫🇷", "👍🏽", "g\u{308}\u{323}"])
    func graphemesAreNeverSplit(grapheme: String) throws {
        let style = try TestFonts.style()
        let text = String(repeating: grapheme, count: 4)
        let graphemeScalars = grapheme.unicodeScalars.count
        let one = shapedWidth(grapheme, faces: style.faces)
        // Narrower than one grapheme, one and a half, two and a half: 1, 1, 2 per line.
        for (width, perLine) in [(1.0, 1), (one * 1.5, 1), (one * 2.5, 2)] {
            let layout = TextLayout(text, style: style, width: width)
            #expect(layout.lines.count == 4 / perLine, "width \(width): \(layout.lines.count) lines")
            for line in layout.lines {
                // Every line starts at a grapheme boundary and holds whole graphemes.
                let start = line.glyphs.map(\.cluster).min() ?? -1
                #expect(start % graphemeScalars == 0, "a line starts inside '\(grapheme)' (scalar \(start))")
                // One grapheme (wider than a too-narrow width), or two within the width.
                #expect(perLine == 1 ? abs(line.width - one) < 1e-6 : line.width <= width + 1e-9, "width \(width): \(line.width)")
            }
        }
    }

    @Test func separatorsStartNewLines() throws {
        let style = try TestFonts.style()
        let text = "one\ntwo\n\nthree\r\nfour\rfive\u{2028}six"
        let layout = TextLayout(text, style: style)
        #expect(layout.lineTexts(of: text).filter { !$0.isEmpty } == ["one", "two", "three", "four", "five", "six"])
        #expect(layout.lines.map(\.glyphs.count) == [3, 3, 0, 5, 4, 4, 3])
        for (index, line) in layout.lines.enumerated() {
            #expect(abs(line.baseline - style.ascent - Double(index) * style.lineHeight) < 1e-9)
        }
        #expect(abs(layout.size.height - 7 * style.lineHeight) < 1e-9)
        #expect(Double(layout.size.width) == layout.lines.map(\.width).max()!)
        // A text ending in a separator has an empty last line, as a trailing newline does in SwiftUI.
        #expect(TextLayout("a\n", style: style).lines.count == 2)
        // Within a width, each paragraph wraps on its own.
        let wrapped = TextLayout("aaa bbb\nccc ddd", style: style, width: shapedWidth("aaa bbb", faces: style.faces) - 1)
        #expect(wrapped.lineTexts(of: "aaa bbb\nccc ddd") == ["aaa", "bbb", "ccc", "ddd"])
    }

    @Test(arguments: [TextTruncation.tail, .head, .middle])
    func aLineLimitTruncatesWithAnEllipsis(mode: TextTruncation) throws {
        let style = try TestFonts.style(lineLimit: 1, truncation: mode)
        let layout = TextLayout(Self.pangram, style: style, width: 150)
        try #require(layout.lines.count == 1)
        let glyphs = layout.lines[0].glyphs
        let ellipsis = try #require(layout.ellipsisGlyph)
        let position = try #require(glyphs.firstIndex { $0.glyph == ellipsis }, "no ellipsis")
        #expect(glyphs.filter { $0.glyph == ellipsis }.count == 1)
        switch mode {
        case .tail: #expect(position == glyphs.count - 1)
        case .head: #expect(position == 0)
        case .middle: #expect(position > 0 && position < glyphs.count - 1)
        }
        #expect(layout.size.width <= 150 + 1e-9 && layout.size.width > 150 - 20, "width \(layout.size.width)")
        // The kept characters are the text's own: the start (tail, middle) and the end (head, middle).
        let scalars = Array(Self.pangram.unicodeScalars)
        if mode != .head {
            let kept = glyphs[..<position].map(\.cluster)
            #expect(kept == Array(0..<kept.count), "kept \(kept)")
        }
        if mode != .tail {
            let tail = glyphs[(position + 1)...]
            let ids = tail.map(\.glyph), expected = TextShaper.shape(Array(scalars.suffix(tail.count)), faces: style.faces, size: 17).map(\.glyph)
            #expect(ids == expected)
        }
        #expect(abs(layout.size.height - style.lineHeight) < 1e-9)
    }

    @Test func aLineLimitOfTwoKeepsTwoLines() throws {
        let layout = TextLayout(Self.pangram, style: try TestFonts.style(lineLimit: 2), width: 150)
        #expect(layout.lines.count == 2)
        #expect(layout.lines[0].glyphs.last?.glyph != layout.ellipsisGlyph)
        #expect(layout.lines[1].glyphs.last?.glyph == layout.ellipsisGlyph)
        #expect(layout.lines.allSatisfy { $0.width <= 150 + 1e-9 })
        // The first line is the one an unlimited layout has.
        let free = TextLayout(Self.pangram, style: try TestFonts.style(), width: 150)
        #expect(layout.lines[0].glyphs == free.lines[0].glyphs)
        // A limit the text is within changes nothing.
        let roomy = TextLayout(Self.pangram, style: try TestFonts.style(lineLimit: free.lines.count), width: 150)
        #expect(roomy.lines.map(\.glyphs) == free.lines.map(\.glyphs))
    }

    @Test func aLineLimitTruncatesAtAParagraphEnd() throws {
        // "a" fits, but the next paragraph does not get a line: "a…".
        let layout = TextLayout("a\nb", style: try TestFonts.style(lineLimit: 1))
        #expect(layout.lines.count == 1 && layout.lines[0].glyphs.count == 2)
        #expect(layout.lines[0].glyphs.last?.glyph == layout.ellipsisGlyph)
    }

    @Test func aHeightForTwoLinesGivesTwoLines() throws {
        let style = try TestFonts.style()
        for height in [2 * style.lineHeight, 2 * style.lineHeight + 5, 3 * style.lineHeight - 0.01] {
            let layout = TextLayout(Self.pangram, style: style, width: 150, height: height)
            #expect(layout.lines.count == 2, "height \(height)")
            #expect(layout.lines[1].glyphs.last?.glyph == layout.ellipsisGlyph)
            #expect(layout.size.height <= height + 1e-9)
        }
        // Never fewer than one line, however small the height.
        for height in [0.0, 3, -10] {
            #expect(TextLayout(Self.pangram, style: style, width: 150, height: height).lines.count == 1)
        }
    }

    @Test func lineSpacingAddsBetweenLines() throws {
        let spacing = 7.5
        let style = try TestFonts.style(lineSpacing: spacing)
        let plain = TextLayout(Self.pangram, style: try TestFonts.style(), width: 120)
        let spaced = TextLayout(Self.pangram, style: style, width: 120)
        let n = Double(spaced.lines.count)
        #expect(spaced.lines.count == plain.lines.count && n > 2)
        #expect(abs(spaced.size.height - (n * style.lineHeight + (n - 1) * spacing)) < 1e-9)
        #expect(abs(spaced.size.height - plain.size.height - (n - 1) * spacing) < 1e-9)
        for (a, b) in zip(spaced.lines, spaced.lines.dropFirst()) {
            #expect(abs(b.baseline - a.baseline - style.lineHeight - spacing) < 1e-9)
        }
        // A height counts the spacing: 2 lines + 1 gap fit, not 3 lines + 2 gaps.
        let two = TextLayout(Self.pangram, style: style, width: 120, height: 2 * style.lineHeight + spacing + 1)
        #expect(two.lines.count == 2)
    }

    @Test(arguments: [TextLineAlignment.leading, .center, .trailing])
    func linesAlign(alignment: TextLineAlignment) throws {
        let layout = TextLayout(Self.pangram, style: try TestFonts.style(alignment: alignment), width: 140)
        let width = layout.size.width
        for line in layout.lines {
            switch alignment {
            case .leading: #expect(line.x == 0)
            case .center: #expect(abs(line.x - (width - line.width) / 2) < 1e-9)
            case .trailing: #expect(abs(line.x + line.width - width) < 1e-9)
            }
        }
    }

    @Test func nonBreakingSpacesHoldWordsTogether() throws {
        let style = try TestFonts.style()
        let text = "Price: 100\u{00A0}km and 20\u{202F}kg"
        let width = shapedWidth("Price: 100", faces: style.faces) + 2
        let texts = TextLayout(text, style: style, width: width).lineTexts(of: text)
        #expect(texts.contains("100\u{00A0}km and") || texts.contains("100\u{00A0}km"), "\(texts)")
        #expect(!texts.contains { $0.hasSuffix("100") || $0.hasSuffix("20") }, "\(texts)")
    }

    @Test func cjkPunctuationDoesNotStartOrEndALine() throws {
        let style = try TestFonts.style()
        // Three ideographs (51 pt) fit; "。" may not start the next line, so "字" goes with it.
        let closing = "中文字。好"
        #expect(TextLayout(closing, style: style, width: 52).lineTexts(of: closing) == ["中文", "字。好"])
        // "「" may not end a line: it goes down with "字".
        let opening = "中文「字」"
        #expect(TextLayout(opening, style: style, width: 52).lineTexts(of: opening) == ["中文", "「字」"])
        // A comma after an ideograph stays with it too; plain ideographs still break anywhere.
        let comma = "中文字,好"
        #expect(TextLayout(comma, style: style, width: 52).lineTexts(of: comma) == ["中文", "字,好"])
        #expect(TextLayout("中文字好", style: style, width: 52).lineTexts(of: "中文字好") == ["中文字", "好"])
    }

    @Test func tabsAndControlCharactersDrawNothing() throws {
        let style = try TestFonts.style()
        let space = shapedWidth(" ", faces: style.faces)
        // A tab advances like a space (no tab stops) and draws no .notdef box.
        let tabbed = TextLayout("a\tb", style: style)
        #expect(abs(tabbed.size.width - shapedWidth("a b", faces: style.faces)) < 1e-9)
        #expect(tabbed.lines[0].glyphs.map(\.glyph).allSatisfy { $0 != 0 })
        #expect(abs(TextLayout("\tb", style: style).size.width - space - shapedWidth("b", faces: style.faces)) < 1e-9)
        // Other control characters: no advance, no ink, no .notdef.
        for control: Unicode.Scalar in ["\u{1}", "\u{1B}", "\u{7F}", "\u{85}"] {
            let text = "a\(Character(control))b"
            let layout = TextLayout(text, style: style)
            #expect(abs(layout.size.width - shapedWidth("ab", faces: style.faces)) < 0.5, "U+\(control.value)")
            #expect(layout.lines.flatMap(\.glyphs).allSatisfy { $0.glyph != 0 }, "U+\(control.value) is .notdef")
            #expect(layout.path().boundingRect.width < shapedWidth("ab", faces: style.faces))
        }
    }

    @Test func rightToLeftLinesDropTheirTrailingSpaces() throws {
        let style = try TestFonts.style()
        let word = TextLayout("שלום", style: style)
        let spaced = TextLayout("שלום  ", style: style)
        #expect(spaced.size.width == word.size.width)
        #expect(spaced.lines[0].glyphs == word.lines[0].glyphs)
        // Wrapped: each line's ink starts at its left edge (no space drawn there).
        let text = "שלום עולם שלום עולם"
        let wrapped = TextLayout(text, style: style, width: 60)
        let texts = wrapped.lineTexts(of: text)
        #expect(texts == ["שלום", "עולם", "שלום", "עולם"])
        for (line, lineText) in zip(wrapped.lines, texts) {
            let clusters = line.glyphs.map(\.cluster)
            #expect(zip(clusters, clusters.dropFirst()).allSatisfy { $0 > $1 })
            #expect(line.width == shapedWidth(lineText, faces: style.faces) && line.glyphs.first?.x == 0)
        }
    }

    @Test func kernedWordsStillFitWhenBrokenBetweenCharacters() throws {
        // Mid-word breaks measure the line as drawn: "AVAVAV…" alone is wider than inside the word
        // (the last A loses its kerning with the V after it).
        let style = try TestFonts.style()
        let word = String(repeating: "AV", count: 20)
        for step in 0..<40 {
            let width = 30 + Double(step) * 3.7
            let layout = TextLayout(word, style: style, width: width)
            for line in layout.lines {
                #expect(line.width <= width + 1e-9, "width \(width): a line of \(line.width)")
            }
            #expect(layout.lineTexts(of: word).joined() == word)
        }
    }
}
