import Foundation
import Testing
import Geometry2D
import RenderCommands
import SoftwareRasterizer
@testable import LayerTree

/// `LayerTimeline.displayList(at:size:scale:)`: the replayed presentation drawn, replicator copies
/// delayed by their instance delay, the same picture whatever order the times are asked in.
@Suite struct LayerTimelineDisplayListTests {
    typealias R = LayerRender

    func draw(_ list: DisplayList) throws -> Pixmap {
        var pixmap = try Pixmap(width: 200, height: 200)
        pixmap.fill(.white)
        try SoftwareRenderer(threads: 1).render(list, into: &pixmap)
        return pixmap
    }

    /// A red square fading out over 1 s (linear), added at 0.
    func fade(_ layer: CALayer) {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.0
        fade.duration = 1
        layer.add(fade, forKey: "fade")
    }

    @Test func drawsThePresentationAtTheTime() throws {
        let root = R.root()
        let square = R.layer(40, 40, at: CGPoint(x: 100, y: 100), color: R.red)
        root.addSublayer(square)
        let timeline = LayerTimeline(root: root) { $0.at(0) { fade(square) } }
        let half = try draw(timeline.displayList(at: 0.5, size: CGSize(width: 200, height: 200)))
        R.expect(half, 100, 100, [255, 128, 128], 2, "half faded")
        let done = try draw(timeline.displayList(at: 1.5, size: CGSize(width: 200, height: 200)))
        R.expect(done, 100, 100, R.redRGB, 2, "the model again")
        let again = try draw(timeline.displayList(at: 0.5, size: CGSize(width: 200, height: 200)))
        #expect(again == half)
    }

    @Test func replicatorCopiesAreDelayed() throws {
        let root = R.root()
        let rep = CAReplicatorLayer()
        rep.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        rep.position = CGPoint(x: 100, y: 100)
        rep.instanceCount = 2
        rep.instanceDelay = 0.5
        rep.instanceTransform = CATransform3DMakeTranslation(50, 0, 0)
        let square = R.layer(20, 20, at: CGPoint(x: 30, y: 100), color: R.red)
        rep.addSublayer(square)
        root.addSublayer(rep)
        let timeline = LayerTimeline(root: root) { $0.at(0) { fade(square) } }
        let p = try draw(timeline.displayList(at: 0.5, size: CGSize(width: 200, height: 200)))
        // Copy 0 at 0.5 s: half faded; copy 1 shows 0 s: opaque.
        R.expect(p, 30, 100, [255, 128, 128], 2, "copy 0")
        R.expect(p, 80, 100, R.redRGB, 2, "copy 1")
    }
}
