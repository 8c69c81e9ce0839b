import Foundation
import Geometry2D

extension View {
    /// Sizes the view along `axes` to its container (SwiftUI's iOS 17 `containerRelativeFrame`):
    /// the nearest scroll view's visible region less its content margins, else the canvas. Along
    /// the other axes the view keeps its own size; it is aligned in the frame by `alignment`.
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     LazyHStack { ForEach(cards) { CardView(card: $0).containerRelativeFrame(.horizontal) } }
    /// }
    /// ```
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// Sizes the view along `axes` to `span` of `count` columns (rows) of its container, with
    /// `spacing` between them: `(length − spacing × (count − 1)) / count × span + spacing × (span − 1)`.
    ///
    /// ```swift
    /// Color.orange.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
    /// ```
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        let columns = CGFloat(max(count, 1)), taken = CGFloat(min(max(span, 1), max(count, 1)))
        let gap = spacing.isFinite ? spacing : 0
        return containerRelativeFrame(axes, alignment: alignment) { length, _ in
            max((length - gap * (columns - 1)) / columns * taken + gap * (taken - 1), 0)
        }
    }

    /// Sizes the view along `axes` to what `length` makes of its container's length on each axis.
    ///
    /// ```swift
    /// Image("hero").resizable().containerRelativeFrame(.vertical) { height, _ in height * 0.4 }
    /// ```
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(_WrappingLayout { ContainerRelativeFrameElement(child: $0, axes: axes, length: length, alignment: alignment, node: $1, context: $2) })
    }
}

/// The container `containerRelativeFrame` measures against while a layout runs inside it.
enum LayoutContainer {
    /// The size of the nearest enclosing container (nil: the canvas).
    @TaskLocal static var size: CGSize?
}

/// A view framed to its container's length along some axes.
final class ContainerRelativeFrameElement: ViewElement {
    let child: ViewElement
    let axes: Axis.Set
    let length: (CGFloat, Axis) -> CGFloat
    let alignment: Alignment
    private let direction: LayoutDirection

    init(child: ViewElement, axes: Axis.Set, length: @escaping (CGFloat, Axis) -> CGFloat, alignment: Alignment,
         node: ViewNode, context: ResolveContext) {
        self.child = child
        self.axes = axes
        self.length = length
        self.alignment = alignment
        direction = context.environment.layoutDirection
        super.init(node: node, context: context)
        inheritListTraits(from: child)
    }

    override var children: [ViewElement] { [child] }
    override var unaryContent: ViewElement? { child }
    override var kind: String { "Frame" }

    /// The frame's lengths along its axes (nil across them).
    private var lengths: (width: CGFloat?, height: CGFloat?) {
        let container = LayoutContainer.size ?? node.graph.size
        func measured(_ value: CGFloat, _ axis: Axis) -> CGFloat {
            let result = length(value, axis)
            return result.isFinite ? max(result, 0) : 0
        }
        return (axes.contains(.horizontal) ? measured(container.width, .horizontal) : nil,
                axes.contains(.vertical) ? measured(container.height, .vertical) : nil)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let fixed = lengths
        let inner = child.sizeThatFits(ProposedViewSize(width: fixed.width ?? proposal.width, height: fixed.height ?? proposal.height))
        return CGSize(width: fixed.width ?? inner.width, height: fixed.height ?? inner.height)
    }

    override func placeChildren(in rect: CGRect, placement: inout Placement) {
        let fixed = lengths
        let size = child.sizeThatFits(ProposedViewSize(width: fixed.width ?? rect.width, height: fixed.height ?? rect.height))
        let origin = alignment.origin(of: child, size: size, in: rect.size, container: nil, direction: direction)
        child.place(in: CGRect(x: rect.minX + origin.x, y: rect.minY + origin.y, width: size.width, height: size.height),
                    placement: &placement)
    }

    override func draw(into context: inout DrawingContext) { child.draw(into: &context) }
}
