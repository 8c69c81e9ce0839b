import Foundation
import VectorPath
import AnimationCore
import Geometry2D

/// A 2-D shape that describes its outline for a given rectangle. Animatable through
/// `animatableData`, like SwiftUI's `Shape`.
///
/// ```swift
/// struct Diamond: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { p in
///             p.move(to: CGPoint(x: rect.midX, y: rect.minY))
///             p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
///             p.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
///             p.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
///             p.closeSubpath()
///         }
///     }
/// }
/// ```
public protocol Shape: Animatable, View, Sendable {
    /// The outline of the shape in `rect`.
    func path(in rect: CGRect) -> Path
    /// The size the shape takes for `proposal` (default: the proposal, nil dimensions 10).
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    /// A shape shown as a view is filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
}
