import Foundation
import VectorPath
import RenderCommands
import Geometry2D
/// Signed-area accumulation for a band of rows (the cell model of FreeType, font-rs and Blend2D).
///
/// Each edge adds, per row it crosses, the exact area it leaves to its right in the cells it
/// passes through, stored as differences so that a prefix sum along the row gives the winding
/// coverage of every pixel. A pixel's coverage is then folded by the fill rule into 0…255.
/// Touched cells are tracked per row in a bit set, one bit per chunk of four cells (Blend2D's
/// idea), so that resolving a row (`CoverageAccumulator+Resolve.swift`) visits only the chunks
/// edges touched, four cells at a time: between them the coverage is constant and is handed out as
/// one span, which makes the interiors of fills as cheap as a fill of memory.
///
/// Edges step from row to row in 32.32 fixed point (exact, no float-to-integer conversion per
/// row); the areas themselves are computed in `Float` from the fractional parts.
final class CoverageAccumulator {
    let width: Int
    /// Rows per band: what one band-order step draws (see ``BandCompositor``).
    let bandHeight: Int
    /// The rows the cells hold, from ``top``: a multiple of `bandHeight`, so that one call can
    /// accumulate and resolve a job over several bands.
    let rowCapacity: Int
    /// Cells per row: at least `width + 2` (an edge at x = width writes cells width and width + 1),
    /// rounded up to whole chunks.
    let stride: Int
    /// Row-major differences, `stride` cells per row, 16-byte aligned.
    let cells: UnsafeMutablePointer<Float>
    /// Per row, one bit per chunk of `cellsPerChunk` cells: set where an edge added something since
    /// the row was last resolved. Coarse bits keep marking to one OR per edge and row.
    let occupancy: UnsafeMutablePointer<UInt64>
    static let chunkShift = 2
    static let cellsPerChunk = 1 << chunkShift
    let wordsPerRow: Int
    /// The occupancy words the current job can touch on any row (from its x-extent): resolving
    /// scans only these.
    private(set) var activeWords: Range<Int> = 0..<0
    /// The band's first row in device space.
    var top = 0

    /// One in 32.32 fixed point.
    static let fixedOne = 4_294_967_296.0

    /// Cells for `bands` bands of `bandHeight` rows.
    init(width: Int, bandHeight: Int, bands: Int = 1) {
        self.width = width
        self.bandHeight = bandHeight
        rowCapacity = bandHeight * bands
        stride = (width + 2 + Self.cellsPerChunk - 1) & ~(Self.cellsPerChunk - 1)
        let raw = UnsafeMutableRawPointer.allocate(byteCount: stride * rowCapacity * 4, alignment: 64)
        cells = raw.initializeMemory(as: Float.self, repeating: 0, count: stride * rowCapacity)
        wordsPerRow = (stride >> Self.chunkShift + 63) / 64
        occupancy = .allocate(capacity: wordsPerRow * rowCapacity)
        occupancy.initialize(repeating: 0, count: wordsPerRow * rowCapacity)
    }

    deinit {
        UnsafeMutableRawPointer(cells).deallocate()
        occupancy.deallocate()
    }

    /// Accumulates every edge overlapping rows `rows` (device rows held by this accumulator, from
    /// ``top``). Every row of `rows` must then be resolved before the next job is accumulated.
    ///
    /// An edge's whole rows step from one origin whatever rows a call covers (see
    /// ``add(_:from:to:)``), so a row gets the same cells from a call for its band alone as from one
    /// for many bands: the bytes do not depend on the thread count or the bands a step holds.
    func accumulate(_ edges: borrowing EdgeList, rows: Range<Int>) {
        activate(edges)
        let clipTop = Double(rows.lowerBound), clipBottom = Double(rows.upperBound)
        edges.withUnsafeEdges { edges in
            for edge in edges {
                if edge.y1 <= clipTop || edge.y0 >= clipBottom { continue }
                add(edge, from: max(edge.y0, clipTop), to: min(edge.y1, clipBottom))
            }
        }
        edges.stamps.withUnsafeBufferPointer { stamps in
            for placed in stamps {
                placed.stamp._withUnsafeGuaranteedRef { add($0, x: placed.x, y: placed.y, rows: rows) }
            }
        }
    }

