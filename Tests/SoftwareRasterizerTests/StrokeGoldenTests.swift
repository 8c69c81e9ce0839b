import Foundation
import RenderCommands
import Testing
import VectorPath
import ZoetropeUI
import ZoetropeTestSupport
import SoftwareRasterizer
import PNGCodec
import Geometry2D

/// Golden images of strokes (Goldens/stroke-*.png): joins, caps, zero-length sub-paths, dashes,
/// hairlines, a translucent self-crossing stroke and a stroke under perspective. Tolerance as in
/// `expectGolden`: channels within 2 for all but 0.5 % of the pixels. Each golden is backed by a
/// few exact pixel checks, so a wrong golden cannot hide a wrong picture. The drawings are the shared
/// `GoldenCases` (the GPU parity tests draw the same ones); the comments above each test describe them. Record with
/// `ZOETROPE_RECORD_GOLDENS=1 swift test --filter StrokeGoldenTests`, then look at every image.
@Suite struct StrokeGoldenTests {
    func pixel(_ image: Pixmap, _ x: Int, _ y: Int) -> PremultipliedRGBA8 { image[x: x, y: y] }

    // MARK: - Joins

    /// Top row: miter, round, bevel at a right angle. Bottom row: a 30° corner with miter limit 10
    /// (1/sin 15° ≈ 3.86 < 10: a miter), with miter limit 3 (> 3: falls back to a bevel), and round.
    @Test func joins() throws {
        let golden = try GoldenCases.named("stroke-joins")
        let image = try draw(golden.list, size: golden.width, height: golden.height)
        try expectGolden(image, named: "stroke-joins")

        // Right angle, width 8: the miter's tip is 4·√2 ≈ 5.66 above the corner, the round join's
        // edge 4 above it, the bevel's 4·cos 45° ≈ 2.83 above it.
        let white = px(255, 255, 255)
        #expect(pixel(image, 22, 9) != white, "miter tip reaches y = 8.34")
        #expect(pixel(image, 64, 9) == white && pixel(image, 64, 10) != white, "round join reaches y = 10")
        #expect(pixel(image, 106, 10) == white && pixel(image, 106, 11) != white, "bevel reaches y = 11.17")
        // 30° corner, width 6: the miter reaches 3/sin 15° ≈ 11.6 above the corner (y ≈ 58.4);
        // the bevel fallback only 3·sin 15° ≈ 0.78 (y ≈ 69.2).
        #expect(pixel(image, 21, 60) != white && pixel(image, 22, 60) != white, "miter with limit 10 keeps its spike")
        #expect(pixel(image, 21, 64) == px(30, 60, 160) || pixel(image, 22, 64) == px(30, 60, 160))
        #expect(pixel(image, 64, 67) == white, "miter over its limit falls back to a bevel")
        #expect(pixel(image, 64, 70) != white)
    }

    // MARK: - Caps

    /// Three horizontal lines from x = 24 to x = 104 (thin red guides mark the ends): butt, round,
    /// square caps; below, zero-length sub-paths (move + line to the same point, move + close)
    /// for each cap: nothing for butt, a disc for round, an axis-aligned square for square.
    @Test func caps() throws {
        let golden = try GoldenCases.named("stroke-caps")
        let image = try draw(golden.list, size: golden.width, height: golden.height)
        try expectGolden(image, named: "stroke-caps")

        let green = px(20, 120, 60), white = px(255, 255, 255)
        // Butt: ends at x = 24 / 104 exactly (pixel 22 outside, 25 inside).
        #expect(pixel(image, 22, 14) == white && pixel(image, 25, 14) == green && pixel(image, 105, 14) == white)
        // Round: a half disc of radius 6 past the ends (centre row reaches x = 18 / 110).
        #expect(pixel(image, 19, 36) == green && pixel(image, 108, 36) == green)
        #expect(pixel(image, 18, 30) == white && pixel(image, 109, 30) == white, "the round cap's corners are cut")
        // Square: a full half-square past the ends, corners included.
        #expect(pixel(image, 18, 53) == green && pixel(image, 109, 63) == green && pixel(image, 17, 58) == white)
        // Zero-length sub-paths: butt draws nothing; round a disc (corner of its box empty); square a square.
        for dx in [0.0, 16] {
            let cx = Int(24 + dx)
            #expect(pixel(image, cx, 82) == white, "butt dot at \(cx)")
            #expect(pixel(image, cx + 40, 82) == green && pixel(image, cx + 40 - 4, 78) != green, "round dot at \(cx + 40)")
            #expect(pixel(image, cx + 80, 82) == green && pixel(image, cx + 80 - 4, 78) == green, "square dot at \(cx + 80)")
        }
    }

