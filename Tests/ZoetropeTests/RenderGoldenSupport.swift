import Foundation
import Testing
@testable import Zoetrope

// Golden images of the CLI tests (Tests/ZoetropeTests/Goldens/*.png), with the same scheme as
// SoftwareRasterizerTests' `expectGolden`: a pixel differs when some premultiplied channel differs
// by more than 2; an image passes when at most 0.5 % of its pixels differ. Goldens are written only
// when ZOETROPE_RECORD_GOLDENS=1 is set by hand (and the test then records an issue, so recording
// is never silent). On a mismatch the actual image is written to a temporary directory and its
// path printed.

enum RenderGolden {
    static var directory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    }

    static func expect(_ image: Pixmap, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(name + ".png")
        if ProcessInfo.processInfo.environment["ZOETROPE_RECORD_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try PNGWriter.write(image, to: url, compression: .default)
            Issue.record("recorded golden \(url.path); unset ZOETROPE_RECORD_GOLDENS and check it", sourceLocation: sourceLocation)
            return
        }
        guard FileManager.default.fileExists(atPath: url.path) else {
            let actual = try writeActual(image, name: name)
            Issue.record("missing golden \(url.path) (actual image: \(actual)); record with ZOETROPE_RECORD_GOLDENS=1",
                         sourceLocation: sourceLocation)
            return
        }
        let golden = try PNGDecoder.decode(contentsOf: url)
        guard golden.width == image.width, golden.height == image.height else {
            let actual = try writeActual(image, name: name)
            Issue.record("golden \(name) is \(golden.width)×\(golden.height), image \(image.width)×\(image.height); actual: \(actual)",
                         sourceLocation: sourceLocation)
            return
        }
        let a = image.bytes, b = golden.bytes
        var differing = 0, maximum = 0
        for i in stride(from: 0, to: a.count, by: 4) {
            var largest = 0
            for c in 0..<4 { largest = max(largest, abs(Int(a[i + c]) - Int(b[i + c]))) }
            if largest > 2 { differing += 1 }
            maximum = max(maximum, largest)
        }
        let fraction = Double(differing) / Double(image.width * image.height)
        if fraction > 0.005 {
            let actual = try writeActual(image, name: name)
            print("golden mismatch \(name): actual image written to \(actual)")
            Issue.record("golden \(name): \(differing) pixels (\(fraction * 100) %) differ by more than 2 (max \(maximum)); actual: \(actual)",
                         sourceLocation: sourceLocation)
        }
    }

    private static func writeActual(_ image: Pixmap, name: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-golden-actual")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name + ".png")
        try PNGWriter.write(image, to: url)
        return url.path
    }
}
