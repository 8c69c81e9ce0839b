import Foundation
import Geometry2D
import PNGCodec
import RenderCommands
import SoftwareRasterizer
import Testing
@testable import ZoetropeUI

/// The controls: their layout (spec §6.4), taps through storyboards, T19 (a toggle's animated
/// binding), and what they draw.
@Suite struct ControlTests {
    struct ToggleScene: View {
        @State var flag = false
        var body: some View {
            VStack {
                Toggle("Fade", isOn: $flag.animation(.linear(duration: 1)))
                Rectangle().opacity(flag ? 0 : 1).frame(width: 50, height: 50).accessibilityLabel("box")
            }
        }
    }

    /// T19: tapped at 0, the binding's linear 1-second animation fades the rectangle: .5 at .5 s.
    @Test func t19AToggleTapAnimatesThroughItsBinding() throws {
        let board = Storyboard("t19", size: CGSize(width: 390, height: 844), duration: 2) { ToggleScene() }.tap(.label("Fade"), at: 0)
        func box(at time: Double) throws -> ViewSnapshot? { try board.frame(at: time).views.first { $0.kind == "Rectangle" } }
        let half = try box(at: 0.5)
        #expect(half.map { abs($0.opacity - 0.5) < 1e-6 } == true, "\(String(describing: half))")
        #expect(try box(at: 1.5)?.opacity == 0)
        // The toggle fills the width: the switch sits at the trailing edge, 51 × 31.
        let frame = try board.frame(at: 0)
        let track = try #require(frame.views.first { $0.kind == "Capsule" })
        #expect(track.frame.size == CGSize(width: 51, height: 31) && track.frame.maxX == 390)
    }

    @Test func buttonStylesAndTaps() throws {
        struct Counter: View {
            @State var count = 0
            var body: some View {
                VStack {
                    Button("One") { count += 1 }
                    Button("Two") { count += 1 }.buttonStyle(.borderedProminent)
                    Text("\(count)")
                }
            }
        }
        let board = Storyboard("buttons", size: CGSize(width: 200, height: 200), duration: 1) { Counter() }
            .tap(.label("One"), at: 0.2).tap(.label("Two"), at: 0.4)
        let frame = try board.frame(at: 0.5)
        #expect(frame.views.contains { $0.kind == "Text" && $0.label == "2" })
        // Borderless: the label alone; bordered: plus 12 × 7 padding on a rounded rectangle.
        let two = try frame.find(.label("Two"))
        let prominent = try #require(frame.views.first { $0.kind == "RoundedRectangle" })
        #expect(prominent.frame.width == two.frame.width + 24 && prominent.frame.height == two.frame.height + 14)
    }

    @Test func sliderProgressAndLabelLayout() throws {
        let renderer = ImageRenderer(content: VStack(spacing: 10) {
            Slider(value: .constant(0.25))
            ProgressView(value: 0.5)
            ProgressView()
            Label("Favorites", systemImage: "star.fill")
        }.frame(width: 300))
        renderer.scale = 2
        let pixmap = try renderer.render(with: SoftwareRenderer(), background: .white)
        #expect(pixmap.width == 600)
        // The slider's accent-colored part ends under the thumb: a quarter of the travel (272) + 14.
        let y = 28   // the slider's middle row at scale 2 (14 points)
        let accent = PremultipliedRGBA8(red: 0, green: 122, blue: 255, alpha: 255)
        #expect(pixmap[x: 2 * 40, y: y] == accent, "\(pixmap[x: 80, y: y])")
        #expect(pixmap[x: 2 * 200, y: y] != accent)
        let list = try renderer.displayList()
        #expect(!renderer.warnings.contains { $0.contains("star.fill") }, "\(renderer.warnings)")
        #expect(list.commands.count > 10)
    }

    @Test func anUnknownSymbolIsASquareAndAWarning() throws {
        let renderer = ImageRenderer(content: Image(systemName: "no.such.symbol"))
        #expect(try renderer.size() == CGSize(width: 21, height: 21))   // 1.2 × 17, rounded up
        _ = try renderer.displayList()
        #expect(renderer.warnings.contains { $0.contains("no.such.symbol") })
        let known = ImageRenderer(content: Image(systemName: "heart.fill").foregroundColor(.red))
        known.scale = 4
        let pixmap = try known.render(with: SoftwareRenderer(), background: .white)
        #expect(pixmap[x: pixmap.width / 2, y: pixmap.height / 2] == PremultipliedRGBA8(red: 255, green: 59, blue: 48, alpha: 255))
    }
}
