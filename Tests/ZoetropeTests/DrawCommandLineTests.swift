import Foundation
import Testing
import Zoetrope

/// `zoetrope draw` end to end: exact pixels for solid fills, exit statuses, atomic output.
@Suite struct DrawCommandLineTests {
    /// 16×16 on white: an opaque red square covering pixels 4…11, a blue ring (even-odd hole
    /// 6…9) moved by a transform, and a translucent layer that is drawn but must not change them.
    let document = """
        {"width": 16, "height": 16, "background": "#FFFFFF", "commands": [
          {"type": "fill", "path": "M4 4 H12 V12 H4 Z", "paint": "#FF0000"},
          {"type": "fill", "path": "M0 0 H4 V4 H0 Z M1 1 H3 V3 H1 Z", "paint": {"r": 0, "g": 0, "b": 1},
           "fillRule": "evenodd", "transform": [{"translate": [12, 12]}]}
        ]}
        """

    func pixel(_ p: Pixmap, _ x: Int, _ y: Int) -> [UInt8] {
        let c = p[x: x, y: y]
        return [c.red, c.green, c.blue, c.alpha]
    }

    @Test func solidFillsLandOnExactPixels() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let json = directory.appendingPathComponent("doc.json"), png = directory.appendingPathComponent("doc.png")
        try Data(document.utf8).write(to: json)
        let result = try CommandLineRunner.run(["draw", json.path, "--out", png.path, "--threads", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("2 commands, 16x16 px"))
        let image = try PNGDecoder.decode(contentsOf: png)
        #expect(image.width == 16 && image.height == 16)
        for y in 0..<16 {
            for x in 0..<16 {
                let inSquare = (4..<12).contains(x) && (4..<12).contains(y)
                let inRing = (12..<16).contains(x) && (12..<16).contains(y) && !((13..<15).contains(x) && (13..<15).contains(y))
                let expected: [UInt8] = inSquare ? [255, 0, 0, 255] : inRing ? [0, 0, 255, 255] : [255, 255, 255, 255]
                #expect(pixel(image, x, y) == expected, "pixel (\(x), \(y))")
            }
        }
    }

    @Test func scaleAndBackgroundOptionsOverrideTheDocument() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let png = directory.appendingPathComponent("big.png")
        let result = try DrawTest.run(["draw", "-", "--out", png.path, "--scale", "2", "--background", "transparent"],
                                      input: Data(document.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGDecoder.decode(contentsOf: png)
        #expect(image.width == 32 && image.height == 32)
        #expect(pixel(image, 0, 0) == [0, 0, 0, 0])
        #expect(pixel(image, 8, 8) == [255, 0, 0, 255] && pixel(image, 23, 23) == [255, 0, 0, 255])
        #expect(pixel(image, 24, 24) == [0, 0, 255, 255] && pixel(image, 27, 27) == [0, 0, 0, 0])
    }

    @Test func standardInAndStandardOut() throws {
        let result = try DrawTest.run(["draw", "-", "--out", "-"], input: Data(document.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGDecoder.decode(result.stdout)
        #expect(pixel(image, 4, 4) == [255, 0, 0, 255])
    }

    @Test func badDocumentIsAUsageErrorNamingTheJSONPath() throws {
        let bad = ##"{"width": 8, "height": 8, "commands": [{"type": "fill", "path": "M0 0 L 5", "paint": "#000"}]}"##
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let png = directory.appendingPathComponent("x.png")
        let result = try DrawTest.run(["draw", "-", "--out", png.path], input: Data(bad.utf8))
        #expect(result.status == 64)
        #expect(result.stderr.contains("<stdin>: commands[0].path: bad SVG path data at offset 8"))
        #expect(!FileManager.default.fileExists(atPath: png.path))
        let syntax = try DrawTest.run(["draw", "-", "--out", png.path], input: Data("{\"width\": 8,".utf8))
        #expect(syntax.status == 64)
        #expect(syntax.stderr.contains("line 1, column 13: expected a key in double quotes, found end of input"))
    }

    @Test func unwritableOutputExitsOneAndLeavesNoFile() throws {
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let json = directory.appendingPathComponent("doc.json")
        try Data(document.utf8).write(to: json)
        let out = directory.appendingPathComponent("missing/out.png")
        let result = try CommandLineRunner.run(["draw", json.path, "--out", out.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("cannot write \(out.path)"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["doc.json"])
        // A directory in the way is not replaced either.
        let blocked = try CommandLineRunner.run(["draw", json.path, "--out", directory.path])
        #expect(blocked.status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["doc.json"])
    }

    @Test func missingInputFileExitsOne() throws {
        let result = try CommandLineRunner.run(["draw", "/nonexistent/zoetrope-doc.json", "--out", "/tmp/never.png"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("cannot read /nonexistent/zoetrope-doc.json: No such file or directory"))
    }

    @Test func badOptionsAreUsageErrors() throws {
        let result = try CommandLineRunner.run(["draw", "x.json", "--out", "x.png", "--scale", "0"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--scale must be in (0, 16]"))
        let large = try DrawTest.run(["draw", "-", "--out", "/tmp/never.png", "--scale", "16"],
                                     input: Data(##"{"width": 2000, "height": 10, "commands": []}"##.utf8))
        #expect(large.status == 64)
        #expect(large.stderr.contains("--scale 16 makes the 2000x10 canvas 32000x160 pixels"))
    }

    @Test func exampleCardRendersAndDecodes() throws {
        let card = DrawTest.examples.appendingPathComponent("card.json")
        let document = try DrawingDocument(contentsOf: card)
        #expect(document.displayList.commands.count >= 8)
        let directory = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let png = directory.appendingPathComponent("card.png")
        let result = try CommandLineRunner.run(["draw", card.path, "--out", png.path])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGDecoder.decode(contentsOf: png)
        #expect((image.width, image.height) == document.pixelSize())
    }

    /// The schema's example in the documentation (the catalog's "The command line" article).
    @Test func documentedExampleDecodes() throws {
        let article = DrawTest.examples.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/Zoetrope/Zoetrope.docc/TheCommandLine.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        let section = try #require(text.range(of: "## `zoetrope draw`: the JSON schema"))
        let start = try #require(text.range(of: "```json\n", range: section.upperBound..<text.endIndex))
        let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let document = try DrawTest.document(String(text[start.upperBound..<end.lowerBound]))
        #expect(document.displayList.commands.count == 5)
        #expect(document.pixelSize() == (128, 96))
    }
}
