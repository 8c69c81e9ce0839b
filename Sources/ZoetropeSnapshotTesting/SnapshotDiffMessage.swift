import Foundation
import RenderCommands

/// The text of a failed comparison, e.g.
///
/// ```text
/// 1200 of 24000 pixels differ (5 %); precision 1 allows 0.
/// Largest difference: 255 levels in a channel (ΔE94 100) at pixel (40, 30): reference #FFFFFFFF, new #000000FF.
/// The differing pixels lie in x 40…79, y 30…59 of the 200 × 120-pixel image.
/// A pixel differs when any of its bytes does (perceptualPrecision 1).
/// ```
struct SnapshotDiffMessage {
    let comparison: PixelComparison
    let precision: Double
    let locate: ((_ x: Int, _ width: Int) -> String)?

    var text: String {
        let c = comparison
        let percent = Double(c.differingPixels) / Double(max(c.pixelCount, 1)) * 100
        var lines = ["\(c.differingPixels) of \(c.pixelCount) pixels differ (\(Self.number(percent)) %); precision"
            + " \(Self.number(precision)) allows \(c.allowedDifferingPixels(precision: precision))."]
        if let worst = c.worst {
            var line = "Largest difference: \(c.maximumChannelDifference) levels in a channel (ΔE94 \(Self.number(c.maximumDeltaE)))"
                + " at pixel (\(worst.x), \(worst.y))"
            if let locate { line += " in \(locate(worst.x, c.width))" }
            lines.append(line + ": reference \(Self.hex(worst.reference)), new \(Self.hex(worst.new)).")
        }
        if let b = c.differingBounds {
            var line = "The differing pixels lie in x \(b.minX)…\(b.maxX), y \(b.minY)…\(b.maxY)"
                + " of the \(c.width) × \(c.height)-pixel image"
            if let locate, locate(b.minX, c.width) != locate(b.maxX, c.width) {
                line += " (\(locate(b.minX, c.width)) to \(locate(b.maxX, c.width)))"
            }
            lines.append(line + ".")
        }
        if let threshold = c.deltaEThreshold {
            let within = c.changedPixels - c.differingPixels
            lines.append("A pixel differs when its ΔE94 is over \(Self.number(threshold)) (perceptualPrecision"
                + " \(Self.number(c.perceptualPrecision))); \(within) more changed within that.")
        } else {
            lines.append("A pixel differs when any of its bytes does (perceptualPrecision 1).")
        }
        return lines.joined(separator: "\n")
    }

    /// Up to 3 decimals, no trailing zeros.
    static func number(_ value: Double) -> String {
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// `#RRGGBBAA`, straight alpha.
    static func hex(_ pixel: PremultipliedRGBA8) -> String {
        func straight(_ c: UInt8) -> Int {
            pixel.alpha == 0 ? 0 : min((Int(c) * 255 + Int(pixel.alpha) / 2) / Int(pixel.alpha), 255)
        }
        return "#" + [straight(pixel.red), straight(pixel.green), straight(pixel.blue), Int(pixel.alpha)]
            .map { String(format: "%02X", $0) }.joined()
    }
}
