import VectorPath
import RenderCommands
import Geometry2D
/// Receives the anti-aliased coverage of one job on one row: `coverage[i]` (0…255) belongs to
/// pixel `x + i` of row `y`. Called concurrently for different rows, never for the same row at
/// once, and for each row in job order.
package protocol CoverageSink: Sendable {
    func blend(job: Int, y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>)
}

/// One fill to rasterize: its edges, fill rule and whether its edges are anti-aliased (exact area
/// coverage) or aliased (a pixel fully covered when its centre is inside, else not).
package struct RasterJob: Sendable {
    package var edges: EdgeList
    package var evenOdd: Bool
    package var antialiased: Bool

    package init(edges: EdgeList, evenOdd: Bool, antialiased: Bool = true) {
        self.edges = edges
        self.evenOdd = evenOdd
        self.antialiased = antialiased
    }
}
