import Foundation
import Dispatch

/// How a blur samples beyond the pixmap's edge.
public enum BlurEdgeMode: Sendable, Equatable {
    /// Transparent black: the blur spreads into a transparent border.
    case transparent
    /// The nearest edge pixel repeats (an opaque blur keeps its edges solid).
    case clamp
}

extension Pixmap {
    /// Blurs the premultiplied pixels with `kernel`, rows then columns, in integer arithmetic
    /// with eight fraction bits between passes (every channel is a rounded weighted mean, so
    /// pixels stay valid premultiplied). Rows and
    /// columns are split between threads; the result does not depend on how.
    ///
    /// ```swift
    /// pixmap.applyBlur(GaussianBlurKernel(sigma: 4))
    /// ```
    public mutating func applyBlur(_ kernel: GaussianBlurKernel, edges: BlurEdgeMode = .transparent) {
        guard !kernel.isIdentity, width > 0, height > 0 else { return }
        let width = width, height = height, clamp = edges == .clamp
        withUnsafeMutableBytes { bytes in
            let base = SendablePointer(bytes.baseAddress!.assumingMemoryBound(to: UInt8.self))
            // Rows: each line is `width` pixels 4 bytes apart.
            Self.forEachChunk(of: height) { lines in
                Self.blurLines(lines, count: width, lineStride: width * 4, step: 4, base: base, kernel: kernel, clamp: clamp)
            }
            // Columns: each line is `height` pixels a row apart.
            Self.forEachChunk(of: width) { lines in
                Self.blurLines(lines, count: height, lineStride: 4, step: width * 4, base: base, kernel: kernel, clamp: clamp)
            }
        }
    }

    /// Draws a shadow beneath the pixels: their alpha moved by (`dx`, `dy`) pixels, tinted with
    /// `color` (premultiplied), blurred by `kernel` with transparent edges, and the pixels
    /// composited over it (source-over).
    ///
    /// ```swift
    /// pixmap.applyDropShadow(color: PremultipliedRGBA8(Color(white: 0, opacity: 0.33)),
    ///                        kernel: GaussianBlurKernel(sigma: 5), dx: 0, dy: 4)
    /// ```
    public mutating func applyDropShadow(color: PremultipliedRGBA8, kernel: GaussianBlurKernel, dx: Int, dy: Int) {
        guard width > 0, height > 0, color.alpha > 0 else { return }
        let width = width, height = height
        var shadow = storage
        let tint = (UInt32(color.red), UInt32(color.green), UInt32(color.blue), UInt32(color.alpha))
        storage.withUnsafeBufferPointer { source in
            shadow.withUnsafeMutableBufferPointer { shadow in
                for y in 0..<height {
                    let sy = y - dy
                    for x in 0..<width {
                        let i = (y * width + x) * 4
                        let sx = x - dx
                        let a: UInt32 = sy >= 0 && sy < height && sx >= 0 && sx < width ? UInt32(source[(sy * width + sx) * 4 + 3]) : 0
                        shadow[i] = UInt8(Blend.div255(tint.0 * a))
                        shadow[i + 1] = UInt8(Blend.div255(tint.1 * a))
                        shadow[i + 2] = UInt8(Blend.div255(tint.2 * a))
                        shadow[i + 3] = UInt8(Blend.div255(tint.3 * a))
                    }
                }
            }
        }
        var shadowPixmap = self
        shadowPixmap.storage = shadow
        shadowPixmap.applyBlur(kernel)
        shadowPixmap.storage.withUnsafeBufferPointer { below in
            storage.withUnsafeMutableBufferPointer { pixels in
                var i = 0
                while i < pixels.count {
                    let inverse = 255 - UInt32(pixels[i + 3])
                    if inverse != 0 {
                        for c in 0..<4 { pixels[i + c] = pixels[i + c] &+ UInt8(Blend.div255(UInt32(below[i + c]) * inverse)) }
                    }
                    i += 4
                }
            }
        }
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

    /// Runs `body` on consecutive chunks of `0..<count` lines, on several threads when the work is large.
    private static func forEachChunk(of count: Int, _ body: @Sendable (Range<Int>) -> Void) {
        let chunks = min(max(count / 32, 1), 64)
        guard chunks > 1 else { body(0..<count); return }
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            body(chunk * count / chunks..<(chunk + 1) * count / chunks)
        }
    }

