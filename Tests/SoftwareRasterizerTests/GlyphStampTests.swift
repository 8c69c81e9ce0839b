import Foundation
import Testing
import ZoetropeTestSupport
@testable import SoftwareRasterizer
import TextOutlines
import VectorPath
import RenderCommands
import Geometry2D

/// Glyph runs drawn from cached glyph coverage (`GlyphStamp`, `GlyphStampCache`) against the same
/// runs filled as outlines: a glyph lands at the nearest 1/16 px, so an edge pixel may differ by
/// up to 1/32 px of coverage (8 of 255 levels, 16 allowed for two edges in one pixel).
@Suite struct GlyphStampTests {
    static let faces = try! FontCatalog.shared.faces(for: FontRequest())

    static func run(_ text: String, size: Double, at origin: CGPoint) -> GlyphRun {
        TextLayout(text, style: TextStyle(faces: faces, size: size)).glyphRun(at: origin)
    }

    static func render(_ list: DisplayList, size: Int = 256, threads: Int = 1) throws -> Pixmap {
        var pixmap = try Pixmap(width: size, height: size)
        pixmap.fill(.white)
        try SoftwareRenderer(threads: threads).render(list, into: &pixmap)
        return pixmap
    }

    /// The largest channel difference, and the mean one over the edge pixels (partly covered in
    /// either image).
    static func compare(_ a: Pixmap, _ b: Pixmap) -> (max: Int, mean: Double) {
        var worst = 0, total = 0, edges = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = Int(a.pixel(x: x, y: y)!.green), q = Int(b.pixel(x: x, y: y)!.green)
                worst = max(worst, abs(p - q))
                if (1...254).contains(p) || (1...254).contains(q) {
                    total += abs(p - q)
                    edges += 1
                }
            }
        }
        return (worst, Double(total) / Double(max(edges, 1)))
    }

    /// Seeded random strings, sizes 6–60 px and positions, many across the canvas's four edges
    /// (negative coordinates included): stamps and outlines agree within 1/32 px per edge (8 levels on
    /// an edge pixel, on average over them too; 16 where two edges share a pixel).
    @Test func stampsAgreeWithFilledOutlines() async throws {
        let alphabet = Array("AVWavoe.,gjpqy0123456789 Zürich 选择三角形 ()[]&@")
        await seededPropertyCheck(seed: 0x6C79_7068_5354_4D50, count: 40, draw: { rng -> (String, Double, CGPoint) in
            let text = String((0..<Int.random(in: 1...24, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! })
            let size = Double.random(in: 6...60, using: &rng)
            let origin = CGPoint(x: Double.random(in: -60...240, using: &rng), y: Double.random(in: -40...240, using: &rng))
            return (text, size, origin)
        }) { input in
            let run = Self.run(input.0, size: input.1, at: input.2)
            var stamped = DisplayList(), outlined = DisplayList()
            stamped.drawGlyphs(run, with: .color(.black))
            outlined.fill(run.path, with: .color(.black), style: .text)
            let difference = Self.compare(try Self.render(stamped), try Self.render(outlined))
            #expect(difference.max <= 16 && difference.mean <= 8, "\(input): \(difference)")
        }
    }

    /// The same bytes for any thread count, and whether the cache starts a new generation in the
    /// middle of a run (a budget of one byte keeps one stamp at a time).
    @Test func picturesDoNotDependOnThreadsOrTheCache() throws {
        var list = DisplayList()
        for row in 0..<40 {
            list.drawGlyphs(Self.run("The quick brown fox, 0123 AVATAR", size: 9 + Double(row % 7), at: CGPoint(x: Double(row) * 0.37 - 5, y: Double(row * 6))),
                            with: .color(Color(red: 0.2, green: 0.1, blue: 0.6)))
        }
        let one = try Self.render(list, threads: 1)
        #expect(try Self.render(list, threads: 2).bytes == one.bytes)
        #expect(try Self.render(list, threads: 3).bytes == one.bytes)

        let run = Self.run("Zoetrope kerning AVATAR", size: 21, at: CGPoint(x: -7.3, y: 40.6))
        let glyphs = LoweredGlyphs(run: run, placement: GlyphPlacement(ProjectionTransform())!,
                                   bounds: DeviceBounds(minX: 0, minY: 0, maxX: 256, maxY: 256), paint: .solid(.black),
                                   workRect: CGRect(x: -1024, y: -1024, width: 2304, height: 2304))
        let tiny = GlyphStampCache(byteBudget: 1), roomy = GlyphStampCache(byteBudget: 1 << 20)
        let fromTiny = EdgeList(glyphs, cache: tiny), fromRoomy = EdgeList(glyphs, cache: roomy)
        #expect(tiny.count == 1 && roomy.count > 10)
        #expect(fromTiny.stampHolders.count > 1, "each new generation is held by the job")
        let a = CoverageImage(width: 256, height: 64), b = CoverageImage(width: 256, height: 64)
        BandRasterizer(width: 256, height: 64, threads: 1).render([RasterJob(edges: fromTiny, evenOdd: false)], into: a)
        BandRasterizer(width: 256, height: 64, threads: 1).render([RasterJob(edges: fromRoomy, evenOdd: false)], into: b)
        #expect(a.bytes == b.bytes && a.area > 100)
    }

    /// Runs under a rotation or uneven scale, and glyphs over 256 px, are drawn from their outlines:
    /// the same picture as the filled path.
    @Test func otherTransformsAndHugeGlyphsUseOutlines() throws {
        let rotate = ProjectionTransform(CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 40, y: 0))
        let squash = ProjectionTransform(CGAffineTransform(scaleX: 1.5, y: 0.8))
        for (size, transform) in [(14.0, rotate), (14.0, squash), (420.0, ProjectionTransform())] {
            let run = Self.run("Ag", size: size, at: CGPoint(x: 10, y: size > 100 ? -140 : 20))
            var stamped = DisplayList(), outlined = DisplayList()
            stamped.drawGlyphs(run, with: .color(.black), transform: transform)
            outlined.fill(run.path, with: .color(.black), style: .text, transform: transform)
            let difference = Self.compare(try Self.render(stamped), try Self.render(outlined))
            #expect(difference.max <= 1, "size \(size): \(difference)")
        }
    }

    /// A run mixing glyphs over 256 px (edges) with small ones (stamps, added to the same cells),
    /// some across the canvas's left edge: as close to the outlines as stamps alone.
    @Test func runsMixingEdgesAndStamps() throws {
        let big = Self.run("W", size: 400, at: .zero).glyphs[0]
        var run = GlyphRun()
        run.append(big.outline, scale: big.scale, at: CGPoint(x: -40, y: 250))
        for (i, glyph) in Self.run("Hamburgefonts 0123", size: 23, at: .zero).glyphs.enumerated() {
            run.append(glyph.outline, scale: glyph.scale, at: CGPoint(x: glyph.origin.x - 30.3, y: 40 + Double(i) * 9.7))
        }
        var stamped = DisplayList(), outlined = DisplayList()
        stamped.drawGlyphs(run, with: .color(.black))
        outlined.fill(run.path, with: .color(.black), style: .text)
        let difference = Self.compare(try Self.render(stamped), try Self.render(outlined))
        #expect(difference.max <= 16 && difference.mean <= 8, "\(difference)")
    }

    /// A run placed at a non-finite origin is refused before anything is drawn; one placed far
    /// off the canvas draws nothing and costs no stamp.
    @Test func nonFiniteAndFarOffRunsAreSafe() throws {
        let outline = Self.run("A", size: 20, at: .zero).glyphs[0].outline
        var run = GlyphRun()
        run.append(outline, scale: 0.01, at: CGPoint(x: Double.nan, y: 10))
        var list = DisplayList()
        list.drawGlyphs(run, with: .color(.black))
        #expect(throws: RenderError.nonFiniteCoordinates(command: 0)) { try Self.render(list) }
        var far = GlyphRun()
        far.append(outline, scale: 0.01, at: CGPoint(x: 1e300, y: -1e300))
        far.append(outline, scale: 1e-300, at: CGPoint(x: 10, y: 10))
        var farList = DisplayList()
        farList.drawGlyphs(far, with: .color(.black))
        let image = try Self.render(farList)
        #expect(image.bytes == (try Self.render(DisplayList())).bytes)
    }

    /// Which transforms place glyphs without changing their shape.
    @Test func placements() {
        let move = GlyphPlacement(ProjectionTransform(CGAffineTransform(translationX: 3, y: -4).scaledBy(x: 2, y: 2)))
        #expect(move == GlyphPlacement(scale: 2, offset: CGPoint(x: 3, y: -4)))
        #expect(GlyphPlacement(ProjectionTransform(CGAffineTransform(scaleX: -1, y: 1))) == nil)
        #expect(GlyphPlacement(ProjectionTransform(CGAffineTransform(scaleX: 2, y: 3))) == nil)
        #expect(GlyphPlacement(ProjectionTransform(CGAffineTransform(rotationAngle: 0.1))) == nil)
        var perspective = ProjectionTransform()
        perspective.m13 = 0.001
        #expect(GlyphPlacement(perspective) == nil)
    }
}