    /// Adds `edge` between `yStart` < `yEnd` (or a horizontal edge's one height): a partial first
    /// row, whole rows stepped in fixed point, a partial last row. The whole rows step from the
    /// edge's first whole row on the canvas, its origin, in exact integer steps, so where `yStart`
    /// falls does not change any row's x.
    @inline(__always)
    private func add(_ edge: EdgeList.Edge, from yStart: Double, to yEnd: Double) {
        let maxX = Double(width)
        let dxdy = edge.dxdy
        @inline(__always) func x(at y: Double) -> Double { edge.x0 + (y - edge.y0) * dxdy }
        let dir = edge.winding
        var y = Int(yStart)  // ⌊yStart⌋: rows are never negative
        // Within one row; else a partial first row, whole rows, and a partial last row.
        if Double(y + 1) > yEnd {
            addSegment(row: y, x(at: yStart), x(at: yEnd), height: Float(yEnd - yStart) * dir)
            return
        }
        if yStart > Double(y) {
            addSegment(row: y, x(at: yStart), x(at: Double(y + 1)), height: Float(Double(y + 1) - yStart) * dir)
            y += 1
        }
        let lastWhole = Int(yEnd) - 1
        if y <= lastWhole {
            // Which way the whole rows go is decided for the edge, not for these rows, so that
            // every call gives a row the same cells.
            if min(edge.x0, edge.x1) >= 0.001 && max(edge.x0, edge.x1) <= maxX - 0.001 {
                // An edge inside the canvas (by more than the stepping error, ≤ 2⁻³² per row
                // from the origin): each row's top is the previous row's bottom, x steps by dx/dy
                // in fixed point.
                let origin = max(edge.y0.rounded(.up), 0)
                let step = Int64(dxdy * Self.fixedOne)
                let start = Int64(x(at: origin) * Self.fixedOne) &+ Int64(Double(y) - origin) &* step
                let count = lastWhole - y + 1
                if dxdy >= 0 {
                    stepRows(Rising.self, from: y, count: count, start: start, step: step, dxdy: dxdy, height: dir)
                } else {
                    stepRows(Falling.self, from: y, count: count, start: start, step: step, dxdy: dxdy, height: dir)
                }
            } else {
                var a = x(at: Double(y))
                for row in y...lastWhole {
                    let b = x(at: Double(row + 1))
                    addSegment(row: row, a, b, height: dir)
                    a = b
                }
            }
            y = lastWhole + 1
        }
        if Double(y) < yEnd {
            addSegment(row: y, x(at: Double(y)), x(at: yEnd), height: Float(yEnd - Double(y)) * dir)
        }
    }

    /// Adds `stamp`'s coverage with its pixel (0, 0) at (x, y), on the rows of `rows`, as cell
    /// differences (a prefix sum along the row gives the coverage back). What lies left of the
    /// canvas starts the row at its coverage in column 0; cells past `width + 1` only concern
    /// pixels off the canvas.
    private func add(_ stamp: GlyphStamp, x: Int, y: Int, rows: Range<Int>) {
        let rightmost = width + 1
        let unit: Float = 1 / 255
        stamp.forEachRow(x: x, y: y, in: rows) { device, first, last, source in
            // Wholly left of the canvas: pixel 0 lies right of it, blank too.
            let start = max(first, 0), stop = min(last + 1, rightmost)
            guard last >= 0, start <= stop else { return }
            let row = cells + (device - top) * stride
            var previous: Int32 = 0
            for column in start...stop {
                let value = column <= last ? Int32(source[column]) : 0
                row[column] += Float(value - previous) * unit
                previous = value
            }
            Self.mark(occupancy + (device - top) * wordsPerRow, start, stop)
        }
    }

    /// Accumulates `edges` over `rows`: their exact areas when `antialiased`, else only the pixel
    /// centres they enclose (``accumulateCentres(_:rows:)``).
    @inline(__always)
    func accumulate(_ edges: borrowing EdgeList, antialiased: Bool, rows: Range<Int>) {
        if antialiased {
            accumulate(edges, rows: rows)
        } else {
            accumulateCentres(edges, rows: rows)
        }
    }

