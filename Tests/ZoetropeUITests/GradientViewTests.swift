import Foundation
import Testing
import Geometry2D
import RenderCommands
import SoftwareRasterizer
import ZoetropeUI

/// A gradient used as a view fills the frame it is offered, as in SwiftUI.
@Suite struct GradientViewTests {
    @Test func aLinearGradientFillsItsFrame() throws {
        let renderer = ImageRenderer(content: LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
            .frame(width: 100, height: 20))
        let pixels = try renderer.render(with: SoftwareRenderer(), background: .white)
        #expect(pixels.width == 100 && pixels.height == 20)
        let left = pixels[x: 0, y: 10], right = pixels[x: 99, y: 10]
        #expect(left.red > 240 && left.green < 70 && left.blue < 70, "\(left)")   // systemRed (255, 59, 48) at the leading edge
        #expect(right.blue > 240 && right.red < 20, "\(right)")       // blue at the trailing edge
        #expect(try renderer.size() == CGSize(width: 100, height: 20))
    }

    @Test func gradientsTakeTheOfferedSize() throws {
        // Flexible like a shape: in a 60-point-high VStack slot it takes the whole proposal.
        let radial = ImageRenderer(content: RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 30)
            .frame(width: 60, height: 60))
        let pixels = try radial.render(with: SoftwareRenderer(), background: .red)
        #expect(pixels[x: 30, y: 30].red > 240 && pixels[x: 30, y: 30].green > 240)   // white centre, no red behind
        #expect(pixels[x: 1, y: 30].red < 40)                                        // black edge, not the background
        let angular = ImageRenderer(content: AngularGradient(colors: [.green, .green], center: .center).frame(width: 10, height: 10))
        #expect(try angular.render(with: SoftwareRenderer(), background: .white)[x: 2, y: 2] == PremultipliedRGBA8(Color.green))
    }
}
