import Foundation
import Testing
import ZoetropeTestSupport
@testable import SoftwareRasterizer
import TextOutlines
import VectorPath
import RenderCommands
import Geometry2D

/// Glyphs too large for a stamp are filled as outlines, and the budget counts exactly what that
/// flattening makes: the estimate of a run equals the points of the outlines drawn; glyphs off the
/// canvas are neither drawn nor counted (200,000 glyphs at 4,096 px once took 6 GB under an
/// estimate of their font-unit points); and a run of large glyphs draws the pixels its outlines
/// filled as a path draw.
@Suite struct LargeGlyphBudgetTests {
    static let faces = GlyphStampTests.faces

    static func lowered(_ text: String, size: Double, at origin: CGPoint, canvas: Int) -> LoweredGlyphs {
        let run = GlyphStampTests.run(text, size: size, at: origin)
        let margin = Double(max(canvas, 1024))
        return LoweredGlyphs(run: run, placement: GlyphPlacement(ProjectionTransform())!,
                             bounds: DeviceBounds(minX: 0, minY: 0, maxX: canvas, maxY: canvas), paint: .solid(.black),
                             workRect: CGRect(x: -margin, y: -margin, width: Double(canvas) + 2 * margin, height: Double(canvas) + 2 * margin))
    }

    /// Large glyphs on the canvas: the estimate is the outlines' point count, exactly.
    @Test(arguments: [300.0, 700.0, 4096.0]) func theEstimateIsThePointsDrawn(size: Double) {
        let glyphs = Self.lowered("Wg&@Qß", size: size, at: CGPoint(x: -size / 3, y: 10), canvas: 1024)
        var drawn = 0, outlines = 0
        glyphs.forEachLargeGlyph(largestStamp: GlyphStamp.maximumSide) { drawn += $0.points.count; outlines += 1 }
        // Glyphs small enough for a stamp (a "g" at 300 px) cost their stored points.
        let stamped = glyphs.run.glyphs.filter { glyph in
            let (scale, x, y) = glyphs.place(glyph)
            return LoweredGlyphs.isStamped(glyph, scale: scale, x: x, y: y, largestStamp: GlyphStamp.maximumSide)
        }.reduce(0) { $0 + $1.outline.path.points.count }
        #expect(outlines > 0)
        #expect(glyphs.estimatedPointCount(largestStamp: GlyphStamp.maximumSide) == Double(drawn + stamped), "\(size) px")
    }

    /// Off the canvas a large glyph costs nothing: 20,000 glyphs at 4,096 px on one line reach the
    /// canvas with the first one or two only.
    @Test func glyphsOffTheCanvasAreNeitherDrawnNorCounted() {
        let glyphs = Self.lowered(String(repeating: "Wg", count: 10_000), size: 4096, at: .zero, canvas: 1024)
        var outlines = 0
        glyphs.forEachLargeGlyph(largestStamp: GlyphStamp.maximumSide) { _ in outlines += 1 }
        #expect(outlines <= 2, "\(outlines) outlines")
        let onePair = Self.lowered("Wg", size: 4096, at: .zero, canvas: 1024)
        #expect(glyphs.estimatedPointCount(largestStamp: GlyphStamp.maximumSide)
                == onePair.estimatedPointCount(largestStamp: GlyphStamp.maximumSide))
        #expect(EdgeList(glyphs).stampHolders.isEmpty)
    }

    /// Drawn as a run or filled as the run's path, large glyphs give the same pixels (one off
    /// the canvas to the left included: a closed outline there adds no winding).
    @Test func aRunOfLargeGlyphsDrawsItsOutlines() throws {
        let run = GlyphStampTests.run("gW ßQ", size: 600, at: CGPoint(x: -520, y: -120))
        var asRun = DisplayList(), asPath = DisplayList()
        asRun.drawGlyphs(run, with: .color(.black))
        asPath.fill(run.path, with: .color(.black), style: .text)
        let a = try GlyphStampTests.render(asRun), b = try GlyphStampTests.render(asPath)
        let (worst, _) = GlyphStampTests.compare(a, b)
        #expect(worst == 0, "largest difference \(worst)")
    }

    /// The budget sees the same count: a run whose visible large glyphs exceed maxPoints is refused
    /// before flattening; the same run with its glyphs off the canvas is drawn.
    @Test func theBudgetCountsTheVisibleOutlines() throws {
        let text = String(repeating: "@", count: 40)
        let cost = Self.lowered(text, size: 600, at: .zero, canvas: 256).estimatedPointCount(largestStamp: GlyphStamp.maximumSide)
        #expect(cost > 10 && Self.lowered(text, size: 600, at: CGPoint(x: 0, y: 5000), canvas: 256)
            .estimatedPointCount(largestStamp: GlyphStamp.maximumSide) == 0)
        // The whole frame's estimate (what a budget error reports) counts the run as drawn too.
        var whole = DisplayList()
        whole.drawGlyphs(GlyphStampTests.run(text, size: 600, at: .zero), with: .color(.black))
        #expect(whole.lowered(tolerance: 0.1, width: 256, height: 256).estimate(largestStampedGlyph: GlyphStamp.maximumSide).points == cost)
        var budget = RenderBudget()
        budget.maxPoints = Int(cost) - 1
        for (origin, fits) in [(CGPoint.zero, false), (CGPoint(x: 0, y: 5000), true)] {
            var list = DisplayList()
            list.drawGlyphs(GlyphStampTests.run(text, size: 600, at: origin), with: .color(.black))
            var pixmap = try Pixmap(width: 256, height: 256)
            do {
                try SoftwareRenderer(threads: 1, budget: budget).render(list, into: &pixmap)
                #expect(fits, "the visible run was drawn over a budget of \(budget.maxPoints) points")
            } catch {
                #expect(!fits, "\(error)")
            }
        }
    }
}