    /// Sets the occupancy words resolving scans to those `edges` can touch on any row.
    @inline(__always)
    func activate(_ edges: borrowing EdgeList) {
        let maxX = Double(width)
        @inline(__always) func clamp(_ x: Double) -> Double { min(max(x, 0), maxX) }
        // Cells the job can touch: x is clamped to the canvas, so ⌊clamp(minX)⌋ … ⌊clamp(maxX)⌋ + 1.
        let firstCell = Int(clamp(edges.minX)), lastCell = Int(clamp(edges.maxX)) + 1
        activeWords = ((firstCell >> Self.chunkShift) >> 6)..<(((lastCell >> Self.chunkShift) >> 6) + 1)
    }

    /// Adds the part of an edge crossing row `y` from x `a` to `b` (either order, any values) with
    /// signed height `height`. What lies left of the canvas acts as a vertical edge at x = 0 (it
    /// covers everything to its right) and what lies right of it as one at x = width; a segment
    /// crossing a border inside the row is split there, each part taking the share of the height
    /// that its share of the x-extent gives (x is linear in y), so no area is lost or invented.
    private func addSegment(row y: Int, _ a: Double, _ b: Double, height: Float) {
        let maxX = Double(width)
        let lo = min(a, b), hi = max(a, b)
        let local = y - top
        let row = cells + local * stride, words = occupancy + local * wordsPerRow
        if lo >= 0 && hi <= maxX {
            Self.addLine(row, words, lo: Int64(lo * Self.fixedOne), hi: Int64(hi * Self.fixedOne), height: height)
            return
        }
        let right = Int64(width) << 32
        if hi <= 0 { return Self.addLine(row, words, lo: 0, hi: 0, height: height) }
        if lo >= maxX { return Self.addLine(row, words, lo: right, hi: right, height: height) }
        let extent = hi - lo
        let leftShare = max(-lo, 0) / extent, rightShare = max(hi - maxX, 0) / extent
        if leftShare > 0 { Self.addLine(row, words, lo: 0, hi: 0, height: Float(leftShare) * height) }
        if rightShare > 0 { Self.addLine(row, words, lo: right, hi: right, height: Float(rightShare) * height) }
        Self.addLine(row, words, lo: Int64(max(lo, 0) * Self.fixedOne), hi: Int64(min(hi, maxX) * Self.fixedOne),
                     height: Float(1 - leftShare - rightShare) * height)
    }

    /// Steps an edge through `count` whole rows inside the canvas from row `y`, x starting at
    /// fixed-point `start` and moving by `step` per row, specialized by direction (so each row's
    /// left end is known without comparing).
    @inline(__always)
    private func stepRows<Direction: StepDirection>(_ direction: Direction.Type, from y: Int, count: Int,
                                                     start: Int64, step: Int64, dxdy: Double, height: Float) {
        // Every row spans |dx/dy| in x, so the height per unit of x is the same in every row.
        let slope = height / Float(abs(dxdy))
        var row = cells + (y - top) * stride
        var words = occupancy + (y - top) * wordsPerRow
        // Each row's bottom end is the next row's top end: its cell and fraction are split once.
        var a = start
        var cellA = Self.cell(a), fractionA = Self.fraction(a)
        var remaining = count
        while remaining > 0 {
            remaining &-= 1
            let b = a &+ step
            let cellB = Self.cell(b), fractionB = Self.fraction(b)
            if Direction.rising {
                Self.addLine(row, words, i0: cellA, f0: fractionA, i1: cellB, f1: fractionB, height: height, slope: slope)
            } else {
                Self.addLine(row, words, i0: cellB, f0: fractionB, i1: cellA, f1: fractionA, height: height, slope: slope)
            }
            a = b
            cellA = cellB
            fractionA = fractionB
            row += stride
            words += wordsPerRow
        }
    }

