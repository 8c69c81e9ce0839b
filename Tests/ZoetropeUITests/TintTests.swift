import Foundation
import Geometry2D
import RenderCommands
import SoftwareRasterizer
import Testing
@testable import ZoetropeUI

/// `.tint(_:)`: the accent of the controls inside.
@Suite struct TintTests {
    let orange = PremultipliedRGBA8(red: 255, green: 149, blue: 0, alpha: 255)

    func colours<V: View>(_ view: V) throws -> Set<PremultipliedRGBA8> {
        let renderer = ImageRenderer(content: view)
        renderer.scale = 2
        let pixmap = try renderer.render(with: SoftwareRenderer(), background: .white)
        var colours = Set<PremultipliedRGBA8>()
        for y in 0..<pixmap.height { for x in 0..<pixmap.width { colours.insert(pixmap[x: x, y: y]) } }
        return colours
    }

    @Test func controlsTakeTheTint() throws {
        #expect(try colours(Toggle("T", isOn: .constant(true)).frame(width: 200).tint(.orange)).contains(orange))
        #expect(try colours(Slider(value: .constant(0.5)).frame(width: 200).tint(.orange)).contains(orange))
        #expect(try colours(ProgressView(value: 0.5).frame(width: 200).tint(.orange)).contains(orange))
        #expect(try colours(Button("Go") {}.buttonStyle(.borderedProminent).tint(.orange)).contains(orange))
        #expect(try colours(Button("Go") {}.tint(.orange)).contains(orange))
    }

    @Test func nilKeepsTheEnclosingTintAndTheDefaultIsTheAccent() throws {
        #expect(try colours(Button("Go") {}.buttonStyle(.borderedProminent).tint(nil).tint(.orange)).contains(orange))
        let green = PremultipliedRGBA8(red: 52, green: 199, blue: 89, alpha: 255)
        #expect(try colours(Toggle("T", isOn: .constant(true)).frame(width: 200)).contains(green))
    }
}
