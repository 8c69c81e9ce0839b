import Foundation
import Geometry2D
import RenderCommands
import SoftwareRasterizer
import Testing
@testable import LayerTree

/// A layer's `display()` and `draw(in:)`: recorded when marked, shown like a backing store
/// (placed by `contentsGravity`), drawn again for animated keys `needsDisplay(forKey:)` names
/// (spec `docs/uikit-hosts.md` §4.3, vectors D1–D4).
@Suite struct LayerDrawingTests {
    final class DotLayer: CALayer {
        var draws = 0
        override init() { super.init() }
        required init(layer: Any) { super.init(layer: layer) }
        required init?(coder: NSCoder) { nil }
        override class func needsDisplay(forKey key: String) -> Bool { key == "cornerRadius" || super.needsDisplay(forKey: key) }
        override func draw(in ctx: CGContext) {
            draws += 1
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: max(cornerRadius, 1), height: bounds.height / 2))
        }
    }

    private func render(_ layer: CALayer, size: Int = 40) throws -> Pixmap {
        var pixmap = try Pixmap(width: size, height: size)
        try SoftwareRenderer(threads: 1).render(CARenderer2D.displayList(for: layer, size: CGSize(width: size, height: size)), into: &pixmap)
        return pixmap
    }

    @Test func aLayerDrawsOnlyWhenMarked() throws {   // D1
        let dot = DotLayer()
        dot.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(try render(dot).pixel(x: 0, y: 5)?.alpha == 0 && dot.draws == 0)
        dot.setNeedsDisplay()
        #expect(try render(dot).pixel(x: 0, y: 5)?.red == 255 && dot.draws == 1 && !dot.needsDisplay())
        dot.cornerRadius = 20          // a key needsDisplay(forKey:) names: drawn again
        let p = try render(dot)
        #expect(dot.draws == 2)
        #expect(p.pixel(x: 5, y: 5)?.red == 255 && p.pixel(x: 30, y: 5)?.alpha == 0 && p.pixel(x: 5, y: 30)?.alpha == 0)
        _ = try render(dot)
        #expect(dot.draws == 2)   // kept, not drawn again
    }

    @Test func aDrawingIsStretchedByDefaultAndPlacedByGravity() throws {   // D2
        let dot = DotLayer()
        dot.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        dot.cornerRadius = 10          // marks it (needsDisplay(forKey:)): draws (0, 0, 10, 10)
        dot.displayIfNeeded()
        dot.frame = CGRect(x: 0, y: 0, width: 40, height: 40)   // .resize: the drawing doubles
        var p = try render(dot)
        #expect(dot.draws == 1 && p.pixel(x: 18, y: 18)?.red == 255 && p.pixel(x: 22, y: 22)?.alpha == 0)
        dot.contentsGravity = .center    // 20×20 in the middle: red over (10, 10)–(20, 20)
        p = try render(dot)
        #expect(p.pixel(x: 12, y: 12)?.red == 255 && p.pixel(x: 5, y: 5)?.alpha == 0 && p.pixel(x: 25, y: 12)?.alpha == 0)
        dot.needsDisplayOnBoundsChange = true
        dot.bounds = CGRect(x: 0, y: 0, width: 30, height: 30)
        #expect(dot.needsDisplay())
    }

    @Test func anAnimatedKeyThatNeedsDisplayRedrawsThePresentation() throws {   // D3
        let dot = DotLayer()
        dot.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let timeline = LayerTimeline(root: dot) { script in
            script.at(0) {
                let grow = CABasicAnimation(keyPath: "cornerRadius")
                grow.fromValue = 0
                grow.toValue = 40
                grow.duration = 1
                dot.add(grow, forKey: "grow")
            }
        }
        let list = timeline.displayList(at: 0.5, size: CGSize(width: 40, height: 40))
        var p = try Pixmap(width: 40, height: 40)
        try SoftwareRenderer(threads: 1).render(list, into: &p)
        // Drawn by the presentation with cornerRadius 20: red over x < 20.
        #expect(p.pixel(x: 18, y: 5)?.red == 255 && p.pixel(x: 22, y: 5)?.alpha == 0)
    }

    @Test func aDelegateDrawsForAPlainLayer() throws {   // D4
        final class Painter: CALayerDelegate {
            func draw(_ layer: CALayer, in ctx: CGContext) {
                ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
                ctx.fillEllipse(in: layer.bounds)
            }
        }
        let painter = Painter()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.delegate = painter
        layer.setNeedsDisplay()
        let p = try render(layer)
        #expect(p.pixel(x: 20, y: 20)?.blue == 255 && p.pixel(x: 1, y: 1)?.alpha == 0)
        // Blend modes inside a drawing reach only the drawing: a clear does not cut the background.
        final class Eraser: CALayerDelegate {
            func draw(_ layer: CALayer, in ctx: CGContext) { ctx.clear(layer.bounds) }
        }
        let eraser = Eraser()
        layer.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        layer.delegate = eraser
        layer.setNeedsDisplay()
        #expect(try render(layer).pixel(x: 20, y: 20)?.green == 255)
    }
}