    /// The cell of fixed-point x: its integer part.
    @inline(__always)
    static func cell(_ x: Int64) -> Int { Int(truncatingIfNeeded: x >> 32) }

    /// The fraction of fixed-point x within its cell, 0 ≤ f < 1.
    @inline(__always)
    static func fraction(_ x: Int64) -> Float { Float(x & 0xFFFF_FFFF) * (1 / 4_294_967_296) }

    /// Adds the coverage differences of a line crossing one row between fixed-point x `lo` ≤ `hi`
    /// (clamped to the canvas) with signed height `height`, and marks its chunks.
    @inline(__always)
    static func addLine(_ row: UnsafeMutablePointer<Float>, _ words: UnsafeMutablePointer<UInt64>,
                        lo: Int64, hi: Int64, height: Float) {
        let scale: Float = 1 / 4_294_967_296
        addLine(row, words, lo: lo, hi: hi, height: height, slope: height / (Float(hi &- lo) * scale))
    }

    /// `addLine` with the line's height per unit of x, `slope`, known (only used when the line
    /// crosses cells, so it may be infinite for a vertical line).
    @inline(__always)
    static func addLine(_ row: UnsafeMutablePointer<Float>, _ words: UnsafeMutablePointer<UInt64>,
                        lo: Int64, hi: Int64, height: Float, slope: Float) {
        addLine(row, words, i0: cell(lo), f0: fraction(lo), i1: cell(hi), f1: fraction(hi), height: height, slope: slope)
    }

    /// `addLine` with both ends split into cell and fraction (x = cell + fraction).
    @inline(__always)
    static func addLine(_ row: UnsafeMutablePointer<Float>, _ words: UnsafeMutablePointer<UInt64>,
                        i0: Int, f0: Float, i1: Int, f1: Float, height: Float, slope: Float) {
        if i0 == i1 {
            // Inside one cell: the pixel gets (1 − mean fraction)·h, the rest goes to the next cell.
            let inside = (1 - (f0 + f1) * 0.5) * height
            row[i0] += inside
            row[i0 &+ 1] += height - inside
            mark(words, i0, i0 &+ 1)
            return
        }
        // Several cells, with s = h / (x1 − x0) the height per unit of x. Each cell gets the area the
        // line leaves to its right inside the cell, and the next cell the rest of the cell's height:
        // the first cell (d0 = 1 − f0 of the line) s·d0²/2; every full cell in between s/2 + s/2
        // = s; the last (d1 = f1) s·d1·(1 − d1/2), with s·d1 minus that to the cell after it.
        let d0 = 1 - f0
        let first = 0.5 * slope * d0 * d0
        row[i0] += first
        let half = 0.5 * slope
        var carry = slope * d0 - first
        var i = i0 &+ 1
        if i < i1 {
            row[i] += carry + half
            carry = half
            i &+= 1
            while i < i1 {
                row[i] += slope
                i &+= 1
            }
        }
        let last = slope * f1 * (1 - 0.5 * f1)
        row[i1] += carry + last
        row[i1 &+ 1] += slope * f1 - last
        mark(words, i0, i1 &+ 1)
    }

    /// Sets the occupancy bits of the chunks holding cells first...last of one row.
    @inline(__always)
    static func mark(_ words: UnsafeMutablePointer<UInt64>, _ first: Int, _ last: Int) {
        let a = first >> chunkShift, b = last >> chunkShift
        let word = a >> 6
        if b >> 6 == word {
            // Bits a…b of one word (the usual case: one or two neighbouring chunks).
            words[word] |= (UInt64.max &>> UInt64(truncatingIfNeeded: 63 &- (b &- a))) &<< UInt64(truncatingIfNeeded: a & 63)
            return
        }
        for chunk in a...b { words[chunk >> 6] |= 1 &<< UInt64(chunk & 63) }
    }
}

/// The direction an edge steps through whole rows, as a type so each gets its own loop.
protocol StepDirection {
    /// True when x grows with y.
    static var rising: Bool { get }
}

enum Rising: StepDirection {
    static var rising: Bool { true }
}

enum Falling: StepDirection {
    static var rising: Bool { false }
}
