import Foundation
import Geometry2D
import RenderCommands
import SoftwareRasterizer
import Testing
@testable import LayerTree

/// Core Graphics' context: the graphics state, the current path in base space, clips, blend
/// modes, gradients, images and bitmaps (spec `docs/uikit-hosts.md` §4, vectors G1–G12).
@Suite struct CGContextTests {
    /// A y-down context over `size` points drawn into a pixmap of the same size.
    private func pixels(_ size: Int = 64, _ draw: (CGContext) -> Void) throws -> Pixmap {
        let ctx = CGContext(recordingIn: CGRect(x: 0, y: 0, width: size, height: size))
        draw(ctx)
        var pixmap = try Pixmap(width: size, height: size)
        try SoftwareRenderer(threads: 1).render(ctx.recording, into: &pixmap)
        return pixmap
    }

    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    @Test func saveAndRestoreBringBackTheWholeState() {   // G1
        let ctx = CGContext(recordingIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(ctx.ctm == .identity && ctx.state.lineWidth == 1 && ctx.state.fillColor == Color(red: 0, green: 0, blue: 0))
        ctx.saveGState()
        ctx.translateBy(x: 10, y: 20)
        ctx.setLineWidth(5)
        ctx.setFillColor(red)
        ctx.setAlpha(0.5)
        ctx.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        ctx.restoreGState()
        #expect(ctx.ctm == .identity && ctx.state.lineWidth == 1 && ctx.state.alpha == 1 && ctx.state.clips.isEmpty)
        ctx.restoreGState()   // unmatched: nothing
        #expect(ctx.ctm == .identity)
    }

    @Test func thePathKeepsTheTransformItWasBuiltUnder() {   // G2
        let ctx = CGContext(recordingIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        ctx.saveGState()
        ctx.translateBy(x: 10, y: 0)
        ctx.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(ctx.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 10, height: 10))
        ctx.restoreGState()
        #expect(ctx.boundingBoxOfPath == CGRect(x: 10, y: 0, width: 10, height: 10))
        #expect(ctx.currentPointOfPath == CGPoint(x: 10, y: 0))
        ctx.fillPath()
        #expect(ctx.isPathEmpty)
    }

    @Test func aBitmapContextIsYUpFromTheBottomLeft() throws {   // G3
        let ctx = try #require(CGContext(data: nil, width: 64, height: 64, bitsPerComponent: 8, bytesPerRow: 0,
                                         space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        ctx.setFillColor(red)
        ctx.fill(CGRect(x: 0, y: 0, width: 32, height: 32))
        let image = try #require(ctx.makeImage())
        #expect(image.width == 64 && ctx.width == 64 && ctx.height == 64)
        #expect(image.pixmap.pixel(x: 5, y: 60) == PremultipliedRGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(image.pixmap.pixel(x: 5, y: 5)?.alpha == 0)
        #expect(CGContext(data: nil, width: 0, height: 64, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: 1) == nil)
        #expect(CGContext(data: nil, width: 64, height: 64, bitsPerComponent: 16, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: 1) == nil)
    }

    @Test func clipsIntersectAndBoundWhatIsDrawn() throws {   // G4
        let p = try pixels { ctx in
            ctx.clip(to: CGRect(x: 0, y: 0, width: 40, height: 40))
            ctx.addEllipse(in: CGRect(x: 20, y: 20, width: 40, height: 40))
            ctx.clip()
            let box = ctx.boundingBoxOfClipPath
            #expect([box.minX - 20, box.minY - 20, box.width - 20, box.height - 20].allSatisfy { abs($0) < 1e-9 })
            ctx.setFillColor(red)
            ctx.fill(CGRect(x: 0, y: 0, width: 64, height: 64))
        }
        #expect(p.pixel(x: 35, y: 35)?.alpha == 255)
        #expect(p.pixel(x: 10, y: 10)?.alpha == 0)   // outside the ellipse
        #expect(p.pixel(x: 50, y: 50)?.alpha == 0)   // outside the rectangle
    }

    @Test func clearAndClearModeEraseOnlyTheDrawing() throws {   // G5
        let p = try pixels { ctx in
            ctx.setFillColor(red)
            ctx.fill(CGRect(x: 0, y: 0, width: 64, height: 64))
            ctx.setBlendMode(.clear)
            ctx.fillEllipse(in: CGRect(x: 16, y: 16, width: 32, height: 32))
            ctx.setBlendMode(.normal)
            ctx.clear(CGRect(x: 0, y: 0, width: 8, height: 8))
        }
        #expect(p.pixel(x: 32, y: 32)?.alpha == 0)
        #expect(p.pixel(x: 4, y: 4)?.alpha == 0)
        #expect(p.pixel(x: 60, y: 4) == PremultipliedRGBA8(red: 255, green: 0, blue: 0, alpha: 255))
    }

    @Test func alphaAndBlendModesApplyToEachDrawing() throws {   // G6
        let p = try pixels { ctx in
            ctx.setFillColor(red)
            ctx.fill(CGRect(x: 0, y: 0, width: 64, height: 32))
            ctx.setAlpha(0.5)
            ctx.setFillColor(blue)
            ctx.fill(CGRect(x: 0, y: 0, width: 32, height: 64))
            ctx.setAlpha(1)
            ctx.setBlendMode(.multiply)
            ctx.setFillColor(CGColor(red: 1, green: 1, blue: 0, alpha: 1))
            ctx.fill(CGRect(x: 48, y: 0, width: 16, height: 16))
        }
        let half = try #require(p.pixel(x: 16, y: 48))
        #expect(abs(Int(half.alpha) - 128) <= 1 && abs(Int(half.blue) - 128) <= 1 && half.red == 0)
        let over = try #require(p.pixel(x: 16, y: 16))
        #expect(abs(Int(over.red) - 128) <= 1 && abs(Int(over.blue) - 128) <= 1 && over.alpha == 255)
        #expect(p.pixel(x: 56, y: 8) == PremultipliedRGBA8(red: 255, green: 0, blue: 0, alpha: 255))   // red × yellow
    }

    @Test func strokesUseTheTransformInForceWhenStroked() throws {   // G7
        let p = try pixels { ctx in
            ctx.scaleBy(x: 2, y: 2)
            ctx.setLineWidth(4)     // 8 pixels wide
            ctx.setStrokeColor(red)
            ctx.move(to: CGPoint(x: 0, y: 16))
            ctx.addLine(to: CGPoint(x: 32, y: 16))
            ctx.strokePath()
        }
        #expect(p.pixel(x: 10, y: 28)?.alpha == 255 && p.pixel(x: 10, y: 35)?.alpha == 255)
        #expect(p.pixel(x: 10, y: 26)?.alpha == 0 && p.pixel(x: 10, y: 37)?.alpha == 0)
    }

    @Test func aLinearGradientPaintsTheBandUnlessExtended() throws {   // G8
        let gradient = try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [red, blue] as CFArray,
                                               locations: [0, 1]))
        let band = try pixels { $0.drawLinearGradient(gradient, start: CGPoint(x: 16, y: 0), end: CGPoint(x: 48, y: 0), options: []) }
        #expect(band.pixel(x: 8, y: 30)?.alpha == 0 && band.pixel(x: 56, y: 30)?.alpha == 0)
        #expect((band.pixel(x: 17, y: 30)?.red ?? 0) > 240 && (band.pixel(x: 47, y: 30)?.blue ?? 0) > 240)
        let all = try pixels {
            $0.drawLinearGradient(gradient, start: CGPoint(x: 16, y: 0), end: CGPoint(x: 48, y: 0),
                                  options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
        #expect(all.pixel(x: 4, y: 30) == PremultipliedRGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(all.pixel(x: 60, y: 30) == PremultipliedRGBA8(red: 0, green: 0, blue: 255, alpha: 255))
    }

    @Test func aRadialGradientPaintsTheRingBetweenItsCircles() throws {   // G9
        let gradient = try #require(CGGradient(colorsSpace: nil, colors: [red, blue] as CFArray, locations: nil))
        let c = CGPoint(x: 32, y: 32)
        let ring = try pixels { $0.drawRadialGradient(gradient, startCenter: c, startRadius: 8, endCenter: c, endRadius: 24, options: []) }
        #expect(ring.pixel(x: 32, y: 32)?.alpha == 0 && ring.pixel(x: 2, y: 2)?.alpha == 0)
        #expect((ring.pixel(x: 32 + 9, y: 32)?.red ?? 0) > 230 && (ring.pixel(x: 32 + 23, y: 32)?.blue ?? 0) > 230)
    }

    @Test func imagesAreDrawnWithTheirFirstRowAtMaximumY() throws {   // G10
        var top = try Pixmap(width: 2, height: 2)      // red top row, blue bottom row
        top.fill(premultiplied: PremultipliedRGBA8(red: 0, green: 0, blue: 255, alpha: 255))
        for x in 0..<2 { top[x: x, y: 0] = PremultipliedRGBA8(red: 255, green: 0, blue: 0, alpha: 255) }
        let image = CGImage(pixmap: top)
        let flipped = try pixels { $0.draw(image, in: CGRect(x: 0, y: 0, width: 64, height: 64)) }   // y down: upside down
        #expect(flipped.pixel(x: 32, y: 60)?.red == 255 && flipped.pixel(x: 32, y: 4)?.blue == 255)
        let bitmap = try #require(CGContext(data: nil, width: 64, height: 64, bitsPerComponent: 8, bytesPerRow: 0,
                                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: 1))
        bitmap.interpolationQuality = .none
        bitmap.draw(image, in: CGRect(x: 0, y: 0, width: 64, height: 64))                         // y up: upright
        let upright = try #require(bitmap.makeImage()).pixmap
        #expect(upright.pixel(x: 32, y: 4)?.red == 255 && upright.pixel(x: 32, y: 60)?.blue == 255)
    }

    @Test func aShadowIsOffsetInTheDefaultSpace() throws {   // G11
        let p = try pixels { ctx in
            ctx.translateBy(x: 10, y: 10)
            ctx.scaleBy(x: 2, y: 2)           // does not scale the shadow's offset
            ctx.setShadow(offset: CGSize(width: 0, height: 20), blur: 0)
            ctx.setFillColor(red)
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))   // (10, 10)–(30, 30)
        }
        #expect(p.pixel(x: 20, y: 20) == PremultipliedRGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        let shadow = try #require(p.pixel(x: 20, y: 45))
        #expect(shadow.red == 0 && abs(Int(shadow.alpha) - 85) <= 1)
        #expect(p.pixel(x: 20, y: 55)?.alpha == 0)
    }

    @Test func aDashPatternAndBadLineSettingsStayBounded() throws {   // G12
        let p = try pixels { ctx in
            ctx.setStrokeColor(red)
            ctx.setLineWidth(4)
            ctx.setLineDash(phase: 0, lengths: [8, 8])
            ctx.move(to: CGPoint(x: 0, y: 10)); ctx.addLine(to: CGPoint(x: 64, y: 10)); ctx.strokePath()
            ctx.setLineDash(phase: 0, lengths: [.nan, -1])   // drawn solid
            ctx.move(to: CGPoint(x: 0, y: 30)); ctx.addLine(to: CGPoint(x: 64, y: 30)); ctx.strokePath()
            ctx.setLineWidth(.infinity)                        // not drawn
            ctx.move(to: CGPoint(x: 0, y: 50)); ctx.addLine(to: CGPoint(x: 64, y: 50)); ctx.strokePath()
        }
        #expect(p.pixel(x: 4, y: 10)?.alpha == 255 && p.pixel(x: 12, y: 10)?.alpha == 0 && p.pixel(x: 20, y: 10)?.alpha == 255)
        #expect(p.pixel(x: 12, y: 30)?.alpha == 255)
        #expect(p.pixel(x: 12, y: 50)?.alpha == 0)
    }

    @Test func aDrawingPastTheBudgetStopsRecording() {
        let ctx = CGContext(recordingIn: CGRect(x: 0, y: 0, width: 100, height: 100), budget: 1_000)
        ctx.move(to: .zero)
        for i in 0..<100_000 { ctx.addLine(to: CGPoint(x: Double(i % 100), y: Double(i % 7))) }
        ctx.strokePath()
        #expect(ctx.exceededBudget)
        #expect(ctx.recording.commands.isEmpty)    // the stroke came after the budget ran out
        ctx.saveGState()
        for _ in 0..<5_000 { ctx.saveGState() }     // deeper than 1,000: ignored, restores balanced
        for _ in 0..<5_001 { ctx.restoreGState() }
        #expect(ctx.ctm == .identity)
    }
}
