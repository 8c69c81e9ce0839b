import Foundation
import Geometry2D
import RenderCommands

/// A color or pattern that fills or strokes a shape: `Color`, the foreground style, or a gradient.
/// A style resolves to the `Paint` the renderers draw with, for the frame of the shape it paints,
/// so a style of your own draws exactly what its `paint(in:)` says.
///
/// ```swift
/// struct Stripe: ShapeStyle {
///     func paint(in rect: CGRect) -> Paint {
///         .linearGradient(Gradient(colors: [.red, .orange]), start: rect.origin,
///                         end: CGPoint(x: rect.maxX, y: rect.minY))
///     }
/// }
/// let drawn = Circle().fill(Stripe())
/// ```
public protocol ShapeStyle: Sendable {
    /// The paint for a shape whose frame is `rect` (gradient geometry in the same coordinates).
    func paint(in rect: CGRect) -> Paint
}

extension Color: ShapeStyle {
    /// The color itself, whatever the frame.
    public func paint(in rect: CGRect) -> Paint { .color(self) }
}

/// The current foreground style: `.primary` (black in light appearance, white in dark).
///
/// ```swift
/// let outline = Rectangle().stroke(.foreground, lineWidth: 2)
/// ```
public struct ForegroundStyle: ShapeStyle, Hashable {
    public init() {}
    /// `.primary` (black in light appearance, white in dark).
    public func paint(in rect: CGRect) -> Paint { .color(.primary) }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style (`.primary`).
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
    // iOS 15's system colours (`.foregroundStyle(.pink)`), with their dark-appearance values as `Color`'s.
    public static var pink: Color { Color.pink }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var indigo: Color { Color.indigo }
    public static var brown: Color { Color.brown }
}
