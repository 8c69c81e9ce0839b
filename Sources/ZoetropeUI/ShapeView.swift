import Foundation
import VectorPath
import RenderCommands
import AnimationCore
import Geometry2D

/// A shape with how to paint it: filled with a style under a fill rule, or stroked with a style.
/// This is the value `.fill(_:)` and `.stroke(_:…)` return; renderers turn it into commands
/// (strokes stay strokes, so they are flattened in device space, not pre-outlined).
///
/// ```swift
/// let drawing = PolygonShape(sides: 5).stroke(Color.blue, lineWidth: 3)
/// drawing.operation(in: rect)   // .stroke(path, StrokeStyle(lineWidth: 3))
/// ```
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: Animatable {
    /// The shape being drawn (for a stroke, the stroked shape, not its outline).
    public var shape: Content
    /// How it is painted.
    public var style: Style
    /// The fill rule when `strokeStyle` is nil. Its `isAntialiased` applies to strokes too (it is
    /// what `stroke(_:lineWidth:antialiased:)` sets).
    public var fillStyle: FillStyle
    /// The stroke, when this draws the shape's outline.
    public var strokeStyle: StrokeStyle?

    @inlinable
    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle(), strokeStyle: StrokeStyle? = nil) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.strokeStyle = strokeStyle
    }

    /// What to draw in `rect`: the shape's path and whether to fill or stroke it.
    public func operation(in rect: CGRect) -> ShapeOperation {
        operation(with: shape.path(in: rect))
    }

    /// `path` (this view's shape's) filled or stroked as this view says.
    func operation(with path: Path) -> ShapeOperation {
        if let strokeStyle { return .stroke(path, strokeStyle) }
        return .fill(path, fillStyle)
    }

    /// The shape's data, the stroke's, and — when the style is a `Color` — the colour's (SwiftUI
    /// interpolates a fill or stroke colour that changes inside an animation; other styles change
    /// at once).
    public var animatableData: AnimatablePair<AnimatablePair<Content.AnimatableData, StrokeStyle.AnimatableData>, Color.AnimatableData> {
        get {
            AnimatablePair(AnimatablePair(shape.animatableData, (strokeStyle ?? StrokeStyle()).animatableData),
                           Style.self == Color.self ? (style as? Color)?.animatableData ?? .zero : .zero)
        }
        set {
            shape.animatableData = newValue.first.first
            strokeStyle?.animatableData = newValue.first.second
            if Style.self == Color.self, var color = style as? Color {
                color.animatableData = newValue.second
                style = color as! Style
            }
        }
    }
}

/// A resolved drawing operation: a path filled under a rule or stroked with a style.
public enum ShapeOperation: Equatable, Sendable {
    case fill(Path, FillStyle)
    case stroke(Path, StrokeStyle)
}

extension Shape {
    /// Fills this shape with `content` (default: the foreground style).
    ///
    /// ```swift
    /// Circle().fill(Color.red)
    /// ```
    @inlinable
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// Strokes this shape's outline with `content` and `style`; with `antialiased: false` each pixel
    /// is painted fully or not at all (by whether its centre lies inside the stroke).
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: FillStyle(antialiased: antialiased), strokeStyle: style)
    }

    /// Strokes this shape's outline with `content`, `lineWidth` wide; with `antialiased: false` each
    /// pixel is painted fully or not at all (by whether its centre lies inside the stroke).
    ///
    /// ```swift
    /// PolygonShape(sides: 4, scale: 1).stroke(Color.blue, lineWidth: 3)
    /// Circle().stroke(Color.red, lineWidth: 3, antialiased: false)   // hard edges
    /// ```
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: FillStyle(antialiased: antialiased),
                   strokeStyle: StrokeStyle(lineWidth: lineWidth))
    }
}
