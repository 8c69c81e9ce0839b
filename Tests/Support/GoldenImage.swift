import Foundation
import PNGCodec
import RenderCommands
import Testing
import VectorPath
import Geometry2D

/// Golden-image checks shared by the test targets.
///
/// Tolerance: a pixel differs when some premultiplied channel differs by more than 2; an image
/// passes when at most 0.5 % of its pixels differ. Goldens are written only when
/// `ZOETROPE_RECORD_GOLDENS=1` is set by hand, and the test then records an issue so recording is
/// never silent. On a mismatch the actual image is written to a temporary directory and its path
/// printed.
///
/// ```swift
/// try GoldenImage.expect(pixmap, named: "star", in: URL(fileURLWithPath: #filePath)
///     .deletingLastPathComponent().appendingPathComponent("Goldens"))
/// ```
public enum GoldenImage {
    /// Channel difference above which a pixel counts as different.
    public static let channelTolerance = 2
    /// Share of differing pixels above which the image fails.
    public static let pixelFraction = 0.005

    /// Compares `image` with `directory/name.png` (or records it, see above).
    public static func expect(_ image: Pixmap, named name: String, in directory: URL,
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
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
        let (differing, maximum) = differingPixels(image, golden, tolerance: channelTolerance)
        let fraction = Double(differing) / Double(image.width * image.height)
        if fraction > pixelFraction {
            let actual = try writeActual(image, name: name)
            print("golden mismatch \(name): actual image written to \(actual)")
            let message = "golden \(name): \(differing) pixels (\(fraction * 100) %) differ by more than "
                + "\(channelTolerance) (max \(maximum)); actual: \(actual)"
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }

    /// (pixels with some premultiplied channel off by more than `tolerance`, the largest channel difference).
    public static func differingPixels(_ a: Pixmap, _ b: Pixmap, tolerance: Int) -> (count: Int, maximum: Int) {
        let x = a.bytes, y = b.bytes
        var differing = 0, maximum = 0
        for i in stride(from: 0, to: min(x.count, y.count), by: 4) {
            var largest = 0
            for c in 0..<4 { largest = max(largest, abs(Int(x[i + c]) - Int(y[i + c]))) }
            if largest > tolerance { differing += 1 }
            maximum = max(maximum, largest)
        }
        return (differing, maximum)
    }

    private static func writeActual(_ image: Pixmap, name: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-golden-actual")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name + ".png")
        try PNGWriter.write(image, to: url)
        return url.path
    }
}
