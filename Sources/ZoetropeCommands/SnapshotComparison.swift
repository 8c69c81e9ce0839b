import Foundation
import RenderCommands
import PNGCodec

/// How `snapshot --compare` judges a snapshot against its reference: a pixel differs when a
/// channel (over white, as ``ImageDifference`` measures) is off by more than `tolerance`; the
/// snapshot differs when more than `maxDifferingFraction` of its pixels do, or its size is not the
/// reference's, or there is no reference.
///
/// ```swift
/// let comparison = SnapshotComparison(tolerance: 2, maxDifferingFraction: 0)
/// try comparison.compare(snapshot, with: reference, diff: diffURL)   // nil, or why it differs
/// ```
struct SnapshotComparison {
    var tolerance: Int
    var maxDifferingFraction: Double

    /// Why the PNG at `snapshot` differs from the one at `reference` (writing a diff image to `diff`
    /// when both exist at one size), or nil when it matches.
    func compare(_ snapshot: URL, with reference: URL, diff: URL) throws -> String? {
        guard FileManager.default.fileExists(atPath: reference.path) else { return "no reference \(reference.path)" }
        let image = try PNGDecoder.decode(contentsOf: snapshot)
        let expected: Pixmap
        do { expected = try PNGDecoder.decode(contentsOf: reference) } catch {
            return "the reference \(reference.path) cannot be read: \(error)"
        }
        guard image.width == expected.width, image.height == expected.height else {
            return "it is \(image.width)x\(image.height) px, the reference \(reference.path) \(expected.width)x\(expected.height) px"
        }
        let difference = try ImageDifference(between: image, and: expected, threshold: tolerance)
        guard difference.fractionOfPixelsOff > maxDifferingFraction else { return nil }
        try PNGWriter.write(try Self.diffImage(image, expected, tolerance: tolerance), to: diff)
        let off = Int((difference.fractionOfPixelsOff * Double(difference.pixelCount)).rounded())
        return "differs from \(reference.path): \(off) of \(difference.pixelCount) pixels have a channel off by more than "
            + "\(tolerance) (largest \(difference.maximumDifference)) (diff: \(diff.path))"
    }

    /// The reference faded to a third of its contrast over white, with the differing pixels red.
    static func diffImage(_ image: Pixmap, _ reference: Pixmap, tolerance: Int) throws -> Pixmap {
        var diff = try Pixmap(width: image.width, height: image.height)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let a = image[x: x, y: y], b = reference[x: x, y: y]
                // Over white, as ImageDifference compares: c + 255 − alpha.
                func white(_ p: PremultipliedRGBA8) -> (Int, Int, Int) {
                    let w = 255 - Int(p.alpha)
                    return (Int(p.red) + w, Int(p.green) + w, Int(p.blue) + w)
                }
                let (ar, ag, ab) = white(a), (br, bg, bb) = white(b)
                if max(abs(ar - br), abs(ag - bg), abs(ab - bb)) > tolerance {
                    diff[x: x, y: y] = PremultipliedRGBA8(red: 255, green: 0, blue: 0, alpha: 255)
                } else {
                    func faded(_ c: Int) -> UInt8 { UInt8(255 - (255 - min(c, 255)) / 3) }
                    diff[x: x, y: y] = PremultipliedRGBA8(red: faded(br), green: faded(bg), blue: faded(bb), alpha: 255)
                }
            }
        }
        return diff
    }
}