    /// Blurs each line of `lines`: `count` pixels from byte `line · lineStride`, `step` bytes apart.
    private static func blurLines(_ lines: Range<Int>, count: Int, lineStride: Int, step: Int, base: SendablePointer,
                                  kernel: GaussianBlurKernel, clamp: Bool) {
        var a = [Int32](repeating: 0, count: count * 4)
        var b = [Int32](repeating: 0, count: count * 4)
        a.withUnsafeMutableBufferPointer { a in
            b.withUnsafeMutableBufferPointer { b in
                var source = a.baseAddress!, target = b.baseAddress!
                for line in lines {
                    let first = base.pointer + line * lineStride
                    for i in 0..<count {
                        let p = first + i * step
                        // Eight fraction bits between passes: rounding to bytes after each pass
                        // would lose a faint blur's mass.
                        source[i * 4] = Int32(p[0]) << 8; source[i * 4 + 1] = Int32(p[1]) << 8
                        source[i * 4 + 2] = Int32(p[2]) << 8; source[i * 4 + 3] = Int32(p[3]) << 8
                    }
                    for pass in kernel.passes {
                        run(pass, from: source, to: target, count: count, clamp: clamp)
                        swap(&source, &target)
                    }
                    for i in 0..<count {
                        let p = first + i * step
                        p[0] = UInt8((source[i * 4] + 128) >> 8); p[1] = UInt8((source[i * 4 + 1] + 128) >> 8)
                        p[2] = UInt8((source[i * 4 + 2] + 128) >> 8); p[3] = UInt8((source[i * 4 + 3] + 128) >> 8)
                    }
                }
            }
        }
    }

    /// One pass of a kernel along a line of `n` pixels (4 channels each).
    private static func run(_ pass: GaussianBlurKernel.Pass, from src: UnsafeMutablePointer<Int32>,
                            to dst: UnsafeMutablePointer<Int32>, count n: Int, clamp: Bool) {
        @inline(__always) func sample(_ j: Int, _ c: Int) -> Int32 {
            if j < 0 { return clamp ? src[c] : 0 }
            if j >= n { return clamp ? src[(n - 1) * 4 + c] : 0 }
            return src[j * 4 + c]
        }
        switch pass {
        case .box(let left, let right):
            let size = Int32(left + right + 1), half = size / 2
            let divisor = ExactDivisor(size)
            // Where both ends of the window lie inside the line, no edge checks.
            let inner = min(left, n), outer = max(inner, n - right - 1)
            for c in 0..<4 {
                var sum: Int32 = 0
                for j in -left...right { sum += sample(j, c) }
                var i = 0
                while i < inner {
                    dst[i * 4 + c] = divisor.quotient(sum + half)
                    sum += sample(i + right + 1, c) - sample(i - left, c)
                    i += 1
                }
                while i < outer {
                    dst[i * 4 + c] = divisor.quotient(sum + half)
                    sum += src[(i + right + 1) * 4 + c] - src[(i - left) * 4 + c]
                    i += 1
                }
                while i < n {
                    dst[i * 4 + c] = divisor.quotient(sum + half)
                    sum += sample(i + right + 1, c) - sample(i - left, c)
                    i += 1
                }
            }
        case .gaussian(let weights, let radius):
            weights.withUnsafeBufferPointer { w in
                for c in 0..<4 {
                    for i in 0..<n {
                        var sum: Int64 = 32_768
                        for k in 0..<w.count { sum += Int64(w[k]) * Int64(sample(i + k - radius, c)) }
                        dst[i * 4 + c] = Int32(sum >> 16)
                    }
                }
            }
        }
    }
}

/// Division of non-negative `Int32`s by one divisor as a multiply and a shift, exact for every
/// dividend below 2³¹ (Granlund and Montgomery, "Division by invariant integers using
/// multiplication", 1994, theorem 4.2: m = ⌊2^(31+ℓ) / d⌋ + 1 with 2^(ℓ−1) < d ≤ 2^ℓ): the box
/// blur's quotients, bit for bit what `/` gives, without a division per sample.
struct ExactDivisor {
    let multiplier: UInt64, shift: UInt64

    init(_ divisor: Int32) {
        let divisor = max(divisor, 1)
        let log = UInt64(Int32.bitWidth - (divisor - 1).leadingZeroBitCount)   // ℓ = ⌈log₂ d⌉
        shift = 31 + log
        multiplier = (1 << shift) / UInt64(divisor) + 1
    }

    @inline(__always)
    func quotient(_ dividend: Int32) -> Int32 {
        Int32(truncatingIfNeeded: (UInt64(UInt32(bitPattern: dividend)) &* multiplier) >> shift)
    }
}

/// A pointer handed to the threads of one filter pass, each writing disjoint lines.
private struct SendablePointer: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<UInt8>
    init(_ pointer: UnsafeMutablePointer<UInt8>) { self.pointer = pointer }
}
