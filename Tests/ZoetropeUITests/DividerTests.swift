import Foundation
import Geometry2D
import RenderCommands
import SoftwareRasterizer
import Testing
@testable import ZoetropeUI

/// `Divider()`: a hairline across its stack's axis in the separator colour.
@Suite struct DividerTests {
    @Test func inAColumnItIsAHorizontalHairline() throws {
        let board = Storyboard("d", size: CGSize(width: 100, height: 100), duration: 1) {
            VStack(spacing: 0) { Color.red.frame(height: 10); Divider(); Color.blue.frame(height: 10) }.frame(width: 60)
        }
        let frame = try board.frame(at: 0, scale: 2)
        let divider = try #require(frame.views.first { $0.kind == "Divider" })
        #expect(divider.frame.size == CGSize(width: 60, height: 0.5))   // one pixel at 2×
    }

    @Test func inARowItIsAVerticalLineAsTallAsOffered() throws {
        let board = Storyboard("d", size: CGSize(width: 100, height: 100), duration: 1) {
            HStack(spacing: 0) { Text("A"); Divider(); Text("B") }.frame(height: 40)
        }
        let divider = try #require(try board.frame(at: 0, scale: 3).views.first { $0.kind == "Divider" })
        #expect(abs(divider.frame.width - 1.0 / 3) < 1e-9 && divider.frame.height == 40)
    }

    @Test func throughAModifierAndOnItsOwn() throws {
        // Padded inside a row it is still vertical; alone it is horizontal.
        let row = ImageRenderer(content: HStack { Divider().padding(4) }.frame(width: 50, height: 30))
        #expect(try row.size() == CGSize(width: 50, height: 30))
        let alone = ImageRenderer(content: Divider())
        alone.proposedSize = ProposedViewSize(width: 80, height: 80)
        #expect(try alone.size() == CGSize(width: 80, height: 1))
        // Offered nothing along its line, it has no length.
        #expect(try ImageRenderer(content: Divider()).size() == CGSize(width: 0, height: 1))
    }

    @Test func separatorColourInBothAppearances() throws {
        func pixel(_ scheme: ColorScheme) throws -> PremultipliedRGBA8 {
            let renderer = ImageRenderer(content: Divider().frame(width: 10, height: 1).environment(\.colorScheme, scheme))
            return try renderer.render(with: SoftwareRenderer(), background: .clear)[x: 5, y: 0]
        }
        // rgba(60,60,67,0.29) light, rgba(84,84,88,0.6) dark, premultiplied.
        let light = try pixel(.light), dark = try pixel(.dark)
        #expect(abs(Int(light.alpha) - 74) <= 1 && abs(Int(light.red) - 17) <= 1, "\(light)")
        #expect(abs(Int(dark.alpha) - 153) <= 1 && abs(Int(dark.red) - 50) <= 1, "\(dark)")
    }
}
