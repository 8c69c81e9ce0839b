import Foundation
import ZoetropeUI
import VectorPath
import RenderCommands
import Geometry2D
import AnimationCore

/// A quadrilateral whose top-left corner slides along the top edge (seed "AnimatableData"):
/// `startingPoint` 0 is a square, half the width a trapezium, the full width a right triangle.
///
/// ```swift
/// RightAngleShape(startingPoint: 100).fill(Color.orange)
/// ```
public struct RightAngleShape: Shape {
    public var startingPoint: CGFloat

    public init(startingPoint: CGFloat = 0) { self.startingPoint = startingPoint }

    public var animatableData: CGFloat {
        get { startingPoint }
        set { startingPoint = newValue }
    }

    public func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX + startingPoint, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}
