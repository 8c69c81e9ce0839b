import Foundation
import Geometry2D
import LayerTree
import RenderCommands
import SoftwareRasterizer
import Testing
import ZoetropeUI
@testable import UIKitHosts

/// A view's `draw(_:)` with UIKit drawing (current context, `UIColor.setFill`, `UIBezierPath`),
/// `contentMode` on a size change, and images drawn with `UIGraphicsImageRenderer` and the older
/// image-context functions (spec `docs/uikit-hosts.md` §4.4, vectors V1–V4).
@Suite struct UIViewDrawingTests {
    final class RingView: UIView {
        var draws = 0
        override func draw(_ rect: CGRect) {
            draws += 1
            let ring = UIBezierPath(ovalIn: rect.insetBy(dx: 4, dy: 4))
            ring.lineWidth = 4
            UIColor.red.setStroke()
            ring.stroke()
            UIColor.blue.setFill()
            UIBezierPath(rect: CGRect(x: rect.midX - 2, y: rect.midY - 2, width: 4, height: 4)).fill()
            #expect(UIGraphicsGetCurrentContext() != nil)
        }
    }

    private func render(_ view: UIView, size: Int = 40) throws -> Pixmap {
        var pixmap = try Pixmap(width: size, height: size)
        let list = UIKitTimeline(size: CGSize(width: size, height: size)) { view }.displayList(at: 0)
        try SoftwareRenderer(threads: 1).render(list, into: &pixmap)
        return pixmap
    }

    @Test func drawRunsOnceWhenShownWithTheViewsContextCurrent() throws {   // V1
        let ring = RingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let p = try render(ring)
        #expect(ring.draws == 1 && UIGraphicsGetCurrentContext() == nil)
        #expect(p.pixel(x: 20, y: 5)?.red == 255)     // the ring's top, 4 wide centred on y = 4
        #expect(p.pixel(x: 20, y: 20)?.blue == 255)   // the centre square
        #expect(p.pixel(x: 20, y: 12)?.alpha == 0)
        ring.setNeedsDisplay()
        ring.layer.displayIfNeeded()
        #expect(ring.draws == 2)
    }

    @Test func contentModeStretchesOrRedrawsOnASizeChange() throws {   // V2
        let stretched = RingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        stretched.layer.displayIfNeeded()
        stretched.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        stretched.layer.displayIfNeeded()
        #expect(stretched.draws == 1)                      // .scaleToFill: the old drawing, doubled
        let redrawn = RingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        redrawn.contentMode = .redraw
        redrawn.layer.displayIfNeeded()
        redrawn.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        redrawn.layer.displayIfNeeded()
        #expect(redrawn.draws == 2)
        // The stretched ring is 8 wide at the top (4 × 2), the redrawn one 4.
        let a = try render(stretched), b = try render(redrawn)
        #expect(a.pixel(x: 20, y: 9)?.red == 255 && b.pixel(x: 20, y: 9)?.alpha == 0)
        #expect(UIView.ContentMode.top.contentsGravity == .bottom)   // UIKit's top is Core Animation's bottom
    }

    @Test func anImageRendererDrawsAtItsScale() throws {   // V3
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format)
        let image = renderer.image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
            context.cgContext.setFillColor(UIColor.blue.cgColor)
            context.cgContext.fillEllipse(in: CGRect(x: 5, y: 0, width: 5, height: 5))
        }
        let pixmap = try #require(image.pixels?.pixmap)
        #expect(pixmap.width == 20 && image.size == CGSize(width: 10, height: 10) && image.scale == 2)
        #expect(pixmap.pixel(x: 2, y: 18)?.green == 255 && pixmap.pixel(x: 15, y: 5)?.blue == 255 && pixmap.pixel(x: 15, y: 15)?.alpha == 0)
        let png = renderer.pngData { _ in UIColor.red.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10)) }
        #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        // An image drawn back with UIImage.draw(in:) is upright (Core Graphics' draw(_:in:) is not).
        let again = renderer.image { _ in image.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        #expect(again.pixels?.pixmap.pixel(x: 15, y: 5)?.blue == 255)
    }

    @Test func theOlderImageContextFunctionsNest() throws {   // V4
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 8, height: 8), true, 1)
        UIColor.white.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 8))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
        let p = try #require(image.pixels?.pixmap)
        #expect(p.pixel(x: 1, y: 1) == PremultipliedRGBA8(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(p.pixel(x: 6, y: 1) == PremultipliedRGBA8(red: 0, green: 0, blue: 0, alpha: 255))   // opaque: black
        // Out of any context UIKit drawing draws nothing (and does not crash).
        UIColor.red.setFill()
        UIBezierPath(rect: .zero).fill()
        #expect(UIGraphicsImageRenderer(size: CGSize(width: 1e9, height: 1)).image { _ in }.size == CGSize(width: 1, height: 1))
    }
}
