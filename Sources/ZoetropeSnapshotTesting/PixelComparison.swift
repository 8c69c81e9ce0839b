import Foundation
import RenderCommands

/// Two same-size images compared pixel by pixel with swift-snapshot-testing's two tolerances:
///
/// - `perceptualPrecision` p (0…1) decides whether one pixel matches. At 1 (the default) its four
///   bytes must be equal. Below 1 it matches when its CIE ΔE94 (``DeltaE94``) to the reference is
///   at most (1 − p) · 100 — 0.98 allows ΔE 2, a just noticeable difference. A translucent pixel
///   is measured over white and over black and the larger ΔE counts, so alpha changes show.
/// - `precision` (0…1) is the share of pixels that must match: 1 means every one.
///
/// ```swift
/// let result = PixelComparison(reference: old, new: new, perceptualPrecision: 0.98)
/// result.passes(precision: 0.99)      // false when over 1 % of pixels are off by more than ΔE 2
/// ```
struct PixelComparison {
    let width: Int
    let height: Int
    /// Pixels that do not match under the tolerance.
    let differingPixels: Int
    /// Pixels whose bytes differ at all (including those within the tolerance).
    let changedPixels: Int
    /// The largest difference of one premultiplied channel, 0…255, over all pixels.
    let maximumChannelDifference: Int
    /// The largest ΔE94 over all pixels.
    let maximumDeltaE: Double
    /// The pixel with the largest ΔE (the first in row order among equals), when any changed.
    let worst: (x: Int, y: Int, reference: PremultipliedRGBA8, new: PremultipliedRGBA8)?
    /// The bounding box of the differing pixels: min x, min y, max x, max y (inclusive).
    let differingBounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    /// Per pixel: 0 same bytes, 1 changed within the tolerance, 2 differs.
    let classes: [UInt8]
    let perceptualPrecision: Double

    var pixelCount: Int { width * height }

    /// The ΔE above which a pixel differs, or nil when any byte change counts.
    var deltaEThreshold: Double? { perceptualPrecision < 1 ? (1 - perceptualPrecision) * 100 : nil }

    /// Whether at least `precision` of the pixels match (NaN and values outside 0…1 are clamped).
    func passes(precision: Double) -> Bool { differingPixels <= allowedDifferingPixels(precision: precision) }

    /// How many pixels may differ at `precision`.
    func allowedDifferingPixels(precision: Double) -> Int {
        let p = precision.isNaN ? 1 : min(max(precision, 0), 1)
        return Int(((1 - p) * Double(pixelCount)).rounded(.down))
    }

    init(reference: Pixmap, new: Pixmap, perceptualPrecision: Double) {
        precondition(reference.width == new.width && reference.height == new.height, "compare same-size images")
        let p = perceptualPrecision.isNaN ? 1 : min(max(perceptualPrecision, 0), 1)
        self.perceptualPrecision = p
        width = reference.width
        height = reference.height
        let threshold: Double? = p < 1 ? (1 - p) * 100 : nil
        var classes = [UInt8](repeating: 0, count: reference.width * reference.height)
        var differing = 0, changed = 0, maxChannel = 0, maxDelta = 0.0
        var worst: (x: Int, y: Int, reference: PremultipliedRGBA8, new: PremultipliedRGBA8)?
        var bounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        reference.withUnsafeBytes { a in
            new.withUnsafeBytes { b in
                for index in 0..<classes.count {
                    let o = index * 4
                    guard a[o] != b[o] || a[o + 1] != b[o + 1] || a[o + 2] != b[o + 2] || a[o + 3] != b[o + 3] else { continue }
                    changed += 1
                    let old = PremultipliedRGBA8(red: a[o], green: a[o + 1], blue: a[o + 2], alpha: a[o + 3])
                    let now = PremultipliedRGBA8(red: b[o], green: b[o + 1], blue: b[o + 2], alpha: b[o + 3])
                    let channel = max(abs(Int(old.red) - Int(now.red)), abs(Int(old.green) - Int(now.green)),
                                      abs(Int(old.blue) - Int(now.blue)), abs(Int(old.alpha) - Int(now.alpha)))
                    maxChannel = max(maxChannel, channel)
                    let delta = Self.deltaE(old, now)
                    let x = index % reference.width, y = index / reference.width
                    if worst == nil || delta > maxDelta {
                        maxDelta = delta
                        worst = (x, y, old, now)
                    }
                    if let threshold, delta <= threshold {
                        classes[index] = 1
                        continue
                    }
                    classes[index] = 2
                    differing += 1
                    if let b = bounds {
                        bounds = (min(b.minX, x), min(b.minY, y), max(b.maxX, x), max(b.maxY, y))
                    } else {
                        bounds = (x, y, x, y)
                    }
                }
            }
        }
        self.classes = classes
        differingPixels = differing
        changedPixels = changed
        maximumChannelDifference = maxChannel
        maximumDeltaE = maxDelta
        self.worst = worst
        differingBounds = bounds
    }

    /// ΔE94 of two premultiplied pixels: over white and over black, the larger (once when both are opaque).
    static func deltaE(_ reference: PremultipliedRGBA8, _ new: PremultipliedRGBA8) -> Double {
        let overBlack = DeltaE94.between((reference.red, reference.green, reference.blue), (new.red, new.green, new.blue))
        if reference.alpha == 255, new.alpha == 255 { return overBlack }
        func overWhite(_ p: PremultipliedRGBA8) -> (UInt8, UInt8, UInt8) {
            let cover = 255 - Int(p.alpha)   // c + 255 · (1 − α): exact in integers for premultiplied c ≤ α
            return (UInt8(min(Int(p.red) + cover, 255)), UInt8(min(Int(p.green) + cover, 255)), UInt8(min(Int(p.blue) + cover, 255)))
        }
        return max(overBlack, DeltaE94.between(overWhite(reference), overWhite(new)))
    }

    /// The difference image: differing pixels red, pixels changed within the tolerance orange, the
    /// rest the reference over white, faded to a quarter so the marks stand out.
    func differenceImage(reference: Pixmap) -> Pixmap? {
        guard var image = try? Pixmap(width: width, height: height) else { return nil }
        reference.withUnsafeBytes { a in
            image.withUnsafeMutableBytes { out in
                for index in 0..<classes.count {
                    let o = index * 4
                    switch classes[index] {
                    case 2: (out[o], out[o + 1], out[o + 2]) = (255, 0, 0)
                    case 1: (out[o], out[o + 1], out[o + 2]) = (255, 160, 0)
                    default:
                        let cover = 255 - Int(a[o + 3])
                        for c in 0..<3 {
                            let overWhite = min(Int(a[o + c]) + cover, 255)
                            out[o + c] = UInt8(255 - (255 - overWhite) / 4)
                        }
                    }
                    out[o + 3] = 255
                }
            }
        }
        return image
    }
}
