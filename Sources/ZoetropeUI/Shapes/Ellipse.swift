import Foundation
import VectorPath

/// An ellipse filling the frame it is given.
///
/// ```swift
/// let oval = Ellipse().path(in: CGRect(x: 0, y: 0, width: 100, height: 60))
/// ```
public struct Ellipse: Shape, Hashable {
    /// An ellipse shape.
    public init() {}

    /// The ellipse inscribed in `rect`.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}
