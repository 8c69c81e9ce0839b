/// Signed-area accumulation for a band of rows (the cell model of FreeType, font-rs and Blend2D).
///
/// Each edge adds, per row it crosses, the exact area it leaves to its right in the cells it
/// passes through, stored as differences so that a prefix sum along the row gives the winding
/// coverage of every pixel. A pixel's coverage is then folded by the fill rule into 0…255.
/// Touched cells are tracked per row, in a range and in a bit set (Blend2D's idea), so that
/// resolving a row visits only the cells edges touched: between them the coverage is constant and
/// is handed out as one span, which makes the interiors of fills as cheap as a fill of memory.
final class CoverageAccumulator {
    let width: Int
    let bandHeight: Int
    /// Row-major differences, `width + 2` cells per row.
    private let cells: UnsafeMutablePointer<Float>
    /// Per row: smallest and largest cell index touched since the last `resolveRow`.
    private let rowMin: UnsafeMutablePointer<Int>
    private let rowMax: UnsafeMutablePointer<Int>
    /// Per row, one bit per chunk of `cellsPerBit` cells: set where an edge added something since
    /// the last `resolveRow`. Coarse bits keep marking to one OR per edge and row (Blend2D's trick).
    private let occupancy: UnsafeMutablePointer<UInt64>
    static let cellShift = 2
    static let cellsPerBit = 1 << cellShift
    private let wordsPerRow: Int
    /// Coverage of the current run of touched cells while a row is resolved.
    private let runCoverage: UnsafeMutablePointer<UInt8>
    /// The band's first row in device space.
    var top = 0

    init(width: Int, bandHeight: Int) {
        self.width = width
        self.bandHeight = bandHeight
        cells = .allocate(capacity: (width + 2) * bandHeight)
        cells.initialize(repeating: 0, count: (width + 2) * bandHeight)
        rowMin = .allocate(capacity: bandHeight)
        rowMin.initialize(repeating: Int.max, count: bandHeight)
        rowMax = .allocate(capacity: bandHeight)
        rowMax.initialize(repeating: -1, count: bandHeight)
        wordsPerRow = (((width + 2 + Self.cellsPerBit - 1) >> Self.cellShift) + 63) / 64
        occupancy = .allocate(capacity: wordsPerRow * bandHeight)
        occupancy.initialize(repeating: 0, count: wordsPerRow * bandHeight)
        runCoverage = .allocate(capacity: width + 2)
        runCoverage.initialize(repeating: 0, count: width + 2)
    }

    deinit {
        cells.deallocate()
        rowMin.deallocate()
        rowMax.deallocate()
        occupancy.deallocate()
        runCoverage.deallocate()
    }

