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
