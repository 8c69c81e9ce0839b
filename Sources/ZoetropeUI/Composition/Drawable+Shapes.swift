import Foundation
import VectorPath
import RenderCommands
import Geometry2D
import AnimationCore

extension _ShapeView: Drawable {
    /// Fills or strokes the shape's path in `frame` with its style, faded by the context's opacity.
    public func draw(in frame: CGRect, context: inout DrawingContext) {
        let paint = style.paint(in: frame).multiplyingOpacity(context.opacity)
        switch operation(in: frame) {
        case .fill(let path, let fillStyle):
            context.displayList.fill(path, with: paint, style: fillStyle, transform: context.transform)
        case .stroke(let path, let strokeStyle):
            context.displayList.stroke(path, style: strokeStyle, with: paint, transform: context.transform,
                                       antialiased: fillStyle.isAntialiased)
        }
    }
}

extension Color: Drawable {
    /// Fills the whole frame, as a SwiftUI `Color` view does.
    public func draw(in frame: CGRect, context: inout DrawingContext) {
        Rectangle().fill(self).draw(in: frame, context: &context)
    }
}

/// A shape drawn on its own is filled with the foreground style, as in SwiftUI.
///
/// ```swift
/// let dot = ShapeDrawing(Circle()).frame(width: 10, height: 10)
/// ```
public struct ShapeDrawing<S: Shape>: Drawable {
    public var shape: S
    public init(_ shape: S) { self.shape = shape }
    public func draw(in frame: CGRect, context: inout DrawingContext) {
        shape.fill(ForegroundStyle()).draw(in: frame, context: &context)
    }
}
