import Foundation
import Testing
import Geometry2D
import AnimationCore
import RenderCommands
import SoftwareRasterizer
@testable import ZoetropeUI

/// `visualEffect { content, proxy in }` and `scrollTransition`: effects worked out from geometry.
@Suite struct VisualEffectTests {
    func render<V: View>(_ view: V) throws -> Pixmap {
        try ImageRenderer(content: view).render(with: SoftwareRenderer(), background: .white)
    }

    static let red = PremultipliedRGBA8(red: 255, green: 0, blue: 0, alpha: 255)
    static let white = PremultipliedRGBA8(red: 255, green: 255, blue: 255, alpha: 255)

    @Test func effectsFollowTheViewsGeometryInTheOrderWritten() throws {
        let pixmap = try render(HStack(spacing: 0) {
            Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20)
                .visualEffect { content, proxy in content.offset(x: proxy.size.width).scaleEffect(0.5, anchor: .topLeading) }
            Color.clear.frame(width: 20, height: 20)
        })
        // Offset by 20, then halved about the frame's top-left (0, 0): covers x 10…20, y 0…10.
        #expect(pixmap[x: 15, y: 5] == Self.red)
        #expect(pixmap[x: 5, y: 5] == Self.white && pixmap[x: 15, y: 15] == Self.white && pixmap[x: 25, y: 5] == Self.white)
        let layout = try ImageRenderer(content: Color.red.frame(width: 20, height: 20).visualEffect { c, _ in c.offset(x: 100) }).size()
        #expect(layout == CGSize(width: 20, height: 20), "effects do not change the layout")
    }

    @Test func scrollTransitionsFollowHowMuchOfTheViewIsVisible() throws {
        func rows(scrolledTo target: Int?) throws -> Pixmap {
            try render(ScrollViewReader { proxy in
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<6) { index in
                            Color.black.frame(height: 50).id(index)
                                .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
                        }
                    }
                }
                .frame(width: 20, height: 125)
                .onAppear { if let target { proxy.scrollTo(target, anchor: .top) } }
            })
        }
        let top = try rows(scrolledTo: nil)
        #expect(top[x: 10, y: 25].red == 0 && top[x: 10, y: 75].red == 0, "rows 0 and 1 fully visible: identity")
        // Row 2 (100…150) shows 25 of its 50 points: half way to its bottom-trailing phase.
        #expect(abs(Int(top[x: 10, y: 110].red) - 128) <= 2, "\(top[x: 10, y: 110])")
        let scrolled = try rows(scrolledTo: 1)
        #expect(scrolled[x: 10, y: 25].red == 0 && scrolled[x: 10, y: 75].red == 0, "rows 1 and 2 now fully visible")
        #expect(scrolled[x: 10, y: 110].red > 120, "row 3 half out: \(scrolled[x: 10, y: 110])")
    }
}

