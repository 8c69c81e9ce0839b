import Foundation
import Geometry2D
import RenderCommands
import SoftwareRasterizer
import Testing
@testable import ZoetropeUI

/// `.cornerRadius(_:antialiased:)`: clips to a rounded rectangle of the frame.
@Suite struct CornerRadiusTests {
    func render<V: View>(_ view: V) throws -> Pixmap {
        try ImageRenderer(content: view).render(with: SoftwareRenderer(), background: .white)
    }

    @Test func itClipsTheCornersAndKeepsTheMiddle() throws {
        let pixmap = try render(Color(red: 0, green: 0, blue: 1).frame(width: 40, height: 40).cornerRadius(10))
        let white = PremultipliedRGBA8(red: 255, green: 255, blue: 255, alpha: 255)
        let blue = PremultipliedRGBA8(red: 0, green: 0, blue: 255, alpha: 255)
        #expect(pixmap[x: 0, y: 0] == white)
        #expect(pixmap[x: 39, y: 39] == white)
        #expect(pixmap[x: 20, y: 0] == blue)      // the edges between the corners stay
        #expect(pixmap[x: 20, y: 20] == blue)
        // A circular corner of radius 10 about (10, 10): pixel (1, 1) lies wholly outside the arc (its
        // nearest corner is 11.3 away), pixel (2, 2) straddles it (its centre 10.6 away, its corner 9.9).
        #expect(pixmap[x: 1, y: 1] == white)
        #expect(pixmap[x: 2, y: 2] != white && pixmap[x: 2, y: 2].red > 200)
    }

    @Test func withoutAntialiasingEdgesAreHard() throws {
        let pixmap = try render(Color(red: 0, green: 0, blue: 1).frame(width: 40, height: 40).cornerRadius(10, antialiased: false))
        for y in 0..<40 {
            for x in 0..<12 {
                let p = pixmap[x: x, y: y]
                #expect(p.red == 0 || p.red == 255, "partial coverage at \(x), \(y): \(p)")
            }
        }
    }

    @Test func hostileRadiiClipSafely() throws {
        for radius in [CGFloat.nan, -5, .infinity, 1e9] {
            let pixmap = try render(Color(red: 0, green: 0, blue: 1).frame(width: 20, height: 20).cornerRadius(radius))
            #expect(pixmap.width == 20)
            // The middle is always drawn.
            #expect(pixmap[x: 10, y: 10] == PremultipliedRGBA8(red: 0, green: 0, blue: 255, alpha: 255))
        }
    }
}
