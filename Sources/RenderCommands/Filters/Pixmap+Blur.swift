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
    /// pixels stay valid premultiplied). Rows and columns are split between at most `threads`
    /// threads (0: as many as the machine runs at once); the result does not depend on how.
    ///
    /// ```swift
    /// pixmap.applyBlur(GaussianBlurKernel(sigma: 4))
    /// pixmap.applyBlur(GaussianBlurKernel(sigma: 4), threads: 1)   // on the calling thread
    /// ```
    public mutating func applyBlur(_ kernel: GaussianBlurKernel, edges: BlurEdgeMode = .transparent, threads: Int = 0) {
        guard !kernel.isIdentity, width > 0, height > 0 else { return }
        let width = width, height = height, clamp = edges == .clamp
        let passes = BlurPasses(kernel)
        withUnsafeMutableBytes { bytes in
            let base = SendablePointer(bytes.baseAddress!.assumingMemoryBound(to: UInt8.self))
            // Four lines at a time, each element of the line a vector of four pixels: rows four
            // at a time (a line is `width` columns of four pixels a row apart), then columns four
            // at a time (a line is `height` rows of four neighbouring pixels, 16 contiguous bytes)
            // — every lane's sums are those of blurring its own row or column alone.
            let rowGroups = (height + 3) / 4, columnGroups = (width + 3) / 4
            Self.forEachChunk(of: rowGroups, threads: threads) { groups in
                BlurLine(count: width).blur(groups, passes: passes, clamp: clamp, pixelStride: width * 4,
                                            pixels: { group in min(4, height - group * 4) }) { group, x in
                    base.pointer + (group * 4 * width + x) * 4
                }
            }
            Self.forEachChunk(of: columnGroups, threads: threads) { groups in
                BlurLine(count: height).blur(groups, passes: passes, clamp: clamp, pixelStride: 4,
                                             pixels: { group in min(4, width - group * 4) }) { group, y in
                    base.pointer + (y * width + group * 4) * 4
                }
            }
        }
    }

    /// Runs `body` on consecutive chunks of `0..<count` groups of four lines, at the same time.
    private static func forEachChunk(of count: Int, threads: Int, _ body: @Sendable (Range<Int>) -> Void) {
        let chunks = blurChunks(groups: count, threads: threads)
        guard chunks > 1 else { body(0..<count); return }
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            body(chunk * count / chunks..<(chunk + 1) * count / chunks)
        }
    }

    /// How many chunks a blur splits `groups` groups of four lines into: at least 8 groups (32
    /// lines) a chunk, at most 64 chunks, and at most `threads` (0: no bound but the machine's,
    /// which runs as many at once as it has cores).
    package static func blurChunks(groups: Int, threads: Int) -> Int {
        min(max(groups / 8, 1), 64, threads > 0 ? threads : .max)
    }
}

/// A kernel's passes with what each needs at hand: a box's exact divisor, a Gaussian's weights.
struct BlurPasses: Sendable {
    enum Pass: Sendable {
        case box(left: Int, right: Int, divisor: ExactDivisor)
        case gaussian(weights: [UInt32], radius: Int)
    }
    let passes: [Pass]

    init(_ kernel: GaussianBlurKernel) {
        passes = kernel.passes.map { pass in
            switch pass {
            case .box(let left, let right): .box(left: left, right: right, divisor: ExactDivisor(Int32(left + right + 1)))
            case .gaussian(let weights, let radius): .gaussian(weights: weights, radius: radius)
            }
        }
    }
}

/// Four pixels' channels, each with eight fraction bits in a `UInt32`: an element of a blur line,
/// channel by channel (lanes 0–3 the four pixels' red, 4–7 their green, …) so that splitting the
/// pixels' words into channels and joining them back are shifts and masks, not shuffles.
typealias BlurLanes = SIMD16<UInt32>

