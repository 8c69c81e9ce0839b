import RenderCommands

/// Blends one solid premultiplied color over a row span through the one source-over formula in
/// `Blend`: the row is split into partially covered runs (per-pixel coverage) and fully covered runs
/// (constant coverage, which stores opaque colors directly). This is the fast path of plain fills.
enum SolidSpan {
    static func blend(_ color: PremultipliedRGBA8, coverage: UnsafeBufferPointer<UInt8>,
                      onto destination: UnsafeMutableRawBufferPointer) {
        if color.alpha == 0 { return }
        guard let row = destination.baseAddress else { return }
        let count = min(coverage.count, destination.count / 4)
        if count <= 8 {
            // Short runs (the edges of thin strokes): pixel by pixel, no SIMD set-up.
            let packed = UInt32(color.red) | UInt32(color.green) << 8 | UInt32(color.blue) << 16 | UInt32(color.alpha) << 24
            for i in 0..<count {
                let c = coverage[i]
                if c == 0 { continue }
                let pointer = row + i * 4
                if c == 255 && color.alpha == 255 {
                    pointer.storeBytes(of: packed.littleEndian, as: UInt32.self)
                } else {
                    let d = UInt32(littleEndian: pointer.loadUnaligned(as: UInt32.self))
                    pointer.storeBytes(of: Blend.packedSourceOver(packed, coverage: UInt32(c), onto: d).littleEndian,
                                       as: UInt32.self)
                }
            }
            return
        }
        var start = 0
        while start < count {
            var end = start
            while end < count && coverage[end] != 255 { end += 1 }
            if end > start {
                Blend.sourceOverSpan(color, coverage: UnsafeBufferPointer(rebasing: coverage[start..<end]),
                                     onto: UnsafeMutableRawBufferPointer(start: row + start * 4, count: (end - start) * 4))
            }
            start = end
            while end < count && coverage[end] == 255 { end += 1 }
            if end > start {
                Blend.sourceOverSpan(color, coverage: 255, count: end - start,
                                     onto: UnsafeMutableRawBufferPointer(start: row + start * 4, count: (end - start) * 4))
            }
            start = end
        }
    }
}
