import Foundation
import VectorPath
import AnimationCore

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
public protocol Shape: Animatable, Sendable {
    /// The outline of the shape in `rect`.
    func path(in rect: CGRect) -> Path
}
