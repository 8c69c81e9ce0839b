import CPixelFill
import RenderCommands

extension CoverageAccumulator {
    /// The best vector kernel for solid fills this processor runs (`CPixelFill`'s
    /// `zoetrope_resolve_solid_rows`: 0 none, 1 AVX2, 2 AVX2 with AVX-512's registers), checked once.
    static let solidKernelLevel = Int(zoetrope_solid_resolve_level())

    /// True when this processor runs a vector kernel for solid fills (it has AVX2).
    static var solidKernelAvailable: Bool { solidKernelLevel > 0 }

    /// Resolves `rows` of a solid fill straight into pixels: folds the accumulated winding into
    /// coverage, blends `color` over pixel row y at `base + (y − firstRow) · stride`, and clears the
    /// rows for reuse. The vector kernel `vectorKernel` runs (the best this processor has, unless a
    /// test picks another), or with 0 the Swift resolve into ``SolidRowBlender``; all give the same bytes (the same Float sums and
    /// folds in the same order, the same integer blend).
    ///
    /// ```swift
    /// accumulator.accumulate(job.edges, rows: rows)
    /// accumulator.resolveSolid(rows, evenOdd: false, color: red, onto: canvas.base, stride: canvas.stride, firstRow: 0)
    /// ```
    func resolveSolid(_ rows: Range<Int>, evenOdd: Bool, color: PremultipliedRGBA8, onto base: UnsafeMutableRawPointer,
                      stride pixelStride: Int, firstRow: Int, vectorKernel: Int = solidKernelLevel,
                      fillingRowsWith background: UInt32? = nil) {
        guard vectorKernel > 0 else {
            precondition(background == nil, "rows are filled in one pass by the vector kernels only")
            var blender = SolidRowBlender(color, base: base, stride: pixelStride, firstRow: firstRow)
            return resolveRows(rows, evenOdd: evenOdd, into: &blender)
        }
        guard !rows.isEmpty else { return }
        let local = rows.lowerBound - top
        var job = zoetrope_solid_rows(
            cells: cells + local * stride, occupancy: occupancy + local * wordsPerRow,
            cell_stride: stride, words_per_row: wordsPerRow,
            first_word: activeWords.lowerBound, end_word: activeWords.upperBound,
            width: width, pixels: (base + (rows.lowerBound - firstRow) * pixelStride).assumingMemoryBound(to: UInt8.self),
            pixel_stride: pixelStride, row_count: rows.count,
            color: Blend.SolidSource(color).packed, even_odd: evenOdd ? 1 : 0,
            fills_rows: background == nil ? 0 : 1, background: background ?? 0)
        zoetrope_resolve_solid_rows(&job, Int32(vectorKernel))
    }
}

/// Blends one solid color over the rows of a canvas or layer, straight from the resolved cells.
struct SolidRowBlender: CoverageRowConsumer {
    /// Pixels are blended independently: chunks may come before the span left of them.
    static var needsOrder: Bool { false }
    let source: Blend.SolidSource
    /// Pixel rows: row y starts at base + (y − firstRow) · stride.
    let base: UnsafeMutableRawPointer
    let stride: Int
    let firstRow: Int
    var row: UnsafeMutableRawPointer

    init(_ color: PremultipliedRGBA8, base: UnsafeMutableRawPointer, stride: Int, firstRow: Int) {
        source = Blend.SolidSource(color)
        self.base = base
        self.stride = stride
        self.firstRow = firstRow
        row = base
    }

    @inline(__always)
    mutating func beginRow(_ y: Int) {
        row = base + (y &- firstRow) &* stride
    }

    @inline(__always)
    func chunk(_ x: Int, _ coverage: SIMD4<UInt32>) {
        source.blend4(coverage: coverage, at: row + x &* 4)
    }

    @inline(__always)
    func partialChunk(_ x: Int, _ count: Int, _ coverage: SIMD4<UInt32>) {
        for i in 0..<count { source.blend1(coverage: coverage[i], at: row + (x &+ i) &* 4) }
    }

    @inline(__always)
    func constant(_ x: Int, _ count: Int, _ coverage: UInt32) {
        source.blendSpan(coverage: coverage, count: count, at: row + x &* 4)
    }
}
