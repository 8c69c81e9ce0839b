import Foundation
import Geometry2D
import AnimationCore

extension Path {
    /// The path as polylines, mapped by `transform` first and flattened so no point of a curve is
    /// farther than `tolerance` from its polyline, measured after the transform (device pixels).
    /// The points a curve adds between its end points are marked in
    /// ``FlattenedPath/curveInterior`` (a stroke joins them round); segment end points are not.
    ///
    /// Quadratics use `n = ⌈√(‖p0 − 2p1 + p2‖ / (4·tol))⌉` and cubics Wang's formula
    /// `n = ⌈√(3·max‖second differences‖ / (4·tol))⌉` uniform segments: both bound the chord
    /// error of uniform subdivision by `tol`.
    ///
    /// With `culling`, a curve whose control points lie outside its rectangle (see
    /// ``CurveCulling``) becomes its chord: one point instead of up to 16 384. Curves that reach
    /// the rectangle are flattened exactly as without it.
    ///
    /// `preservingEndTangents` (for stroke centre lines) adds, to every curve that is not culled,
    /// a point a thousandth of a chord in from each end (both marked): a stroke's join at the
    /// curve's end then follows the curve's tangent there, as Cairo's and Blend2D's do, not the
    /// direction of its first or last chord — which a miter join's length magnifies.
    ///
    /// ```swift
    /// let flat = Path(ellipseIn: rect).flattened(tolerance: 0.25, transform: .init(scaleX: 2, y: 2))
    /// ```
    public func flattened(tolerance: Double = FlattenedPath.defaultTolerance, transform: CGAffineTransform = .identity,
                          culling: CurveCulling? = nil, preservingEndTangents: Bool = false) -> FlattenedPath {
        let tol = Self.flatteningTolerance(tolerance)
        let identity = transform.isIdentity
        if identity && !hasCurves { return flattenedLines() }
        var out = FlattenedPathBuilder(capacity: points.count)
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
                let culled = culling?.excludes(current, c, end) == true
                let n = culled ? 1 : Self.quadSegments(current, c, end, tol)
                @inline(__always) func point(_ t: Double) -> CGPoint {
                    let u = 1 - t
                    return CGPoint(x: u * u * current.x + 2 * u * t * c.x + t * t * end.x,
                                   y: u * u * current.y + 2 * u * t * c.y + t * t * end.y)
                }
                let tangents = preservingEndTangents && !culled
                if tangents { out.addCurveInterior(point(Self.endTangentStep / Double(n))) }
                for k in 1..<n { out.addCurveInterior(point(Double(k) / Double(n))) }
                if tangents { out.addCurveInterior(point(1 - Self.endTangentStep / Double(n))) }
                out.add(end)
                current = end
            case .cubic:
                let c1 = map(points[i]), c2 = map(points[i + 1]), end = map(points[i + 2])
                let culled = culling?.excludes(current, c1, c2, end) == true
                let n = culled ? 1 : Self.cubicSegments(current, c1, c2, end, tol)
                @inline(__always) func point(_ t: Double) -> CGPoint {
                    let u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, cc = 3 * u * t * t, d = t * t * t
                    return CGPoint(x: a * current.x + b * c1.x + cc * c2.x + d * end.x,
                                   y: a * current.y + b * c1.y + cc * c2.y + d * end.y)
                }
                let tangents = preservingEndTangents && !culled
                if tangents { out.addCurveInterior(point(Self.endTangentStep / Double(n))) }
                for k in 1..<n { out.addCurveInterior(point(Double(k) / Double(n))) }
                if tangents { out.addCurveInterior(point(1 - Self.endTangentStep / Double(n))) }
                out.add(end)
                current = end
            case .close:
                out.close()
            }
            i += verb.pointCount
        }
        return out.finish()
    }

    /// The number of points ``flattened(tolerance:transform:culling:)`` returns with the same
    /// arguments, counted from the same formulas without producing them (one per `move` and
    /// `line`, the segment count per curve, one per culled curve): what flattening will cost,
    /// known before it is done.
    ///
    /// ```swift
    /// path.flattenedPointCount(tolerance: 0.25, transform: toDevice) == path.flattened(tolerance: 0.25, transform: toDevice).points.count
    /// ```
    public func flattenedPointCount(tolerance: Double = FlattenedPath.defaultTolerance, transform: CGAffineTransform = .identity,
                                    culling: CurveCulling? = nil, preservingEndTangents: Bool = false) -> Int {
        // Without curves, one point per move and line: every point of the path.
        guard hasCurves else { return points.count }
        let tol = Self.flatteningTolerance(tolerance)
        let identity = transform.isIdentity
        @inline(__always) func map(_ p: CGPoint) -> CGPoint { identity ? p : p.applying(transform) }
        var count = 0
        var i = 0
        var current = CGPoint.zero
        var pending = -1   // the index of the last move or line point, not yet mapped
        for verb in verbs {
            switch verb {
            case .move, .line:
                count += 1
                // Only a curve reads the current point: map it then.
                pending = i
            case .quad:
                if pending >= 0 { current = map(points[pending]); pending = -1 }
                let c = map(points[i]), end = map(points[i + 1])
                count += culling?.excludes(current, c, end) == true ? 1
                    : Self.quadSegments(current, c, end, tol) + (preservingEndTangents ? 2 : 0)
                current = end
            case .cubic:
                if pending >= 0 { current = map(points[pending]); pending = -1 }
                let c1 = map(points[i]), c2 = map(points[i + 1]), end = map(points[i + 2])
                count += culling?.excludes(current, c1, c2, end) == true ? 1
                    : Self.cubicSegments(current, c1, c2, end, tol) + (preservingEndTangents ? 2 : 0)
                current = end
            case .close:
                break
            }
            i += verb.pointCount
        }
        return count
    }

    /// This path, without curves and untransformed, as polylines: its own points (one per move and
    /// line; the storage is shared, not copied) with the contours a flattening records.
    private func flattenedLines() -> FlattenedPath {
        var contours = ContourRecorder()
        var index = 0
        for verb in verbs {
            switch verb {
            case .move: contours.begin(at: index)
            case .line: contours.extend(at: index)
            case .close: contours.close()
            case .quad, .cubic: preconditionFailure("a path without curves")
            }
            index += verb.pointCount
        }
        return FlattenedPath(points: points, contours: contours.finish(count: index))
    }

    /// True when some segment is a quadratic or cubic curve.
    public var hasCurves: Bool {
        verbs.withUnsafeBufferPointer { verbs in
            for verb in verbs where verb == .quad || verb == .cubic { return true }
            return false
        }
    }

    /// The tolerance flattening uses for `tolerance`: at least 1e-6, 0.25 when not a positive number.
    static func flatteningTolerance(_ tolerance: Double) -> Double {
        tolerance.isFinite && tolerance > 0 ? max(tolerance, 1e-6) : 0.25
    }

    /// Segments of the quadratic `a c b`: ⌈√(‖a − 2c + b‖ / (4·tol))⌉.
    @inline(__always)
    static func quadSegments(_ a: CGPoint, _ c: CGPoint, _ b: CGPoint, _ tol: Double) -> Int {
        segmentCount(hypot(a.x - 2 * c.x + b.x, a.y - 2 * c.y + b.y) / (4 * tol))
    }

    /// Segments of the cubic `a c1 c2 b` (Wang's formula).
    @inline(__always)
    static func cubicSegments(_ a: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ b: CGPoint, _ tol: Double) -> Int {
        let d1 = hypot(a.x - 2 * c1.x + c2.x, a.y - 2 * c1.y + c2.y)
        let d2 = hypot(c1.x - 2 * c2.x + b.x, c1.y - 2 * c2.y + b.y)
        return segmentCount(3 * max(d1, d2) / (4 * tol))
    }

    /// Segments needed for a curve whose error bound is `squaredCount` (the value under the root),
    /// capped so hostile input cannot allocate without bound.
    static func segmentCount(_ squaredCount: Double) -> Int {
        guard squaredCount.isFinite else { return 1 }
        return Int(min(max(squaredCount.squareRoot().rounded(.up), 1), 16_384))
    }

    /// The most segments one curve is flattened into.
    public static let maximumCurveSegments = 16_384

    /// Where, as a fraction of one chord's parameter step, `preservingEndTangents` puts the points
    /// next to a curve's ends.
    static let endTangentStep = 0.001
}

