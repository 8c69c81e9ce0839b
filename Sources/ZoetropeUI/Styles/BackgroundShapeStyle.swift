import Foundation
import Geometry2D

extension ShapeStyle where Self == Color {
    /// The background: UIKit's `systemBackground` (white in light appearance, black in dark), as
    /// `.fill(.background)` draws where no `.backgroundStyle(_:)` is set (Zoetrope has none).
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 16).fill(.background).shadow(radius: 8)
    /// ```
    public static var background: Color { SystemColors.systemBackground.color }
}
