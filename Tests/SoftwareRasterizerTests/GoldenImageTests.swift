import Foundation
import RenderCommands
import Testing
import VectorPath
import ZoetropeTestSupport
import SoftwareRasterizer
import Geometry2D

/// Golden images (Goldens/*.png): whole small frames, compared with the tolerance stated in
/// `expectGolden` (channels within 2 for all but 0.5 % of the pixels). The drawings are the shared
/// `GoldenCases` (the GPU parity tests draw the same ones): gradients (linear with a hard stop,
/// radial, angular), group opacity, an even-odd star clip over a gradient and an image, the four
/// blend modes, a perspective card (front and mirrored back), star and holes under both fill
/// rules. The stroke cases are in StrokeGoldenTests, with their exact pixel checks. Record with
/// `ZOETROPE_RECORD_GOLDENS=1 swift test --filter GoldenImageTests`, then look at every image.
@Suite struct GoldenImageTests {
    static let names = ["gradient-linear", "gradient-radial", "gradient-angular", "group-opacity", "clip-star-evenodd",
                        "blend-modes", "perspective-card", "star-nonzero-evenodd", "holes-nonzero-evenodd"]

    @Test(arguments: names) func matchesTheGolden(name: String) throws {
        let golden = try GoldenCases.named(name)
        try expectGolden(try draw(golden.list, size: golden.width, height: golden.height), named: name)
    }

    @Test func everyCaseHasAGoldenTest() throws {
        let strokeCases = ["stroke-joins", "stroke-caps", "stroke-dashes", "stroke-hairlines", "stroke-union-crossing",
                           "stroke-perspective"]
        #expect(Set(try GoldenCases.cases().map(\.name)) == Set(Self.names + strokeCases))
    }
}
