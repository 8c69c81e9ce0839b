import Foundation
import AnimationCore
import Geometry2D
import RenderCommands
import SoftwareRasterizer
import Testing
@testable import ZoetropeUI

/// `.zIndex(_:)`: draw order among siblings, not layout; removed views keep theirs while they leave.
@Suite struct ZIndexTests {
    let red = PremultipliedRGBA8(red: 255, green: 0, blue: 0, alpha: 255)
    let blue = PremultipliedRGBA8(red: 0, green: 0, blue: 255, alpha: 255)

    func pixel<V: View>(_ view: V) throws -> PremultipliedRGBA8 {
        let pixmap = try ImageRenderer(content: view.frame(width: 20, height: 20)).render(with: SoftwareRenderer(), background: .white)
        return pixmap[x: 10, y: 10]
    }

    @Test func aHigherIndexDrawsOnTopInAZStack() throws {
        #expect(try pixel(ZStack { Color(red: 1, green: 0, blue: 0); Color(red: 0, green: 0, blue: 1) }) == blue)
        #expect(try pixel(ZStack { Color(red: 1, green: 0, blue: 0).zIndex(1); Color(red: 0, green: 0, blue: 1) }) == red)
        #expect(try pixel(ZStack { Color(red: 1, green: 0, blue: 0); Color(red: 0, green: 0, blue: 1).zIndex(-1) }) == red)
        // Equal indexes keep the list order; through a layout modifier the index still counts.
        #expect(try pixel(ZStack { Color(red: 1, green: 0, blue: 0).zIndex(2); Color(red: 0, green: 0, blue: 1).zIndex(2) }) == blue)
        #expect(try pixel(ZStack { Color(red: 1, green: 0, blue: 0).zIndex(1).padding(0); Color(red: 0, green: 0, blue: 1) }) == red)
        // Not finite: 0.
        #expect(try pixel(ZStack { Color(red: 1, green: 0, blue: 0).zIndex(.nan); Color(red: 0, green: 0, blue: 1) }) == blue)
    }

    @Test func itChangesDrawingNotLayout() throws {
        let renderer = ImageRenderer(content: VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).zIndex(5)
            Color.blue.frame(width: 10, height: 10)
        })
        #expect(try renderer.size() == CGSize(width: 10, height: 20))
    }

    struct Toast: View {
        @State var shown = true
        var body: some View {
            ZStack(alignment: .top) {
                if shown {
                    Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 40).transition(.move(edge: .top)).zIndex(1)
                        .accessibilityLabel("toast")
                }
                Color(red: 0, green: 0, blue: 1).frame(width: 40, height: 40).accessibilityLabel("content")
                    .onTapGesture { withAnimation(.linear(duration: 1)) { shown = false } }
            }
            .frame(width: 40, height: 200, alignment: .top)
        }
    }

    /// A removed view with `.zIndex(1)` slides out above the content listed after it.
    @Test func aRemovedViewKeepsItsIndexWhileItLeaves() throws {
        let board = Storyboard("toast", size: CGSize(width: 40, height: 200), duration: 2) { Toast() }.tap(.label("content"), at: 0)
        var pixmap = try Pixmap(width: 40, height: 200)
        try SoftwareRenderer().render(try board.frame(at: 0.25).displayList, into: &pixmap)
        // A quarter of the way up (10 points): the toast still covers the content's lower part.
        #expect(pixmap[x: 20, y: 20] == red, "\(pixmap[x: 20, y: 20])")
    }
}
