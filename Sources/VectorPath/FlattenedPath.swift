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
    /// The points that lie strictly inside a flattened curve (see ``CurveInteriorMarks``): the
    /// stroker joins their chords round. Empty for a path without curves.
    public private(set) var curveInterior = CurveInteriorMarks()

    public init() {}

    /// Creates a flattened path from explicit polylines.
    public init(polylines: [(points: [CGPoint], closed: Bool)]) {
        for polyline in polylines { append(polyline.points, closed: polyline.closed) }
    }

    /// Wraps storage built elsewhere in the module (the flattener, the stroker); `contours` must
    /// be consecutive ranges of `points`, `curveInterior` marks indices of `points`.
    init(points: [CGPoint], contours: [Contour], curveInterior: CurveInteriorMarks = CurveInteriorMarks()) {
        self.points = points
        self.contours = contours
        self.curveInterior = curveInterior
    }

    /// Appends one contour, none of whose points is a curve's interior point.
    public mutating func append<C: Collection<CGPoint>>(_ contourPoints: C, closed: Bool) {
        let start = points.count
        points.append(contentsOf: contourPoints)
        contours.append(Contour(range: start..<points.count, isClosed: closed))
    }

    /// Appends one contour whose points are marked as curve interior points where
    /// `curveInterior` is true (the two collections have the same count).
    public mutating func append<C: Collection<CGPoint>, M: Collection<Bool>>(_ contourPoints: C, closed: Bool,
                                                                            curveInterior marks: M) {
        precondition(contourPoints.count == marks.count, "one mark per point")
        let start = points.count
        for (k, marked) in marks.enumerated() where marked { curveInterior.insert(start + k) }
        append(contourPoints, closed: closed)
    }

    /// Appends `contour` of `source` (one of its contours), its points' marks included.
    public mutating func append(_ contour: Contour, of source: FlattenedPath) {
        curveInterior.copy(from: source.curveInterior, sourceStart: contour.range.lowerBound,
                           count: contour.range.count, to: points.count)
        append(source[contour], closed: contour.isClosed)
    }

    /// Whether point `index` lies strictly inside a flattened curve (see ``CurveInteriorMarks``).
    @inline(__always)
    public func isCurveInterior(_ index: Int) -> Bool { curveInterior[index] }

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

extension FlattenedPath {
    /// The flattening tolerance, in device pixels, where a caller gives none: every chord within
    /// a quarter of a pixel of its curve.
    public static let defaultTolerance = 0.25
    /// The tolerance both renderers flatten fills, strokes and layer shadows at (a tenth of a pixel:
    /// no facet shows on a curve at any size); text uses ``FillStyle``'s own.
    ///
    /// ```swift
    /// let flat = path.flattened(tolerance: FlattenedPath.renderingTolerance, transform: toDevice)
    /// ```
    public static let renderingTolerance = 0.1
}
