import Foundation
import Testing
import TextOutlines
import ZoetropeTestSupport

/// Text and fonts that are not what they should be: empty, huge, broken bytes, characters no font
/// has, corrupt or missing font files, and sizes and widths that are not numbers.
@Suite struct HostileTextTests {
    @Test func emptyTextIsOneEmptyLine() throws {
        let style = try TestFonts.style()
        for width: Double? in [nil, 0, 100] {
            let layout = TextLayout("", style: style, width: width, height: 50)
            #expect(layout.size.width == 0 && abs(layout.size.height - style.lineHeight) < 1e-9)
            #expect(layout.lines.count == 1 && layout.lines[0].glyphs.isEmpty && layout.path().isEmpty)
            #expect(layout.firstBaseline == style.ascent && layout.lastBaseline == style.ascent)
        }
        // Even with a limit of "0 lines" and no height to speak of.
        let tiny = TextLayout("", style: try TestFonts.style(lineLimit: 0), width: 10, height: 0)
        #expect(tiny.lines.count == 1)
    }

    @Test func aMegabyteOfTextLaysOutInLinearWork() throws {
        let text = String(repeating: "lorem ipsum ", count: 90_000)
        #expect(text.utf8.count == 1_080_000)
        let style = try TestFonts.style()
        let layout = TextLayout(text, style: style, width: 300)
        let lines = layout.lines
        // Five 5-letter words to a 300-pt line ("lorem ipsum lorem ipsum lorem" is 252.7 pt, a sixth
        // word would make it 300.4): 180,000 words on 36,000 lines, every letter drawn once, in order.
        #expect(lines.count == 36_000, "\(lines.count) lines")
        #expect(lines.allSatisfy { $0.width <= 300 && $0.width > 240 })
        let scalars = Array(text.unicodeScalars)
        let letters = lines.flatMap { $0.glyphs.map(\.cluster).filter { !scalars[$0].properties.isWhitespace } }
        #expect(letters.count == 900_000)
        #expect(zip(letters, letters.dropFirst()).allSatisfy { $0 < $1 })
        // The work, not the time (a busy machine changes only the time): one pass, the paragraph
        // shaped once to be measured and each line once more as drawn (its 30 characters and
        // 2 × 16 of context): ~3 codepoints shaped per character. Quadratic wrapping (the rest of
        // the text copied for every line, as it once was) would hand HarfBuzz ~2·10¹⁰.
        let work = layout.work
        #expect(work.breakingPasses == 1)
        #expect(work.shapingCalls <= lines.count + 2, "\(work)")
        #expect(work.codepointsShaped <= 4 * scalars.count, "\(work)")
        print("TextOutlines: 1 MB (\(lines.count) lines) laid out within 300 pt: \(work)")
    }

    @Test(arguments: [TextTruncation.tail, .middle, .head])
    func aMegabyteTruncatedToOneLineShapesWhatFits(mode: TextTruncation) throws {
        let text = String(repeating: "lorem ipsum ", count: 90_000)
        let style = try TestFonts.style(lineLimit: 1, truncation: mode)
        let layout = TextLayout(text, style: style, width: 300)
        let line = try #require(layout.lines.first)
        #expect(layout.lines.count == 1 && line.width <= 300 && line.width > 280)
        #expect(line.glyphs.contains { $0.glyph == layout.ellipsisGlyph })
        // The paragraph is shaped once (measuring it to break it), then the galloping search shapes
        // only candidates of about a line's length: a few dozen calls, the megabyte about once. A
        // binary search over the whole paragraph (as it once was) shaped half the megabyte at each
        // of ~20 steps: 10⁷ codepoints.
        let work = layout.work
        let count = text.unicodeScalars.count
        #expect(work.breakingPasses == 1)
        #expect(work.shapingCalls <= 64, "\(work)")   // 28 (tail, head) and 39 (middle: head, "…", tail)
        #expect(work.codepointsShaped <= count + 10_000, "\(work)")
        print("TextOutlines: 1 MB truncated (\(mode)) to one line: \(work)")
    }

