import Foundation
import VectorPath
import RenderCommands
import Geometry2D

/// A rectangle whose shorter sides are half circles, filling the frame it is given.
///
/// ```swift
/// let pill = Capsule().path(in: CGRect(x: 0, y: 0, width: 100, height: 30)) // corner radius 15
/// ```
public struct Capsule: Shape, Hashable {
    /// Circular or continuous corners. Continuous corners never fit a capsule, so both draw half
    /// circles (see ``RoundedCornerStyle/continuous``).
    public var style: RoundedCornerStyle

    /// A capsule shape.
    public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }

    /// A rounded rectangle with corner radius half the shorter side of `rect`.
    public func path(in rect: CGRect) -> Path {
        let r = rect.standardized
        let radius = min(r.width, r.height) / 2
        return Path(roundedRect: r, cornerSize: CGSize(width: radius, height: radius), style: style)
    }
}