    /// Accumulates every edge overlapping rows `rows` (device rows inside this band).
    func accumulate(_ edges: EdgeList, rows: Range<Int>) {
        let stride = width + 2
        let clipTop = Double(rows.lowerBound), clipBottom = Double(rows.upperBound)
        let maxX = Double(width)
        let bandTop = top
        let wordsPerRow = wordsPerRow, cells = cells, rowMin = rowMin, rowMax = rowMax, occupancy = occupancy

        /// Adds the part of an edge crossing device row `y` from clamped x `a` (cell `ia`) to `b`
        /// (cell `ib`), of signed height `height`.
        @inline(__always) func span(_ a: Double, _ ia: Int, _ b: Double, _ ib: Int, _ height: Double, _ y: Int) {
            let local = y - bandTop
            let row = cells + local * stride
            let (first, last) = a <= b ? Self.addSpan(row, x0: a, i0: ia, x1: b, i1: ib, height: height)
                                       : Self.addSpan(row, x0: b, i0: ib, x1: a, i1: ia, height: height)
            if first < rowMin[local] { rowMin[local] = first }
            if last > rowMax[local] { rowMax[local] = last }
            Self.mark(occupancy + local * wordsPerRow, first, last)
        }
        @inline(__always) func clamp(_ x: Double) -> Double { min(max(x, 0), maxX) }
        @inline(__always) func span(_ xTop: Double, _ xBottom: Double, _ height: Double, _ y: Int) {
            let a = clamp(xTop), b = clamp(xBottom)
            span(a, Int(a), b, Int(b), height, y)
        }

        edges.edges.withUnsafeBufferPointer { edges in
            for edge in edges {
                if edge.y1 <= clipTop || edge.y0 >= clipBottom { continue }
                let dxdy = (edge.x1 - edge.x0) / (edge.y1 - edge.y0)
                let yStart = max(edge.y0, clipTop), yEnd = min(edge.y1, clipBottom)
                let dir = Double(edge.winding)
                var y = Int(yStart.rounded(.down))
                var xTop = edge.x0 + (yStart - edge.y0) * dxdy
                // Within one row; else a partial first row, whole rows stepping x by dx/dy (each
                // row's top cell is the previous row's bottom cell), and a partial last row.
                if Double(y + 1) > yEnd {
                    span(xTop, edge.x0 + (yEnd - edge.y0) * dxdy, (yEnd - yStart) * dir, y)
                    continue
                }
                if yStart > Double(y) {
                    let xBottom = edge.x0 + (Double(y + 1) - edge.y0) * dxdy
                    span(xTop, xBottom, (Double(y + 1) - yStart) * dir, y)
                    xTop = xBottom
                    y += 1
                }
                let lastWhole = Int(yEnd.rounded(.down)) - 1
                var a = clamp(xTop), ia = Int(a)
                while y <= lastWhole {
                    xTop += dxdy
                    let b = clamp(xTop), ib = Int(b)
                    span(a, ia, b, ib, dir, y)
                    a = b
                    ia = ib
                    y += 1
                }
                if Double(y) < yEnd {
                    span(xTop, edge.x0 + (yEnd - edge.y0) * dxdy, (yEnd - Double(y)) * dir, y)
                }
            }
        }
    }

    /// Sets the occupancy bits of the chunks holding cells first...last of one row.
    @inline(__always)
    static func mark(_ words: UnsafeMutablePointer<UInt64>, _ first: Int, _ last: Int) {
        let a = first >> cellShift, b = last >> cellShift
        // Usually one or two neighbouring chunks: set their bits directly.
        words[a >> 6] |= 1 &<< UInt64(a & 63)
        var chunk = a + 1
        while chunk <= b {
            words[chunk >> 6] |= 1 &<< UInt64(chunk & 63)
            chunk += 1
        }
    }

    /// Adds the coverage differences of a line crossing one row from x0 to x1 (x0 ≤ x1, in cells
    /// i0 = ⌊x0⌋ and i1 = ⌊x1⌋) with signed height `height`. Returns the first and last cell touched.
    @inline(__always)
    static func addSpan(_ row: UnsafeMutablePointer<Float>, x0: Double, i0: Int, x1: Double, i1: Int,
                        height: Double) -> (Int, Int) {
        if i0 == i1 {
            // Inside one cell: the pixel gets (i0 + 1 − mean x)·h, the rest goes to the next cell.
            let inside = (Double(i0 + 1) - (x0 + x1) * 0.5) * height
            row[i0] += Float(inside)
            row[i0 + 1] += Float(height - inside)
            return (i0, i0 + 1)
        }
        // Several cells, with s = h / (x1 − x0) the height per unit of x. Each cell gets the area the
        // line leaves to its right inside the cell, and the next cell the rest of the cell's height:
        // the first cell (d0 = i0 + 1 − x0 of the line) s·d0²/2; every full cell in between s/2 + s/2
        // = s; the last (d1 = x1 − i1) s·d1·(1 − d1/2), with s·d1 minus that to the cell after it.
        let slope = height / (x1 - x0)
        let d0 = Double(i0 + 1) - x0
        let first = 0.5 * slope * d0 * d0
        row[i0] += Float(first)
        let half = 0.5 * slope
        var carry = slope * d0 - first
        var i = i0 + 1
        if i < i1 {
            row[i] += Float(carry + half)
            carry = half
            i += 1
            let full = Float(slope)
            while i < i1 {
                row[i] += full
                i += 1
            }
        }
        let d1 = x1 - Double(i1)
        let last = slope * d1 * (1 - 0.5 * d1)
        row[i1] += Float(carry + last)
        row[i1 + 1] += Float(slope * d1 - last)
        return (i0, i1 + 1)
    }

