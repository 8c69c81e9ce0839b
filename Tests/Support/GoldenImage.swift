import Foundation
import PNGCodec
import RenderCommands
import Testing
import VectorPath
import Geometry2D

/// Golden-image checks shared by the test targets, measured with the library's `ImageDifference`.
///
/// Tolerance: a pixel is off when some channel differs by more than 2 (`ImageDifference` with
/// threshold 2); an image passes when at most 0.5 % of its pixels are off. Goldens and the images
/// compared with them are opaque (drawn over an opaque background): `ImageDifference` composites
/// over white, which leaves opaque pixels as they are, so on opaque images its RGB comparison is the
/// premultiplied RGBA one (alpha is 255 on both sides). An image that is not opaque is reported, not
/// compared. Goldens are written only when `ZOETROPE_RECORD_GOLDENS=1` is set by hand, and the test
/// then records an issue so recording is never silent. On a mismatch the actual image is written to
/// a temporary directory and its path reported.
///
/// ```swift
/// try GoldenImage.expect(pixmap, named: "star", in: URL(fileURLWithPath: #filePath)
///     .deletingLastPathComponent().appendingPathComponent("Goldens"))
/// ```
public enum GoldenImage {
    /// Channel difference above which a pixel counts as off (`ImageDifference.threshold`).
    public static let channelTolerance = 2
    /// Share of off pixels above which the image fails (`ImageDifference.fractionOfPixelsOff`).
    public static let pixelFraction = 0.005

    /// Compares `image` with `directory/name.png` (or records it, see above).
    public static func expect(_ image: Pixmap, named name: String, in directory: URL,
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(name + ".png")
        if ProcessInfo.processInfo.environment["ZOETROPE_RECORD_GOLDENS"] == "1" {
            if let notOpaque = NotOpaque(image, label: "image \(name)") {
                Issue.record("not recorded: \(notOpaque)", sourceLocation: sourceLocation)
                return
            }
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
        let difference: ImageDifference
        do {
            difference = try Self.difference(image, golden, label: name)
        } catch let error as NotOpaque {
            let actual = try writeActual(image, name: name)
            Issue.record("golden \(name): \(error); actual: \(actual)", sourceLocation: sourceLocation)
            return
        }
        if difference.fractionOfPixelsOff > pixelFraction {
            let actual = try writeActual(image, name: name)
            print("golden mismatch \(name): actual image written to \(actual)")
            let off = Int((difference.fractionOfPixelsOff * Double(difference.pixelCount)).rounded())
            let message = "golden \(name) (\(url.path)): \(off) of \(difference.pixelCount) pixels have a channel "
                + "off by more than \(channelTolerance), at most \(pixelFraction * 100) % may (\(difference)); actual: \(actual)"
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }

    /// `ImageDifference` of two opaque images at `threshold` (default `channelTolerance`): the
    /// comparison of the golden tests, also used to compare two renderings with each other.
    /// - Throws: `NotOpaque` when either image has a pixel with alpha below 255; `PixmapError`
    ///   when the sizes differ.
    public static func difference(_ image: Pixmap, _ reference: Pixmap, threshold: Int = channelTolerance,
                                  label: String = "image") throws -> ImageDifference {
        if let notOpaque = NotOpaque(image, label: label) ?? NotOpaque(reference, label: "reference of \(label)") {
            throw notOpaque
        }
        return try ImageDifference(between: image, and: reference, threshold: threshold)
    }

    /// An image given to a golden comparison has pixels that are not opaque.
    public struct NotOpaque: Error, CustomStringConvertible {
        public let label: String
        /// Pixels with alpha below 255, and the first of them.
        public let count: Int, first: (x: Int, y: Int)

        init?(_ image: Pixmap, label: String) {
            var count = 0, firstIndex = -1
            image.withUnsafeBytes { bytes in
                for index in Swift.stride(from: 3, to: bytes.count, by: 4) where bytes[index] != 255 {
                    if firstIndex < 0 { firstIndex = index / 4 }
                    count += 1
                }
            }
            guard count > 0 else { return nil }
            self.label = label
            self.count = count
            self.first = (firstIndex % image.width, firstIndex / image.width)
        }

        public var description: String {
            "\(label) has \(count) pixels that are not opaque (first at \(first.x), \(first.y)); golden comparisons "
                + "take images drawn over an opaque background"
        }
    }

    private static func writeActual(_ image: Pixmap, name: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-golden-actual")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name + ".png")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try PNGWriter.write(image, to: url)
        return url.path
    }
}