extension SIMD16 where Scalar == UInt32 {
    /// The `pixels` pixels from `pointer`, `stride` bytes apart (the rest 0), shifted up by 8.
    @inline(__always) static func load(_ pointer: UnsafePointer<UInt8>, stride: Int, pixels: Int) -> Self {
        let raw = UnsafeRawPointer(pointer)
        var words = SIMD4<UInt32>()
        if stride == 4 && pixels == 4 {
            words = raw.loadUnaligned(as: SIMD4<UInt32>.self)
        } else {
            for k in 0..<pixels { words[k] = raw.loadUnaligned(fromByteOffset: k * stride, as: UInt32.self) }
        }
        let byte = SIMD4<UInt32>(repeating: 0xFF00)
        return Self(lowHalf: SIMD8(lowHalf: (words &<< 8) & byte, highHalf: words & byte),
                    highHalf: SIMD8(lowHalf: (words &>> 8) & byte, highHalf: (words &>> 16) & byte))
    }

    /// Stores the first `pixels` pixels, `stride` bytes apart, rounded to bytes (`(v + 128) >> 8`).
    @inline(__always) func store(_ pointer: UnsafeMutablePointer<UInt8>, stride: Int, pixels: Int) {
        let bytes = (self &+ 128) &>> 8
        let words = bytes.lowHalf.lowHalf | bytes.lowHalf.highHalf &<< 8 | bytes.highHalf.lowHalf &<< 16 | bytes.highHalf.highHalf &<< 24
        let raw = UnsafeMutableRawPointer(pointer)
        if stride == 4 && pixels == 4 { raw.storeBytes(of: words, as: SIMD4<UInt32>.self); return }
        for k in 0..<pixels { raw.storeBytes(of: words[k], toByteOffset: k * stride, as: UInt32.self) }
    }

    /// Every lane divided by the divisor, exactly (each lane < 2³¹).
    @inline(__always) func divided(by divisor: ExactDivisor) -> Self {
        let low = lowHalf, high = highHalf
        return Self(lowHalf: SIMD8(lowHalf: low.lowHalf.divided(by: divisor), highHalf: low.highHalf.divided(by: divisor)),
                    highHalf: SIMD8(lowHalf: high.lowHalf.divided(by: divisor), highHalf: high.highHalf.divided(by: divisor)))
    }
}

extension SIMD4 where Scalar == UInt32 {
    /// Every lane divided by the divisor, exactly (each lane < 2³¹).
    @inline(__always) func divided(by divisor: ExactDivisor) -> Self {
        // The masks say both factors fit 32 bits (one 32 × 32 → 64-bit multiply a pair of lanes); where the
        // divisor's splat is hoisted out of a loop the compiler forgets it for that factor and multiplies twice.
        let low = SIMD4<UInt64>(repeating: 0xFFFF_FFFF)
        let wide = (SIMD4<UInt64>(truncatingIfNeeded: self) & low) &* (SIMD4<UInt64>(repeating: divisor.multiplier) & low)
        return Self(truncatingIfNeeded: wide &>> divisor.shift)
    }
}

/// One line of a blur at a time: loaded into a vector per element, the kernel's passes run
/// between two scratch lines, stored back. Every lane's arithmetic is the scalar blur's: a box is
/// the rounded quotient of a running sum (never above 65,280 × 257 < 2²⁴), a Gaussian tap sum is
/// below 65,536 × 65,280 + 32,768 < 2³² and fits a `UInt32` before its shift.
struct BlurLine {
    typealias Lanes = BlurLanes
    let count: Int

