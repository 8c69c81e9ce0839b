import Foundation
import Testing
import TextOutlines
import RenderCommands
import Geometry2D
import SoftwareRasterizer

/// Hostile emoji input: 100,000 emoji in one text (laid out, listed and drawn on a small canvas,
/// each distinct emoji decoded once and the images off the canvas culled), a stack without the
/// colour emoji font (black-and-white outlines or boxes, and a warning that names the package),
/// and truncated or corrupted copies of the emoji font (refused or drawn without the broken
/// glyphs, never a crash).
@Suite struct HostileEmojiTests {
    @Test func aHundredThousandEmojiLayOutAndDrawOnASmallCanvas() throws {
        let catalog = FontCatalog(directories: [])
        let faces = try catalog.faces(for: FontRequest())
        let string = String(repeating: "🎉✅🚀 ", count: 25_000)   // 75,000 emoji and 25,000 spaces
        let layout = TextLayout(string + String(repeating: "😀", count: 25_000), style: TextStyle(faces: faces, size: 12), width: 120)
        var list = DisplayList()
        list.drawText(layout, with: .color(.black), transform: ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2)))
        #expect(list.commands.count == 100_000)
        // Four distinct emoji at one size: four images decoded.
        #expect(catalog.colorGlyphs.count == 4)
        var canvas = try Pixmap(width: 128, height: 128)
        try SoftwareRenderer().render(list, into: &canvas)
        // The top-left emoji is drawn (🎉 is yellow-orange at its middle), the canvas is full of them.
        #expect(canvas[x: 12, y: 14].alpha > 0)
    }

    @Test func withoutTheColourFontEmojiFallBackAndAWarningNamesThePackage() throws {
        let cache = ColorGlyphCache()
        let inter = try FontFace(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", colorGlyphs: cache)
        let dejaVu = try FontFace(path: TestFonts.dejaVu + "DejaVuSans.ttf", colorGlyphs: cache)
        let glyphs = TextShaper.shape(Array("Done ✅ 🎉 ❤️".unicodeScalars), faces: [inter, dejaVu], size: 17)
        // ❤ in Inter's black and white (it has one); ✅ and 🎉 (no face has them) as Inter's box.
        #expect(glyphs.allSatisfy { !$0.face.hasColorGlyphs })
        #expect(glyphs.filter { $0.cluster == 5 || $0.cluster == 7 }.map(\.glyph) == [0, 0])
        #expect(glyphs.first { $0.cluster == 9 }?.face == inter && glyphs.first { $0.cluster == 9 }?.glyph != 0)
        #expect(cache.warnings.contains { $0.contains("fonts-noto-color-emoji") })
        var list = DisplayList()
        list.drawText(TextLayout("Done ✅", style: TextStyle(faces: [inter, dejaVu], size: 17)), with: .color(.black))
        #expect(list.commands.count == 1)
    }

    @Test func aTruncatedEmojiFontIsRefusedOrDrawsNothingBroken() throws {
        let source = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/noto/" + FontCatalog.emojiFileName))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-emoji-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, bytes) in [("head", source.prefix(4_096)), ("half", source.prefix(source.count / 2)),
                              ("corrupt", Self.corrupted(source))] {
            let url = directory.appendingPathComponent(name + ".ttf")
            try bytes.write(to: url)
            let cache = ColorGlyphCache()
            do {
                let face = try FontFace(path: url.path, colorGlyphs: cache)
                // Opened: each glyph either draws or is skipped.
                for scalar in "🎉✅🚀😀👨‍👩‍👧".unicodeScalars {
                    guard let glyph = face.glyph(for: scalar), let image = face.colorGlyph(glyph, pixelsPerEm: 34) else { continue }
                    #expect(image.image.width <= 136 && image.image.height <= 136)
                }
            } catch {
                #expect("\(error)".contains(url.path), "\(name): \(error)")
            }
        }
        // A broken copy in a user's directory does not hide the system's.
        try source.prefix(4_096).write(to: directory.appendingPathComponent(FontCatalog.emojiFileName))
        let faces = try FontCatalog(directories: [directory]).faces(for: FontRequest())
        #expect(faces.contains { $0.hasColorGlyphs && $0.path.hasPrefix("/usr/share/fonts") })
    }

    /// `source` with every byte of its second half's first megabyte inverted (the CBDT bitmaps).
    static func corrupted(_ source: Data) -> Data {
        var bytes = [UInt8](source)
        let start = bytes.count / 2
        for index in start..<min(start + (1 << 20), bytes.count) { bytes[index] = ~bytes[index] }
        return Data(bytes)
    }
}
