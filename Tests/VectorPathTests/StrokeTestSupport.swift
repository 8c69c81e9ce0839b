import Foundation
import Testing
@testable import VectorPath
import Geometry2D
import AnimationCore

// Shared helpers of the stroker and dasher tests.

/// Fixtures of the stroke tests; suites adopt it (it brings ``PathAnalysisFixtures`` along).
protocol StrokeFixtures: PathAnalysisFixtures {}

extension StrokeFixtures {
    func pt(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }

    /// One polyline as a flattened path.
    func polyline(_ pts: [CGPoint], closed: Bool = false) -> FlattenedPath {
        FlattenedPath(polylines: [(pts, closed)])
    }

    /// Winding number of the outline around `p` (+1 for contours oriented like `addRect`), without
    /// allocating: fast enough for property tests in debug builds.
    func winding(_ flat: FlattenedPath, _ p: CGPoint) -> Int {
        var winding = 0
        let pts = flat.points
        for contour in flat.contours where !contour.range.isEmpty {
            var a = pts[contour.range.upperBound - 1]
            for i in contour.range {
                let b = pts[i]
                if (a.y <= p.y) != (b.y <= p.y) {
                    let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
                    if x > p.x { winding += b.y > a.y ? 1 : -1 }
                }
                a = b
            }
        }
        return winding
    }

    func covered(_ flat: FlattenedPath, _ p: CGPoint) -> Bool { winding(flat, p) != 0 }

    /// Sum of the signed shoelace areas of the contours (positive for `addRect`'s orientation).
    func signedArea(_ flat: FlattenedPath) -> Double {
        var total = 0.0
        for contour in flat.contours where !contour.range.isEmpty {
            var a = flat.points[contour.range.upperBound - 1]
            for i in contour.range {
                let b = flat.points[i]
                total += a.x * b.y - b.x * a.y
                a = b
            }
        }
        return total / 2
    }

    /// Area where the winding number is not 0, by midpoint sampling on a `step` grid over `box`.
    func coveredArea(_ flat: FlattenedPath, in box: CGRect, step: Double) -> Double {
        var count = 0
        var y = box.minY + step / 2
        while y < box.maxY {
            var x = box.minX + step / 2
            while x < box.maxX {
                if covered(flat, CGPoint(x: x, y: y)) { count += 1 }
                x += step
            }
            y += step
        }
        return Double(count) * step * step
    }

    /// Total length of the open polylines of `flat` (closed ones include their closing segment).
    func polylineLength(_ flat: FlattenedPath) -> Double {
        var total = 0.0
        for contour in flat.contours {
            let pts = flat[contour]
            guard var prev = pts.first else { continue }
            for p in pts.dropFirst() { total += distance(prev, p); prev = p }
            if contour.isClosed, let first = pts.first { total += distance(prev, first) }
        }
        return total
    }

    /// Smallest distance from `p` to any point of the outline's vertices.
    func nearestVertexDistance(_ flat: FlattenedPath, to p: CGPoint) -> Double {
        flat.points.map { distance($0, p) }.min() ?? .infinity
    }
}