    @Test func invalidUTF8LaysOutAsReplacementCharacters() throws {
        let bytes: [UInt8] = [0x48, 0x69, 0xFF, 0xC3, 0x28, 0xE2, 0x82, 0x20, 0xED, 0xA0, 0x80, 0x6F, 0x6B, 0xF8, 0x88, 0x80, 0x80, 0x80]
        let text = String(decoding: bytes, as: UTF8.self)
        let replacements = text.unicodeScalars.filter { $0 == "\u{FFFD}" }.count
        #expect(replacements >= 4)
        let style = try TestFonts.style()
        let layout = TextLayout(text, style: style, width: 60)
        let glyphs = layout.lines.flatMap(\.glyphs)
        // Each U+FFFD is drawn by a fallback that has it (Inter has none), never as .notdef.
        let scalars = Array(text.unicodeScalars)
        let drawn = glyphs.filter { $0.cluster >= 0 && scalars[$0.cluster] == "\u{FFFD}" }
        #expect(drawn.count == replacements)
        #expect(drawn.allSatisfy { $0.glyph != 0 && $0.face.covers("\u{FFFD}") && $0.face != style.faces[0] })
        #expect(!layout.path().isEmpty && layout.lines.allSatisfy { $0.width <= 60 })
    }

    @Test func lonePrivateUseCharacterGivesNotdef() throws {
        let style = try TestFonts.style()
        let layout = TextLayout("\u{10FFFD}", style: style, width: 100)
        let glyphs = layout.lines.flatMap(\.glyphs)
        #expect(glyphs.count == 1 && glyphs[0].glyph == 0 && glyphs[0].face == style.faces[0])
        // .notdef draws (Inter's is a box) and has an advance: the text is not zero-sized.
        #expect(layout.size.width > 0 && !layout.path().isEmpty)
    }

