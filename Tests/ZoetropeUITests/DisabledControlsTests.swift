import Foundation
import Geometry2D
import RenderCommands
import SoftwareRasterizer
import Testing
@testable import ZoetropeUI

/// `.disabled(_:)`: controls dim as iOS dims them, and scripted taps do nothing.
@Suite struct DisabledControlsTests {
    struct Counter: View {
        @State var count = 0
        @State var on = false
        var body: some View {
            VStack {
                Button("Add") { count += 1 }.disabled(true)
                Toggle("Flag", isOn: $on).disabled(true)
                Text("\(count) \(on ? "on" : "off")")
            }
        }
    }

    @Test func tapsOnDisabledControlsDoNothing() throws {
        let board = Storyboard("disabled", size: CGSize(width: 300, height: 300), duration: 1) { Counter() }
            .tap(.label("Add"), at: 0.1).tap(.label("Flag"), at: 0.2)
        #expect(try board.frame(at: 0.5).views.contains { $0.kind == "Text" && $0.label == "0 off" })
    }

    @Test func aDisabledButtonsLabelIsTertiaryGray() throws {
        func darkest<V: View>(_ view: V) throws -> PremultipliedRGBA8 {
            let renderer = ImageRenderer(content: view)
            renderer.scale = 2
            let pixmap = try renderer.render(with: SoftwareRenderer(), background: .white)
            var best = PremultipliedRGBA8(red: 255, green: 255, blue: 255, alpha: 255)
            for y in 0..<pixmap.height { for x in 0..<pixmap.width where Int(pixmap[x: x, y: y].green) < Int(best.green) { best = pixmap[x: x, y: y] } }
            return best
        }
        // Enabled: systemBlue ink (green 122); disabled: tertiaryLabel over white, about #C4C4C6.
        let enabled = try darkest(Button("Send") {})
        let disabled = try darkest(Button("Send") {}.disabled(true))
        #expect(enabled.blue == 255 && enabled.green <= 130, "\(enabled)")
        #expect(abs(Int(disabled.red) - Int(disabled.blue)) <= 6 && disabled.green >= 180, "\(disabled)")
    }

    @Test func aDisabledToggleIsHalfOpaque() throws {
        let board = Storyboard("t", size: CGSize(width: 200, height: 100), duration: 1) {
            Toggle("T", isOn: .constant(true)).disabled(true)
        }
        let capsule = try #require(try board.frame(at: 0).views.first { $0.kind == "Capsule" })
        #expect(capsule.opacity == 0.5)
    }
}
