import Foundation
import VectorPath

/// Triangle fans over flattened polygons, the geometry of stencil-then-cover filling and of convex
/// fills.
///
/// - ``stencilFan(_:into:)``: one fan per contour from its first point. The triangles overlap and
///   have both orientations; counted into a stencil buffer (+1 for one facing, −1 for the other, or
///   inverted for even-odd) they give each pixel's exact winding number, however often the path
///   crosses itself, at a cost linear in the number of points.
/// - ``convexFan(_:into:)``: the same fan for a single convex contour, whose triangles do not
///   overlap, so it can be drawn directly without a stencil.
///
/// ```swift
/// var sink = MySink()
/// if FanTessellator.isConvex(flat) { FanTessellator.convexFan(flat, into: &sink) }
/// else { FanTessellator.stencilFan(flat, into: &sink) }
/// ```
public enum FanTessellator {
    /// Appends, for each contour with at least 3 points, the fan (p0, pi, pi+1). Contours are treated
    /// as closed. Returns the number of triangles appended.
    @discardableResult
    public static func stencilFan<Sink: TriangleSink>(_ path: FlattenedPath, into sink: inout Sink) -> Int {
        var triangles = 0
        for contour in path.contours where contour.range.count >= 3 {
            let points = path.points
            let first = sink.addVertex(points[contour.range.lowerBound])
            var previous = sink.addVertex(points[contour.range.lowerBound + 1])
            for index in (contour.range.lowerBound + 2)..<contour.range.upperBound {
                let current = sink.addVertex(points[index])
                sink.addTriangle(first, previous, current)
                previous = current
                triangles += 1
            }
        }
        return triangles
    }

    /// Appends the fan of the single contour of a path for which ``isConvex(_:)`` is true.
    @discardableResult
    public static func convexFan<Sink: TriangleSink>(_ path: FlattenedPath, into sink: inout Sink) -> Int {
        stencilFan(path, into: &sink)
    }

    /// True when `path` is one contour forming a convex polygon that winds around its inside exactly
    /// once (all turns in one direction, edge directions sweeping at most 360°). Such a polygon has
    /// the same inside under nonzero and even-odd, and its fan from any vertex does not overlap.
    /// Zero-length edges and collinear points are allowed; fewer than 3 distinct points is not convex.
    public static func isConvex(_ path: FlattenedPath) -> Bool {
        guard path.contours.count == 1, let contour = path.contours.first else { return false }
        return isConvex(path.points[contour.range])
    }

    /// ``isConvex(_:)`` for one closed polygon.
    public static func isConvex(_ points: ArraySlice<CGPoint>) -> Bool {
        let count = points.count
        guard count >= 3 else { return false }
        var sign = 0.0
        var xFlips = 0, yFlips = 0
        var lastDX = 0.0, lastDY = 0.0, firstDX = 0.0, firstDY = 0.0
        var previousEdge: CGPoint?
        var firstEdge: CGPoint?
        let base = points.startIndex
        for i in 0...count {  // one extra step closes the loop of turns
            let a = points[base + i % count], b = points[base + (i + 1) % count]
            let edge = CGPoint(x: b.x - a.x, y: b.y - a.y)
            guard edge.x.isFinite, edge.y.isFinite else { return false }
            if edge.x == 0 && edge.y == 0 { continue }
            if i < count {
                if edge.x != 0 {
                    if lastDX == 0 { firstDX = edge.x } else if (lastDX > 0) != (edge.x > 0) { xFlips += 1 }
                    lastDX = edge.x
                }
                if edge.y != 0 {
                    if lastDY == 0 { firstDY = edge.y } else if (lastDY > 0) != (edge.y > 0) { yFlips += 1 }
                    lastDY = edge.y
                }
            }
            if let previous = previousEdge {
                let cross = previous.x * edge.y - previous.y * edge.x
                if cross != 0 {
                    if sign == 0 { sign = cross } else if (sign > 0) != (cross > 0) { return false }
                }
            } else {
                firstEdge = edge
            }
            previousEdge = edge
        }
        guard sign != 0, firstEdge != nil else { return false }  // all points collinear
        if lastDX != 0 && firstDX != 0 && (lastDX > 0) != (firstDX > 0) { xFlips += 1 }
        if lastDY != 0 && firstDY != 0 && (lastDY > 0) != (firstDY > 0) { yFlips += 1 }
        return xFlips <= 2 && yFlips <= 2
    }
}
