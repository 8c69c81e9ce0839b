import Foundation
import Geometry2D
import AnimationCore

extension Stroker {
    /// Appends the points of the cap at the end `p` of a polyline travelling along `direction`,
    /// strictly between the left offset of the end (already in the outline) and the right offset
    /// (which the caller appends next, as the left offset of the reversed polyline).
    ///
    /// Butt: nothing. Square: two corners `radius` beyond the end. Round: a half circle.
    ///
    /// ```swift
    /// stroker.addCap(at: points[n - 1], direction: edges[n - 2])
    /// ```
    mutating func addCap(at p: CGPoint, direction d: Edge) {
        let nx = d.dy, ny = -d.dx
        switch cap {
        case .butt:
            break
        case .square:
            outPoints.append(CGPoint(x: p.x + radius * (nx + d.dx), y: p.y + radius * (ny + d.dy)))
            outPoints.append(CGPoint(x: p.x + radius * (d.dx - nx), y: p.y + radius * (d.dy - ny)))
        case .round:
            appendArcInterior(center: p, from: nx, ny, to: -nx, -ny)
        }
    }

    /// Draws a zero-length sub-path at `p`: a disc of radius `lineWidth / 2` for a round cap, an
    /// axis-aligned square of side `lineWidth` for a square cap, nothing for a butt cap. Oriented
    /// like every other piece of the outline.
    ///
    /// ```swift
    /// stroker.addDot(at: CGPoint(x: 5, y: 5))
    /// ```
    mutating func addDot(at p: CGPoint) {
        let start = outPoints.count
        let r = radius
        switch cap {
        case .butt:
            return
        case .square:
            outPoints.append(CGPoint(x: p.x - r, y: p.y - r))
            outPoints.append(CGPoint(x: p.x + r, y: p.y - r))
            outPoints.append(CGPoint(x: p.x + r, y: p.y + r))
            outPoints.append(CGPoint(x: p.x - r, y: p.y + r))
        case .round:
            // Two half circles from +x, so the dot has at least 4 vertices.
            outPoints.append(CGPoint(x: p.x + r, y: p.y))
            appendArcInterior(center: p, from: 1, 0, to: -1, 0)
            outPoints.append(CGPoint(x: p.x - r, y: p.y))
            appendArcInterior(center: p, from: -1, 0, to: 1, 0)
        }
        outContours.append(FlattenedPath.Contour(range: start..<outPoints.count, isClosed: true))
    }
}
