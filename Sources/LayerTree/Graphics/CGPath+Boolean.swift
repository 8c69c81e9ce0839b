import Foundation
import Geometry2D
import VectorPath

// Core Graphics' path booleans (iOS 16): the same operations as `Path.union` and its family,
// with the fill rule given as a `CGPathFillRule`.
extension CGPath {
    /// The area this path or `other` fills.
    ///
    /// ```swift
    /// let both = CGPath(ellipseIn: a, transform: nil).union(CGPath(rect: b, transform: nil))
    /// ```
    public func union(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(path: path.union(other.path, eoFill: rule == .evenOdd))
    }

    /// The area both this path and `other` fill.
    public func intersection(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(path: path.intersection(other.path, eoFill: rule == .evenOdd))
    }

    /// The area this path fills and `other` does not.
    public func subtracting(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(path: path.subtracting(other.path, eoFill: rule == .evenOdd))
    }

    /// The area exactly one of this path and `other` fills.
    public func symmetricDifference(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(path: path.symmetricDifference(other.path, eoFill: rule == .evenOdd))
    }

    /// This path's line where it lies inside the area `other` fills.
    public func lineIntersection(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(path: path.lineIntersection(other.path, eoFill: rule == .evenOdd))
    }

    /// This path's line where it lies outside the area `other` fills.
    public func lineSubtraction(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(path: path.lineSubtraction(other.path, eoFill: rule == .evenOdd))
    }

    /// The area this path fills, outlined without crossings or overlaps.
    ///
    /// ```swift
    /// let simple = star.normalized(using: .evenOdd)
    /// ```
    public func normalized(using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(path: path.normalized(eoFill: rule == .evenOdd))
    }
}
