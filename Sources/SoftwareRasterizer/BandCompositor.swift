import Foundation
import RenderCommands
import VectorPath
import Geometry2D

/// Runs a ``CompositeProgram`` band by band: every band (a few dozen rows) runs every operation in
/// order, so the result is independent of the thread count. Layers are band-sized offscreen buffers
/// kept per worker thread (a stack reused from band to band), so groups stay multithreaded and
/// cache-resident; each buffer row tracks the x-range drawn into it, and only that range is
/// composited and cleared at `pop`.
struct BandCompositor {
    let rasterizer: BandRasterizer
    /// Workers kept from earlier frames (their band buffers are large), shared by the renderer's copies.
    let workers: CompositeWorkerPool

    /// Draws `program` into the pixels at `canvas` (rasterizer.width × height, 4 bytes per pixel, `stride`):
    /// job by job where it has no layers, else band by band (layers are band-sized buffers). With
    /// `clear` (a pixel word), every row is set to it by the thread that then draws the row (before
    /// drawing, or as a large first fill is drawn: the same bytes).
    func run(_ program: CompositeProgram, canvas: UnsafeMutableRawPointer, stride: Int, clearingTo clear: UInt32? = nil) {
        let target = CanvasPointer(base: canvas, stride: stride)
        if program.hasLayers {
            runInBandOrder(program, canvas: target, clearingTo: clear)
        } else {
            runInJobOrder(program, canvas: target, clearingTo: clear)
        }
    }

    /// Sets the rows of `bands` to the pixel word `clear`.
    func clear(bands: Range<Int>, to clear: UInt32, canvas: CanvasPointer) {
        let bandHeight = rasterizer.bandHeight
        self.clear(rows: bands.lowerBound * bandHeight..<min(bands.upperBound * bandHeight, rasterizer.height),
                   to: clear, canvas: canvas)
    }

    /// Sets the pixel rows `rows` to the pixel word `clear`.
    func clear(rows: Range<Int>, to clear: UInt32, canvas: CanvasPointer) {
        let width = rasterizer.width, top = rows.lowerBound, bottom = rows.upperBound
        guard top < bottom else { return }
        if canvas.stride == width * 4 {
            Blend.store(clear, count: (bottom - top) * width, at: canvas.base + top * canvas.stride)
        } else {
            for y in top..<bottom { Blend.store(clear, count: width, at: canvas.base + y * canvas.stride) }
        }
    }

    /// Runs `program` band by band: the threads take bands in turn, and each band runs every
    /// operation that can touch it, in order (after clearing its rows to `clear`, if given).
    func runInBandOrder(_ program: CompositeProgram, canvas: CanvasPointer, clearingTo clear: UInt32? = nil) {
        let width = rasterizer.width, height = rasterizer.height, bandHeight = rasterizer.bandHeight
        let bins = bin(program, bandsPerBin: 1)
        let workers = workers
        let bands = rasterizer.bandsPerStep
        rasterizer.forEachBand(makeWorker: { workers.take(width: width, bandHeight: bandHeight, bands: bands) },
                               finishWorker: { workers.give($0) }) { worker, band in
            if let clear { self.clear(bands: band..<band + 1, to: clear, canvas: canvas) }
            worker.render(band: band, height: height, program: program, operations: bins[band], canvas: canvas)
        }
    }

    /// For every run of `bandsPerBin` bands, the indices of the operations that can touch it, in
    /// order: draws whose rows overlap it, and every layer push and pop. Bands then skip the rest
    /// without touching its geometry (with thousands of small fills, those checks were a third of
    /// the frame).
    func bin(_ program: CompositeProgram, bandsPerBin: Int) -> [[Int32]] {
        let binCount = (rasterizer.bandCount + bandsPerBin - 1) / bandsPerBin
        var bins = [[Int32]](repeating: [], count: binCount)
        for (index, operation) in program.operations.enumerated() {
            if let job = operation.drawnJob {
                let bands = bands(of: program.jobs[job])
                guard !bands.isEmpty else { continue }
                for bin in bands.lowerBound / bandsPerBin...(bands.upperBound - 1) / bandsPerBin {
                    bins[bin].append(Int32(index))
                }
            } else {
                for bin in 0..<binCount { bins[bin].append(Int32(index)) }
            }
        }
        return bins
    }

    /// The bands `job`'s rows overlap (empty when it lies outside the canvas).
    @inline(__always)
    func bands(of job: borrowing RasterJob) -> Range<Int> {
        let edges = job.edges, height = Double(rasterizer.height), bandHeight = Double(rasterizer.bandHeight)
        guard !edges.isEmpty, edges.maxY > 0, edges.minY < height else { return 0..<0 }
        let first = Int(max(edges.minY, 0) / bandHeight)
        let last = min(Int(min(edges.maxY, height) / bandHeight), rasterizer.bandCount - 1)
        return first..<max(first, last + 1)
    }
}

