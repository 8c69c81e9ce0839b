import Foundation
import Testing
import Geometry2D
import RenderCommands
import SoftwareRasterizer
@testable import ZoetropeUI

/// Frames snap to the pixel grid at one pixel per point or more; below (a reduced snapshot, such
/// as an iPhone canvas fitted into 256 pixels) they stay on whole points, so a thin view keeps
/// its width and is drawn faint rather than not at all.
@Suite struct ReducedScaleLayoutTests {
    @Test func framesSnapToPixelsAtOneOrMoreAndToPointsBelow() {
        let tick = CGRect(x: 200, y: 445, width: 2, height: 12)
        // 256 / 874: a 2-point tick's edges (58.58 and 59.17 px) would both snap to pixel 59.
        #expect(tick.roundedToPixels(scale: 256.0 / 874) == tick)
        #expect(CGRect(x: 10.3, y: 0.6, width: 2, height: 1).roundedToPixels(scale: 0.5) == CGRect(x: 10, y: 1, width: 2, height: 1))
        #expect(CGRect(x: 10.3, y: 0, width: 2, height: 1).roundedToPixels(scale: 2) == CGRect(x: 10.5, y: 0, width: 2, height: 1))
        #expect(CGRect(x: 10.2, y: 0, width: 2, height: 1).roundedToPixels(scale: 3) == CGRect(x: 31.0 / 3, y: 0, width: 2, height: 1))
    }

    @Test func aThinTickIsDrawnAtAReducedScale() throws {
        let scale = CGFloat(256.0 / 874)
        let story = Storyboard("ticks", size: CGSize(width: 100, height: 100), duration: 0) {
            Rectangle().fill(Color.black).frame(width: 2, height: 60)
        }
        let list = try story.frame(at: 0, scale: scale).displayList
        var pixmap = try Pixmap(width: 30, height: 30)
        try SoftwareRenderer().render(list, into: &pixmap, clearingTo: PremultipliedRGBA8(red: 255, green: 255, blue: 255, alpha: 255))
        // The column through the tick's centre (50 pt → 14.6 px) is darkened, about 0.59 coverage.
        let centre = pixmap[x: 14, y: 15]
        #expect(centre.red < 200 && centre.red > 60, "\(centre)")
    }
}