    /// A sub-path made of a lone `move` draws nothing, with any cap (SVG, Core Graphics, and
    /// `Path.strokedPath`'s documented rule); the stroke of a display list must agree with filling
    /// `strokedPath`.
    @Test
    func loneMoveDrawsNothing() throws {
        for cap in CGLineCap.allCases {
            var list = DisplayList()
            list.stroke(Path { $0.move(to: CGPoint(x: 8, y: 8)) }, style: StrokeStyle(lineWidth: 6, lineCap: cap),
                        with: .color(.black))
            // A lone move after a drawn sub-path, too.
            list.stroke(Path { p in
                p.move(to: CGPoint(x: 2, y: 20)); p.addLine(to: CGPoint(x: 6, y: 20))
                p.move(to: CGPoint(x: 16, y: 20))
            }, style: StrokeStyle(lineWidth: 6, lineCap: cap), with: .color(.black))
            let image = try draw(list, size: 24, background: nil)
            for y in 0..<24 {
                for x in 10..<24 { #expect(image[x: x, y: y].alpha == 0, "\(cap): lone move drew at (\(x), \(y))") }
            }
        }
    }

    // MARK: - Dashes

    /// A closed rounded rectangle dashed [8, 4] with phase 3 (the pattern runs over the corners and
    /// across the closing point), and a cubic dashed [10, 4, 2, 4] with phase 6 and round caps.
    @Test func dashes() throws {
        let golden = try GoldenCases.named("stroke-dashes")
        let image = try draw(golden.list, size: golden.width, height: golden.height)
        try expectGolden(image, named: "stroke-dashes")

        // Along the straight part of the top edge (y = 8, x from 18 to 46) dashes and gaps alternate.
        var top: [Bool] = []
        for x in 18..<46 { top.append(pixel(image, x, 8) != px(255, 255, 255)) }
        #expect(top.contains(true) && top.contains(false), "top edge is dashed: \(top)")
    }

    // MARK: - Hairlines

    /// Widths 1, 0.5, 0.25 and 0 (a 1-px hairline) as horizontal, vertical and diagonal lines at
    /// fractional positions.
    @Test func hairlines() throws {
        let golden = try GoldenCases.named("stroke-hairlines")
        let image = try draw(golden.list, size: golden.width, height: golden.height)
        try expectGolden(image, named: "stroke-hairlines")
    }

    /// Exact coverage of axis-aligned hairlines (drawn in opaque black on transparent, so alpha is
    /// the coverage): a stroke narrower than a device pixel is a 1-px line with coverage × width.
    @Test func axisAlignedHairlineCoverage() throws {
        func alphas(width: Double, y: Double) throws -> [Int] {
            var list = DisplayList()
            list.stroke(Path { $0.move(to: CGPoint(x: 2, y: y)); $0.addLine(to: CGPoint(x: 14, y: y)) },
                        style: StrokeStyle(lineWidth: width), with: .color(.black))
            let image = try draw(list, size: 16, background: nil)
            // Every column inside the line has the same profile; return column 8's rows 6…10.
            for x in 3..<13 {
                #expect((6...10).map { image[x: x, y: $0] } == (6...10).map { image[x: 8, y: $0] }, "column \(x)")
            }
            #expect(image[x: 1, y: 8].alpha == 0 && image[x: 14, y: 8].alpha == 0, "butt ends at x = 2 and 14")
            return (6...10).map { Int(image[x: 8, y: $0].alpha) }
        }
        // Lines thinner than a pixel are drawn at their true width (exact area coverage, as Cairo
        // and Blend2D). Centred on row 8's centre: 0.5 → 255 · 0.5 = 127.5, 0.25 → 63.75 (±1 for
        // the 256-level coverage rounding).
        let half = try alphas(width: 0.5, y: 8.5)
        #expect(half[0] == 0 && half[1] == 0 && half[3] == 0 && half[4] == 0, "\(half)")
        #expect((127...128).contains(half[2]), "0.5-px line on a row centre: alpha \(half[2]), expected 127.5")
        let quarter = try alphas(width: 0.25, y: 8.5)
        #expect((63...64).contains(quarter[2]) && quarter[1] == 0 && quarter[3] == 0, "\(quarter)")
        // Width 1 and width 0 (a full 1-px hairline) cover row 8 completely.
        #expect(try alphas(width: 1, y: 8.5) == [0, 0, 255, 0, 0])
        #expect(try alphas(width: 0, y: 8.5) == [0, 0, 255, 0, 0])
        // Centred on the boundary between rows 7 and 8: a quarter pixel in each row → 63.75 in both.
        let straddling = try alphas(width: 0.5, y: 8)
        #expect((63...64).contains(straddling[1]) && (63...64).contains(straddling[2]), "\(straddling)")
        #expect(straddling[0] == 0 && straddling[3] == 0, "\(straddling)")
        // A quarter of the way into row 8: the line spans 8.0…8.5, all of it in row 8 → 127.5,
        // nothing in row 7 (a line widened to one pixel would have spread into it).
        let offset = try alphas(width: 0.5, y: 8.25)
        #expect((127...128).contains(offset[2]) && offset[1] == 0 && offset[3] == 0, "\(offset)")
    }

    // MARK: - Union

    /// One translucent stroke that crosses itself (a single contour and two crossing sub-paths):
    /// union semantics, so the crossing is exactly as dark as the rest of the line.
    @Test func translucentSelfCrossingIsNotDarker() throws {
        let golden = try GoldenCases.named("stroke-union-crossing")
        let image = try draw(golden.list, size: golden.width, height: golden.height)
        try expectGolden(image, named: "stroke-union-crossing")

        let line = pixel(image, 10, 16)            // on the first segment, away from the crossing
        #expect(line.alpha == 255 && line.blue > line.red && line.red > 100, "translucent blue over white: \(line)")
        #expect(pixel(image, 20, 16) == line, "single-contour crossing")
        #expect(pixel(image, 21, 15) == line && pixel(image, 19, 17) == line)
        #expect(pixel(image, 48, 16) == line, "X crossing")
        #expect(pixel(image, 40, 8) == line || pixel(image, 41, 9) == line, "X arm")
        // The curl is symmetric about x = 32, so it crosses itself where x(t) = 32 for t < 0.5.
        func curlPoint(_ t: Double) -> CGPoint {
            let u = 1 - t
            let x = u * u * u * 4 + 3 * u * u * t * 70 + 3 * u * t * t * -6 + t * t * t * 60
            let y = u * u * u * 74 + 3 * u * u * t * 36 + 3 * u * t * t * 36 + t * t * t * 74
            return CGPoint(x: x, y: y)
        }
        // x(t) rises from 4 past 32 (peak near t = 0.35) and comes back to 32 at t = 0.5: the
        // crossing is the rising side's x = 32, joined there by its mirror image t' = 1 − t.
        var lo = 0.0, hi = 0.35
        for _ in 0..<50 { let mid = (lo + hi) / 2; if curlPoint(mid).x < 32 { lo = mid } else { hi = mid } }
        let crossing = curlPoint(lo)
        #expect(abs(crossing.x - 32) < 0.01 && abs(curlPoint(1 - lo).x - 32) < 0.01 && abs(crossing.y - 51.5) < 1)
        #expect(pixel(image, 32, Int(crossing.y)) == line, "curl crossing at \(crossing)")
        // No pixel anywhere is darker than one layer of the translucent stroke.
        for y in 0..<80 {
            for x in 0..<64 { #expect(pixel(image, x, y).red >= line.red, "(\(x), \(y)) darker than the line") }
        }
    }

    // MARK: - Perspective

    /// A stroked rounded rectangle and star turned 45° about the y axis by `Rotation3DEffect`
    /// (perspective 1): the near edge (left) is wider than the far one, like the shape itself.
    @Test func strokeUnderPerspective() throws {
        let size = CGSize(width: 96, height: 96)
        let effect = Rotation3DEffect(angle: .degrees(45), axis: (x: 0, y: 1, z: 0)).effectValue(size: size)
        #expect(!effect.isAffine)
        let golden = try GoldenCases.named("stroke-perspective")
        let image = try draw(golden.list, size: golden.width, height: golden.height)
        try expectGolden(image, named: "stroke-perspective")

        // Width of the left and right vertical edges along the middle row.
        let orange = { (x: Int) in image[x: x, y: 48].red > 150 && image[x: x, y: 48].blue < 150 }
        let inked = (0..<96).filter(orange)
        #expect(!inked.isEmpty)
        let left = inked.prefix { $0 < 48 }.count, right = inked.filter { $0 >= 48 }.count
        #expect(left > right, "near (left) edge \(left) px wide, far (right) edge \(right) px")
    }
}
