import Foundation
import VectorPath

/// A rectangle filling the frame it is given.
///
/// ```swift
/// let outline = Rectangle().path(in: CGRect(x: 0, y: 0, width: 40, height: 20))
/// ```
public struct Rectangle: Shape, Hashable {
    /// A rectangle shape.
    public init() {}

    /// `rect` itself, as a closed sub-path.
    public func path(in rect: CGRect) -> Path { Path(rect) }
}
