import Foundation
import AnimationCore
import Geometry2D
import RenderCommands
import SoftwareRasterizer
import Testing
@testable import ZoetropeUI

/// `.mask { }` and `.mask(_:)`: the view kept where the mask view is opaque, the mask laid out
/// in the view's frame with the alignment, its colours ignored, animated with the view.
@Suite struct MaskModifierTests {
    func render<V: View>(_ view: V) throws -> Pixmap {
        try ImageRenderer(content: view).render(with: SoftwareRenderer(), background: .white)
    }

    static let white = PremultipliedRGBA8(red: 255, green: 255, blue: 255, alpha: 255)
    static let blue = PremultipliedRGBA8(red: 0, green: 0, blue: 255, alpha: 255)

    @Test func aCircleMaskKeepsTheMiddleAndHidesTheCorners() throws {
        let pixmap = try render(Color(red: 0, green: 0, blue: 1).frame(width: 40, height: 40).mask { Circle() })
        #expect((pixmap.width, pixmap.height) == (40, 40), "the mask adds nothing to the size")
        #expect(pixmap[x: 20, y: 20] == Self.blue)
        #expect(pixmap[x: 2, y: 2] == Self.white)
        #expect(pixmap[x: 37, y: 37] == Self.white)
    }

    @Test func theMaskIsAlignedInTheFrameAndItsColourDoesNotMatter() throws {
        let view = Color(red: 0, green: 0, blue: 1).frame(width: 40, height: 40)
            .mask(alignment: .topLeading) { Color.yellow.frame(width: 10, height: 10) }
        let pixmap = try render(view)
        #expect(pixmap[x: 5, y: 5] == Self.blue)
        #expect(pixmap[x: 20, y: 20] == Self.white)
        let centred = try render(Color(red: 0, green: 0, blue: 1).frame(width: 40, height: 40)
            .mask(Color.red.frame(width: 10, height: 10)))
        #expect(centred[x: 20, y: 20] == Self.blue)
        #expect(centred[x: 5, y: 5] == Self.white)
    }

    @Test func aGradientMaskFadesTheView() throws {
        let pixmap = try render(Color.black.frame(width: 20, height: 100).mask {
            LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom)
        })
        let top = pixmap[x: 10, y: 1].red, middle = pixmap[x: 10, y: 50].red, bottom = pixmap[x: 10, y: 98].red
        #expect(top < 10 && bottom > 245, "\(top) \(bottom)")
        #expect(abs(Int(middle) - 128) <= 4, "\(middle)")
    }

    @Test func theMasksOwnEffectsApply() throws {
        let sharp = try render(Color.black.frame(width: 40, height: 40).mask { Circle().padding(10) })
        let blurred = try render(Color.black.frame(width: 40, height: 40).mask { Circle().padding(10).blur(radius: 4) })
        #expect(sharp[x: 8, y: 20] == Self.white)
        #expect(blurred[x: 8, y: 20].red < 250, "the blurred mask reaches beyond the circle")
    }

    @Test func theMaskAnimatesWithTheView() throws {
        struct Reveal: View {
            @State var open = false
            var body: some View {
                Color(red: 0, green: 0, blue: 1).frame(width: 40, height: 40)
                    .mask(alignment: .leading) { Rectangle().frame(width: open ? 40 : 0) }
                    .onAppear { withAnimation(.linear(duration: 1)) { open = true } }
            }
        }
        let board = Storyboard("reveal", size: CGSize(width: 40, height: 40), duration: 1) { Reveal() }
        var pixmap = try Pixmap(width: 40, height: 40)
        pixmap.fill(.white)
        try SoftwareRenderer().render(board.frame(at: 0.5, scale: 1).displayList, into: &pixmap)
        #expect(pixmap[x: 10, y: 20] == Self.blue)
        #expect(pixmap[x: 30, y: 20] == Self.white, "half way: the right half still hidden")
    }

    @Test func aMaskThatDrawsNothingHidesTheViewAndAnOpacityFadesTheWhole() throws {
        let hidden = try render(Color.black.frame(width: 10, height: 10).mask { EmptyView() })
        #expect(hidden[x: 5, y: 5] == Self.white)
        let faded = try render(ZStack { Color.black; Color.black }.frame(width: 10, height: 10).mask { Color.black }.opacity(0.5))
        #expect(abs(Int(faded[x: 5, y: 5].red) - 128) <= 1, "one layer faded once, not two overlapping halves")
    }
}
