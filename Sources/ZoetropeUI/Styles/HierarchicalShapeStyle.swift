import Foundation
import Geometry2D

extension ShapeStyle where Self == Color {
    /// The first level of the foreground hierarchy: UIKit's `label` (black in light appearance,
    /// white in dark), as `.foregroundStyle(.primary)` draws with the default foreground.
    ///
    /// ```swift
    /// Text("Title").foregroundStyle(.primary)
    /// ```
    ///
    /// SwiftUI's `.primary` is a `HierarchicalShapeStyle` that takes the level from the current
    /// foreground style; here it is the default foreground's level (`Color.primary`), which is what
    /// it draws unless an outer `.foregroundStyle` changed the foreground (inferred; Zoetrope's
    /// styles do not read the environment).
    public static var primary: Color { Color.primary }

    /// The second level of the foreground hierarchy: UIKit's `secondaryLabel`
    /// (rgba(60, 60, 67, 0.6) in light appearance, rgba(235, 235, 245, 0.6) in dark), as
    /// `.foregroundStyle(.secondary)` draws with the default foreground.
    ///
    /// ```swift
    /// Text("Subtitle").font(.caption).foregroundStyle(.secondary)
    /// ```
    ///
    /// As for ``primary``: the default foreground's level, not the level of an outer style.
    public static var secondary: Color { Color.secondary }

    /// The third level of the foreground hierarchy: UIKit's `tertiaryLabel` (rgba(60, 60, 67, 0.3)
    /// in light appearance, rgba(235, 235, 245, 0.3) in dark); as ``secondary``, the default
    /// foreground's level.
    ///
    /// ```swift
    /// Text("Footnote").foregroundStyle(.tertiary)
    /// ```
    public static var tertiary: Color { SystemColors.tertiaryLabel.color }

    /// The fourth level: UIKit's `quaternaryLabel` (rgba(60, 60, 67, 0.18) light, rgba(235, 235,
    /// 245, 0.16) dark).
    public static var quaternary: Color { SystemColors.quaternaryLabel.color }
}

extension ShapeStyle where Self == Color {
    /// The tint: the accent colour (`Color.accentColor`, the asset catalog's `AccentColor` when it
    /// has one), as `.foregroundStyle(.tint)` draws where no `.tint(_:)` is set — Zoetrope has no
    /// `.tint(_:)` modifier yet, so it is always the accent colour.
    ///
    /// ```swift
    /// Image(systemName: "globe").foregroundStyle(.tint)
    /// ```
    public static var tint: Color { Color.accentColor }
}
