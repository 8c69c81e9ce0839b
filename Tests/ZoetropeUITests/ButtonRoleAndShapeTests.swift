import Foundation
import Geometry2D
import RenderCommands
import SoftwareRasterizer
import Testing
@testable import ZoetropeUI

/// `Button(_:role:action:)` and `.buttonBorderShape(_:)`.
@Suite struct ButtonRoleAndShapeTests {
    func inkColours<V: View>(_ view: V) throws -> Set<PremultipliedRGBA8> {
        let renderer = ImageRenderer(content: view)
        renderer.scale = 2
        let pixmap = try renderer.render(with: SoftwareRenderer(), background: .white)
        var colours = Set<PremultipliedRGBA8>()
        for y in 0..<pixmap.height { for x in 0..<pixmap.width { colours.insert(pixmap[x: x, y: y]) } }
        return colours
    }

    @Test func aDestructiveButtonIsRed() throws {
        let red = PremultipliedRGBA8(red: 255, green: 59, blue: 48, alpha: 255)
        let blue = PremultipliedRGBA8(red: 0, green: 122, blue: 255, alpha: 255)
        let destructive = try inkColours(Button("Delete", role: .destructive) {})
        #expect(destructive.contains(red) && !destructive.contains(blue))
        let cancel = try inkColours(Button("Cancel", role: .cancel) {})
        #expect(cancel.contains(blue) && !cancel.contains(red))
        let prominent = try inkColours(Button(role: .destructive, action: {}) { Text("Delete") }.buttonStyle(.borderedProminent))
        #expect(prominent.contains(red))
    }

    @Test func aRoleButtonStillRunsItsAction() throws {
        struct Scene: View {
            @State var count = 0
            var body: some View { VStack { Button("Delete", role: .destructive) { count += 1 }; Text("\(count)") } }
        }
        let board = Storyboard("role", size: CGSize(width: 200, height: 200), duration: 1) { Scene() }.tap(.label("Delete"), at: 0.1)
        #expect(try board.frame(at: 0.5).views.contains { $0.kind == "Text" && $0.label == "1" })
    }

    @Test func borderShapes() throws {
        func kind(_ shape: ButtonBorderShape) throws -> ViewSnapshot {
            let board = Storyboard("shape", size: CGSize(width: 300, height: 200), duration: 1) {
                Button("Follow") {}.buttonStyle(.borderedProminent).buttonBorderShape(shape)
            }
            let names: Set<String> = ["RoundedRectangle", "Capsule", "Circle"]
            return try #require(try board.frame(at: 0).views.first { names.contains($0.kind) })
        }
        #expect(try kind(.automatic).kind == "RoundedRectangle")
        #expect(try kind(.roundedRectangle).kind == "RoundedRectangle")
        #expect(try kind(.roundedRectangle(radius: 3)).kind == "RoundedRectangle")
        #expect(try kind(.capsule).kind == "Capsule")
        #expect(try kind(.circle).kind == "Circle")
        #expect(ButtonBorderShape.roundedRectangle(radius: .nan) == .roundedRectangle(radius: 0))
        // A capsule has round ends: the background's corner pixel is white.
        let renderer = ImageRenderer(content: Button("Follow") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule))
        let pixmap = try renderer.render(with: SoftwareRenderer(), background: .white)
        #expect(pixmap[x: 0, y: 0] == PremultipliedRGBA8(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(pixmap[x: pixmap.width / 2, y: 1] == PremultipliedRGBA8(red: 0, green: 122, blue: 255, alpha: 255))
    }
}