/// The destination pixels, written by band workers on disjoint rows.
struct CanvasPointer: @unchecked Sendable {
    let base: UnsafeMutableRawPointer
    let stride: Int
}

/// One band-sized transparent RGBA8 buffer with, per row, the range of pixels drawn into it.
final class LayerBuffer {
    let pixels: UnsafeMutableRawPointer
    let stride: Int
    let rows: Int
    /// Per row: first and last pixel drawn since the last clear (min > max: nothing).
    var dirtyMin: [Int]
    var dirtyMax: [Int]

    init(width: Int, rows: Int) {
        stride = width * 4
        self.rows = rows
        pixels = .allocate(byteCount: stride * rows, alignment: 16)
        pixels.initializeMemory(as: UInt8.self, repeating: 0, count: stride * rows)
        dirtyMin = [Int](repeating: Int.max, count: rows)
        dirtyMax = [Int](repeating: -1, count: rows)
    }

    deinit { pixels.deallocate() }

    @inline(__always)
    func markDirty(row: Int, x: Int, count: Int) {
        if x < dirtyMin[row] { dirtyMin[row] = x }
        if x + count - 1 > dirtyMax[row] { dirtyMax[row] = x + count - 1 }
    }

    /// Marks `span` drawn on every row of `rows` (band-local).
    func markDirty(rows: Range<Int>, span: ClosedRange<Int>) {
        for row in rows { markDirty(row: row, x: span.lowerBound, count: span.count) }
    }

    /// Zeroes every drawn range.
    func clear() {
        for row in 0..<rows where dirtyMin[row] <= dirtyMax[row] {
            (pixels + row * stride + dirtyMin[row] * 4)
                .initializeMemory(as: UInt8.self, repeating: 0, count: (dirtyMax[row] - dirtyMin[row] + 1) * 4)
            dirtyMin[row] = Int.max
            dirtyMax[row] = -1
        }
    }
}

/// One thread's state: the coverage accumulator, a coverage row, a shading row and the layer stack.
struct CompositeWorker {
    var accumulator: CoverageAccumulator
    var coverage: [UInt8]
    var shaded: [UInt8]
    var layers: [LayerBuffer] = []
    var depth = 0
    let width: Int
    /// Coverage of glyph jobs (CompositeWorker+Glyphs.swift).
    let glyphMask: GlyphMask

    /// A worker for bands of `bandHeight` rows that draws up to `bands` of them in one step.
    init(width: Int, bandHeight: Int, bands: Int) {
        self.width = width
        accumulator = CoverageAccumulator(width: width, bandHeight: bandHeight, bands: bands)
        glyphMask = GlyphMask(width: width, rows: accumulator.rowCapacity)
        coverage = [UInt8](repeating: 0, count: width)
        shaded = [UInt8](repeating: 0, count: width * 4)
    }

    mutating func render(band: Int, height: Int, program: CompositeProgram, operations indices: [Int32],
                         canvas: CanvasPointer) {
        let top = band * accumulator.bandHeight
        let bottom = min(top + accumulator.bandHeight, height)
        accumulator.top = top
        depth = 0
        // Jobs are read through a pointer: a RasterJob copy (its edge array retained and released)
        // per draw and band was a tenth of a frame of 10 000 small fills.
        program.jobs.withUnsafeBufferPointer { jobs in
            let jobs = jobs.baseAddress!
            program.operations.withUnsafeBufferPointer { operations in
                var position = 0
                while position < indices.count {
                    let index = Int(indices[position])
                    switch operations[index] {
                    case .fill, .shade:
                        paint(operations[index], jobs: jobs, shaders: program.shaders, top: top, bottom: bottom,
                              canvas: canvas)
                    case .push(let clip, let end):
                        if let clip, !Self.overlaps(jobs[clip], top, bottom) {
                            // Nothing of this group can show in this band: skip past its pop.
                            while position < indices.count && Int(indices[position]) <= end { position += 1 }
                            continue
                        }
                        depth += 1
                        if layers.count < depth { layers.append(LayerBuffer(width: width, rows: accumulator.bandHeight)) }
                    case .pop(let clip, let opacity, let mode):
                        pop(clip: clip.map { jobs + $0 }, opacity: opacity, mode: mode, top: top, bottom: bottom, canvas: canvas)
                    }
                    position += 1
                }
            }
        }
    }

    @inline(__always)
    static func overlaps(_ job: borrowing RasterJob, _ top: Int, _ bottom: Int) -> Bool {
        !(job.edges.isEmpty || job.edges.maxY <= Double(top) || job.edges.minY >= Double(bottom))
    }

