import Foundation
import Geometry2D
import RenderCommands

/// Any shape style with its type erased (SwiftUI's `AnyShapeStyle`): for a style chosen at run
/// time, where both sides of a condition must have one type. It draws exactly as the style it
/// wraps — a material still blurs its backdrop, a colour still animates in a background.
///
/// ```swift
/// Circle().fill(isOn ? AnyShapeStyle(.tint) : AnyShapeStyle(.regularMaterial))
/// Text(title).foregroundStyle(selected ? AnyShapeStyle(.primary) : AnyShapeStyle(.secondary))
/// ```
public struct AnyShapeStyle: ShapeStyle {
    /// The style it wraps (never itself an `AnyShapeStyle`).
    let base: any ShapeStyle

    public init<S: ShapeStyle>(_ style: S) {
        base = (style as? AnyShapeStyle)?.base ?? style
    }

    public func paint(in rect: CGRect) -> Paint { base.paint(in: rect) }
}

/// `style`, or the style an ``AnyShapeStyle`` wraps: where drawing depends on a style's kind.
func unwrappedShapeStyle(_ style: any ShapeStyle) -> any ShapeStyle {
    (style as? AnyShapeStyle)?.base ?? style
}
