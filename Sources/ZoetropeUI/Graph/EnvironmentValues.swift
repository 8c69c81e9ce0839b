import Foundation
import Geometry2D

/// Values a view inherits from the views around it: the foreground style, the layout direction.
///
/// ```swift
/// Circle().foregroundColor(.green)   // sets `foregroundStyle` for the circle
/// ```
public struct EnvironmentValues {
    /// The style `.fill()`, `.foreground` and shapes without a style use (default black).
    public var foregroundStyle: (any ShapeStyle)?
    /// Left-to-right unless set; right-to-left mirrors horizontal alignment and effects.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The scale of the canvas (pixels per point).
    public var displayScale: CGFloat = 1

    public init() {}
}

/// The direction of the user interface's writing system.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    case leftToRight
    case rightToLeft
}