    /// Rows of `job` inside the band, or nil.
    @inline(__always)
    static func rows(_ job: borrowing RasterJob, _ top: Int, _ bottom: Int) -> Range<Int>? {
        guard overlaps(job, top, bottom) else { return nil }
        // Clamp in floating point first: far-off geometry must not overflow Int.
        let first = Int(max(Double(top), job.edges.minY).rounded(.down))
        let last = Int(min(Double(bottom), job.edges.maxY).rounded(.up))
        return first < last ? first..<last : nil
    }

    /// The pixel columns `job` can cover (its x-extent clamped to the canvas).
    @inline(__always)
    static func columns(_ job: borrowing RasterJob, width: Int) -> ClosedRange<Int> {
        let first = Int(min(max(job.edges.minX, 0), Double(width - 1)))
        let last = Int(min(max(job.edges.maxX, 0), Double(width - 1)))
        return first...last
    }

    /// The row pointer that draws at depth `depth` write to, for device row y.
    @inline(__always)
    static func rowPointer(y: Int, top: Int, canvas: CanvasPointer, layers: [LayerBuffer], depth: Int) -> UnsafeMutableRawPointer {
        depth == 0 ? canvas.base + y * canvas.stride : layers[depth - 1].pixels + (y - top) * layers[depth - 1].stride
    }

    /// Runs a `.fill` or `.shade` operation on rows `top ..< bottom` of the band the accumulator
    /// is at (other operations are ignored).
    @inline(__always)
    mutating func paint(_ operation: CompositeProgram.Operation, jobs: UnsafePointer<RasterJob>,
                        shaders: [PixelShader], top: Int, bottom: Int, canvas: CanvasPointer) {
        switch operation {
        case .fill(let job, let color):
            if Self.isGlyphsOnly(jobs[job]) {
                fillGlyphs(jobs + job, color: color, top: top, bottom: bottom, canvas: canvas)
            } else {
                fill(jobs + job, color: color, top: top, bottom: bottom, canvas: canvas)
            }
        case .shade(let job, let shader, let scale):
            if Self.isGlyphsOnly(jobs[job]) {
                drawGlyphs(jobs + job, shader: shaders[shader], coverageScale: scale, top: top, bottom: bottom, canvas: canvas)
            } else {
                draw(jobs + job, shader: shaders[shader], coverageScale: scale, top: top, bottom: bottom, canvas: canvas)
            }
        case .push, .pop:
            break
        }
    }

    /// The fast path of plain fills: chunks of four pixels blended straight from the cells.
    mutating func fill(_ job: UnsafePointer<RasterJob>, color: PremultipliedRGBA8, top: Int, bottom: Int,
                       canvas: CanvasPointer) {
        guard let rows = Self.rows(job.pointee, top, bottom) else { return }
        accumulator.accumulate(job.pointee.edges, antialiased: job.pointee.antialiased, rows: rows)
        let layer = depth > 0 ? layers[depth - 1] : nil
        layer?.markDirty(rows: rows.lowerBound - top..<rows.upperBound - top, span: Self.columns(job.pointee, width: width))
        if let layer {
            accumulator.resolveSolid(rows, evenOdd: job.pointee.evenOdd, color: color,
                                     onto: layer.pixels, stride: layer.stride, firstRow: top)
        } else {
            accumulator.resolveSolid(rows, evenOdd: job.pointee.evenOdd, color: color,
                                     onto: canvas.base, stride: canvas.stride, firstRow: 0)
        }
    }

    /// `fill` of `rows` of a canvas that holds nothing there yet: every pixel of the rows is
    /// written, `background` with the fill over it (the clear and the fill in one pass).
    mutating func fill(_ job: UnsafePointer<RasterJob>, color: PremultipliedRGBA8, rows: Range<Int>,
                       ontoBackground background: UInt32, canvas: CanvasPointer) {
        accumulator.accumulate(job.pointee.edges, antialiased: job.pointee.antialiased, rows: rows)
        accumulator.resolveSolid(rows, evenOdd: job.pointee.evenOdd, color: color, onto: canvas.base,
                                 stride: canvas.stride, firstRow: 0, fillingRowsWith: background)
    }

