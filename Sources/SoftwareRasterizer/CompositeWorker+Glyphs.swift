import Foundation
import RenderCommands

/// A band-sized coverage buffer for glyph jobs: glyph stamps add into it with saturation (the
/// nonzero rule's min(a + b, 1) over their coverages, as accumulating their cells would give),
/// then each row's drawn span is composited and cleared. Bytes instead of the accumulator's float
/// cells and prefix sums: text is a quarter of the memory traffic and one pass less.
final class GlyphMask {
    let width: Int
    let bytes: UnsafeMutablePointer<UInt8>
    /// Per band row: the first and last pixel written since the last composite (min > max: none).
    /// Raw memory, not arrays: a class's array properties are checked for exclusive access on
    /// every write, which showed in the per-row loop.
    let spanMin: UnsafeMutablePointer<Int>, spanMax: UnsafeMutablePointer<Int>

    init(width: Int, rows: Int) {
        self.width = width
        bytes = .allocate(capacity: width * rows)
        bytes.initialize(repeating: 0, count: width * rows)
        spanMin = .allocate(capacity: rows)
        spanMin.initialize(repeating: Int.max, count: rows)
        spanMax = .allocate(capacity: rows)
        spanMax.initialize(repeating: -1, count: rows)
    }

    deinit {
        bytes.deallocate()
        spanMin.deallocate()
        spanMax.deallocate()
    }

    /// Adds every stamp of `edges` on device rows `top ..< bottom` (the band's first row is `top`).
    func add(_ edges: borrowing EdgeList, top: Int, bottom: Int) {
        let width = width, bytes = bytes, spanMin = spanMin, spanMax = spanMax
        edges.stamps.withUnsafeBufferPointer { stamps in
            for placed in stamps {
                placed.stamp._withUnsafeGuaranteedRef { stamp in
                    stamp.forEachRow(x: placed.x, y: placed.y, in: top..<bottom) { device, first, last, source in
                        let start = max(first, 0), end = min(last, width - 1)
                        guard start <= end else { return }
                        let local = device - top
                        let row = bytes + local * width
                        for column in start...end {
                            row[column] = UInt8(min(UInt16(row[column]) + UInt16(source[column]), 255))
                        }
                        if start < spanMin[local] { spanMin[local] = start }
                        if end > spanMax[local] { spanMax[local] = end }
                    }
                }
            }
        }
    }

    /// Hands each written row's span (band-local row, first pixel, coverage) to `body`, then
    /// clears it.
    func drain(rows: Int, _ body: (_ local: Int, _ x: Int, _ coverage: UnsafeMutableBufferPointer<UInt8>) -> Void) {
        let width = width, bytes = bytes, spanMin = spanMin, spanMax = spanMax
        for local in 0..<rows where spanMin[local] <= spanMax[local] {
            let lo = spanMin[local], hi = spanMax[local]
            let span = UnsafeMutableBufferPointer(start: bytes + local * width + lo, count: hi - lo + 1)
            body(local, lo, span)
            span.update(repeating: 0)
            spanMin[local] = Int.max
            spanMax[local] = -1
        }
    }
}

extension CompositeWorker {
    /// True when `job` is glyph stamps only (then it is drawn through the ``GlyphMask``).
    @inline(__always)
    static func isGlyphsOnly(_ job: borrowing RasterJob) -> Bool {
        job.edges.edgeCount == 0 && !job.edges.stamps.isEmpty
    }

    /// `fill` for a glyphs-only job: the solid color over the mask, four pixels at a time.
    mutating func fillGlyphs(_ job: UnsafePointer<RasterJob>, color: PremultipliedRGBA8, top: Int, bottom: Int,
                             canvas: CanvasPointer) {
        guard Self.rows(job.pointee, top, bottom) != nil else { return }
        glyphMask.add(job.pointee.edges, top: top, bottom: bottom)
        let source = Blend.SolidSource(color)
        let depth = depth, layers = layers
        let layer = depth > 0 ? layers[depth - 1] : nil
        glyphMask.drain(rows: bottom - top) { local, x, coverage in
            layer?.markDirty(row: local, x: x, count: coverage.count)
            let row = Self.rowPointer(y: top + local, top: top, canvas: canvas, layers: layers, depth: depth) + x * 4
            let bytes = coverage.baseAddress!
            var i = 0
            while i + 4 <= coverage.count {
                let four = UnsafeRawPointer(bytes + i).loadUnaligned(as: UInt32.self)
                if four != 0 {
                    source.blend4(coverage: SIMD4(four & 0xFF, four >> 8 & 0xFF, four >> 16 & 0xFF, four >> 24), at: row + i * 4)
                }
                i += 4
            }
            while i < coverage.count {
                source.blend1(coverage: UInt32(bytes[i]), at: row + i * 4)
                i += 1
            }
        }
    }

    /// `draw` for a glyphs-only job: any shader, the coverage scaled by `coverageScale`.
    mutating func drawGlyphs(_ job: UnsafePointer<RasterJob>, shader: PixelShader, coverageScale: UInt8,
                             top: Int, bottom: Int, canvas: CanvasPointer) {
        guard Self.rows(job.pointee, top, bottom) != nil else { return }
        glyphMask.add(job.pointee.edges, top: top, bottom: bottom)
        let depth = depth, layers = layers
        let layer = depth > 0 ? layers[depth - 1] : nil
        shaded.withUnsafeMutableBytes { shaded in
            glyphMask.drain(rows: bottom - top) { local, x, cover in
                layer?.markDirty(row: local, x: x, count: cover.count)
                let y = top + local
                let row = Self.rowPointer(y: y, top: top, canvas: canvas, layers: layers, depth: depth)
                Self.paint(cover, scaledBy: coverageScale, with: shader, x: x, y: y, row: row, shaded: shaded.baseAddress!)
            }
        }
    }
}
