import Foundation
import Dispatch

extension Pixmap {
    /// Draws a shadow beneath the pixels: their alpha moved by (`dx`, `dy`) pixels, tinted with
    /// `color` (premultiplied), blurred by `kernel` with transparent edges, and the pixels
    /// composited over it (source-over); the blur on at most `threads` threads (0: the machine's).
    ///
    /// ```swift
    /// pixmap.applyDropShadow(color: PremultipliedRGBA8(Color(white: 0, opacity: 0.33)),
    ///                        kernel: GaussianBlurKernel(sigma: 5), dx: 0, dy: 4)
    /// ```
    public mutating func applyDropShadow(color: PremultipliedRGBA8, kernel: GaussianBlurKernel, dx: Int, dy: Int, threads: Int = 0) {
        guard width > 0, height > 0, color.alpha > 0 else { return }
        let width = width, height = height
        // The tinted alpha, moved: transparent where no pixel moves to.
        var shadow = [UInt8](repeating: 0, count: storage.count)
        let rows = (max(0, dy), min(height, height + dy)), columns = (max(0, dx), min(width, width + dx))
        if rows.0 < rows.1 && columns.0 < columns.1 {
            let tint = SIMD16<UInt16>(UInt16(color.red), UInt16(color.green), UInt16(color.blue), UInt16(color.alpha),
                                      UInt16(color.red), UInt16(color.green), UInt16(color.blue), UInt16(color.alpha),
                                      UInt16(color.red), UInt16(color.green), UInt16(color.blue), UInt16(color.alpha),
                                      UInt16(color.red), UInt16(color.green), UInt16(color.blue), UInt16(color.alpha))
            storage.withUnsafeBytes { source in
                shadow.withUnsafeMutableBytes { shadow in
                    for y in rows.0..<rows.1 {
                        let from = (y - dy) * width - dx, to = y * width
                        var x = columns.0
                        while x + 4 <= columns.1 {   // four pixels at a time
                            let pixels = source.loadUnaligned(fromByteOffset: (from + x) * 4, as: SIMD16<UInt8>.self)
                            let alpha = SIMD16<UInt16>(truncatingIfNeeded: Self.alphas(pixels))
                            shadow.storeBytes(of: SIMD16<UInt8>(truncatingIfNeeded: Self.div255(alpha &* tint)),
                                              toByteOffset: (to + x) * 4, as: SIMD16<UInt8>.self)
                            x += 4
                        }
                        for x in x..<columns.1 {
                            let a = UInt32(source[(from + x) * 4 + 3])
                            for c in 0..<4 { shadow[(to + x) * 4 + c] = UInt8(Blend.div255(UInt32(tint[c]) * a)) }
                        }
                    }
                }
            }
        }
        var shadowPixmap = self
        shadowPixmap.storage = shadow
        shadowPixmap.applyBlur(kernel, threads: threads)
        // These pixels over the shadow (source-over).
        shadowPixmap.storage.withUnsafeBytes { below in
            storage.withUnsafeMutableBytes { pixels in
                var i = 0
                while i + 16 <= pixels.count {
                    let top = pixels.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                    let under = SIMD16<UInt16>(truncatingIfNeeded: below.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self))
                    let inverse = 255 &- SIMD16<UInt16>(truncatingIfNeeded: Self.alphas(top))
                    let over = SIMD16<UInt16>(truncatingIfNeeded: top) &+ Self.div255(under &* inverse)
                    pixels.storeBytes(of: SIMD16<UInt8>(truncatingIfNeeded: over), toByteOffset: i, as: SIMD16<UInt8>.self)
                    i += 16
                }
                while i < pixels.count {
                    let inverse = 255 - UInt32(pixels[i + 3])
                    for c in 0..<4 { pixels[i + c] = pixels[i + c] &+ UInt8(Blend.div255(UInt32(below[i + c]) * inverse)) }
                    i += 4
                }
            }
        }
    }

    /// Each of four pixels' alpha in all four of its lanes.
    @inline(__always)
    private static func alphas(_ pixels: SIMD16<UInt8>) -> SIMD16<UInt8> {
        SIMD16(pixels[3], pixels[3], pixels[3], pixels[3], pixels[7], pixels[7], pixels[7], pixels[7],
               pixels[11], pixels[11], pixels[11], pixels[11], pixels[15], pixels[15], pixels[15], pixels[15])
    }

    /// `Blend.div255` on 16-bit lanes (x ≤ 255 · 255: every step fits).
    @inline(__always)
    private static func div255(_ x: SIMD16<UInt16>) -> SIMD16<UInt16> {
        let biased = x &+ 128
        return (biased &+ (biased &>> 8)) &>> 8
    }

    /// Maps every pixel's straight colour by `matrix` (``ColorMatrix/apply(red:green:blue:alpha:)``)
    /// and stores it premultiplied, rounded to the nearest byte.
    ///
    /// ```swift
    /// pixmap.applyColorMatrix(.grayscale(1))
    /// ```
    public mutating func applyColorMatrix(_ matrix: ColorMatrix) {
        guard matrix != .identity else { return }
        storage.withUnsafeMutableBufferPointer { pixels in
            // Neighbouring pixels are often equal: the last one's result is kept.
            var lastIn: (UInt8, UInt8, UInt8, UInt8)? = nil
            var lastOut: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
            var i = 0
            while i < pixels.count {
                let p = (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
                if let last = lastIn, last == p {
                    (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]) = lastOut
                } else {
                    let out = Self.mapped(p, by: matrix)
                    lastIn = p
                    lastOut = out
                    (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]) = out
                }
                i += 4
            }
        }
    }

    /// Makes every pixel opaque, keeping its straight colour (transparent pixels become black).
    public mutating func makeOpaque() {
        storage.withUnsafeMutableBufferPointer { pixels in
            var i = 0
            while i < pixels.count {
                let a = UInt32(pixels[i + 3])
                if a != 255 {
                    for c in 0..<3 { pixels[i + c] = a == 0 ? 0 : UInt8(min(255, (UInt32(pixels[i + c]) * 255 + a / 2) / a)) }
                    pixels[i + 3] = 255
                }
                i += 4
            }
        }
    }

    /// Replaces every pixel whose alpha, as a fraction of 255, lies in `minimum`…`maximum` by
    /// `color` and every other by transparency.
    ///
    /// ```swift
    /// pixmap.applyAlphaThreshold(minimum: 0.5, maximum: 1, color: PremultipliedRGBA8(.blue))
    /// ```
    public mutating func applyAlphaThreshold(minimum: Double, maximum: Double, color: PremultipliedRGBA8) {
        let (low, high) = Self.alphaThresholdBytes(minimum: minimum, maximum: maximum)
        storage.withUnsafeMutableBufferPointer { pixels in
            var i = 0
            while i < pixels.count {
                let a = Int(pixels[i + 3])
                let inside = a >= low && a <= high
                pixels[i] = inside ? color.red : 0
                pixels[i + 1] = inside ? color.green : 0
                pixels[i + 2] = inside ? color.blue : 0
                pixels[i + 3] = inside ? color.alpha : 0
                i += 4
            }
        }
    }

    /// The alpha bytes `applyAlphaThreshold(minimum:maximum:color:)` keeps: a ≥ `low` (minimum·255)
    /// and a ≤ `high` (maximum·255); none when `low > high`. Bounded before converting, so
    /// infinities are fine (NaN is refused by validation). A backend thresholding in a shader
    /// compares with the same bytes.
    package static func alphaThresholdBytes(minimum: Double, maximum: Double) -> (low: Int, high: Int) {
        let low = Int(min(max((minimum * 255 - 1e-9).rounded(.up), 0), 256))
        let high = Int(min(max((maximum * 255 + 1e-9).rounded(.down), -1), 255))
        return (low, high)
    }

    /// Multiplies every pixel (all four premultiplied channels) by `mask`'s alpha at the same
    /// place, rounded: a mask's colour does not matter, only how opaque it is. Pixels beyond the
    /// mask's size are cleared.
    ///
    /// ```swift
    /// pixmap.applyMask(circle)   // keeps the pixels inside the circle's coverage
    /// ```
    public mutating func applyMask(_ mask: Pixmap) {
        let width = width, height = height, maskWidth = mask.width, maskHeight = mask.height
        storage.withUnsafeMutableBufferPointer { pixels in
            mask.storage.withUnsafeBufferPointer { alpha in
                for y in 0..<height {
                    for x in 0..<width {
                        let i = (y * width + x) * 4
                        let a = x < maskWidth && y < maskHeight ? UInt32(alpha[(y * maskWidth + x) * 4 + 3]) : 0
                        guard a != 255 else { continue }
                        for c in 0..<4 { pixels[i + c] = UInt8(Blend.div255(UInt32(pixels[i + c]) * a)) }
                    }
                }
            }
        }
    }

    /// These pixels composited over `below` (source-over, premultiplied), whose pixel
    /// (`x + offsetX`, `y + offsetY`) lies under pixel (`x`, `y`); beyond `below` nothing lies.
    ///
    /// ```swift
    /// card.composite(over: blurredBackdrop, offsetX: 12, offsetY: 12)
    /// ```
    public mutating func composite(over below: Pixmap, offsetX: Int, offsetY: Int) {
        let width = width, height = height, belowWidth = below.width, belowHeight = below.height
        storage.withUnsafeMutableBufferPointer { pixels in
            below.storage.withUnsafeBufferPointer { under in
                for y in 0..<height where (0..<belowHeight).contains(y + offsetY) {
                    for x in 0..<width where (0..<belowWidth).contains(x + offsetX) {
                        let i = (y * width + x) * 4, j = ((y + offsetY) * belowWidth + x + offsetX) * 4
                        let keep = 255 - UInt32(pixels[i + 3])
                        guard keep != 0 else { continue }
                        for c in 0..<4 { pixels[i + c] = UInt8(UInt32(pixels[i + c]) + Blend.div255(UInt32(under[j + c]) * keep)) }
                    }
                }
            }
        }
    }

    /// One premultiplied pixel mapped by `matrix`.
    static func mapped(_ p: (UInt8, UInt8, UInt8, UInt8), by matrix: ColorMatrix) -> (UInt8, UInt8, UInt8, UInt8) {
        let a = Double(p.3) / 255
        let straight = a == 0 ? (0.0, 0.0, 0.0) : (Double(p.0) / 255 / a, Double(p.1) / 255 / a, Double(p.2) / 255 / a)
        let m = matrix.apply(red: min(straight.0, 1), green: min(straight.1, 1), blue: min(straight.2, 1), alpha: a)
        func byte(_ v: Double) -> UInt8 { UInt8((v * 255).rounded()) }
        return (byte(m.red * m.alpha), byte(m.green * m.alpha), byte(m.blue * m.alpha), byte(m.alpha))
    }
}
