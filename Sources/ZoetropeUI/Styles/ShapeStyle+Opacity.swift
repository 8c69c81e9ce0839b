import Foundation
import Geometry2D
import RenderCommands

/// A style drawn with its opacity multiplied (what `ShapeStyle.opacity(_:)` returns).
///
/// ```swift
/// Circle().fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).opacity(0.5))
/// ```
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let opacity: Double

    /// The base's paint with every colour's opacity multiplied (clamped to 0…1; NaN draws nothing).
    public func paint(in rect: CGRect) -> Paint {
        base.paint(in: rect).multiplyingOpacity(opacity.isNaN ? 0 : opacity)
    }
}

extension ShapeStyle {
    /// This style with its opacity multiplied by `opacity` (0…1), as SwiftUI's
    /// `ShapeStyle.opacity(_:)`. `Color.opacity(_:)` gives a `Color`.
    ///
    /// ```swift
    /// Rectangle().fill(Color.indigo.gradient.opacity(0.4))
    /// ```
    public func opacity(_ opacity: Double) -> _OpacityShapeStyle<Self> {
        _OpacityShapeStyle(base: self, opacity: opacity)
    }
}
