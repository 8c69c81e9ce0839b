import Foundation
import VectorPath
import RenderCommands
import Geometry2D
/// What a resolved row is handed to, without overlaps: a generic parameter (not closures) so each
/// use is specialized and inlined into the resolve loop. Pieces come left to right unless the
/// consumer says it takes them in any order (`needsOrder` false).
protocol CoverageRowConsumer {
    /// True when pieces must come left to right. A consumer that only blends disjoint pixels says
    /// false: each chunk is then blended before the span left of it, so the chunk's cell sums are
    /// used before the span's (possibly out-of-line) store and need not be kept across it.
    static var needsOrder: Bool { get }
    /// Four cells' coverage (0…255 per lane) for pixels `x ..< x + 4`, x a multiple of 4.
    mutating func chunk(_ x: Int, _ coverage: SIMD4<UInt32>)
    /// The last chunk of a row when the width is not a multiple of 4: pixels `x ..< x + count`, count 1…3.
    mutating func partialChunk(_ x: Int, _ count: Int, _ coverage: SIMD4<UInt32>)
    /// `count` pixels from `x` at one coverage (never 0).
    mutating func constant(_ x: Int, _ count: Int, _ coverage: UInt32)
    /// Row `y` starts (before its chunks and spans).
    mutating func beginRow(_ y: Int)
}

extension CoverageRowConsumer {
    func beginRow(_ y: Int) {}
    static var needsOrder: Bool { true }
}

/// A fill rule's fold of accumulated winding into coverage 0…255, as a type so that the resolve
/// loop is specialized per rule. The coverage fraction times 255 is rounded to nearest (ties to
/// even) by adding 2²³: in [2²³, 2²⁴) a Float's last mantissa bit is worth 1, so the low byte of
/// the bits is the rounded value.
protocol WindingFold {
    static func fold(_ w: Float) -> UInt32
    static func fold(_ w: SIMD4<Float>) -> SIMD4<UInt32>
}

/// Nonzero: min(|w|, 1).
enum NonZeroFold: WindingFold {
    @inline(__always)
    static func fold(_ w: Float) -> UInt32 {
        (min(abs(w), 1) * 255 + 8_388_608).bitPattern & 0xFF
    }

    @inline(__always)
    static func fold(_ w: SIMD4<Float>) -> SIMD4<UInt32> {
        let magnitude = unsafeBitCast(unsafeBitCast(w, to: SIMD4<UInt32>.self) & 0x7FFF_FFFF, to: SIMD4<Float>.self)
        let c = pointwiseMin(magnitude, SIMD4(repeating: 1))
        return unsafeBitCast(c * 255 + 8_388_608, to: SIMD4<UInt32>.self) & 0xFF
    }
}

/// Even-odd: the triangle wave of |w| with period 2 (|w| is at most the number of edges, so the
/// integer conversion cannot overflow).
enum EvenOddFold: WindingFold {
    @inline(__always)
    static func fold(_ w: Float) -> UInt32 {
        let a = abs(w)
        let f = a - 2 * Float(Int(a * 0.5))
        let c = f > 1 ? 2 - f : f
        return (c * 255 + 8_388_608).bitPattern & 0xFF
    }

    @inline(__always)
    static func fold(_ w: SIMD4<Float>) -> SIMD4<UInt32> {
        SIMD4(fold(w[0]), fold(w[1]), fold(w[2]), fold(w[3]))
    }
}

extension CoverageAccumulator {
    /// ``resolveRows(_:fold:into:)`` with the fill rule chosen at run time.
    @inline(__always)
    func resolveRows<Consumer: CoverageRowConsumer>(_ rows: Range<Int>, evenOdd: Bool, into consumer: inout Consumer) {
        if evenOdd {
            resolveRows(rows, fold: EvenOddFold.self, into: &consumer)
        } else {
            resolveRows(rows, fold: NonZeroFold.self, into: &consumer)
        }
    }

