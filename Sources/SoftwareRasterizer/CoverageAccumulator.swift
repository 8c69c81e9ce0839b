/// Signed-area accumulation for a band of rows (the cell model of FreeType, font-rs and Blend2D).
///
/// Each edge adds, per row it crosses, the exact area it leaves to its right in the cells it
/// passes through, stored as differences so that a prefix sum along the row gives the winding
/// coverage of every pixel. A pixel's coverage is then folded by the fill rule into 0…255.
/// Touched cells are tracked per row so that only they are summed and cleared.
struct CoverageAccumulator {
    let width: Int
    let bandHeight: Int
    /// Row-major differences, `width + 2` cells per row.
    var cells: [Float]
    /// Per row: smallest and largest cell index touched since the last `resolveRow`.
    var rowMin: [Int]
    var rowMax: [Int]
    /// The band's first row in device space.
    var top = 0

    init(width: Int, bandHeight: Int) {
        self.width = width
        self.bandHeight = bandHeight
        cells = [Float](repeating: 0, count: (width + 2) * bandHeight)
        rowMin = [Int](repeating: Int.max, count: bandHeight)
        rowMax = [Int](repeating: -1, count: bandHeight)
    }

    /// Accumulates every edge overlapping rows `rows` (device rows inside this band).
    mutating func accumulate(_ edges: EdgeList, rows: Range<Int>) {
        let stride = width + 2
        let clipTop = Double(rows.lowerBound), clipBottom = Double(rows.upperBound)
        let maxX = Double(width)
        let bandTop = top
        cells.withUnsafeMutableBufferPointer { cells in
            rowMin.withUnsafeMutableBufferPointer { rowMin in
                rowMax.withUnsafeMutableBufferPointer { rowMax in
                    for edge in edges.edges {
                        if edge.y1 <= clipTop || edge.y0 >= clipBottom { continue }
                        let dxdy = (edge.x1 - edge.x0) / (edge.y1 - edge.y0)
                        let yStart = max(edge.y0, clipTop), yEnd = min(edge.y1, clipBottom)
                        let dir = Double(edge.winding)
                        var y = Int(yStart.rounded(.down))
                        var rowTop = yStart
                        var xTop = edge.x0 + (rowTop - edge.y0) * dxdy
                        while rowTop < yEnd {
                            let rowBottom = min(Double(y + 1), yEnd)
                            let xBottom = edge.x0 + (rowBottom - edge.y0) * dxdy
                            let local = y - bandTop
                            let a = min(max(xTop, 0), maxX), b = min(max(xBottom, 0), maxX)
                            let lo = min(a, b), hi = max(a, b)
                            let (first, last) = Self.addSpan(
                                cells.baseAddress! + local * stride, x0: lo, x1: hi,
                                height: (rowBottom - rowTop) * dir)
                            if first < rowMin[local] { rowMin[local] = first }
                            if last > rowMax[local] { rowMax[local] = last }
                            rowTop = rowBottom
                            xTop = xBottom
                            y += 1
                        }
                    }
                }
            }
        }
    }

    /// Adds the coverage differences of a line crossing one row from x0 to x1 (x0 ≤ x1) with
    /// signed height `height`. Returns the first and last cell touched.
    @inline(__always)
    static func addSpan(_ row: UnsafeMutablePointer<Float>, x0: Double, x1: Double, height: Double) -> (Int, Int) {
        let i0 = Int(x0), i1 = Int(x1)
        if i0 == i1 {
            // Inside one cell: the pixel gets (i0 + 1 − mean x)·h, the rest goes to the next cell.
            let inside = (Double(i0 + 1) - (x0 + x1) * 0.5) * height
            row[i0] += Float(inside)
            row[i0 + 1] += Float(height - inside)
            return (i0, i0 + 1)
        }
        // Several cells: coverage of cell i is h · mean over x ∈ [x0, x1] of clamp(i + 1 − x, 0, 1).
        let scale = height / (x1 - x0)
        var previous = 0.0
        var i = i0
        while i <= i1 {
            let a = Double(i), b = a + 1
            let full = max(min(x1, a) - x0, 0)
            let lo = max(x0, a), hi = min(x1, b)
            let part = hi > lo ? (hi - lo) * (b - (lo + hi) * 0.5) : 0
            let coverage = (full + part) * scale
            row[i] += Float(coverage - previous)
            previous = coverage
            i += 1
        }
        row[i1 + 1] += Float(height - previous)
        return (i0, i1 + 1)
    }

    /// Folds row `y`'s accumulated winding into 8-bit coverage, calls `body` with the touched span
    /// (first pixel, coverage values), and clears the row for reuse.
    mutating func resolveRow(_ y: Int, evenOdd: Bool, scratch: UnsafeMutablePointer<UInt8>,
                             _ body: (_ x: Int, _ coverage: UnsafeMutableBufferPointer<UInt8>) -> Void) {
        let local = y - top
        let first = rowMin[local], touchedLast = rowMax[local]
        guard first <= touchedLast else { return }
        rowMin[local] = Int.max
        rowMax[local] = -1
        let last = min(touchedLast, width - 1)
        let stride = width + 2
        cells.withUnsafeMutableBufferPointer { cells in
            let row = cells.baseAddress! + local * stride
            if first <= last {
                if evenOdd {
                    Self.fold(row, first...last, into: scratch) { w in
                        let f = w - 2 * (w * 0.5).rounded(.down)
                        return f > 1 ? 2 - f : f
                    }
                } else {
                    Self.fold(row, first...last, into: scratch) { w in min(w, 1) }
                }
            }
            // Cells past the last visible pixel only hold the remainder of edges clipped at the right.
            var x = max(last + 1, first)
            while x <= touchedLast {
                row[x] = 0
                x += 1
            }
        }
        if first <= last {
            body(first, UnsafeMutableBufferPointer(start: scratch, count: last - first + 1))
        }
    }

    /// Prefix-sums `row` over `range`, clearing it, and writes `rule(|winding|)` as 0…255.
    @inline(__always)
    private static func fold(_ row: UnsafeMutablePointer<Float>, _ range: ClosedRange<Int>,
                             into scratch: UnsafeMutablePointer<UInt8>, rule: (Float) -> Float) {
        var sum: Float = 0
        let base = range.lowerBound
        for x in range {
            sum += row[x]
            row[x] = 0
            scratch[x - base] = UInt8(rule(abs(sum)) * 255 + 0.5)
        }
    }
}