    /// Folds row `y`'s accumulated winding into 8-bit coverage and clears the row for reuse,
    /// visiting only the cells edges touched: runs of touched cells go to `varying` (first pixel,
    /// coverage per pixel), the constant coverage between them to `constant` (first pixel, count,
    /// coverage; never 0). Spans come left to right and never overlap.
    @inline(__always)
    func resolveRow(_ y: Int, evenOdd: Bool,
                    varying: (_ x: Int, _ coverage: UnsafeMutableBufferPointer<UInt8>) -> Void,
                    constant: (_ x: Int, _ count: Int, _ coverage: UInt8) -> Void) {
        let local = y - top
        let first = rowMin[local], touchedLast = rowMax[local]
        guard first <= touchedLast else { return }
        rowMin[local] = Int.max
        rowMax[local] = -1
        let width = width, stride = width + 2, wordsPerRow = wordsPerRow
        @inline(__always) func fold(_ w: Float) -> UInt8 {
            let a = abs(w)
            let c: Float
            if evenOdd {
                let f = a - 2 * (a * 0.5).rounded(.down)
                c = f > 1 ? 2 - f : f
            } else {
                c = min(a, 1)
            }
            // c·255 rounded to the nearest integer (ties to even) by adding 2²³: in [2²³, 2²⁴) a Float's
            // last mantissa bit is worth 1, so the low byte of the bits is the rounded value (c ≤ 1).
            return UInt8(truncatingIfNeeded: (c * 255 + 8_388_608).bitPattern)
        }
        let scratch = runCoverage
        let row = cells + local * stride
        let words = occupancy + local * wordsPerRow
        var sum: Float = 0
        var x = first          // the next pixel not yet handed out
        var runStart = first   // the pending run of touched cells: runStart..<x
        var runLength = 0
        let lastCell = min(touchedLast, stride - 1)
        for wordIndex in ((first >> Self.cellShift) >> 6)...((lastCell >> Self.cellShift) >> 6) {
            var bits = words[wordIndex]
            words[wordIndex] = 0
            while bits != 0 {
                let chunk = wordIndex << 6 + bits.trailingZeroBitCount
                bits &= bits - 1
                let start = max(chunk << Self.cellShift, first)
                let end = min((chunk + 1) << Self.cellShift, lastCell + 1)
                if start != x {
                    // A gap of untouched cells: flush the run, then the constant span.
                    if runLength > 0 { varying(runStart, UnsafeMutableBufferPointer(start: scratch, count: runLength)) }
                    runLength = 0
                    let gapEnd = min(start, width)
                    if gapEnd > x {
                        let c = fold(sum)
                        if c != 0 { constant(x, gapEnd - x, c) }
                    }
                    runStart = start
                }
                var cell = start
                while cell < end {
                    sum += row[cell]
                    row[cell] = 0
                    if cell < width {
                        scratch[runLength] = fold(sum)
                        runLength += 1
                    }
                    cell += 1
                }
                x = end
            }
        }
        if runLength > 0 { varying(runStart, UnsafeMutableBufferPointer(start: scratch, count: runLength)) }
    }

    /// `resolveRow` with every span written densely into `scratch`: `body` gets one run from the
    /// first touched pixel to the last, coverage per pixel (for shaders and masks).
    @inline(__always)
    func resolveRow(_ y: Int, evenOdd: Bool, scratch: UnsafeMutablePointer<UInt8>,
                    _ body: (_ x: Int, _ coverage: UnsafeMutableBufferPointer<UInt8>) -> Void) {
        var start = -1, end = -1
        let dense = scratch
        resolveRow(y, evenOdd: evenOdd) { x, coverage in
            if start < 0 { start = x; end = x }
            if x > end { (dense + (end - start)).update(repeating: 0, count: x - end) }
            (dense + (x - start)).update(from: coverage.baseAddress!, count: coverage.count)
            end = x + coverage.count
        } constant: { x, count, c in
            if start < 0 { start = x; end = x }
            if x > end { (dense + (end - start)).update(repeating: 0, count: x - end) }
            (dense + (x - start)).update(repeating: c, count: count)
            end = x + count
        }
        if start >= 0 { body(start, UnsafeMutableBufferPointer(start: dense, count: end - start)) }
    }
}
