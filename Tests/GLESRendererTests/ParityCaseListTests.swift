import Foundation
import PNGCodec
import Testing
import ZoetropeTestSupport
import BenchmarkScenes

/// The case lists the GPU parity tests are parameterized over. A parameterized test over an empty
/// list runs nothing and passes, so a list that came out empty (a case builder that threw, a
/// directory that moved) would pass silently. These tests need no GPU: they run everywhere.
/// When a case is added or removed on purpose, update the expected count here.
@Suite struct ParityCaseListTests {
    /// GoldenParityTests: every golden case (GoldenCases), each with its PNG of the case's size, and
    /// no PNG without a case.
    @Test func goldenParityHasEveryGoldenCaseAndItsPNG() throws {
        let cases = try GoldenCases.cases()  // GoldenParityTests.names swallows a throw into []
        #expect(cases.count == 15)
        #expect(GoldenParityTests.names == cases.map(\.name))
        for (name, width, height, _) in cases {
            let url = GoldenParityTests.goldens.appendingPathComponent(name + ".png")
            guard FileManager.default.fileExists(atPath: url.path) else {
                Issue.record("golden case \(name) has no PNG at \(url.path)")
                continue
            }
            let golden = try PNGDecoder.decode(contentsOf: url)
            #expect(golden.width == width && golden.height == height,
                    "\(name).png is \(golden.width)×\(golden.height), the case \(width)×\(height)")
        }
        let pngs = try FileManager.default.contentsOfDirectory(atPath: GoldenParityTests.goldens.path)
            .filter { $0.hasSuffix(".png") }
        #expect(Set(pngs) == Set(cases.map { $0.name + ".png" }))
    }

    /// PeerSceneParityTests, SceneCatalogParityTests, GradientTests and ShaderValidationTests.
    @Test func theOtherParityListsHaveTheirCases() {
        #expect(PeerScene.all.count == 10, "\(PeerScene.all)")
        #expect(SceneCatalogParityTests.names.count == 12, "\(SceneCatalogParityTests.names)")   // 8 shape scenes + 4 layer scenes
        #expect(Set(SceneCatalogParityTests.names).count == SceneCatalogParityTests.names.count, "names are unique")
        #expect(GradientTests.paints.map(\.0) == ["linear", "radial", "angular", "angular reversed", "elliptical"])
        #expect(ShaderValidationTests.shaderFiles.count == 13, "\(ShaderValidationTests.shaderFiles)")
    }
}
