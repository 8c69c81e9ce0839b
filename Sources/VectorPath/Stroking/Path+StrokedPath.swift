import Foundation
import Geometry2D
import AnimationCore

extension Path {
    /// The outline of this path stroked with `style`, as SwiftUI's `strokedPath(_:)`: closed
    /// polygons (moves, lines, closes) that, filled with the nonzero rule, paint what the stroke
    /// paints, each point once (see ``FlattenedPath/stroked(style:tolerance:)``).
    ///
    /// Curves, round joins and round caps are approximated within 0.05 user units, or within
    /// 1/2000 of the path's extent (its control-point box plus the line width) when that is
    /// smaller, so small shapes drawn scaled up stay smooth. A sub-path made of a lone `move`
    /// draws nothing; `move` + `closeSubpath` and zero-length segments draw dots for round and
    /// square caps.
    ///
    /// ```swift
    /// let hand = Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 0, y: -40)) }
    /// let outline = hand.strokedPath(StrokeStyle(lineWidth: 3, lineCap: .round))
    /// ```
    public func strokedPath(_ style: StrokeStyle) -> Path {
        guard !isEmpty else { return Path() }
        let tolerance = strokeTolerance(lineWidth: Double(style.lineWidth))
        let outline = strokeCentreLine(tolerance: tolerance).stroked(style: style, tolerance: tolerance)
        var result = Path()
        for contour in outline.contours {
            let pts = outline[contour]
            guard let first = pts.first else { continue }
            result.move(to: first)
            for p in pts.dropFirst() { result.addLine(to: p) }
            result.closeSubpath()
        }
        return result
    }

    /// The polyline a stroke follows: this path flattened within `tolerance`, without the
    /// sub-paths that are a lone `move` (they draw nothing, as in Core Graphics and SVG, while
    /// `move` + `closeSubpath` is a zero-length sub-path that caps draw as a dot). Every stroker
    /// caller (`strokedPath`, the renderers' device geometry) starts from this.
    ///
    /// With `culling` (local coordinates, mapped by its `toDevice`), curves far from the canvas
    /// become chords, as in ``flattened(tolerance:transform:culling:)``.
    /// Curves keep their end tangents (`preservingEndTangents`): joins between segments follow them.
    ///
    /// ```swift
    /// let line = path.strokeCentreLine(tolerance: 0.05).stroked(style: StrokeStyle(lineWidth: 2))
    /// ```
    public func strokeCentreLine(tolerance: Double, culling: CurveCulling? = nil) -> FlattenedPath {
        let flat = flattened(tolerance: tolerance, culling: culling, preservingEndTangents: true)
        return hasLoneMove ? flat.removingLoneMoves(of: self) : flat
    }

    /// 0.05, or 1/2000 of the extent (control-point box and line width) when smaller.
    private func strokeTolerance(lineWidth: Double) -> Double {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for p in points {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        let extent = max(maxX - minX, maxY - minY) + (lineWidth.isFinite ? abs(lineWidth) : 0)
        guard extent.isFinite, extent > 0 else { return 0.05 }
        return min(0.05, extent / 2000)
    }

    /// Whether some `move` is followed by another `move` or ends the path.
    private var hasLoneMove: Bool {
        for (i, verb) in verbs.enumerated() where verb == .move {
            if i + 1 == verbs.count || verbs[i + 1] == .move { return true }
        }
        return false
    }
}

extension FlattenedPath {
    /// This flattening of `path` without the contours of its lone `move`s (flattening starts one
    /// contour per `move`, in order); the kept points keep their curve-interior marks.
    fileprivate func removingLoneMoves(of path: Path) -> FlattenedPath {
        var result = FlattenedPath()
        result.reserveCapacity(points: points.count)
        var contourIndex = 0
        for (i, verb) in path.verbs.enumerated() where verb == .move {
            defer { contourIndex += 1 }
            guard contourIndex < contours.count else { break }
            let lone = i + 1 == path.verbs.count || path.verbs[i + 1] == .move
            if !lone { result.append(contours[contourIndex], of: self) }
        }
        return result
    }
}
