import Foundation
import VectorPath
import Geometry2D
import AnimationCore

/// How much two same-size pixmaps differ, measured as in `scenes/SCENES.md`: both are composited
/// over opaque white, then the R, G, B channels (0…255) are compared.
///
/// - ``meanAbsoluteDifference``: mean |a − b| over all RGB channels of all pixels.
/// - ``fractionOfPixelsOff``: share (0…1) of pixels with any channel off by more than ``threshold``.
/// - ``maximumDifference``: the largest channel difference seen.
///
/// ```swift
/// let difference = try ImageDifference(between: rendered, and: reference)   // threshold 16
/// #expect(difference.meanAbsoluteDifference < 0.05)
/// print(difference.percentOfPixelsOff)   // e.g. 0.03 (%)
/// ```
public struct ImageDifference: Hashable, Sendable, CustomStringConvertible {
    /// Mean absolute channel difference over R, G, B of every pixel, 0…255.
    public let meanAbsoluteDifference: Double
    /// Share of pixels, 0…1, with at least one channel differing by more than ``threshold``.
    public let fractionOfPixelsOff: Double
    /// The largest absolute channel difference, 0…255.
    public let maximumDifference: Int
    /// The per-channel difference above which a pixel counts as off.
    public let threshold: Int
    /// Number of pixels compared.
    public let pixelCount: Int

    /// ``fractionOfPixelsOff`` in percent, as SCENES.md reports it.
    public var percentOfPixelsOff: Double { fractionOfPixelsOff * 100 }

    /// Compares two pixmaps of equal size, each composited over white first.
    ///
    /// - Parameter threshold: a pixel counts as off when some channel differs by more than this
    ///   (default 16, as in SCENES.md).
    /// - Throws: ``PixmapError/sizeMismatch(firstWidth:firstHeight:secondWidth:secondHeight:)``.
    public init(between first: Pixmap, and second: Pixmap, threshold: Int = 16) throws(PixmapError) {
        guard first.width == second.width, first.height == second.height else {
            throw .sizeMismatch(
                firstWidth: first.width, firstHeight: first.height,
                secondWidth: second.width, secondHeight: second.height
            )
        }
        var sum = 0
        var pixelsOff = 0
        var maximum = 0
        first.withUnsafeBytes { a in
            second.withUnsafeBytes { b in
                var index = 0
                while index < a.count {
                    // Over white: c + 255 · (255 − alpha) / 255 = c + 255 − alpha, exact in integers.
                    let whiteA = 255 - Int(a[index + 3])
                    let whiteB = 255 - Int(b[index + 3])
                    let dr = abs((Int(a[index]) + whiteA) - (Int(b[index]) + whiteB))
                    let dg = abs((Int(a[index + 1]) + whiteA) - (Int(b[index + 1]) + whiteB))
                    let db = abs((Int(a[index + 2]) + whiteA) - (Int(b[index + 2]) + whiteB))
                    sum += dr + dg + db
                    let largest = max(dr, dg, db)
                    if largest > threshold { pixelsOff += 1 }
                    if largest > maximum { maximum = largest }
                    index += 4
                }
            }
        }
        let pixelCount = first.width * first.height
        self.meanAbsoluteDifference = Double(sum) / Double(pixelCount * 3)
        self.fractionOfPixelsOff = Double(pixelsOff) / Double(pixelCount)
        self.maximumDifference = maximum
        self.threshold = threshold
        self.pixelCount = pixelCount
    }

    /// A one-line summary, e.g. "mean abs diff 0.011, 0.028 % of pixels off > 16, max 40".
    public var description: String {
        let mean = (meanAbsoluteDifference * 1000).rounded() / 1000
        let percent = (percentOfPixelsOff * 1000).rounded() / 1000
        return "mean abs diff \(mean), \(percent) % of pixels off > \(threshold), max \(maximumDifference)"
    }
}
