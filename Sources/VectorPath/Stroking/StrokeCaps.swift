import Foundation

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
            outline.append(CGPoint(x: p.x + radius * (nx + d.dx), y: p.y + radius * (ny + d.dy)))
            outline.append(CGPoint(x: p.x + radius * (d.dx - nx), y: p.y + radius * (d.dy - ny)))
        case .round:
            appendArcInterior(center: p, nx: nx, ny: ny, angle: .pi)
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
        outline.removeAll(keepingCapacity: true)
        switch cap {
        case .butt:
            return
        case .square:
            let r = radius
            outline.append(CGPoint(x: p.x - r, y: p.y - r))
            outline.append(CGPoint(x: p.x + r, y: p.y - r))
            outline.append(CGPoint(x: p.x + r, y: p.y + r))
            outline.append(CGPoint(x: p.x - r, y: p.y + r))
        case .round:
            let steps = min(max(Int((2 * .pi / arcStep).rounded(.up)), 8), 8192)
            for k in 0..<steps {
                let angle = 2 * .pi * Double(k) / Double(steps)
                outline.append(CGPoint(x: p.x + radius * cos(angle), y: p.y + radius * sin(angle)))
            }
        }
        output.append(outline, closed: true)
    }
}