/// Builds a `FlattenedPath` point by point with the semantics of `beginContour` / `addPoint` /
/// `closeContour`, but records a contour once, when it ends, instead of updating it per point.
struct FlattenedPathBuilder {
    private var points: [CGPoint] = []
    private var contours = ContourRecorder()
    private var curveInterior = CurveInteriorMarks()

    init(capacity: Int) {
        points.reserveCapacity(capacity)
    }

    /// Starts a new contour at `point`.
    @inline(__always) mutating func begin(_ point: CGPoint) {
        contours.begin(at: points.count)
        points.append(point)
    }

    /// Extends the current contour (starting one if there is none).
    @inline(__always) mutating func add(_ point: CGPoint) {
        contours.extend(at: points.count)
        points.append(point)
    }

    /// Extends the current contour with a point strictly inside a curve (marked in
    /// ``FlattenedPath/curveInterior``).
    @inline(__always) mutating func addCurveInterior(_ point: CGPoint) {
        curveInterior.insert(points.count)
        add(point)
    }

    /// Marks the current contour closed (nothing if there is none).
    @inline(__always) mutating func close() {
        contours.close()
    }

    mutating func finish() -> FlattenedPath {
        FlattenedPath(points: points, contours: contours.finish(count: points.count), curveInterior: curveInterior)
    }
}

/// The contours of a flattening, recorded from the indices of its points as they come: a contour
/// starts at each `move`'s point (or at the first point, when a path does not start with a move) and
/// ends where the next one starts.
struct ContourRecorder {
    private var contours: [FlattenedPath.Contour] = []
    /// The contour being recorded: where it starts, and whether it was closed.
    private var start = -1
    private var closed = false

    /// Starts a new contour at point `index` (ending the current one there).
    @inline(__always) mutating func begin(at index: Int) {
        flush(end: index)
        start = index
        closed = false
    }

    /// Extends the current contour to point `index` (starting one there if there is none).
    @inline(__always) mutating func extend(at index: Int) {
        if start < 0 { start = index; closed = false }
    }

    /// Marks the current contour closed (nothing if there is none).
    @inline(__always) mutating func close() {
        if start >= 0 { closed = true }
    }

    /// The contours, the last one ending at `count` points.
    mutating func finish(count: Int) -> [FlattenedPath.Contour] {
        flush(end: count)
        start = -1
        return contours
    }

    private mutating func flush(end: Int) {
        if start >= 0 { contours.append(.init(range: start..<end, isClosed: closed)) }
    }
}
