import Foundation
import Testing
import Geometry2D
import RenderCommands
import SoftwareRasterizer
@testable import ZoetropeUI

/// `EllipticalGradient` as a style and as a view: the unit square stretched to the frame.
@Suite struct EllipticalGradientStyleTests {
    @Test func paintStretchesTheUnitSquareToTheFrame() {
        let style = EllipticalGradient(colors: [.white, .blue])
        let paint = style.paint(in: CGRect(x: 10, y: 20, width: 200, height: 100))
        #expect(paint == .ellipticalGradient(Gradient(colors: [.white, .blue]), center: CGPoint(x: 110, y: 70),
                                             size: CGSize(width: 200, height: 100), startRadiusFraction: 0, endRadiusFraction: 0.5))
        let member: EllipticalGradient = .ellipticalGradient(colors: [.white, .blue], center: .top, endRadiusFraction: 1)
        #expect(member.center == .top && member.endRadiusFraction == 1 && member.startRadiusFraction == 0)
    }

    /// As a view it fills its frame: the centre is the first colour, the middle of each edge the last.
    @Test func viewPixelsAtKnownPoints() throws {
        let size = CGSize(width: 200, height: 100)
        var pixmap = try Pixmap(width: 200, height: 100)
        let list = try Storyboard("elliptical", size: size, duration: 0) {
            EllipticalGradient(colors: [.black, .white])
        }.frame(at: 0).displayList
        try SoftwareRenderer().render(list, into: &pixmap)
        #expect(pixmap[x: 100, y: 50].red <= 3)                            // centre: black
        #expect(pixmap[x: 199, y: 50].red >= 250)                          // edge midpoints: white
        #expect(pixmap[x: 100, y: 0].red >= 250)
        // Half way out on both axes (50 across, 25 down): the same grey, about 128.
        let across = Int(pixmap[x: 150, y: 50].red), down = Int(pixmap[x: 100, y: 75].red)
        #expect(abs(across - down) <= 3 && abs(across - 128) <= 4, "\(across) \(down)")
    }
}
