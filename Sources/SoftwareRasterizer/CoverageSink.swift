import VectorPath
import RenderCommands
import Geometry2D
/// Receives the anti-aliased coverage of one job on one row: `coverage[i]` (0…255) belongs to
/// pixel `x + i` of row `y`. Called concurrently for different rows, never for the same row at
/// once, and for each row in job order.
package protocol CoverageSink: Sendable {
    func blend(job: Int, y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>)
}

/// One fill to rasterize: its edges and fill rule.
package struct RasterJob: Sendable {
    package var edges: EdgeList
    package var evenOdd: Bool

    package init(edges: EdgeList, evenOdd: Bool) {
        self.edges = edges
        self.evenOdd = evenOdd
    }
}
