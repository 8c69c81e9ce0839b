import Foundation
import Geometry2D
import RenderCommands
import SoftwareRasterizer
import Testing
@testable import ZoetropeUI

/// `.border(_:width:)`: the bounds' rectangle stroked inside them, above the view.
@Suite struct BorderTests {
    func render<V: View>(_ view: V) throws -> Pixmap {
        try ImageRenderer(content: view).render(with: SoftwareRenderer(), background: .white)
    }

    static let blue = PremultipliedRGBA8(red: 0, green: 0, blue: 255, alpha: 255)
    static let red = PremultipliedRGBA8(red: 255, green: 0, blue: 0, alpha: 255)

    @Test func theBorderLiesInsideTheBoundsAboveTheView() throws {
        let pixmap = try render(Color(red: 0, green: 0, blue: 1).frame(width: 20, height: 20)
            .border(Color(red: 1, green: 0, blue: 0), width: 3))
        #expect((pixmap.width, pixmap.height) == (20, 20), "the border adds nothing to the size")
        for edge in [0, 1, 2, 17, 18, 19] {
            #expect(pixmap[x: edge, y: 10] == Self.red && pixmap[x: 10, y: edge] == Self.red, "\(edge)")
        }
        for inside in [3, 10, 16] { #expect(pixmap[x: inside, y: 10] == Self.blue, "\(inside)") }
    }

    @Test func theDefaultWidthIsOnePoint() throws {
        let pixmap = try render(Color(red: 0, green: 0, blue: 1).frame(width: 10, height: 10).border(Color(red: 1, green: 0, blue: 0)))
        #expect(pixmap[x: 0, y: 5] == Self.red && pixmap[x: 9, y: 5] == Self.red)
        #expect(pixmap[x: 1, y: 5] == Self.blue && pixmap[x: 8, y: 5] == Self.blue)
    }

    @Test func widthsThatAreNotPositiveNumbersDrawNoBorderAndHugeOnesCoverTheView() throws {
        for width in [CGFloat.nan, -2, 0] {
            let pixmap = try render(Color(red: 0, green: 0, blue: 1).frame(width: 10, height: 10).border(Color(red: 1, green: 0, blue: 0), width: width))
            #expect(pixmap[x: 0, y: 5] == Self.blue, "\(width)")
        }
        for width in [CGFloat.infinity, 1e9] {
            let pixmap = try render(Color(red: 0, green: 0, blue: 1).frame(width: 10, height: 10).border(Color(red: 1, green: 0, blue: 0), width: width))
            #expect(pixmap[x: 5, y: 5] == Self.red, "\(width)")
        }
    }
}
