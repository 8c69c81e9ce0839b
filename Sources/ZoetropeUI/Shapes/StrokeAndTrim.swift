import Foundation
import VectorPath
import RenderCommands
import AnimationCore

/// A shape's stroke outline as a shape itself (SwiftUI's `StrokeShape`): its path is the area the
/// stroke covers, and it animates both the shape and the stroke style.
///
/// ```swift
/// let ring = Circle().stroke(lineWidth: 4)        // a Shape
/// let outline = ring.path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
/// ```
public struct StrokeShape<Content: Shape>: Shape {
    public var shape: Content
    public var style: StrokeStyle

    public init(shape: Content, style: StrokeStyle) {
        self.shape = shape
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).strokedPath(style)
    }

    public var animatableData: AnimatablePair<Content.AnimatableData, StrokeStyle.AnimatableData> {
        get { AnimatablePair(shape.animatableData, style.animatableData) }
        set {
            shape.animatableData = newValue.first
            style.animatableData = newValue.second
        }
    }
}

/// A shape trimmed to a fraction of its length (SwiftUI's `_TrimmedShape`).
///
/// ```swift
/// let progress = Circle().trim(from: 0, to: 0.75)
/// ```
public struct _TrimmedShape<Content: Shape>: Shape {
    public var shape: Content
    public var startFraction: CGFloat
    public var endFraction: CGFloat

    public init(shape: Content, startFraction: CGFloat = 0, endFraction: CGFloat = 1) {
        self.shape = shape
        self.startFraction = startFraction
        self.endFraction = endFraction
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }

    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, Content.AnimatableData> {
        get { AnimatablePair(AnimatablePair(startFraction, endFraction), shape.animatableData) }
        set {
            startFraction = newValue.first.first
            endFraction = newValue.first.second
            shape.animatableData = newValue.second
        }
    }
}

extension Shape {
    /// This shape trimmed to the fraction `from…to` of its length.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }

    /// The outline of this shape's stroke, as a shape.
    public func stroke(style: StrokeStyle, antialiased: Bool = true) -> StrokeShape<Self> {
        StrokeShape(shape: self, style: style)
    }

    /// The outline of this shape's stroke of the given width, as a shape.
    public func stroke(lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShape<Self> {
        StrokeShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
    }
}
