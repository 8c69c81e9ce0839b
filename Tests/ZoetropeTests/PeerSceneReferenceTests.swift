import Foundation
import Testing
@testable import Zoetrope

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
/// Tolerance: the renderers' own disagreement (SCENES.md) plus a margin of 0.05 mean and 0.1 %
/// of pixels: anti-aliasing methods differ on edges, interiors must agree exactly.
@Suite(.enabled(if: PeerReferences.folder != nil, "no shared/scenes/reference folder beside the package"))
struct PeerSceneReferenceTests {
    @Test(arguments: [(PeerScene.blob, 0.01, 0.03), (.polygons(1000), 0.06, 0.0)])
    func agreesWithCairoAndBlend2D(scene: PeerScene, referenceMean: Double, referencePercent: Double) throws {
        var pixmap = try Pixmap(width: 1024, height: 1024)
        pixmap.fill(.white)
        try SoftwareRenderer().render(scene.displayList, into: &pixmap)
        for renderer in ["cairo", "blend2d"] {
            let difference = try ImageDifference(between: pixmap, and: PeerReferences.image(renderer, scene))
            #expect(difference.meanAbsoluteDifference <= referenceMean + 0.05, "\(renderer) \(scene): \(difference)")
            #expect(difference.percentOfPixelsOff <= referencePercent + 0.1, "\(renderer) \(scene): \(difference)")
        }
    }
}
