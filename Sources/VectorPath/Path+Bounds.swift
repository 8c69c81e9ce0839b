import Foundation
import Geometry2D
import AnimationCore

extension PathSegment {
    /// The tight bounding box of the segment: its end points plus the curve's extrema in x and y
    /// (found from the roots of the derivative), never the control points themselves.
    ///
    /// ```swift
    /// PathSegment.quadCurve(from: .zero, control: CGPoint(x: 5, y: 10), to: CGPoint(x: 10, y: 0))
    ///     .boundingRect // (0, 0, 10, 5)
    /// ```
    public var boundingRect: CGRect {
        var box = BoundsAccumulator()
        box.add(start)
        box.add(end)
        for axis in 0..<2 {
            let (first, second) = extrema(axis: axis)
            if let first { box.add(point(at: first)) }
            if let second { box.add(point(at: second)) }
        }
        return box.rect ?? .null
    }
}

extension Path {
    /// The smallest rectangle enclosing every point the path passes through, curves included
    /// but control points excluded (SwiftUI's `boundingRect`, CoreGraphics' `boundingBoxOfPath`).
    ///
    /// Curve extrema are exact: the x/y derivative roots of each quadratic and cubic are solved
    /// in closed form. The points of `move`s count too, so a path that is a single `move(to: p)`
    /// has the zero-size rectangle at `p`.
    ///
    /// - An empty path gives `CGRect.zero`, as SwiftUI's `Path().boundingRect` does
    ///   (CoreGraphics would give `CGRect.null`; we follow SwiftUI).
    /// - Non-finite points (NaN, ±∞) are skipped; a path with no finite point gives `.zero`.
    ///
    /// ```swift
    /// Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50)).boundingRect // (0, 0, 100, 50)
    /// ```
    public var boundingRect: CGRect {
        var box = BoundsAccumulator()
        var current = CGPoint.zero
        forEach { element in
            switch element {
            case .move(let p), .line(let p):
                box.add(p)
                current = p
            case .quadCurve(let p, let c):
                box.add(segmentExtrema: .quadCurve(from: current, control: c, to: p))
                current = p
            case .curve(let p, let c1, let c2):
                box.add(segmentExtrema: .curve(from: current, control1: c1, control2: c2, to: p))
                current = p
            case .closeSubpath:
                break // returns to a point already counted
            }
        }
        return box.rect ?? .zero
    }
}

/// Running min/max of finite points.
struct BoundsAccumulator {
    private var minX = Double.infinity, minY = Double.infinity
    private var maxX = -Double.infinity, maxY = -Double.infinity

    mutating func add(_ p: CGPoint) {
        guard p.x.isFinite, p.y.isFinite else { return }
        minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
        minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
    }

    /// Adds a curve's end point and interior extrema (its start was added by the previous verb).
    mutating func add(segmentExtrema segment: PathSegment) {
        add(segment.end)
        for axis in 0..<2 {
            let (first, second) = segment.extrema(axis: axis)
            if let first { add(segment.point(at: first)) }
            if let second { add(segment.point(at: second)) }
        }
    }

    var rect: CGRect? {
        guard minX <= maxX, minY <= maxY else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
