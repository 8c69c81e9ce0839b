import Foundation
import RenderCommands
import SoftwareRasterizer
import Testing
import VectorPath
import ZoetropeUI
import Geometry2D

/// `antialiased: false` (fills' `FillStyle`, strokes' flag, layer clips' `clipStyle`): a pixel is
/// covered fully when its centre lies inside the shape, and not at all otherwise (Core Graphics'
/// rule). The software renderer samples the centres exactly, so the expected pixel sets here are
/// exact (tolerance 0), computed with `Path.contains`, which follows the same half-open rule for
/// centres on an edge (left and top edges inside, right and bottom edges outside).
@Suite struct AliasedDrawingTests {
    static let aliased = FillStyle(antialiased: false)

    /// The pixels that are not the background, and whether every pixel is exactly the background
    /// or exactly `ink` (no intermediate coverage).
    static func inked(_ pixmap: Pixmap, ink: PremultipliedRGBA8, background: PremultipliedRGBA8 = .white)
        -> (set: Set<Int>, hard: Bool) {
        var set = Set<Int>(), hard = true
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width {
                let p = pixmap[x: x, y: y]
                if p != background { set.insert(y * pixmap.width + x) }
                if p != background && p != ink { hard = false }
            }
        }
        return (set, hard)
    }

    /// The pixels whose centre `path` contains.
    static func centresInside(_ path: Path, eoFill: Bool = false, size: Int) -> Set<Int> {
        var set = Set<Int>()
        for y in 0..<size {
            for x in 0..<size where path.contains(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5), eoFill: eoFill) {
                set.insert(y * size + x)
            }
        }
        return set
    }

    static func polygon(_ points: [CGPoint]) -> Path {
        var path = Path()
        path.addLines(points)
        path.closeSubpath()
        return path
    }

    @Test func axisAlignedRectangleCoversExactlyTheCentresInside() throws {
        // Edges at fractions on both sides of ½, and one edge exactly through a row of centres
        // (y = 20.5: the top edge, inside).
        let shape = rect(10.3, 20.5, 30.4, 15.7)
        var list = DisplayList()
        list.fill(shape, with: .color(.black), style: Self.aliased)
        let (set, hard) = Self.inked(try draw(list, size: 64), ink: .black)
        #expect(hard, "intermediate coverage in an aliased fill")
        #expect(set == Self.centresInside(shape, size: 64))
        #expect(set.count == 31 * 16)   // columns 10…40 (centres 10.5…40.5 < 40.7), rows 20…35 (20.5…35.5 < 36.2)
    }

    @Test(arguments: [0.0, 0.3, 0.5236, 1.1, 2.7])
    func rotatedRectangleCoversExactlyTheCentresInside(angle: Double) throws {
        let c = CGPoint(x: 32.2, y: 31.7), u = CGPoint(x: cos(angle), y: sin(angle)), v = CGPoint(x: -u.y, y: u.x)
        let corners = [(-20.0, -9.0), (20.0, -9.0), (20.0, 9.0), (-20.0, 9.0)].map { a, b in
            CGPoint(x: c.x + a * u.x + b * v.x, y: c.y + a * u.y + b * v.y)
        }
        let shape = Self.polygon(corners)
        var list = DisplayList()
        list.fill(shape, with: .color(.black), style: Self.aliased)
        let (set, hard) = Self.inked(try draw(list, size: 64), ink: .black)
        #expect(hard)
        #expect(set == Self.centresInside(shape, size: 64))
    }

    @Test(arguments: [false, true])
    func selfIntersectingStarFollowsTheFillRule(evenOdd: Bool) throws {
        let star = starPath(center: CGPoint(x: 32.3, y: 31.9), radius: 29)
        var list = DisplayList()
        list.fill(star, with: .color(.black), style: FillStyle(eoFill: evenOdd, antialiased: false))
        let (set, hard) = Self.inked(try draw(list, size: 64), ink: .black)
        #expect(hard)
        #expect(set == Self.centresInside(star, eoFill: evenOdd, size: 64))
    }

    @Test func aliasedCircleStrokeHasNoIntermediateAlpha() throws {
        let list = DisplayList(Circle().stroke(Color.red, lineWidth: 3, antialiased: false).frame(width: 50, height: 50),
                               size: CGSize(width: 64, height: 64))
        let red = PremultipliedRGBA8(Color.red)
        let (set, hard) = Self.inked(try draw(list, size: 64), ink: red)
        #expect(hard, "an aliased stroke left partially covered pixels")
        // A ring of radius 25 ± 1.5 about (32, 32) covers about 2π·25·3 ≈ 471 pixel centres.
        #expect(abs(set.count - 471) < 25, "\(set.count) pixels")
        // The anti-aliased stroke of the same circle does have intermediate pixels.
        let smooth = DisplayList(Circle().stroke(Color.red, lineWidth: 3).frame(width: 50, height: 50),
                                 size: CGSize(width: 64, height: 64))
        #expect(!Self.inked(try draw(smooth, size: 64), ink: red).hard)
    }

    @Test func aliasedHairlineIsDrawnAtFullCoverage() throws {
        var list = DisplayList()
        list.stroke(circle(32, 32, 20), style: StrokeStyle(lineWidth: 0.3), with: .color(.black), antialiased: false)
        let (set, hard) = Self.inked(try draw(list, size: 64), ink: .black)
        #expect(hard)
        #expect(set.count > 100)   // a closed 1-pixel ring, not faded away
    }

    @Test func aliasedGradientCoversWhatTheAliasedSolidFillCovers() throws {
        // The shaded path (dense coverage rows) and the solid fast path (chunks and spans) must
        // agree on which pixels an aliased fill covers; on a transparent canvas alpha is 0 or 255.
        let shape = circle(32, 32, 22.3)
        var gradient = DisplayList(), solid = DisplayList()
        gradient.fill(shape, with: .linearGradient(Gradient(colors: [.red, .blue]), start: .zero, end: CGPoint(x: 64, y: 0)),
                      style: Self.aliased)
        solid.fill(shape, with: .color(.black), style: Self.aliased)
        let shaded = try draw(gradient, size: 64, background: nil), filled = try draw(solid, size: 64, background: nil)
        for y in 0..<64 {
            for x in 0..<64 {
                let alpha = shaded[x: x, y: y].alpha
                #expect(alpha == 0 || alpha == 255, "alpha \(alpha) at (\(x), \(y))")
                #expect(alpha == filled[x: x, y: y].alpha)
            }
        }
    }

    @Test func aliasedClipKeepsWholePixels() throws {
        let clip = Self.polygon([CGPoint(x: 5.2, y: 9.9), CGPoint(x: 58.1, y: 3.4), CGPoint(x: 40.6, y: 60.3)])
        var list = DisplayList()
        list.pushLayer(LayerStyle(opacity: 1, clip: clip, clipStyle: Self.aliased))
        list.fill(rect(0, 0, 64, 64), with: .color(.black))
        list.popLayer()
        let (set, hard) = Self.inked(try draw(list, size: 64), ink: .black)
        #expect(hard)
        #expect(set == Self.centresInside(clip, size: 64))
    }

    @Test func resultDoesNotDependOnThreadsOrBands() throws {
        var list = DisplayList()
        for i in 0..<40 {
            let c = CGPoint(x: Double(i * 37 % 300), y: Double(i * 71 % 300))
            list.fill(circle(c.x, c.y, 10 + Double(i % 7) * 6), with: .color(rgb(UInt8(i * 6), 80, 200)),
                      style: FillStyle(eoFill: i % 3 == 0, antialiased: i % 2 == 0))
            list.stroke(starPath(center: c, radius: 30), style: StrokeStyle(lineWidth: 2.5),
                        with: .color(.black.opacity(0.5)), antialiased: i % 2 == 1)
        }
        let one = try draw(list, size: 300, threads: 1), two = try draw(list, size: 300, threads: 2)
        #expect(one == two)  // byte-identical for any thread count
    }
}
