import Foundation
import VectorPath
import RenderCommands
import Geometry2D
import AnimationCore

/// A drawing transformed by a `GeometryEffect` evaluated on its frame's size.
public struct GeometryEffectDrawing<Content: Drawable, Effect: GeometryEffect>: Drawable {
    public var content: Content
    public var effect: Effect

    public init(content: Content, effect: Effect) {
        self.content = content
        self.effect = effect
    }

    /// Draws the content with T(−origin)·effect·T(origin) prepended to the context's transform,
    /// so the effect works in the frame's own coordinates (origin at its top-left corner).
    public func draw(in frame: CGRect, context: inout DrawingContext) {
        let local = ProjectionTransform(CGAffineTransform(translationX: -frame.minX, y: -frame.minY))
            .concatenating(effect.effectValue(size: frame.size))
            .concatenating(ProjectionTransform(CGAffineTransform(translationX: frame.minX, y: frame.minY)))
        let saved = context.transform
        context.transform = local.concatenating(saved)
        content.draw(in: frame, context: &context)
        context.transform = saved
    }
}

extension Drawable {
    /// Applies any geometry effect (SwiftUI's `.modifier(_:)` for a `GeometryEffect`).
    ///
    /// ```swift
    /// card.modifier(FlipEffect(angle: 120, axis: (0, 1)))
    /// ```
    public func modifier<E: GeometryEffect>(_ effect: E) -> GeometryEffectDrawing<Self, E> {
        GeometryEffectDrawing(content: self, effect: effect)
    }

    /// Moves the drawing by `offset` without changing its frame.
    public func offset(_ offset: CGSize) -> GeometryEffectDrawing<Self, OffsetEffect> {
        modifier(OffsetEffect(offset: offset))
    }

    /// Moves the drawing by (`x`, `y`).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> GeometryEffectDrawing<Self, OffsetEffect> {
        offset(CGSize(width: x, height: y))
    }

    /// Rotates about `anchor` (clockwise on screen for positive angles).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> GeometryEffectDrawing<Self, RotationEffect> {
        modifier(RotationEffect(angle: angle, anchor: anchor))
    }

    /// Scales uniformly about `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> GeometryEffectDrawing<Self, ScaleEffect> {
        modifier(ScaleEffect(scale: CGSize(width: scale, height: scale), anchor: anchor))
    }

    /// Scales by (`x`, `y`) about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> GeometryEffectDrawing<Self, ScaleEffect> {
        modifier(ScaleEffect(scale: CGSize(width: x, height: y), anchor: anchor))
    }

    /// Rotates in 3-D about `axis` with perspective, as SwiftUI's `rotation3DEffect`.
    ///
    /// ```swift
    /// face.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
    /// ```
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat),
                                 anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
                                 perspective: CGFloat = 1) -> GeometryEffectDrawing<Self, Rotation3DEffect> {
        modifier(Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }

    /// Applies a fixed projective transform in the frame's coordinates.
    public func projectionEffect(_ transform: ProjectionTransform) -> GeometryEffectDrawing<Self, ProjectionEffect> {
        modifier(ProjectionEffect(transform: transform))
    }

    /// Applies a fixed affine transform in the frame's coordinates.
    public func transformEffect(_ transform: CGAffineTransform) -> GeometryEffectDrawing<Self, ProjectionEffect> {
        modifier(ProjectionEffect(transform))
    }
}