    /// A temporary directory, removed after `body`.
    func withTemporaryDirectory(_ body: (URL) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("TextOutlinesTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory)
    }

    @Test func corruptFontFilesThrowWithAReason() throws {
        try withTemporaryDirectory { directory in
            var rng = SeededRandom(seed: 0x7E47)
            let random = Data((0..<4096).map { _ in UInt8.random(in: 0...255, using: &rng) })
            let inter = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/opentype/inter/Inter-Regular.otf"))
            let files: [(String, Data)] = [
                ("Random.ttf", random), ("Empty.otf", Data()), ("Half.otf", inter.prefix(inter.count / 2)),
                ("Header.otf", inter.prefix(1000)), ("Zeros.ttf", Data(count: 10_000)),
                // A real header over garbage: the table directory points past the end.
                ("Garbled.otf", inter.prefix(12) + random),
            ]
            for (name, data) in files {
                let path = directory.appendingPathComponent(name).path
                try data.write(to: URL(fileURLWithPath: path))
                #expect(throws: TextError.self, "\(name) opened") { try FontFace(path: path) }
                do {
                    _ = try FontFace(path: path)
                } catch let TextError.unreadableFont(thrownPath, reason) {
                    #expect(thrownPath == path)
                    // A reason in words ("unknown file format", "broken table"…), not only FreeType's
                    // number (Debian's FreeType has no error strings).
                    #expect(reason.first?.isLetter == true && !reason.hasPrefix("FreeType error"), "\(name): '\(reason)'")
                    #expect(TextError.unreadableFont(path: thrownPath, reason: reason).description.contains(path))
                } catch {
                    Issue.record("\(name): \(error)")
                }
            }
            // A missing file, a directory, and face indices the file does not have.
            let interPath = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
            for (path, index) in [(directory.appendingPathComponent("missing.otf").path, 0), (directory.path, 0),
                                  (interPath, 1), (interPath, -1), (interPath, 0x10000), (interPath, Int.max)] {
                #expect(throws: TextError.self, "\(path) #\(index)") { try FontFace(path: path, index: index) }
            }
        }
    }

    @Test func aCatalogSkipsCorruptFilesAndMissingDirectories() throws {
        try withTemporaryDirectory { directory in
            var rng = SeededRandom(seed: 0xF0F0)
            let inter = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/opentype/inter/Inter-Regular.otf"))
            // Corrupt files with the names the catalog looks for, and others as user fallbacks.
            try inter.prefix(inter.count / 3).write(to: directory.appendingPathComponent("Inter-Regular.otf"))
            try Data((0..<2048).map { _ in UInt8.random(in: 0...255, using: &rng) }).write(to: directory.appendingPathComponent("DejaVuSans.ttf"))
            try Data("not a font".utf8).write(to: directory.appendingPathComponent("Zzz.ttf"))
            let missing = directory.appendingPathComponent("no-such-directory")
            let catalog = FontCatalog(directories: [missing, directory])
            let faces = try catalog.faces(for: FontRequest())
            // The system's files stand in for the corrupt copies of the same name.
            #expect(faces.map(\.name) == ["Inter Regular", "Noto Color Emoji Regular", "WenQuanYi Micro Hei Regular", "DejaVu Sans Book"])
            #expect(faces.allSatisfy { !$0.path.hasPrefix(directory.path) })
            let layout = TextLayout("Hello 中文", style: TextStyle(faces: faces, size: 17))
            #expect(abs(layout.size.width - TextLayout("Hello 中文", style: try TestFonts.style()).size.width) < 1e-9)
            // Only missing directories: the system's fonts.
            #expect(try FontCatalog(directories: [missing]).faces(for: FontRequest(weight: 700)).first?.name == "Inter Bold")
        }
    }

    @Test func aUserFontJoinsTheFallbacksInOrder() throws {
        try withTemporaryDirectory { directory in
            // Two good fonts under names the catalog does not ask for: fallbacks right after the primary, sorted.
            let dejaVu = TestFonts.dejaVu
            try FileManager.default.copyItem(atPath: dejaVu + "DejaVuSerif.ttf", toPath: directory.appendingPathComponent("A-Serif.ttf").path)
            try FileManager.default.copyItem(atPath: dejaVu + "DejaVuSansMono.ttf", toPath: directory.appendingPathComponent("B-Mono.ttf").path)
            let faces = try FontCatalog(directories: [directory]).faces(for: FontRequest())
            #expect(faces.map(\.name) == ["Inter Regular", "DejaVu Serif Book", "DejaVu Sans Mono Book",
                                          "Noto Color Emoji Regular", "WenQuanYi Micro Hei Regular", "DejaVu Sans Book"])
        }
    }

    @Test func aCatalogWithoutAnyFontSaysWhatToInstall() throws {
        let error = TextError.noUsableFont(tried: ["Inter-Regular.otf", "wqy-microhei.ttc"])
        #expect(error.description.contains("fonts-inter") && error.description.contains("Inter-Regular.otf"))
    }

    @Test func sizesThatAreNotNumbersAreZero() throws {
        let body = try TestFonts.body()
        for size in [Double.nan, .infinity, -.infinity, -5, 0, -0.0] {
            let style = TextStyle(faces: body, size: size, lineLimit: -3, lineSpacing: .nan)
            #expect(style.size == 0 && style.lineLimit == 1 && style.lineSpacing == 0)
            let layout = TextLayout("Hello world", style: style, width: 50, height: 10)
            #expect(layout.size == .zero && layout.lines.count == 1 && layout.path().isEmpty)
        }
        #expect(TextStyle(faces: body, size: 17, lineSpacing: -4).lineSpacing == 0)
        #expect(TextStyle(faces: body, size: 17, lineSpacing: .infinity).lineSpacing == 0)
        // No faces at all: nothing to draw, no crash.
        let none = TextLayout("Hello", style: TextStyle(faces: [], size: 17), width: 10)
        #expect(none.size == .zero && none.path().isEmpty)
    }

    @Test func hugeSizesStayFinite() throws {
        let body = try TestFonts.body()
        for size in [1e6, 1e300, .greatestFiniteMagnitude] {
            let style = TextStyle(faces: body, size: size)
            let layout = TextLayout("Hi there", style: style, width: 100, height: 1e308)
            #expect(layout.size.width.isFinite && layout.size.height.isFinite, "size \(size): \(layout.size)")
            #expect(layout.lines.count >= 1)
        }
    }

    @Test func widthsAndHeightsThatAreNotNumbers() throws {
        let style = try TestFonts.style()
        let text = "Hello world"
        let natural = TextLayout(text, style: style)
        #expect(natural.lines.count == 1)
        // NaN and infinite widths and heights mean "no limit".
        for width in [Double.nan, .infinity] {
            let layout = TextLayout(text, style: style, width: width, height: .nan)
            #expect(layout.lines.count == 1 && layout.size == natural.size)
        }
        #expect(TextLayout(text, style: style, width: .infinity, height: .infinity).size == natural.size)
        // Negative or zero widths are zero: one character per line (the space hangs).
        for width in [-5.0, 0, -1e300] {
            let layout = TextLayout(text, style: style, width: width)
            #expect(layout.lines.count == 10, "width \(width): \(layout.lines.count) lines")
        }
        // Heights: negative → one line; huge finite → no limit (not an integer overflow).
        #expect(TextLayout(text, style: style, width: 0, height: -5).lines.count == 1)
        for height in [1e300, .greatestFiniteMagnitude, Double(Int.max) * 4] {
            #expect(TextLayout(text, style: style, width: 0, height: height).lines.count == 10)
        }
    }
}
