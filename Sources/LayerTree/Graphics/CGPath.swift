import Foundation
import Geometry2D
import VectorPath

/// An immutable Core Graphics path over Zoetrope's `Path` (the same verbs and points). Build one
/// with ``CGMutablePath`` or the shape initializers; layers copy a path when it is assigned, as
/// Core Animation's `copy` properties do.
///
/// Angles are in radians and follow Core Graphics on a y-down screen (the same sense as
/// `Path.addArc`): `clockwise: false` sweeps towards increasing angles, which turns clockwise
/// on screen.
///
/// ```swift
/// let box = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
/// box.boundingBox // (0, 0, 10, 10)
/// ```
public class CGPath: Hashable, CustomStringConvertible {
    /// The path's geometry.
    public internal(set) var path: Path

    required init(path: Path) { self.path = path }

    /// A closed rectangle, optionally transformed.
    ///
    /// ```swift
    /// let box = CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil)
    /// ```
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        var p = Path()
        p.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(path: p)
    }

    /// An ellipse inscribed in `rect`, optionally transformed.
    ///
    /// ```swift
    /// let dot = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 8, height: 8), transform: nil)
    /// ```
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        var p = Path()
        p.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(path: p)
    }

    /// A rectangle with circular corners of the given width and height, optionally transformed.
    ///
    /// ```swift
    /// let card = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60),
    ///                   cornerWidth: 8, cornerHeight: 8, transform: nil)
    /// ```
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        var p = Path()
        p.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular,
                         transform: transform?.pointee ?? .identity)
        self.init(path: p)
    }

    /// True if the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// The last point of the path (`.zero` for an empty path, as Core Graphics).
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// The smallest rectangle holding every point of the path, control points included;
    /// `CGRect.null` for an empty path.
    public var boundingBox: CGRect {
        let finite = path.points.filter { $0.x.isFinite && $0.y.isFinite }
        guard let first = finite.first else { return .null }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for p in finite {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The smallest rectangle holding the drawn path (curves' extrema, not their control
    /// points); `CGRect.null` for an empty path.
    public var boundingBoxOfPath: CGRect { path.isEmpty ? .null : path.boundingRect }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(path: path) }

    /// A copy transformed by `transform`.
    ///
    /// ```swift
    /// let moved = path.copy(using: [CGAffineTransform(translationX: 5, y: 0)])
    /// ```
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(path: transform.map { path.applying($0.pointee) } ?? path)
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }

    /// True if `point` is inside the path under the given fill rule.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        let target = transform == .identity ? path : path.applying(transform)
        return target.contains(point, eoFill: rule == .evenOdd)
    }

    /// Equal paths have the same verbs and points.
    public static func == (a: CGPath, b: CGPath) -> Bool { a.path == b.path }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path.verbs.count)
        for p in path.points.prefix(8) {
            hasher.combine(p.x)
            hasher.combine(p.y)
        }
    }

    public var description: String { "CGPath(\(path.verbs.count) elements, box \(boundingBox))" }
}

/// The fill rules of `CGPath.contains(_:using:transform:)`.
public enum CGPathFillRule: Int, Hashable, Sendable {
    /// Nonzero winding.
    case winding = 0
    /// Even–odd.
    case evenOdd = 1
}

/// A path under construction. Angles are radians; `clockwise` has Core Graphics' sense on a
/// y-down screen (`false`: increasing angles, clockwise on screen), the sense `Path.addArc` uses.
///
/// ```swift
/// let ring = CGMutablePath()
/// ring.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
/// ```
public final class CGMutablePath: CGPath {
    /// An empty path.
    public convenience init() { self.init(path: Path()) }

    required init(path: Path) { super.init(path: path) }

    /// Starts a new sub-path at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: point.applying(transform))
    }

    /// A straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: point.applying(transform))
    }

    /// A polyline through `points` (a move to the first).
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        path.addLines(points.map { $0.applying(transform) })
    }

    /// A cubic Bézier curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        path.addCurve(to: end.applying(transform), control1: control1.applying(transform),
                      control2: control2.applying(transform))
    }

    /// A quadratic Bézier curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }

    /// An arc of the circle around `center` from `startAngle` to `endAngle` (radians), joined to
    /// the current point by a line. `clockwise: false` sweeps towards increasing angles (clockwise
    /// on a y-down screen).
    ///
    /// ```swift
    /// let p = CGMutablePath()
    /// p.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false) // ends at (0, 10)
    /// ```
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                    endAngle: .radians(Double(endAngle)), clockwise: clockwise, transform: transform)
    }

    /// An arc from `startAngle` turning by `delta` radians (positive: increasing angles).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        path.addRelativeArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                            delta: .radians(Double(delta)), transform: transform)
    }

    /// An arc tangent to the lines current point → `tangent1End` → `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform)
    }

    /// A closed rectangle sub-path.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addRect(rect, transform: transform)
    }

    /// One closed rectangle sub-path per rect.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        path.addRects(rects, transform: transform)
    }

    /// An ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addEllipse(in: rect, transform: transform)
    }

    /// A rectangle with circular corners.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular,
                            transform: transform)
    }

    /// Appends the elements of `other`.
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        path.addPath(other.path, transform: transform)
    }

    /// Closes the current sub-path with a line to its start.
    public func closeSubpath() { path.closeSubpath() }
}

extension Path {
    /// The path a `CGPath` holds.
    ///
    /// ```swift
    /// let p = Path(CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil))
    /// ```
    public init(_ path: CGPath) { self = path.path }

    /// This path as an immutable `CGPath`.
    public var cgPath: CGPath { CGPath(path: self) }
}
