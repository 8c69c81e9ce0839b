import Foundation
import VectorPath
import AnimationCore
import Geometry2D

/// A shape that can be inset by an amount, as SwiftUI's `InsettableShape`: what `strokeBorder`
/// needs to keep a stroke inside the shape's frame. `Rectangle`, `RoundedRectangle`, `Circle`,
/// `Ellipse` and `Capsule` are insettable.
///
/// ```swift
/// Circle().inset(by: 4).path(in: CGRect(x: 0, y: 0, width: 40, height: 40))   // radius 16
/// ```
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// The shape drawn `amount` points inside the frame on every side (negative: outside).
    func inset(by amount: CGFloat) -> InsetShape
}

/// A shape drawn in its frame inset by ``amount`` on every side (what `inset(by:)` returns).
public struct _InsetShape<Base: Shape>: InsettableShape {
    /// The shape inset.
    public var base: Base
    /// Points inside the frame on every side.
    public var amount: CGFloat

    /// `base` inset by `amount` (a non-finite amount counts as 0).
    public init(base: Base, amount: CGFloat) {
        self.base = base
        self.amount = amount.isFinite ? amount : 0
    }

    /// `base`'s path in `rect` inset by ``amount`` (an inset past the centre leaves an empty rectangle
    /// at the centre).
    public func path(in rect: CGRect) -> Path {
        let dx = min(amount, rect.width / 2), dy = min(amount, rect.height / 2)
        return base.path(in: rect.insetBy(dx: dx, dy: dy))
    }

    /// Further in by `more` points.
    public func inset(by more: CGFloat) -> _InsetShape<Base> { _InsetShape(base: base, amount: amount + (more.isFinite ? more : 0)) }

    /// The base shape's data and the amount.
    public var animatableData: AnimatablePair<Base.AnimatableData, CGFloat> {
        get { AnimatablePair(base.animatableData, amount) }
        set {
            base.animatableData = newValue.first
            amount = newValue.second
        }
    }
}

extension Rectangle: InsettableShape {
    /// The rectangle inset by `amount` on every side.
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) }
}

extension Circle: InsettableShape {
    /// The circle with its radius `amount` shorter, at the same centre.
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
}

extension Ellipse: InsettableShape {
    /// The ellipse with each radius `amount` shorter.
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
}

extension Capsule: InsettableShape {
    /// The capsule `amount` inside its frame (its ends follow its new height).
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }
}

extension RoundedRectangle: InsettableShape {
    /// The rounded rectangle `amount` inside its frame, its corners `amount` smaller (at least 0), so
    /// that the inset outline runs parallel to the original as SwiftUI's does.
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> {
        let step = amount.isFinite ? amount : 0
        var smaller = self
        smaller.cornerSize = CGSize(width: max(cornerSize.width - step, 0), height: max(cornerSize.height - step, 0))
        return _InsetShape(base: smaller, amount: step)
    }
}

extension InsettableShape {
    /// Strokes the shape's outline inside its frame: the shape inset by half the line width, then
    /// stroked, so the whole line lies within the frame (`stroke` centres it on the edge).
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 16)
    ///     .strokeBorder(style: StrokeStyle(lineWidth: 3, dash: [10, 6]))
    /// ```
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle,
                                            antialiased: Bool = true) -> _ShapeView<InsetShape, S> {
        let half = style.lineWidth.isFinite ? style.lineWidth / 2 : 0
        return inset(by: half).stroke(content, style: style, antialiased: antialiased)
    }

    /// Strokes the shape's outline inside its frame, `lineWidth` wide.
    ///
    /// ```swift
    /// Circle().strokeBorder(Color.gray, lineWidth: 1)
    /// ```
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1,
                                            antialiased: Bool = true) -> _ShapeView<InsetShape, S> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}
