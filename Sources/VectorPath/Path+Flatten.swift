import Foundation
import Geometry2D
import AnimationCore

extension Path {
    /// The path as polylines, mapped by `transform` first and flattened so no point of a curve is
    /// farther than `tolerance` from its polyline, measured after the transform (device pixels).
    ///
    /// Quadratics use `n = ⌈√(‖p0 − 2p1 + p2‖ / (4·tol))⌉` and cubics Wang's formula
    /// `n = ⌈√(3·max‖second differences‖ / (4·tol))⌉` uniform segments: both bound the chord
    /// error of uniform subdivision by `tol`.
    ///
    /// ```swift
    /// let flat = Path(ellipseIn: rect).flattened(tolerance: 0.25, transform: .init(scaleX: 2, y: 2))
    /// ```
    public func flattened(tolerance: Double = 0.25, transform: CGAffineTransform = .identity) -> FlattenedPath {
        let tol = tolerance.isFinite && tolerance > 0 ? max(tolerance, 1e-6) : 0.25
        var out = FlattenedPathBuilder(capacity: points.count)
        let identity = transform.isIdentity
        @inline(__always) func map(_ p: CGPoint) -> CGPoint { identity ? p : p.applying(transform) }
        var i = 0
        var current = CGPoint.zero
        for verb in verbs {
            switch verb {
            case .move:
                current = map(points[i])
                out.begin(current)
            case .line:
                current = map(points[i])
                out.add(current)
            case .quad:
                let c = map(points[i]), end = map(points[i + 1])
                let dd = hypot(current.x - 2 * c.x + end.x, current.y - 2 * c.y + end.y)
                let n = Self.segmentCount(dd / (4 * tol))
                for k in 1..<n {
                    let t = Double(k) / Double(n), u = 1 - t
                    out.add(CGPoint(x: u * u * current.x + 2 * u * t * c.x + t * t * end.x,
                                         y: u * u * current.y + 2 * u * t * c.y + t * t * end.y))
                }
                out.add(end)
                current = end
            case .cubic:
                let c1 = map(points[i]), c2 = map(points[i + 1]), end = map(points[i + 2])
                let d1 = hypot(current.x - 2 * c1.x + c2.x, current.y - 2 * c1.y + c2.y)
                let d2 = hypot(c1.x - 2 * c2.x + end.x, c1.y - 2 * c2.y + end.y)
                let n = Self.segmentCount(3 * max(d1, d2) / (4 * tol))
                for k in 1..<n {
                    let t = Double(k) / Double(n), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, cc = 3 * u * t * t, d = t * t * t
                    out.add(CGPoint(x: a * current.x + b * c1.x + cc * c2.x + d * end.x,
                                         y: a * current.y + b * c1.y + cc * c2.y + d * end.y))
                }
                out.add(end)
                current = end
            case .close:
                out.close()
            }
            i += verb.pointCount
        }
        return out.finish()
    }

    /// Segments needed for a curve whose error bound is `squaredCount` (the value under the root),
    /// capped so hostile input cannot allocate without bound.
    private static func segmentCount(_ squaredCount: Double) -> Int {
        guard squaredCount.isFinite else { return 1 }
        return Int(min(max(squaredCount.squareRoot().rounded(.up), 1), 16_384))
    }
}

/// Builds a `FlattenedPath` point by point with the semantics of `beginContour` / `addPoint` /
/// `closeContour`, but records a contour once, when it ends, instead of updating it per point.
struct FlattenedPathBuilder {
    private var points: [CGPoint] = []
    private var contours: [FlattenedPath.Contour] = []
    /// The contour being built: where it starts in `points`, and whether it was closed.
    private var start = -1
    private var closed = false

    init(capacity: Int) {
        points.reserveCapacity(capacity)
    }

    /// Starts a new contour at `point`.
    @inline(__always) mutating func begin(_ point: CGPoint) {
        flush()
        start = points.count
        closed = false
        points.append(point)
    }

    /// Extends the current contour (starting one if there is none).
    @inline(__always) mutating func add(_ point: CGPoint) {
        if start < 0 { start = points.count; closed = false }
        points.append(point)
    }

    /// Marks the current contour closed (nothing if there is none).
    @inline(__always) mutating func close() {
        if start >= 0 { closed = true }
    }

    private mutating func flush() {
        if start >= 0 { contours.append(.init(range: start..<points.count, isClosed: closed)) }
    }

    mutating func finish() -> FlattenedPath {
        flush()
        start = -1
        return FlattenedPath(points: points, contours: contours)
    }
}
