import Foundation
import AnimationCore
import Geometry2D
import RenderCommands
import SoftwareRasterizer
import Testing
import VectorPath
@testable import ZoetropeUI

/// `Canvas` and `GraphicsContext`: immediate drawing with transforms, opacity, layers, clips,
/// masks, filters (the alpha threshold after a blur), text, images, symbols; clipped to the
/// canvas; deterministic on the virtual clock; hostile numbers and huge counts bounded.
@Suite struct CanvasTests {
    func render<V: View>(_ view: V) throws -> Pixmap {
        try ImageRenderer(content: view).render(with: SoftwareRenderer(), background: .white)
    }

    static let white = PremultipliedRGBA8(red: 255, green: 255, blue: 255, alpha: 255)
    static let red = PremultipliedRGBA8(red: 255, green: 0, blue: 0, alpha: 255)
    static let blue = PremultipliedRGBA8(red: 0, green: 0, blue: 255, alpha: 255)
    static let pureRed = Color(red: 1, green: 0, blue: 0)
    static let pureBlue = Color(red: 0, green: 0, blue: 1)

    @Test func theCanvasTakesTheSpaceOfferedAndFillsInItsOwnCoordinates() throws {
        var seen = CGSize.zero
        let view = Canvas { context, size in
            seen = size
            context.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(Self.pureRed))
        }.frame(width: 60, height: 40).padding(10)
        let pixmap = try render(view)
        #expect(seen == CGSize(width: 60, height: 40))
        #expect(pixmap[x: 25, y: 25] == Self.red, "the canvas's (15, 15) is the view's (25, 25)")
        #expect(pixmap[x: 15, y: 15] == Self.white)
    }

    @Test func transformsApplyInTheOrderTheyAreMade() throws {
        let pixmap = try render(Canvas { context, size in
            context.translateBy(x: 50, y: 50)
            context.rotate(by: .degrees(90))
            context.scaleBy(x: 2, y: 1)
            // (0…10, −2…2) scaled by 2 in x → (0…20), turned a quarter → pointing down from (50, 50).
            context.fill(Path(CGRect(x: 0, y: -2, width: 10, height: 4)), with: .color(Self.pureBlue))
        }.frame(width: 100, height: 100))
        #expect(pixmap[x: 50, y: 65] == Self.blue)
        #expect(pixmap[x: 65, y: 50] == Self.white)
        #expect(pixmap[x: 50, y: 75] == Self.white)
    }

    @Test func opacityFadesEachDrawingAndALayerFadesItsDrawingsOnce() throws {
        let square = Path(CGRect(x: 0, y: 0, width: 20, height: 20))
        let each = try render(Canvas { context, _ in
            context.opacity = 0.5
            context.fill(square, with: .color(.black))
            context.fill(square, with: .color(.black))
        }.frame(width: 20, height: 20))
        let layer = try render(Canvas { context, _ in
            context.opacity = 0.5
            context.drawLayer { inner in
                inner.fill(square, with: .color(.black))
                inner.fill(square, with: .color(.black))
            }
        }.frame(width: 20, height: 20))
        #expect(abs(Int(each[x: 10, y: 10].red) - 64) <= 1, "two halves: a quarter of white left")
        #expect(abs(Int(layer[x: 10, y: 10].red) - 128) <= 1, "one layer at half")
    }

    @Test func clipsKeepInsideOrOutsideThePath() throws {
        let circle = Path(ellipseIn: CGRect(x: 10, y: 10, width: 40, height: 40))
        let inside = try render(Canvas { context, size in
            context.clip(to: circle)
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Self.pureRed))
        }.frame(width: 60, height: 60))
        #expect(inside[x: 30, y: 30] == Self.red && inside[x: 2, y: 2] == Self.white)
        let outside = try render(Canvas { context, size in
            context.clip(to: circle, options: .inverse)
            #expect(context.clipBoundingRect == CGRect(origin: .zero, size: size))
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Self.pureRed))
        }.frame(width: 60, height: 60))
        #expect(outside[x: 30, y: 30] == Self.white && outside[x: 2, y: 2] == Self.red)
    }

    @Test func clipToLayerMasksByTheAlphaItDraws() throws {
        let pixmap = try render(Canvas { context, size in
            context.clipToLayer(opacity: 0.5) { mask in
                mask.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 40)), with: .color(.yellow))
            }
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
        }.frame(width: 40, height: 40))
        #expect(abs(Int(pixmap[x: 10, y: 20].red) - 128) <= 1, "half the mask's opaque area")
        #expect(pixmap[x: 30, y: 20] == Self.white)
    }

    @Test func filtersAddedLaterApplyFirstSoThresholdAfterBlurMergesNearbyBlobs() throws {
        func blobs(threshold: Bool) throws -> Pixmap {
            try render(Canvas { context, _ in
                if threshold { context.addFilter(.alphaThreshold(min: 0.4, color: Self.pureBlue)) }
                context.addFilter(.blur(radius: 6))
                context.drawLayer { layer in
                    layer.fill(Path(ellipseIn: CGRect(x: 14, y: 30, width: 24, height: 24)), with: .color(.black))
                    layer.fill(Path(ellipseIn: CGRect(x: 42, y: 30, width: 24, height: 24)), with: .color(.black))
                }
            }.frame(width: 80, height: 84))
        }
        let gooey = try blobs(threshold: true)
        #expect(gooey[x: 40, y: 42] == Self.blue, "the gap between the blobs is bridged")
        #expect(gooey[x: 26, y: 42] == Self.blue)
        #expect(gooey[x: 2, y: 2] == Self.white)
        let soft = try blobs(threshold: false)
        #expect(soft[x: 26, y: 42].blue < 250 && soft[x: 26, y: 42].red > 0, "without the threshold: a soft grey")
    }

    @Test func textIsDrawnAtItsAnchorAndMeasured() throws {
        var measured = CGSize.zero
        let pixmap = try render(Canvas { context, size in
            let label = context.resolve(Text("Hi").font(.system(size: 20)))
            measured = label.measure(in: size)
            context.draw(label, at: CGPoint(x: 50, y: 25), anchor: .center)
        }.frame(width: 100, height: 50))
        #expect(measured.width > 10 && measured.width < 40 && measured.height > 18 && measured.height < 30, "\(measured)")
        var dark = 0, farDark = 0
        for y in 0..<50 {
            for x in 0..<100 where pixmap[x: x, y: y].red < 128 {
                if abs(x - 50) < 20 && abs(y - 25) < 15 { dark += 1 } else { farDark += 1 }
            }
        }
        #expect(dark > 20 && farDark == 0, "\(dark) \(farDark)")
    }

    @Test func symbolsAreDrawnWhereTheRendererAsks() throws {
        let pixmap = try render(Canvas { context, _ in
            guard let dot = context.resolveSymbol(id: "dot") else { Issue.record("no symbol"); return }
            #expect(dot.size == CGSize(width: 10, height: 10))
            for x in [10.0, 30.0, 50.0] { context.draw(dot, at: CGPoint(x: x, y: 20)) }
            #expect(context.resolveSymbol(id: "missing") == nil)
        } symbols: {
            Self.pureRed.frame(width: 10, height: 10).tag("dot")
        }.frame(width: 60, height: 40))
        for x in [10, 30, 50] { #expect(pixmap[x: x, y: 20] == Self.red, "\(x)") }
        #expect(pixmap[x: 20, y: 20] == Self.white)
        #expect(pixmap[x: 5, y: 5] == Self.white, "the symbol is not drawn where it was laid out")
    }

    @Test func drawingBeyondTheCanvasIsClippedToItsBounds() throws {
        let pixmap = try render(HStack(spacing: 0) {
            Canvas { context, _ in
                context.fill(Path(CGRect(x: -100, y: -100, width: 400, height: 400)), with: .color(Self.pureRed))
            }.frame(width: 20, height: 20)
            Color.clear.frame(width: 20, height: 20)
        })
        #expect(pixmap[x: 10, y: 10] == Self.red)
        #expect(pixmap[x: 30, y: 10] == Self.white)
    }

    @Test func nonFiniteNumbersSkipOnlyThatDrawing() throws {
        let pixmap = try render(Canvas { context, _ in
            context.fill(Path(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)), with: .color(.black))
            var broken = context
            broken.scaleBy(x: .infinity, y: 1)
            broken.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.black))
            context.addFilter(.blur(radius: CGFloat.nan))
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(Self.pureRed))
        }.frame(width: 20, height: 20))
        #expect(pixmap[x: 5, y: 5] == Self.red)
        #expect(pixmap[x: 15, y: 15] == Self.white)
    }

    @Test func aCanvasOverItsOperationBudgetIsAClearError() throws {
        var board = Storyboard("many", size: CGSize(width: 20, height: 20), duration: 1) {
            Canvas { context, _ in
                for i in 0..<100_000 {
                    context.fill(Path(CGRect(x: Double(i % 20), y: 0, width: 1, height: 1)), with: .color(.black))
                }
            }
        }
        board.maximumCanvasOperations = 1_000
        #expect(throws: ViewGraphError.tooManyCanvasOperations(limit: 1_000)) { try board.frame(at: 0) }
    }

    @Test func aParticleCanvasInATimelineIsTheSameForAnyFrameOrder() throws {
        let board = Storyboard("particles", size: CGSize(width: 64, height: 64), duration: 2) {
            TimelineView(.animation) { timeline in
                Canvas { context, size in
                    let t = timeline.date.timeIntervalSinceReferenceDate
                    for i in 0..<50 {
                        let angle = Double(i) * 0.7 + t
                        let r = 4 + Double(i % 7) * 4
                        let p = CGPoint(x: size.width / 2 + r * cos(angle), y: size.height / 2 + r * sin(angle))
                        context.fill(Path(ellipseIn: CGRect(x: p.x - 2, y: p.y - 2, width: 4, height: 4)),
                                     with: .color(Color(hue: Double(i) / 50, saturation: 0.8, brightness: 0.9)))
                    }
                }
            }
        }
        func pixels(_ time: Double) throws -> Pixmap {
            var pixmap = try Pixmap(width: 64, height: 64)
            try SoftwareRenderer().render(board.frame(at: time, scale: 1).displayList, into: &pixmap)
            return pixmap
        }
        let late = try pixels(1.5), early = try pixels(0.25)
        #expect(late != early, "the particles move")
        #expect(try pixels(0.25) == early)
        #expect(try pixels(1.5) == late)
    }
}
