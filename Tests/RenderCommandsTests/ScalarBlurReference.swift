import Foundation
@testable import RenderCommands

/// The blur as it was before its passes were vectorized (a channel at a time, columns read a
/// pixel per row), kept as the reference the vectorized blur must match byte for byte.
enum ScalarBlurReference {
    static func blur(_ pixmap: inout Pixmap, _ kernel: GaussianBlurKernel, edges: BlurEdgeMode = .transparent) {
        guard !kernel.isIdentity, pixmap.width > 0, pixmap.height > 0 else { return }
        let width = pixmap.width, height = pixmap.height, clamp = edges == .clamp
        pixmap.withUnsafeMutableBytes { bytes in
            let base = ReferencePointer(bytes.baseAddress!.assumingMemoryBound(to: UInt8.self))
            forEachChunk(of: height) { lines in
                blurLines(lines, count: width, lineStride: width * 4, step: 4, base: base, kernel: kernel, clamp: clamp)
            }
            forEachChunk(of: width) { lines in
                blurLines(lines, count: height, lineStride: 4, step: width * 4, base: base, kernel: kernel, clamp: clamp)
            }
        }
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
    private static func blurLines(_ lines: Range<Int>, count: Int, lineStride: Int, step: Int, base: ReferencePointer,
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

struct ReferencePointer: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<UInt8>
    init(_ pointer: UnsafeMutablePointer<UInt8>) { self.pointer = pointer }
}
