import Foundation
import Geometry2D
import RenderCommands

extension Color {
    /// The concrete components of this color in `environment` (SwiftUI's `resolve(in:)`): a colour
    /// that follows the colour scheme (`Color.primary`, `Color.blue`, `Color(uiColor: .label)`, an
    /// asset catalog colour set) gives its components in the environment's `colorScheme`; a colour
    /// made from components gives them in either.
    ///
    /// ```swift
    /// var dark = EnvironmentValues()
    /// dark.colorScheme = .dark
    /// Color.red.resolve(in: EnvironmentValues()).green   // ≈ 0.23137 (#FF3B30)
    /// Color.red.resolve(in: dark).green                  // ≈ 0.27059 (#FF453A)
    /// Color.primary.resolve(in: dark).red                // 1 (white)
    /// ```
    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        let shown = appearance(isDark: environment.colorScheme == .dark)
        return Color.Resolved(red: Float(shown.red), green: Float(shown.green), blue: Float(shown.blue), opacity: Float(shown.opacity))
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
