extension CoverageAccumulator {
    /// Coverage 0…255 of accumulated winding `w` under the fill rule: min(|w|, 1) for nonzero, the
    /// triangle wave of |w| with period 2 for even-odd, times 255 rounded to nearest (ties to even)
    /// by adding 2²³ — in [2²³, 2²⁴) a Float's last mantissa bit is worth 1, so the low byte of the
    /// bits is the rounded value.
    @inline(__always)
    static func fold(_ w: Float, evenOdd: Bool) -> UInt32 {
        let a = abs(w)
        let c: Float
        if evenOdd {
            let f = a - 2 * (a * 0.5).rounded(.down)
            c = f > 1 ? 2 - f : f
        } else {
            c = min(a, 1)
        }
        return (c * 255 + 8_388_608).bitPattern & 0xFF
    }

    /// ``fold(_:evenOdd:)`` of four cells at once.
    @inline(__always)
    static func fold(_ w: SIMD4<Float>, evenOdd: Bool) -> SIMD4<UInt32> {
        if evenOdd {
            return SIMD4(fold(w[0], evenOdd: true), fold(w[1], evenOdd: true),
                         fold(w[2], evenOdd: true), fold(w[3], evenOdd: true))
        }
        let magnitude = unsafeBitCast(unsafeBitCast(w, to: SIMD4<UInt32>.self) & 0x7FFF_FFFF, to: SIMD4<Float>.self)
        let c = pointwiseMin(magnitude, SIMD4(repeating: 1))
        return unsafeBitCast(c * 255 + 8_388_608, to: SIMD4<UInt32>.self) & 0xFF
    }

    /// Folds row `y`'s accumulated winding into coverage and clears the row for reuse, visiting
    /// only the chunks of four cells that edges touched (in the words of the last accumulated job).
    /// Each touched chunk goes to `chunk` (first pixel, a multiple of 4; pixels that exist, 1…4;
    /// coverage per pixel), the constant coverage between chunks to `constant` (first pixel,
    /// count, coverage; never 0). Calls come left to right and never overlap.
    @inline(__always)
    func resolveRow(_ y: Int, evenOdd: Bool,
                    chunk: (_ x: Int, _ count: Int, _ coverage: SIMD4<UInt32>) -> Void,
                    constant: (_ x: Int, _ count: Int, _ coverage: UInt32) -> Void) {
        let local = y - top
        let row = UnsafeMutableRawPointer(cells + local * stride)
        let words = occupancy + local * wordsPerRow
        let width = width
        var sum: Float = 0
        var x = 0  // the next pixel not yet handed out
        for wordIndex in activeWords {
            var bits = words[wordIndex]
            if bits == 0 { continue }
            words[wordIndex] = 0
            repeat {
                let start = ((wordIndex << 6) + bits.trailingZeroBitCount) << Self.chunkShift
                bits &= bits &- 1
                let cell = row + start * 4
                let v = cell.load(as: SIMD4<Float>.self)
                cell.storeBytes(of: .zero, as: SIMD4<Float>.self)
                if start > x && x < width {
                    let c = Self.fold(sum, evenOdd: evenOdd)
                    if c != 0 { constant(x, min(start, width) - x, c) }
                }
                if start >= width {  // cells past the last pixel (edges clamped to x = width): cleared only
                    x = start
                    continue
                }
                let s0 = sum + v[0], s1 = s0 + v[1], s2 = s1 + v[2], s3 = s2 + v[3]
                sum = s3
                chunk(start, min(4, width - start), Self.fold(SIMD4(s0, s1, s2, s3), evenOdd: evenOdd))
                x = start + 4
            } while bits != 0
        }
    }

    /// Clears row `y` without using its coverage.
    func clearRow(_ y: Int) {
        resolveRow(y, evenOdd: false) { _, _, _ in } constant: { _, _, _ in }
    }

    /// `resolveRow` with every span written densely into `scratch` (at least `width` bytes): `body`
    /// gets one run from the first touched pixel to the last, coverage per pixel (for shaders and
    /// masks). Nothing is called for a row no edge touched.
    @inline(__always)
    func resolveRow(_ y: Int, evenOdd: Bool, scratch: UnsafeMutablePointer<UInt8>,
                    _ body: (_ x: Int, _ coverage: UnsafeMutableBufferPointer<UInt8>) -> Void) {
        var start = -1, end = -1
        @inline(__always) func advance(to x: Int) {
            if start < 0 { start = x; end = x }
            if x > end { (scratch + (end - start)).update(repeating: 0, count: x - end) }
        }
        resolveRow(y, evenOdd: evenOdd) { x, count, coverage in
            advance(to: x)
            let destination = scratch + (x - start)
            if count == 4 {
                let word = coverage[0] | coverage[1] << 8 | coverage[2] << 16 | coverage[3] << 24
                UnsafeMutableRawPointer(destination).storeBytes(of: word.littleEndian, as: UInt32.self)
            } else {
                for i in 0..<count { destination[i] = UInt8(truncatingIfNeeded: coverage[i]) }
            }
            end = x + count
        } constant: { x, count, c in
            advance(to: x)
            (scratch + (x - start)).update(repeating: UInt8(truncatingIfNeeded: c), count: count)
            end = x + count
        }
        if start >= 0 { body(start, UnsafeMutableBufferPointer(start: scratch, count: end - start)) }
    }
}
