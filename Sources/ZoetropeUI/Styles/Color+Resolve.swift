import Foundation
import Geometry2D
import RenderCommands

extension Color {
    /// The concrete components of this color in `environment` (SwiftUI's `resolve(in:)`).
    ///
    /// Zoetrope renders the light appearance only, so the result does not depend on the
    /// environment: every color resolves to its own sRGB components.
    ///
    /// ```swift
    /// let red = Color.red.resolve(in: EnvironmentValues())
    /// red.green        // ≈ 0.23137 (#FF3B30)
    /// red.linearGreen  // ≈ 0.04374
    /// ```
    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        Color.Resolved(red: Float(red), green: Float(green), blue: Float(blue), opacity: Float(opacity))
    }
}

extension Color.Resolved: ShapeStyle {
    /// The color itself, whatever the frame.
    ///
    /// ```swift
    /// let dot = Circle().fill(Color.Resolved(red: 1, green: 0.5, blue: 0))
    /// ```
    public func paint(in rect: CGRect) -> Paint { .color(Color(self)) }
}
