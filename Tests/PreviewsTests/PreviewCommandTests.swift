import Foundation
import Testing
@testable import ZoetropeCommands
import Zoetrope
import PNGCodec
import RenderCommands

/// The catalog's commands on this module's previews, run in process through the command types:
/// `list` lines, `render NAME`, `sample NAME`, `snapshot` (all, a pattern, `--compare`).
@Suite struct PreviewCommandTests {
    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("zt-previews-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func run(_ arguments: [String]) throws {
        var command = try CatalogCommand.parseAsRoot(arguments)
        try command.run()
    }

    @Test func listShowsEachPreviewsCanvasAndPlace() throws {
        let previews = try PreviewRegistry.previews(inModule: "PreviewsTests")
        let lines = Dictionary(uniqueKeysWithValues: previews.map { ($0.name, PreviewListing.line($0)) })
        #expect(lines["DeclaredPreviews"] == "DeclaredPreviews  iPhone 16 Pro, portrait  (PreviewsTests/DeclaredPreviews.swift:13)")
        #expect(lines["Fits"] == "Fits        size that fits  (PreviewsTests/DeclaredPreviews.swift:19)")
        #expect(lines["DeclaredPreviews 2"] == "DeclaredPreviews 2  300x200 pt  (PreviewsTests/DeclaredPreviews.swift:23)")
        #expect(lines["Landscape"] == "Landscape   iPhone 16 Pro, landscapeRight  (PreviewsTests/DeclaredPreviews.swift:27)")
        #expect(lines["SwatchRow 2"] == "SwatchRow 2  iPhone SE (3rd generation), landscapeLeft  (PreviewsTests.SwatchRow_Previews.previews[2])")
        #expect(lines["DarkSwatch"] == "DarkSwatch  size that fits, dark  (PreviewsTests.DarkSwatch_Previews.previews[0])")
        try run(["list", "--module", "PreviewsTests"])
    }

    @Test func renderPlaysAPreviewAsAStoryboard() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try run(["render", "Fits", "--out", directory.path, "--backend", "cpu", "--duration", "0.1", "--fps", "10", "--scale", "2"])
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(files == ["Fits_00000.png", "Fits_00001.png"])
        let image = try PNGDecoder.decode(contentsOf: directory.appendingPathComponent("Fits_00000.png"))
        #expect(image.width == 100 && image.height == 80)
        // Green (SwiftUI's green, 52 199 89) inside the padding, white background at the corner.
        #expect(image[x: 50, y: 40] == PremultipliedRGBA8(red: 52, green: 199, blue: 89, alpha: 255))
        #expect(image[x: 2, y: 2] == PremultipliedRGBA8(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func sampleAndAnUnknownName() throws {
        try run(["sample", "Named swatch", "--time", "0"])
        #expect {
            try run(["render", "No such preview", "--out", "/tmp/zt-never"])
        } throws: { error in
            CatalogCommand.message(for: error).contains("Named swatch")
        }
    }

    @Test func snapshotWritesOnePNGPerPreview() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try run(["snapshot", "--module", "PreviewsTests", "--out", directory.path, "--backend", "cpu", "--in-process"])
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        let names = try PreviewRegistry.previews(inModule: "PreviewsTests").map { $0.name + ".png" }.sorted()
        #expect(files == names)
        let fixed = try PNGDecoder.decode(contentsOf: directory.appendingPathComponent("DeclaredPreviews 2.png"))
        #expect(fixed.width == 300 && fixed.height == 200)
        let ipad = try PNGDecoder.decode(contentsOf: directory.appendingPathComponent("Swatch on iPad Pro 11-inch.png"))
        #expect(ipad.width == 834 && ipad.height == 1194)
    }

    @Test func snapshotPatternsSelectPreviews() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try run(["snapshot", "Swatch on *", "Fits", "--module", "PreviewsTests", "--out", directory.path, "--backend", "cpu",
                 "--scale", "0.5"])
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(files == ["Fits.png", "Swatch on iPad Pro 11-inch.png", "Swatch on iPhone 15.png"])
        #expect(try PNGDecoder.decode(contentsOf: directory.appendingPathComponent("Fits.png")).width == 25)
        #expect {
            try run(["snapshot", "Nothing*", "--module", "PreviewsTests", "--out", directory.path])
        } throws: { error in
            CatalogCommand.message(for: error).hasPrefix("no preview matches 'Nothing*'; the previews are: DarkSwatch, DeclaredPreviews, ")
        }
    }

    @Test func snapshotCompareListsWhatDiffersAndWritesDiffImages() throws {
        let references = try temporaryDirectory(), directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: references); try? FileManager.default.removeItem(at: directory) }
        let chosen = ["Fits", "SwatchRow", "Fixed swatch"]
        try run(["snapshot"] + chosen + ["--module", "PreviewsTests", "--out", references.path, "--backend", "cpu"])
        // Against themselves: nothing differs.
        try run(["snapshot"] + chosen + ["--module", "PreviewsTests", "--out", directory.path, "--backend", "cpu",
                                         "--compare", references.path])
        // A reference with 3 pixels changed by 40, one with another size, one missing.
        var fits = try PNGDecoder.decode(contentsOf: references.appendingPathComponent("Fits.png"))
        for x in 0..<3 { fits[x: 20 + x, y: 20] = PremultipliedRGBA8(red: 12, green: 159, blue: 49, alpha: 255) }
        try PNGWriter.write(fits, to: references.appendingPathComponent("Fits.png"))
        try PNGWriter.write(try Pixmap(width: 3, height: 3), to: references.appendingPathComponent("SwatchRow.png"))
        try FileManager.default.removeItem(at: references.appendingPathComponent("Fixed swatch.png"))
        #expect {
            try run(["snapshot"] + chosen + ["--module", "PreviewsTests", "--out", directory.path, "--backend", "cpu",
                                             "--compare", references.path])
        } throws: { error in
            CatalogCommand.message(for: error) == "3 of 3 previews differ from their references: Fits, SwatchRow, Fixed swatch"
        }
        let diff = try PNGDecoder.decode(contentsOf: directory.appendingPathComponent("Fits.diff.png"))
        #expect(diff[x: 21, y: 20] == PremultipliedRGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(diff[x: 21, y: 21] != PremultipliedRGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        // Within a tolerance of 40 the changed pixels pass; three of 2,000 pixels may differ at 0.15 %.
        try run(["snapshot", "Fits", "--module", "PreviewsTests", "--out", directory.path, "--backend", "cpu",
                 "--compare", references.path, "--tolerance", "40"])
        try run(["snapshot", "Fits", "--module", "PreviewsTests", "--out", directory.path, "--backend", "cpu",
                 "--compare", references.path, "--max-differing-pixels", "0.15"])
    }
}
