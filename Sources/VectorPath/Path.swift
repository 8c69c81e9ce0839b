import Foundation
import Geometry2D
import AnimationCore

/// The outline of a 2-D shape: sub-paths of lines and quadratic/cubic Bézier curves.
///
/// Source-compatible with SwiftUI's `Path` builder API. Stored compactly as a verb list plus
/// a point list, so paths with millions of segments stay cheap to build and walk.
///
/// ```swift
/// let triangle = Path { p in
///     p.move(to: CGPoint(x: 50, y: 0))
///     p.addLine(to: CGPoint(x: 100, y: 100))
///     p.addLine(to: CGPoint(x: 0, y: 100))
///     p.closeSubpath()
/// }
/// ```
public struct Path: Equatable, Sendable {
    /// One drawing verb; the number of points it consumes is `pointCount`.
    public enum Verb: UInt8, Sendable {
        case move, line, quad, cubic, close

        /// How many points from the point list this verb consumes.
        @inlinable public var pointCount: Int {
            switch self {
            case .move, .line: 1
            case .quad: 2
            case .cubic: 3
            case .close: 0
            }
        }
    }

    /// An element of a path, as SwiftUI exposes them.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    /// The verbs, in order.
    public private(set) var verbs: [Verb] = []
    /// The points the verbs consume, in order (control points before end points).
    public private(set) var points: [CGPoint] = []
    /// Start of the current sub-path (where `closeSubpath` returns to).
    private var subpathStart: CGPoint?

    /// An empty path.
    public init() {}

    /// A path built by a closure.
    ///
    /// ```swift
    /// let line = Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 10, y: 10)) }
    /// ```
    public init(_ callback: (inout Path) -> Void) {
        self.init()
        callback(&self)
    }

    /// A path holding a rectangle.
    public init(_ rect: CGRect) {
        self.init()
        addRect(rect)
    }

    /// True when the path has no elements.
    public var isEmpty: Bool { verbs.isEmpty }

    /// The last point of the path, or nil if it is empty. After `closeSubpath` it is the
    /// sub-path's start point.
    public var currentPoint: CGPoint? {
        guard let last = verbs.last else { return nil }
        return last == .close ? subpathStart : points.last
    }

    public static func == (lhs: Path, rhs: Path) -> Bool {
        lhs.verbs == rhs.verbs && lhs.points == rhs.points
    }

    // MARK: Building

    /// Begins a new sub-path at `point`.
    public mutating func move(to point: CGPoint) {
        verbs.append(.move)
        points.append(point)
        subpathStart = point
    }

    /// Adds a straight line from the current point to `point` (starting a sub-path there if the
    /// path is empty, as SwiftUI does).
    public mutating func addLine(to point: CGPoint) {
        guard ensureCurrentPoint(point) else { return }
        verbs.append(.line)
        points.append(point)
    }

    /// Adds a quadratic Bézier curve to `end` with one control point.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard ensureCurrentPoint(end) else { return }
        verbs.append(.quad)
        points.append(control)
        points.append(end)
    }

    /// Adds a cubic Bézier curve to `end` with two control points.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard ensureCurrentPoint(end) else { return }
        verbs.append(.cubic)
        points.append(control1)
        points.append(control2)
        points.append(end)
    }

    /// Closes the current sub-path with a straight line back to its start.
    public mutating func closeSubpath() {
        guard let last = verbs.last, last != .close else { return }
        verbs.append(.close)
    }

    /// Adds open line segments through `points` as a new sub-path.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    /// Adds a closed rectangle sub-path (clockwise on screen from the top-left corner).
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY).applying(transform))
        addLine(to: CGPoint(x: r.maxX, y: r.minY).applying(transform))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY).applying(transform))
        addLine(to: CGPoint(x: r.minX, y: r.maxY).applying(transform))
        closeSubpath()
    }

    /// Adds each rectangle as a closed sub-path.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// Appends all of `path`'s elements, mapped by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        path.forEach { element in
            switch element {
            case .move(let p): move(to: p.applying(transform))
            case .line(let p): addLine(to: p.applying(transform))
            case .quadCurve(let p, let c): addQuadCurve(to: p.applying(transform), control: c.applying(transform))
            case .curve(let p, let c1, let c2):
                addCurve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: closeSubpath()
            }
        }
    }

    /// After `closeSubpath`, drawing continues from the closed sub-path's start in a new sub-path;
    /// on an empty path, the first segment starts at its own end point (nothing is drawn).
    private mutating func ensureCurrentPoint(_ fallback: CGPoint) -> Bool {
        guard let last = verbs.last else {
            move(to: fallback)
            return true
        }
        if last == .close, let start = subpathStart {
            verbs.append(.move)
            points.append(start)
        }
        return true
    }

    // MARK: Reading

    /// Calls `body` with each element, in order.
    public func forEach(_ body: (Element) -> Void) {
        var i = 0
        for verb in verbs {
            switch verb {
            case .move: body(.move(to: points[i]))
            case .line: body(.line(to: points[i]))
            case .quad: body(.quadCurve(to: points[i + 1], control: points[i]))
            case .cubic: body(.curve(to: points[i + 2], control1: points[i], control2: points[i + 1]))
            case .close: body(.closeSubpath)
            }
            i += verb.pointCount
        }
    }

    /// All elements, in order.
    public var elements: [Element] {
        var result: [Element] = []
        result.reserveCapacity(verbs.count)
        forEach { result.append($0) }
        return result
    }

    /// The path with every point mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        if transform.isIdentity { return self }
        var copy = self
        for i in copy.points.indices { copy.points[i] = copy.points[i].applying(transform) }
        copy.subpathStart = copy.subpathStart?.applying(transform)
        return copy
    }

    /// The path moved by `(dx, dy)`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// True if every point of the path is finite (no NaN or infinity).
    public var isFinite: Bool { points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
}
