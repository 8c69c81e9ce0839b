import Foundation

/// Shrinks a premultiplied RGBA8 image by area averaging: each target pixel is the mean of the
/// source area it covers (fractional pixels weighted by how much of them it covers), rows then
/// columns. A colour glyph is shrunk from its strike (136 px for Noto Color Emoji) to about the
/// pixels it covers on the device before it is drawn, so both backends sample it near 1:1 and
/// the picture does not alias as plain bilinear sampling over a 4× reduction would (CoreGraphics
/// draws Apple Color Emoji's strikes with such high-quality downsampling). Pure arithmetic in a
/// fixed order: the same bytes on every machine.
///
/// ```swift
/// let small = AreaResampler.shrink(bytes, width: 136, height: 128, toWidth: 42, height: 40)
/// ```
enum AreaResampler {
    /// `bytes` (`width` × `height`, premultiplied RGBA8) resampled to `newWidth` × `newHeight`
    /// (each at most the source's and at least 1).
    static func shrink(_ bytes: [UInt8], width: Int, height: Int, toWidth newWidth: Int, height newHeight: Int) -> [UInt8] {
        guard newWidth < width || newHeight < height else { return bytes }
        let columns = weights(from: width, to: newWidth), rows = weights(from: height, to: newHeight)
        // Rows first: width' × height in Double, then columns.
        var horizontal = [Double](repeating: 0, count: newWidth * height * 4)
        for y in 0..<height {
            for (x, taps) in columns.enumerated() {
                var sum = (0.0, 0.0, 0.0, 0.0)
                for (source, weight) in taps {
                    let o = (y * width + source) * 4
                    sum.0 += Double(bytes[o]) * weight; sum.1 += Double(bytes[o + 1]) * weight
                    sum.2 += Double(bytes[o + 2]) * weight; sum.3 += Double(bytes[o + 3]) * weight
                }
                let o = (y * newWidth + x) * 4
                horizontal[o] = sum.0; horizontal[o + 1] = sum.1; horizontal[o + 2] = sum.2; horizontal[o + 3] = sum.3
            }
        }
        var result = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
        for (y, taps) in rows.enumerated() {
            for x in 0..<newWidth {
                var sum = (0.0, 0.0, 0.0, 0.0)
                for (source, weight) in taps {
                    let o = (source * newWidth + x) * 4
                    sum.0 += horizontal[o] * weight; sum.1 += horizontal[o + 1] * weight
                    sum.2 += horizontal[o + 2] * weight; sum.3 += horizontal[o + 3] * weight
                }
                let o = (y * newWidth + x) * 4
                let alpha = byte(sum.3)
                // Each colour stays at most its alpha (premultiplied), whatever the rounding.
                result[o] = min(byte(sum.0), alpha); result[o + 1] = min(byte(sum.1), alpha)
                result[o + 2] = min(byte(sum.2), alpha); result[o + 3] = alpha
            }
        }
        return result
    }

    /// For each of `target` pixels, the source pixels it covers and their weights (summing to 1).
    static func weights(from source: Int, to target: Int) -> [[(Int, Double)]] {
        let ratio = Double(source) / Double(target)
        return (0..<target).map { index in
            let start = Double(index) * ratio, end = Double(index + 1) * ratio
            var taps: [(Int, Double)] = []
            var pixel = Int(start.rounded(.down))
            while Double(pixel) < end && pixel < source {
                let covered = min(end, Double(pixel + 1)) - max(start, Double(pixel))
                if covered > 0 { taps.append((pixel, covered / ratio)) }
                pixel += 1
            }
            return taps
        }
    }

    /// `value` rounded to the nearest byte.
    private static func byte(_ value: Double) -> UInt8 {
        UInt8(min(max(value.rounded(), 0), 255))
    }
}
