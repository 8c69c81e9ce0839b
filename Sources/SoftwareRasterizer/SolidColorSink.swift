import RenderCommands

/// Composites coverage rows onto a pixmap with one solid premultiplied color per job, through the
/// one source-over formula in `Blend`. Interior runs (coverage 255) take the constant-span path,
/// which stores opaque colors directly.
struct SolidColorSink: CoverageSink, @unchecked Sendable {
    let pixels: UnsafeMutableRawPointer
    let stride: Int
    let colors: [PremultipliedRGBA8]

    func blend(job: Int, y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>) {
        let color = colors[job]
        if color.alpha == 0 { return }
        let row = pixels + y * stride + x * 4
        let count = coverage.count
        var start = 0
        while start < count {
            // Split the row into a partially covered run and a fully covered run, alternately.
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
