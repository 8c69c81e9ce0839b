import Foundation
import VectorPath
import RenderCommands
import Geometry2D
import AnimationCore

/// A circle filling the largest square centred in the frame it is given.
///
/// ```swift
/// let dot = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 60)) // diameter 60, centre (50, 30)
/// ```
public struct Circle: Shape, Hashable {
    /// A circle shape.
    public init() {}

    /// The circle of diameter `min(width, height)` centred in `rect`.
    public func path(in rect: CGRect) -> Path {
        let r = rect.standardized
        let side = min(r.width, r.height)
        return Path(ellipseIn: CGRect(x: r.midX - side / 2, y: r.midY - side / 2, width: side, height: side))
    }

    /// The largest square that fits the proposal (nil dimensions 10).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        let side = min(size.width, size.height)
        return CGSize(width: side, height: side)
    }
}
