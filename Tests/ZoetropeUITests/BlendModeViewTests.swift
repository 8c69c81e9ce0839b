import Foundation
import Geometry2D
import RenderCommands
import SoftwareRasterizer
import Testing
import VectorPath
@testable import ZoetropeUI

/// `.blendMode(_:)` with SwiftUI's modes beyond normal: the cut-out idiom (`destinationOut` in a
/// compositing group), difference, and Canvas's `blendMode`.
@Suite struct BlendModeViewTests {
    func render<V: View>(_ view: V) throws -> Pixmap {
        try ImageRenderer(content: view).render(with: SoftwareRenderer(), background: .white)
    }

    @Test func destinationOutCutsAHoleInItsGroup() throws {
        let pixmap = try render(ZStack {
            Color.black
            Circle().frame(width: 20, height: 20).blendMode(.destinationOut)
        }.compositingGroup().frame(width: 40, height: 40))
        #expect(pixmap[x: 20, y: 20] == PremultipliedRGBA8(red: 255, green: 255, blue: 255, alpha: 255), "the page shows through")
        #expect(pixmap[x: 2, y: 2] == PremultipliedRGBA8(red: 0, green: 0, blue: 0, alpha: 255))
    }

    @Test func differenceInvertsUnderWhite() throws {
        let pixmap = try render(ZStack {
            Color(red: 1, green: 0, blue: 0)
            Color.white.blendMode(.difference)
        }.frame(width: 10, height: 10))
        #expect(pixmap[x: 5, y: 5] == PremultipliedRGBA8(red: 0, green: 255, blue: 255, alpha: 255))
    }

    @Test func canvasBlendModesComposite() throws {
        let pixmap = try render(Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(red: 1, green: 0, blue: 0)))
            context.blendMode = .difference
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.white))
        }.frame(width: 10, height: 10))
        #expect(pixmap[x: 5, y: 5] == PremultipliedRGBA8(red: 0, green: 255, blue: 255, alpha: 255))
    }
}