    /// Any paint, with the coverage scaled by `coverageScale`: rows resolved densely, then shaded
    /// and composited span by span.
    mutating func draw(_ job: UnsafePointer<RasterJob>, shader: PixelShader, coverageScale: UInt8,
                       top: Int, bottom: Int, canvas: CanvasPointer) {
        guard let rows = Self.rows(job.pointee, top, bottom) else { return }
        accumulator.accumulate(job.pointee.edges, antialiased: job.pointee.antialiased, rows: rows)
        let evenOdd = job.pointee.evenOdd
        let depth = depth, layers = layers
        let layer = depth > 0 ? layers[depth - 1] : nil
        coverage.withUnsafeMutableBufferPointer { scratch in
            shaded.withUnsafeMutableBytes { shaded in
                for y in rows {
                    let row = Self.rowPointer(y: y, top: top, canvas: canvas, layers: layers, depth: depth)
                    accumulator.resolveRow(y, evenOdd: evenOdd, scratch: scratch.baseAddress!) { x, cover in
                        layer?.markDirty(row: y - top, x: x, count: cover.count)
                        Self.paint(cover, scaledBy: coverageScale, with: shader, x: x, y: y, row: row, shaded: shaded.baseAddress!)
                    }
                }
            }
        }
    }

    /// Paints one span of coverage, scaled by `coverageScale` (255: as is), with `shader` onto the
    /// pixels of `row` from `x` (`shaded`: a scratch row for non-solid shaders).
    @inline(__always)
    static func paint(_ cover: UnsafeMutableBufferPointer<UInt8>, scaledBy coverageScale: UInt8, with shader: PixelShader,
                      x: Int, y: Int, row: UnsafeMutableRawPointer, shaded: UnsafeMutableRawPointer) {
        if coverageScale != 255 {
            for i in cover.indices { cover[i] = UInt8(Blend.div255(UInt32(cover[i]) * UInt32(coverageScale))) }
        }
        let destination = UnsafeMutableRawBufferPointer(start: row + x * 4, count: cover.count * 4)
        if case .solid(let color) = shader {
            Blend.sourceOverSpan(color, coverage: UnsafeBufferPointer(cover), onto: destination)
        } else {
            shader.shade(y: y, x: x, count: cover.count, into: shaded)
            Blend.compositeSpan(.normal, source: UnsafeRawBufferPointer(start: shaded, count: cover.count * 4),
                                coverage: UnsafeBufferPointer(cover), onto: destination)
        }
    }

    mutating func pop(clip: UnsafePointer<RasterJob>?, opacity: UInt8, mode: BlendMode,
                      top: Int, bottom: Int, canvas: CanvasPointer) {
        let layer = layers[depth - 1]
        depth -= 1
        let depth = depth, layers = layers
        let parent = depth > 0 ? layers[depth - 1] : nil
        defer { layer.clear() }
        if let clip {
            guard let rows = Self.rows(clip.pointee, top, bottom) else { return }
            accumulator.accumulate(clip.pointee.edges, antialiased: clip.pointee.antialiased, rows: rows)
            for y in rows {
                let local = y - top
                let lo = layer.dirtyMin[local], hi = layer.dirtyMax[local]
                let row = Self.rowPointer(y: y, top: top, canvas: canvas, layers: layers, depth: depth)
                let source = layer.pixels + local * layer.stride
                coverage.withUnsafeMutableBufferPointer { scratch in
                    accumulator.resolveRow(y, evenOdd: clip.pointee.evenOdd, scratch: scratch.baseAddress!) { x, cover in
                        // The clip's span intersected with what the layer drew on this row.
                        let start = max(x, lo), end = min(x + cover.count - 1, hi)
                        guard start <= end else { return }
                        let count = end - start + 1
                        let mask = UnsafeMutableBufferPointer(rebasing: cover[(start - x)...(end - x)])
                        if opacity != 255 {
                            for i in mask.indices { mask[i] = UInt8(Blend.div255(UInt32(mask[i]) * UInt32(opacity))) }
                        }
                        parent?.markDirty(row: local, x: start, count: count)
                        Blend.compositeSpan(mode, source: UnsafeRawBufferPointer(start: source + start * 4, count: count * 4),
                                            coverage: UnsafeBufferPointer(mask),
                                            onto: UnsafeMutableRawBufferPointer(start: row + start * 4, count: count * 4))
                    }
                }
            }
        } else {
            for y in top..<bottom {
                let local = y - top
                let lo = layer.dirtyMin[local], hi = layer.dirtyMax[local]
                guard lo <= hi else { continue }
                let count = hi - lo + 1
                parent?.markDirty(row: local, x: lo, count: count)
                let row = Self.rowPointer(y: y, top: top, canvas: canvas, layers: layers, depth: depth)
                Blend.compositeSpan(mode, source: UnsafeRawBufferPointer(start: layer.pixels + local * layer.stride + lo * 4, count: count * 4),
                                    coverage: opacity,
                                    onto: UnsafeMutableRawBufferPointer(start: row + lo * 4, count: count * 4))
            }
        }
    }
}
