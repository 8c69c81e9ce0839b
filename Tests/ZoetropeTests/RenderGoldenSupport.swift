import Foundation
import Testing
import ZoetropeTestSupport
import Zoetrope

/// Golden images of the CLI tests (`Tests/ZoetropeTests/Goldens/*.png`), checked by `GoldenImage`
/// (tolerance and recording rules there).
enum RenderGolden {
    static var directory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    }

    static func expect(_ image: Pixmap, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try GoldenImage.expect(image, named: name, in: directory, sourceLocation: sourceLocation)
    }
}
