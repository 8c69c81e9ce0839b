import Foundation
import VectorPath
import RenderCommands
import Geometry2D
import AnimationCore

/// How a child frame is positioned inside its parent: fractions of the free space
/// (0 = leading/top, 0.5 = center, 1 = trailing/bottom), as SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: 0.5, vertical: 0.5)
    public static let top = Alignment(horizontal: 0.5, vertical: 0)
    public static let bottom = Alignment(horizontal: 0.5, vertical: 1)
    public static let leading = Alignment(horizontal: 0, vertical: 0.5)
    public static let trailing = Alignment(horizontal: 1, vertical: 0.5)
    public static let topLeading = Alignment(horizontal: 0, vertical: 0)
    public static let topTrailing = Alignment(horizontal: 1, vertical: 0)
    public static let bottomLeading = Alignment(horizontal: 0, vertical: 1)
    public static let bottomTrailing = Alignment(horizontal: 1, vertical: 1)
}

/// A drawing given a fixed width and/or height, aligned inside the frame it is offered.
public struct FramedDrawing<Content: Drawable>: Drawable {
    public var content: Content
    public var width: CGFloat?
    public var height: CGFloat?
    public var alignment: Alignment

    public func draw(in frame: CGRect, context: inout DrawingContext) {
        let w = width.map { max($0, 0) } ?? frame.width
        let h = height.map { max($0, 0) } ?? frame.height
        let child = CGRect(x: frame.minX + (frame.width - w) * alignment.horizontal,
                           y: frame.minY + (frame.height - h) * alignment.vertical, width: w, height: h)
        content.draw(in: child, context: &context)
    }
}

/// A drawing inset from the frame it is offered.
public struct PaddedDrawing<Content: Drawable>: Drawable {
    public var content: Content
    public var insets: EdgeInsets

    public func draw(in frame: CGRect, context: inout DrawingContext) {
        let child = CGRect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                           width: max(frame.width - insets.leading - insets.trailing, 0),
                           height: max(frame.height - insets.top - insets.bottom, 0))
        content.draw(in: child, context: &context)
    }
}

extension Drawable {
    /// Lays the drawing out in a `width` × `height` frame (nil keeps the offered dimension),
    /// positioned by `alignment` inside the offered frame.
    ///
    /// ```swift
    /// Circle().fill(Color.red).frame(width: 40, height: 40, alignment: .topLeading)
    /// ```
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> FramedDrawing<Self> {
        FramedDrawing(content: self, width: width, height: height, alignment: alignment)
    }

    /// Insets the drawing by `length` on every edge.
    public func padding(_ length: CGFloat) -> PaddedDrawing<Self> {
        PaddedDrawing(content: self, insets: EdgeInsets(top: length, leading: length, bottom: length, trailing: length))
    }

    /// Insets the drawing by `insets`.
    public func padding(_ insets: EdgeInsets) -> PaddedDrawing<Self> {
        PaddedDrawing(content: self, insets: insets)
    }
}
