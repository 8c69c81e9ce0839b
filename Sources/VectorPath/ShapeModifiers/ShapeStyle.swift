import Foundation

/// A color or pattern that fills or strokes a shape: `Color` today, gradients in the render layer.
///
/// ```swift
/// let drawn = Circle().fill(Color.blue)
/// ```
public protocol ShapeStyle: Sendable {}

extension Color: ShapeStyle {}

/// The current foreground style: black, as SwiftUI's light appearance draws `.primary`.
///
/// ```swift
/// let outline = Rectangle().stroke(.foreground, lineWidth: 2)
/// ```
public struct ForegroundStyle: ShapeStyle, Hashable {
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style (black).
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == Color {
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var red: Color { Color.red }
    public static var green: Color { Color.green }
    public static var blue: Color { Color.blue }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var purple: Color { Color.purple }
    public static var gray: Color { Color.gray }
    public static var clear: Color { Color.clear }
}
