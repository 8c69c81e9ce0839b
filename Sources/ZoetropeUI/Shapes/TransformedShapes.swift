import Foundation
import VectorPath
import AnimationCore
import Geometry2D

/// A shape moved by ``offset`` (what `Shape.offset(_:)` returns), as SwiftUI's `OffsetShape`. The
/// offset animates.
///
/// ```swift
/// Circle().offset(x: 10, y: 0).path(in: CGRect(x: 0, y: 0, width: 20, height: 20))   // centred at (20, 10)
/// ```
public struct OffsetShape<Content: Shape>: Shape {
    public var shape: Content
    public var offset: CGSize

    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(translationX: offset.width, y: offset.height))
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, offset.animatableData) }
        set { shape.animatableData = newValue.first; offset.animatableData = newValue.second }
    }
}

/// A shape turned by ``angle`` about ``anchor`` of its frame (what `Shape.rotation(_:anchor:)`
/// returns), as SwiftUI's `RotatedShape`. Angle and anchor animate.
///
/// ```swift
/// Rectangle().rotation(.degrees(45))   // a diamond about the frame's centre
/// ```
public struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(.about(anchor, of: rect, CGAffineTransform(rotationAngle: angle.radians)))
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(angle.animatableData, anchor.animatableData)) }
        set {
            shape.animatableData = newValue.first
            angle.animatableData = newValue.second.first
            anchor.animatableData = newValue.second.second
        }
    }
}

/// A shape scaled by ``scale`` about ``anchor`` of its frame (what `Shape.scale(_:anchor:)`
/// returns), as SwiftUI's `ScaledShape`. Scale and anchor animate.
///
/// ```swift
/// Circle().scale(0.5)   // half the size, about the centre
/// ```
public struct ScaledShape<Content: Shape>: Shape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint

    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(.about(anchor, of: rect, CGAffineTransform(scaleX: scale.width, y: scale.height)))
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(scale.animatableData, anchor.animatableData)) }
        set {
            shape.animatableData = newValue.first
            scale.animatableData = newValue.second.first
            anchor.animatableData = newValue.second.second
        }
    }
}

/// A shape with an affine transform applied to its path in the frame's coordinates (what
/// `Shape.transform(_:)` returns), as SwiftUI's `TransformedShape`. The transform does not animate.
///
/// ```swift
/// Rectangle().transform(CGAffineTransform(a: 1, b: 0, c: 0.3, d: 1, tx: 0, ty: 0))   // sheared
/// ```
public struct TransformedShape<Content: Shape>: Shape {
    public var shape: Content
    public var transform: CGAffineTransform

    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}

extension Shape {
    /// This shape moved by `offset`.
    ///
    /// ```swift
    /// Capsule().offset(CGSize(width: 0, height: 12))
    /// ```
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

    /// This shape moved by `offset`'s x and y.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y)) }

    /// This shape moved by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: x, height: y)) }

    /// This shape turned by `angle` about `anchor` of its frame.
    ///
    /// ```swift
    /// Rectangle().rotation(.degrees(45), anchor: .topLeading)
    /// ```
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// This shape scaled by `x` and `y` about `anchor` of its frame.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// This shape scaled by `scale` about `anchor` of its frame.
    ///
    /// ```swift
    /// Circle().scale(0.5, anchor: .bottom)
    /// ```
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// This shape's path transformed by `transform` (in the frame's coordinates).
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}

extension CGAffineTransform {
    /// `transform` applied about the point at `anchor` of `rect`.
    fileprivate static func about(_ anchor: UnitPoint, of rect: CGRect, _ transform: CGAffineTransform) -> CGAffineTransform {
        let pivot = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        return CGAffineTransform(translationX: -pivot.x, y: -pivot.y).concatenating(transform)
            .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
    }
}
