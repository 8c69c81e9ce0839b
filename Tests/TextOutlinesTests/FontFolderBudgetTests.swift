import Foundation
import Testing
import TextOutlines

/// A font folder of thousands of files is indexed (names and metrics, no face kept open) within
/// ``FontBudget/maxFaces``; its faces open only when a character needs them, within
/// ``FontBudget/maxOpenBytes``; `Font.custom` still finds a family among them by the index.
/// Checked by counts (faces indexed, opened, bytes open), never by time.
@Suite struct FontFolderBudgetTests {
    static let sans = TestFonts.dejaVu + "DejaVuSans.ttf"
    static var sansBytes: Int { (try? FileManager.default.attributesOfItem(atPath: sans)[.size] as? Int) ?? 0 }

    @Test func thousandsOfFontFilesAreIndexedAndOpenedOnlyWhenACharacterNeedsThem() throws {
        try FontFolderFixtures.withDirectory { directory in
            try FontFolderFixtures.makeLinks(2000, to: Self.sans, in: directory)
            try FileManager.default.copyItem(atPath: TestFonts.dejaVu + "DejaVuSerif-Bold.ttf",
                                             toPath: directory.appendingPathComponent("zz-serif-bold.ttf").path)
            let budget = FontBudget(maxFaces: 5000, maxOpenBytes: 8 * Self.sansBytes + 1000)
            let catalog = FontCatalog(directories: [directory], budget: budget)
            let faces = try catalog.faces(for: FontRequest())
            #expect(faces.count == 2001 + 4 && faces[0].name == "Inter Regular")
            #expect(catalog.usage.indexedFaces == 2001 && catalog.usage.openedFaces == 0 && catalog.usage.openedBytes == 0)
            #expect(faces.dropFirst().prefix(2001).allSatisfy { !$0.isOpen })

            // Latin: Inter covers it, no user face opens.
            _ = TextLayout("Hello world", style: TextStyle(faces: faces, size: 17))
            #expect(catalog.usage.openedFaces == 0)
            // Hebrew: Inter lacks it, the first user face has it — that one face opens.
            let hebrew = TextLayout("שלום", style: TextStyle(faces: faces, size: 17))
            #expect(hebrew.lines.flatMap(\.glyphs).allSatisfy { $0.face == faces[1] && $0.glyph != 0 })
            #expect(catalog.usage.openedFaces == 1 && catalog.usage.openedBytes == Self.sansBytes)

            // A character no face has: the fallbacks open until the byte budget, then no more.
            _ = TextLayout("\u{10FFFD}", style: TextStyle(faces: faces, size: 17))
            #expect(catalog.usage.openedFaces == 8 && catalog.usage.openedBytes <= budget.maxOpenBytes, "\(catalog.usage)")
            #expect(faces.filter(\.isOpen).count == 8 + 4)
            let warning = try #require(catalog.warnings.first { $0.contains("--max-font-memory") }, "\(catalog.warnings)")
            #expect(warning.contains("ZOETROPE_MAX_FONT_MEMORY") && warning.contains("\(budget.maxOpenBytes) bytes"))
        }
    }

    @Test func customFamiliesAreFoundByTheIndex() throws {
        try FontFolderFixtures.withDirectory { directory in
            try FontFolderFixtures.makeLinks(500, to: Self.sans, in: directory)
            for file in ["DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf", "DejaVuSerif-Italic.ttf"] {
                try FileManager.default.copyItem(atPath: TestFonts.dejaVu + file, toPath: directory.appendingPathComponent("x-" + file).path)
            }
            let catalog = FontCatalog(directories: [directory])
            let request = FontRequest(weight: 700, family: "dejavu serif")
            #expect(catalog.hasFamily(request))
            let faces = try catalog.faces(for: request)
            #expect(faces[0].name == "DejaVu Serif Bold" && faces[0].path == directory.appendingPathComponent("x-DejaVuSerif-Bold.ttf").path)
            #expect(try catalog.faces(for: FontRequest(italic: true, family: "DejaVu Serif"))[0].name == "DejaVu Serif Italic")
            // Only the faces asked for opened: not the 500 other files.
            #expect(catalog.usage.indexedFaces == 503 && catalog.usage.openedFaces == 2, "\(catalog.usage)")
            #expect(!catalog.hasFamily(FontRequest(family: "No Such Family Anywhere")))
        }
    }

    @Test func theFaceCountLimitStopsIndexingAndSaysHowToRaiseIt() throws {
        try FontFolderFixtures.withDirectory { directory in
            try FontFolderFixtures.makeLinks(1200, to: Self.sans, in: directory)
            let catalog = FontCatalog(directories: [directory], budget: FontBudget(maxFaces: 300))
            let faces = try catalog.faces(for: FontRequest())
            #expect(catalog.usage.triedFaces == 300 && catalog.usage.indexedFaces == 300 && faces.count == 300 + 4)
            let warning = try #require(catalog.warnings.first, "no warning")
            #expect(warning.contains("--max-font-faces") && warning.contains("ZOETROPE_MAX_FONT_FACES") && warning.contains("f00300.ttf"), "\(warning)")
            // The warning is given once, however often faces are asked for.
            _ = try catalog.faces(for: FontRequest(weight: 700))
            #expect(catalog.warnings.count == 1)
        }
    }

    @Test func theDefaultBudgetBoundsAFolderOfFiveThousandFiles() throws {
        try FontFolderFixtures.withDirectory { directory in
            try FontFolderFixtures.makeLinks(5000, to: Self.sans, in: directory)
            let catalog = FontCatalog(directories: [directory])
            _ = try catalog.faces(for: FontRequest())
            #expect(catalog.usage.indexedFaces == FontBudget.default.maxFaces && FontBudget.default.maxFaces == 4096)
            #expect(catalog.usage.openedFaces == 0)
        }
    }

    @Test func theBudgetIsReadFromTheEnvironment() {
        let set = FontBudget.fromEnvironment(["ZOETROPE_MAX_FONT_FACES": "12", "ZOETROPE_MAX_FONT_MEMORY": "3M"])
        #expect(set.budget == FontBudget(maxFaces: 12, maxOpenBytes: 3 << 20) && set.problems.isEmpty)
        let bad = FontBudget.fromEnvironment(["ZOETROPE_MAX_FONT_FACES": "many", "ZOETROPE_MAX_FONT_MEMORY": "lots"])
        #expect(bad.budget == .default && bad.problems.count == 2 && bad.problems[0].contains("ZOETROPE_MAX_FONT_FACES"))
        #expect(FontBudget.fromEnvironment([:]).budget == FontBudget(maxFaces: 4096, maxOpenBytes: 256 << 20))
    }
}
