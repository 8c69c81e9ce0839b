import Foundation
import PNGCodec
import RenderCommands
import Testing
import VectorPath

/// The shared reference renders (Cairo vs Blend2D) compared with ``ImageDifference`` must give the
/// numbers of SCENES.md's table. The folder lives outside the package (`../shared/scenes/reference`
/// from the package root); where it is missing these tests are reported as skipped.
enum ReferenceImages {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // PNGCodecTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root

    /// `$ZOETROPE_SHARED_DIR/scenes/reference` when set, else `../shared` or `shared` beside the
    /// package root (git worktrees kept elsewhere can point the variable at the shared folder).
    static let folder: URL = {
        var candidates: [URL] = []
        if let shared = ProcessInfo.processInfo.environment["ZOETROPE_SHARED_DIR"], !shared.isEmpty {
            candidates.append(URL(fileURLWithPath: shared))
        }
        candidates.append(packageRoot.deletingLastPathComponent().appendingPathComponent("shared"))
        candidates.append(packageRoot.appendingPathComponent("shared"))
        let folders = candidates.map { $0.appendingPathComponent("scenes/reference") }
        return folders.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("cairo_blob.png").path) }
            ?? folders[folders.count - 2]
    }()

    static var folderExists: Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("cairo_blob.png").path)
    }
}

@Suite(.enabled(if: ReferenceImages.folderExists, "no ../shared/scenes/reference folder next to the package"))
struct ReferenceImageDifferenceTests {
    /// (scene, SCENES.md mean abs diff, SCENES.md % of pixels off > 16)
    @Test(arguments: [("blob", 0.01, 0.03), ("clock", 0.03, 0.004)])
    func cairoVersusBlend2DMatchesTheTable(scene: String, mean: Double, percentOff: Double) throws {
        let cairo = try PNGDecoder.decode(contentsOf: ReferenceImages.folder.appendingPathComponent("cairo_\(scene).png"))
        let blend2D = try PNGDecoder.decode(
            contentsOf: ReferenceImages.folder.appendingPathComponent("blend2d_\(scene).png"))
        #expect(cairo.width == 1024 && cairo.height == 1024)
        let difference = try ImageDifference(between: cairo, and: blend2D)
        #expect(abs(difference.meanAbsoluteDifference - mean) <= 0.01, "\(difference)")
        // The table rounds the percentage to its last printed digit.
        #expect(abs(difference.percentOfPixelsOff - percentOff) <= percentOff * 0.5, "\(difference)")
        #expect(difference.maximumDifference > 16)
    }
}