    /// Folds the accumulated winding of `rows` into coverage and clears them for reuse, visiting
    /// only the chunks of four cells that edges touched (in the words of the last accumulated job).
    /// For each row, `consumer.beginRow` comes first; each touched chunk then goes to
    /// `consumer.chunk`, the constant coverage between chunks to `consumer.constant`.
    @inline(__always)
    func resolveRows<Fold: WindingFold, Consumer: CoverageRowConsumer>(_ rows: Range<Int>, fold: Fold.Type,
                                                                      into target: inout Consumer) {
        let width = width, stride = stride, wordsPerRow = wordsPerRow, activeWords = activeWords
        // A local copy keeps the consumer's fields in registers (stores to cells and pixels could
        // otherwise alias it).
        var consumer = target
        defer { target = consumer }
        let fullChunksEnd = width & ~(Self.cellsPerChunk - 1)  // chunks starting before this are whole pixels
        var row = cells + (rows.lowerBound - top) * stride
        var words = occupancy + (rows.lowerBound - top) * wordsPerRow
        /// The constant coverage `winding` between the last piece (ending at `x`) and a chunk at `start`.
        @inline(__always) func emitSpan(_ x: Int, to start: Int, _ winding: Float) {
            if start != x && x < width {
                let c = Fold.fold(winding)
                if c != 0 { consumer.constant(x, min(start, width) &- x, c) }
            }
        }
        for y in rows {
            consumer.beginRow(y)
            var sum: Float = 0
            var x = 0  // the next pixel not yet handed out
            for wordIndex in activeWords {
                var bits = words[wordIndex]
                if bits == 0 { continue }
                words[wordIndex] = 0
                repeat {
                    let start = ((wordIndex &<< 6) &+ bits.trailingZeroBitCount) &<< Self.chunkShift
                    bits &= bits &- 1
                    let cell = row + start
                    // Running sum of the four cells from the carry; then the cells are cleared.
                    let s0 = sum + cell[0], s1 = s0 + cell[1], s2 = s1 + cell[2], s3 = s2 + cell[3]
                    UnsafeMutableRawPointer(cell).storeBytes(of: .zero, as: SIMD4<Float>.self)
                    let spanStart = x, spanCoverage = sum
                    sum = s3
                    x = start &+ Self.cellsPerChunk
                    if Consumer.needsOrder { emitSpan(spanStart, to: start, spanCoverage) }
                    if start < fullChunksEnd {
                        consumer.chunk(start, Fold.fold(SIMD4(s0, s1, s2, s3)))
                    } else if start < width {
                        // The chunk holding the last pixel when the width is not a multiple of 4.
                        consumer.partialChunk(start, width &- start, Fold.fold(SIMD4(s0, s1, s2, s3)))
                    }  // else: cells past the last pixel (edges at x = width), cleared only
                    if !Consumer.needsOrder { emitSpan(spanStart, to: start, spanCoverage) }
                } while bits != 0
            }
            row += stride
            words += wordsPerRow
        }
    }

    /// `resolveRow` with every span written densely into `scratch` (at least `width` bytes): `body`
    /// gets one run from the first touched pixel to the last, coverage per pixel (for shaders and
    /// masks). Nothing is called for a row no edge touched.
    @inline(__always)
    func resolveRow(_ y: Int, evenOdd: Bool, scratch: UnsafeMutablePointer<UInt8>,
                    _ body: (_ x: Int, _ coverage: UnsafeMutableBufferPointer<UInt8>) -> Void) {
        var dense = DenseCoverage(scratch: scratch)
        resolveRows(y..<y + 1, evenOdd: evenOdd, into: &dense)
        let start = dense.start, end = dense.end
        if start >= 0 { body(start, UnsafeMutableBufferPointer(start: scratch, count: end - start)) }
    }
}

/// Writes a row's spans densely into a scratch buffer (zeros between them), from the first touched
/// pixel (`start`, −1 while none) to `end`.
struct DenseCoverage: CoverageRowConsumer {
    let scratch: UnsafeMutablePointer<UInt8>
    var start = -1, end = -1

    @inline(__always)
    mutating func advance(to x: Int) {
        if start < 0 { start = x; end = x }
        if x > end { (scratch + (end - start)).update(repeating: 0, count: x - end) }
    }

    @inline(__always)
    mutating func chunk(_ x: Int, _ coverage: SIMD4<UInt32>) {
        advance(to: x)
        let word = coverage[0] | coverage[1] << 8 | coverage[2] << 16 | coverage[3] << 24
        UnsafeMutableRawPointer(scratch + (x - start)).storeBytes(of: word.littleEndian, as: UInt32.self)
        end = x + 4
    }

    @inline(__always)
    mutating func partialChunk(_ x: Int, _ count: Int, _ coverage: SIMD4<UInt32>) {
        advance(to: x)
        for i in 0..<count { scratch[x - start + i] = UInt8(truncatingIfNeeded: coverage[i]) }
        end = x + count
    }

    @inline(__always)
    mutating func constant(_ x: Int, _ count: Int, _ coverage: UInt32) {
        advance(to: x)
        (scratch + (x - start)).update(repeating: UInt8(truncatingIfNeeded: coverage), count: count)
        end = x + count
    }
}
