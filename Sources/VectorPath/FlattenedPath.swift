import Foundation
import AnimationCore

/// A path reduced to straight segments: contours of points, each open or closed.
///
/// The shared geometry both backends consume: flattening and stroking happen once, here.
/// Points are stored contiguously; `contours` index into them.
///
/// ```swift
/// let flat = path.flattened(tolerance: 0.25)
/// for contour in flat.contours { let pts = flat.points[contour.range] }
/// ```
public struct FlattenedPath: Equatable, Sendable {
    /// A run of points in `points` forming one polyline.
    public struct Contour: Equatable, Sendable {
        /// Indices into `points`.
        public var range: Range<Int>
        /// Whether the last point connects back to the first.
        public var isClosed: Bool

        public init(range: Range<Int>, isClosed: Bool) {
            self.range = range
            self.isClosed = isClosed
        }
    }

    /// All points, contour after contour.
    public private(set) var points: [CGPoint] = []
    /// The contours, in path order.
    public private(set) var contours: [Contour] = []

    public init() {}

    /// Creates a flattened path from explicit polylines.
    public init(polylines: [(points: [CGPoint], closed: Bool)]) {
        for polyline in polylines { append(polyline.points, closed: polyline.closed) }
    }

    /// Wraps storage built elsewhere in the module (the stroker); `contours` must be consecutive
    /// ranges of `points`.
    init(points: [CGPoint], contours: [Contour]) {
        self.points = points
        self.contours = contours
    }

    /// Appends one contour.
    public mutating func append<C: Collection<CGPoint>>(_ contourPoints: C, closed: Bool) {
        let start = points.count
        points.append(contentsOf: contourPoints)
        contours.append(Contour(range: start..<points.count, isClosed: closed))
    }

    /// Starts a new, empty contour; `addPoint` extends it and `closeContour` closes it.
    @inlinable public mutating func beginContour(at point: CGPoint) {
        appendPoint(point, startingContour: true)
    }

    /// Appends a point to the current contour.
    @inlinable public mutating func addPoint(_ point: CGPoint) {
        appendPoint(point, startingContour: false)
    }

    @usableFromInline
    mutating func appendPoint(_ point: CGPoint, startingContour: Bool) {
        if startingContour || contours.isEmpty {
            contours.append(Contour(range: points.count..<points.count, isClosed: false))
        }
        points.append(point)
        contours[contours.count - 1].range = contours[contours.count - 1].range.lowerBound..<points.count
    }

    /// Marks the current contour closed.
    public mutating func closeContour() {
        guard !contours.isEmpty else { return }
        contours[contours.count - 1].isClosed = true
    }

    /// Reserves room for `count` more points.
    public mutating func reserveCapacity(points count: Int) {
        points.reserveCapacity(points.count + count)
    }

    /// The points of one contour.
    public subscript(contour: Contour) -> ArraySlice<CGPoint> { points[contour.range] }
}
