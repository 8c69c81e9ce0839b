import Foundation
import Testing
import Geometry2D
import RenderCommands
import SoftwareRasterizer
import ZoetropeTestSupport
@testable import LayerTree

/// Layer scenes (LayerRenderScenes) drawn by the CPU backend at scale 2 (256²) over white, compared
/// with goldens within GoldenImage's tolerance (channel ±2, ≤ 0.5 % of pixels off). They were checked
/// by eye; re-record with ZOETROPE_RECORD_GOLDENS=1 only when the layer renderer's picture changes on purpose.
@Suite struct LayerRenderGoldenTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    static func render(_ root: CALayer) throws -> Pixmap {
        let list = CARenderer2D.displayList(for: root, size: CGSize(width: 128, height: 128), scale: 2)
        var pixmap = try Pixmap(width: 256, height: 256)
        pixmap.fill(.white)
        try SoftwareRenderer().render(list, into: &pixmap)
        return pixmap
    }

    @Test(arguments: LayerRenderScenes.all.map(\.name)) func sceneMatchesGolden(name: String) throws {
        let scene = try #require(LayerRenderScenes.all.first { $0.name == name })
        try GoldenImage.expect(try Self.render(scene.make()), named: name, in: Self.goldens)
    }
}
