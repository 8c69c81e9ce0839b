import Foundation
import Testing
import Zoetrope

/// Where `shared/scenes/reference` is: `$ZOETROPE_SHARED_DIR` or `shared` beside the package.
enum PeerReferences {
    static let folder: URL? = {
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var candidates = [packageRoot.deletingLastPathComponent().appendingPathComponent("shared")]
        if let shared = ProcessInfo.processInfo.environment["ZOETROPE_SHARED_DIR"], !shared.isEmpty {
            candidates.insert(URL(fileURLWithPath: shared), at: 0)
        }
        return candidates.map { $0.appendingPathComponent("scenes/reference") }
            .first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("cairo_blob.png").path) }
    }()

    static func image(_ renderer: String, _ scene: PeerScene) throws -> Pixmap {
        try PNGDecoder.decode(contentsOf: folder!.appendingPathComponent("\(renderer)_\(scene).png"))
    }
}

/// Zoetrope's software renders of the fill-only peer scenes against Cairo's and Blend2D's.
/// Tolerance: the two references' disagreement with each other (SCENES.md) plus a margin of
/// max(0.05, 5 %) on the mean and max(0.1, 5 %) on the percentage of pixels off by more than 16:
/// anti-aliasing methods differ on edges, interiors must agree exactly.
@Suite(.enabled(if: PeerReferences.folder != nil, "no shared/scenes/reference folder beside the package"))
struct PeerSceneReferenceTests {
    @Test(arguments: [(PeerScene.blob, 0.01, 0.03), (.polygons(1000), 0.06, 0.0), (.clock, 0.03, 0.004),
                      (.flower(64), 5.66, 17.1), (.flowerAlpha(200), 0.54, 0.21)])
    func agreesWithCairoAndBlend2D(scene: PeerScene, referenceMean: Double, referencePercent: Double) throws {
        var pixmap = try Pixmap(width: 1024, height: 1024)
        pixmap.fill(.white)
        try SoftwareRenderer().render(scene.displayList, into: &pixmap)
        for renderer in ["cairo", "blend2d"] {
            let difference = try ImageDifference(between: pixmap, and: PeerReferences.image(renderer, scene))
            let meanLimit = referenceMean + max(0.05, referenceMean * 0.05)
            let percentLimit = referencePercent + max(0.1, referencePercent * 0.05)
            #expect(difference.meanAbsoluteDifference <= meanLimit, "\(renderer) \(scene): \(difference)")
            #expect(difference.percentOfPixelsOff <= percentLimit, "\(renderer) \(scene): \(difference)")
        }
    }
}
