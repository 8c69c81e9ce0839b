import Foundation
import RenderCommands

extension CoverageAccumulator {
    /// Accumulates `edges` over `rows` for aliased drawing (Core Graphics' semantics): a pixel is
    /// fully covered when its centre (x + ½, y + ½) lies inside the fill under its rule, and not at
    /// all otherwise.
    ///
    /// This is point sampling in the same cell model, so it is exact (not an approximation of
    /// it): for every row whose centre line y + ½ an edge crosses (y0 ≤ y + ½ < y1, top edge
    /// included), the edge adds its whole winding to the first pixel whose centre is at or right of
    /// the crossing, ⌈x − ½⌉. The prefix sum along the row then gives each pixel centre's integer
    /// winding number, which both folds turn into exactly 0 or 255. A centre exactly on an edge
    /// belongs to the shape on its left and top edges, not on its right and bottom ones (the
    /// "top-left" rule of GPU rasterizers), so shapes that share an edge never cover a pixel twice.
    ///
    /// Chosen over thresholding the analytic coverage at 50 %: that is exact only where a single
    /// straight edge crosses the pixel (the half-plane through the centre splits the square in
    /// halves), and differs at corners, in slivers narrower than half a pixel (which vanish) and
    /// where paths overlap; centre sampling is what Core Graphics and a GPU without MSAA do.
    func accumulateCentres(_ edges: borrowing EdgeList, rows: Range<Int>) {
        activate(edges)
        let maxX = Double(width)
        let firstRow = Double(rows.lowerBound), endRow = Double(rows.upperBound)
        edges.withUnsafeEdges { edges in
            for edge in edges {
                // Rows whose centre lies in [y0, y1): ⌈y0 − ½⌉ ..< ⌈y1 − ½⌉, clamped in floating point
                // first (far-off geometry must not overflow Int).
                let first = max((edge.y0 - 0.5).rounded(.up), firstRow)
                let end = min((edge.y1 - 0.5).rounded(.up), endRow)
                if !(first < end) { continue }
                let winding = edge.winding
                for y in Int(first)..<Int(end) {
                    let x = edge.x0 + (Double(y) + 0.5 - edge.y0) * edge.dxdy
                    // The first pixel whose centre is at or right of x; left of the canvas counts as
                    // pixel 0, right of it as the cell past the last pixel.
                    let cell = Int(min(max((x - 0.5).rounded(.up), 0), maxX))
                    let local = y - top
                    cells[local * stride + cell] += winding
                    Self.mark(occupancy + local * wordsPerRow, cell, cell)
                }
            }
        }
    }
}
