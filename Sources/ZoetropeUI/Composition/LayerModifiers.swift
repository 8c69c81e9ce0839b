import Foundation
import VectorPath
import RenderCommands
import AnimationCore

/// A drawing faded by a factor (applied to each leaf, as SwiftUI does without a compositing group).
public struct FadedDrawing<Content: Drawable>: Drawable {
    public var content: Content
    public var opacity: Double

    public func draw(in frame: CGRect, context: inout DrawingContext) {
        let saved = context.opacity
        context.opacity = saved * (opacity.isFinite ? min(max(opacity, 0), 1) : 0)
        if context.opacity > 0 { content.draw(in: frame, context: &context) }
        context.opacity = saved
    }
}

/// A drawing rendered into its own layer, then composited with the inherited opacity, a blend
/// mode and an optional clip shape (SwiftUI's `compositingGroup()`, `blendMode`, `clipShape`).
public struct LayeredDrawing<Content: Drawable>: Drawable {
    public var content: Content
    public var blendMode: BlendMode = .normal
    /// The clip, resolved in the content's frame.
    public var clip: ((CGRect) -> Path)?
    public var clipStyle = FillStyle()

    public func draw(in frame: CGRect, context: inout DrawingContext) {
        guard context.opacity > 0 else { return }
        let opacity = context.opacity
        context.displayList.pushLayer(LayerStyle(opacity: opacity, blendMode: blendMode, clip: clip?(frame),
                                                 clipStyle: clipStyle, transform: context.transform))
        context.opacity = 1
        content.draw(in: frame, context: &context)
        context.opacity = opacity
        context.displayList.popLayer()
    }
}

extension Drawable {
    /// Multiplies the opacity of everything in the drawing.
    public func opacity(_ opacity: Double) -> FadedDrawing<Self> { FadedDrawing(content: self, opacity: opacity) }

    /// Makes the drawing one layer, so an enclosing `opacity` fades the group as a whole
    /// (overlaps are not darker than the rest).
    ///
    /// ```swift
    /// DrawingStack { a; b }.compositingGroup().opacity(0.5)
    /// ```
    public func compositingGroup() -> LayeredDrawing<Self> { LayeredDrawing(content: self) }

    /// Renders the drawing offscreen as one layer (same result as `compositingGroup()` here).
    public func drawingGroup() -> LayeredDrawing<Self> { LayeredDrawing(content: self) }

    /// Composites the drawing onto what is below with `mode`.
    public func blendMode(_ mode: BlendMode) -> LayeredDrawing<Self> { LayeredDrawing(content: self, blendMode: mode) }

    /// Keeps only the part inside `shape` laid out in the drawing's frame (anti-aliased).
    ///
    /// ```swift
    /// Color.blue.clipShape(Circle())
    /// ```
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> LayeredDrawing<Self> {
        LayeredDrawing(content: self, clip: { shape.path(in: $0) }, clipStyle: style)
    }
}
