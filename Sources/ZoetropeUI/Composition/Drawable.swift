import Foundation
import VectorPath
import RenderCommands
import Geometry2D
import AnimationCore

/// Something that draws itself into a frame: a shape with its fill or stroke, a color, an image,
/// or a composition of those with modifiers (`frame`, `offset`, `rotationEffect`,
/// `rotation3DEffect`, any `GeometryEffect`, `opacity`, `clipShape`, `compositingGroup`, `DrawingStack`).
/// It is the drawing half of a SwiftUI view: resolved at one instant, it appends commands to a
/// `DisplayList`.
///
/// ```swift
/// let card = DrawingStack {
///     RoundedRectangle(cornerRadius: 10).fill(Color.white)
///     RoundedRectangle(cornerRadius: 10).stroke(Color.blue, lineWidth: 3)
/// }
/// .frame(width: 120, height: 180)
/// .rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0))
/// let list = DisplayList(card, size: CGSize(width: 256, height: 256))
/// ```
public protocol Drawable {
    /// Appends this drawing, laid out in `frame` (in the context's current coordinates).
    func draw(in frame: CGRect, context: inout DrawingContext)
}

/// Where drawing goes and the state inherited from enclosing modifiers.
public struct DrawingContext {
    /// The commands drawn so far.
    public var displayList: DisplayList
    /// Maps the current coordinates to device pixels.
    public var transform: ProjectionTransform
    /// Multiplies the alpha of everything drawn (SwiftUI's `.opacity` applies to each leaf
    /// unless a `compositingGroup()` makes the group one layer).
    public var opacity: Double

    public init(displayList: DisplayList = DisplayList(), transform: ProjectionTransform = ProjectionTransform(),
                opacity: Double = 1) {
        self.displayList = displayList
        self.transform = transform
        self.opacity = opacity
    }
}

extension DisplayList {
    /// The display list of `drawing` laid out in a canvas of `size` points.
    ///
    /// ```swift
    /// let list = DisplayList(Circle().fill(Color.red).frame(width: 50, height: 50),
    ///                        size: CGSize(width: 100, height: 100))
    /// ```
    public init(_ drawing: some Drawable, size: CGSize) {
        self.init()
        draw(drawing, in: CGRect(origin: .zero, size: size))
    }

    /// Appends `drawing` laid out in `rect`, mapped by `transform`.
    public mutating func draw(_ drawing: some Drawable, in rect: CGRect,
                              transform: ProjectionTransform = ProjectionTransform()) {
        var context = DrawingContext(displayList: self, transform: transform)
        self = DisplayList()  // hand the storage over without copying
        drawing.draw(in: rect, context: &context)
        self = context.displayList
    }
}
