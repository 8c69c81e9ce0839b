import Foundation
import Geometry2D
import RenderCommands
import SoftwareRasterizer
import Testing
@testable import ZoetropeUI

/// `Image.renderingMode(_:)`: `.template` fills a bitmap's alpha with the foreground style.
@Suite struct RenderingModeTests {
    /// A 4 × 4 image: opaque blue on the left half, clear on the right.
    var halfBlue: Pixmap {
        var pixmap = try! Pixmap(width: 4, height: 4)
        for y in 0..<4 { for x in 0..<2 { pixmap[x: x, y: y] = PremultipliedRGBA8(red: 0, green: 0, blue: 255, alpha: 255) } }
        return pixmap
    }

    func render<V: View>(_ view: V) throws -> Pixmap {
        try ImageRenderer(content: view).render(with: SoftwareRenderer(), background: .white)
    }

    @Test func templateFillsTheAlphaWithTheForegroundStyle() throws {
        let image = Image(decorative: halfBlue).interpolation(.none)
        let original = try render(image.renderingMode(.original).foregroundColor(Color(red: 1, green: 0, blue: 0)))
        #expect(original[x: 0, y: 0] == PremultipliedRGBA8(red: 0, green: 0, blue: 255, alpha: 255))
        let template = try render(image.renderingMode(.template).foregroundColor(Color(red: 1, green: 0, blue: 0)))
        #expect(template[x: 0, y: 0] == PremultipliedRGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(template[x: 3, y: 0] == PremultipliedRGBA8(red: 255, green: 255, blue: 255, alpha: 255))
        // No foreground style: the primary colour (black in light appearance); nil: the image's own.
        #expect(try render(image.renderingMode(.template))[x: 0, y: 0] == PremultipliedRGBA8(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(try render(image.renderingMode(nil).foregroundColor(.red))[x: 0, y: 0].blue == 255)
    }

    @Test func opacityAppliesOnceAndAGradientWarns() throws {
        let image = Image(decorative: halfBlue).interpolation(.none).renderingMode(.template)
        let faded = try render(image.foregroundColor(Color(red: 1, green: 0, blue: 0)).opacity(0.5))
        #expect(abs(Int(faded[x: 0, y: 0].green) - 128) <= 1, "\(faded[x: 0, y: 0])")
        let renderer = ImageRenderer(content: image.foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading,
                                                                                 endPoint: .trailing)))
        _ = try renderer.displayList()
        #expect(renderer.warnings.contains { $0.contains("renderingMode(.template)") })
    }
}
