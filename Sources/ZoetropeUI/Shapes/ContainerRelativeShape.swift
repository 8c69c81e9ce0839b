import Foundation
import Geometry2D
import VectorPath
import AnimationCore

/// The enclosing container's shape, inset to the frame it is drawn in, as SwiftUI's
/// `ContainerRelativeShape`: inside `.containerShape(RoundedRectangle(cornerRadius: 20))`, a view
/// 8 points in from the container's edges draws a rounded rectangle with corners 12 round, so the
/// two outlines run concentric. Without an enclosing container shape it is a rectangle.
///
/// The inset is the frame's smallest distance to the container's edges (at least 0), the
/// container shape is inset by it (`inset(by:)`, which shrinks a rounded rectangle's corners by as
/// much) and drawn around the frame (inferred: Apple documents only "an inset version of the
/// current container shape"). Views, fills, strokes, clips and masks see the container; a
/// `path(in:)` called outside drawing gets the rectangle.
///
/// ```swift
/// VStack { ContainerRelativeShape().fill(.blue) }
///     .padding(8)
///     .containerShape(.rect(cornerRadius: 20))
/// ```
public struct ContainerRelativeShape: InsettableShape, Hashable {
    public init() {}

    /// The container shape inset to `rect` (in the coordinates drawing passes), or `rect` itself.
    public func path(in rect: CGRect) -> Path {
        guard let container = ContainerShape.current else { return Path(rect) }
        let box = container.frame
        let distance = min(rect.minX - box.minX, rect.minY - box.minY, box.maxX - rect.maxX, box.maxY - rect.maxY)
        let inset = distance.isFinite ? max(distance, 0) : 0
        return container.insetPath(inset, rect.insetBy(dx: -inset, dy: -inset))
    }

    /// The shape `amount` further inside its frame.
    public func inset(by amount: CGFloat) -> _InsetShape<ContainerRelativeShape> { _InsetShape(base: self, amount: amount) }

    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// A container shape while its content draws: the shape, inset by an amount and drawn in a
/// rectangle, and the container's frame, both in the coordinates the shape paths are asked in.
struct ContainerShape: Sendable {
    /// The container's shape inset by an amount, its path in a rectangle.
    let insetPath: @Sendable (CGFloat, CGRect) -> Path
    /// The container's frame.
    let frame: CGRect

    /// The container the shape paths being made now are inside of.
    @TaskLocal static var current: ContainerShape?

    /// This container moved by `-origin`: its frame in the coordinates of a view at `origin`.
    func relative(to origin: CGPoint) -> ContainerShape {
        ContainerShape(insetPath: insetPath, frame: frame.offsetBy(dx: -origin.x, dy: -origin.y))
    }
}

extension DrawingContext {
    /// Runs `body` (which makes shape paths in the local coordinates of a view at `origin`, in the
    /// canvas' layout coordinates) with the enclosing container shape visible to
    /// ``ContainerRelativeShape``.
    func withContainerShape<T>(at origin: CGPoint, _ body: () -> T) -> T {
        guard let containerShape else { return body() }
        return ContainerShape.$current.withValue(containerShape.relative(to: origin), operation: body)
    }
}

/// Sets the container shape for the views inside while they draw.
final class ContainerShapeElement: WrapperElement {
    private let insetPath: @Sendable (CGFloat, CGRect) -> Path

    init(child: ViewElement, insetPath: @escaping @Sendable (CGFloat, CGRect) -> Path, node: ViewNode, context: ResolveContext) {
        self.insetPath = insetPath
        super.init(child: child, node: node, context: context)
    }

    override func draw(into context: inout DrawingContext) {
        let outer = context.containerShape
        context.containerShape = ContainerShape(insetPath: insetPath, frame: frame)
        child.draw(into: &context)
        context.containerShape = outer
    }
}

extension View {
    /// Sets the shape ``ContainerRelativeShape`` takes inside this view, in this view's frame.
    ///
    /// ```swift
    /// content
    ///     .padding()
    ///     .containerShape(RoundedRectangle(cornerRadius: 20))
    ///     .background(RoundedRectangle(cornerRadius: 20).fill(.background))
    /// ```
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        let insetPath: @Sendable (CGFloat, CGRect) -> Path = { amount, rect in shape.inset(by: amount).path(in: rect) }
        return modifier(_WrappingLayout { ContainerShapeElement(child: $0, insetPath: insetPath, node: $1, context: $2) })
    }
}