    /// Blurs the lines `lines`: element `i` of line `l` is `pixels(l)` pixels from `address(l, i)`,
    /// `pixelStride` bytes apart.
    @inline(__always)
    func blur(_ lines: Range<Int>, passes: BlurPasses, clamp: Bool, pixelStride: Int, pixels: (Int) -> Int,
              address: (Int, Int) -> UnsafeMutablePointer<UInt8>) {
        let scratch = UnsafeMutablePointer<Lanes>.allocate(capacity: count * 2)
        defer { scratch.deallocate() }
        var source = scratch, target = scratch + count
        for line in lines {
            let held = pixels(line)
            for i in 0..<count { source[i] = Lanes.load(address(line, i), stride: pixelStride, pixels: held) }
            for pass in passes.passes {
                switch pass {
                case .box(let left, let right, let divisor):
                    box(from: source, to: target, left: left, right: right, divisor: divisor, clamp: clamp)
                case .gaussian(let weights, let radius):
                    gaussian(from: source, to: target, weights: weights, radius: radius, clamp: clamp)
                }
                swap(&source, &target)
            }
            for i in 0..<count { source[i].store(address(line, i), stride: pixelStride, pixels: held) }
        }
    }

    /// The rounded mean of the samples from `left` before to `right` after each element.
    @inline(__always)
    private func box(from src: UnsafeMutablePointer<Lanes>, to dst: UnsafeMutablePointer<Lanes>,
                     left: Int, right: Int, divisor: ExactDivisor, clamp: Bool) {
        let n = count
        let edge = (first: clamp ? src[0] : Lanes(), last: clamp ? src[n - 1] : Lanes())
        @inline(__always) func sample(_ j: Int) -> Lanes { j < 0 ? edge.first : j >= n ? edge.last : src[j] }
        let half = Lanes(repeating: UInt32((left + right + 1) / 2))
        var sum = Lanes()
        for j in -left...right { sum &+= sample(j) }
        // Where both ends of the window lie inside the line, no edge checks.
        let inner = min(left, n), outer = max(inner, n - right - 1)
        var i = 0
        while i < inner {
            dst[i] = (sum &+ half).divided(by: divisor)
            sum &+= sample(i + right + 1) &- sample(i - left)
            i += 1
        }
        while i < outer {
            dst[i] = (sum &+ half).divided(by: divisor)
            sum &+= src[i + right + 1] &- src[i - left]
            i += 1
        }
        while i < n {
            dst[i] = (sum &+ half).divided(by: divisor)
            sum &+= sample(i + right + 1) &- sample(i - left)
            i += 1
        }
    }

    /// The weighted sum of the samples `radius` either side of each element (weights in 2⁻¹⁶).
    @inline(__always)
    private func gaussian(from src: UnsafeMutablePointer<Lanes>, to dst: UnsafeMutablePointer<Lanes>,
                          weights: [UInt32], radius: Int, clamp: Bool) {
        let n = count
        let edge = (first: clamp ? src[0] : Lanes(), last: clamp ? src[n - 1] : Lanes())
        weights.withUnsafeBufferPointer { w in
            for i in 0..<n {
                var sum = Lanes(repeating: 32_768)
                if i >= radius && i + radius < n {
                    // The weights are symmetric: a tap's pair shares its multiply (the same sum).
                    sum &+= src[i] &* w[radius]
                    for k in 1...radius { sum &+= (src[i - k] &+ src[i + k]) &* w[radius - k] }
                } else {
                    for k in 0..<w.count {
                        let j = i + k - radius
                        sum &+= (j < 0 ? edge.first : j >= n ? edge.last : src[j]) &* w[k]
                    }
                }
                dst[i] = sum &>> 16
            }
        }
    }
}

/// Division of non-negative `Int32`s by one divisor as a multiply and a shift, exact for every
/// dividend below 2³¹ (Granlund and Montgomery, "Division by invariant integers using
/// multiplication", 1994, theorem 4.2: m = ⌊2^(31+ℓ) / d⌋ + 1 with 2^(ℓ−1) < d ≤ 2^ℓ): the box
/// blur's quotients, bit for bit what `/` gives, without a division per sample.
struct ExactDivisor: Sendable {
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
struct SendablePointer: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<UInt8>
    init(_ pointer: UnsafeMutablePointer<UInt8>) { self.pointer = pointer }
}
