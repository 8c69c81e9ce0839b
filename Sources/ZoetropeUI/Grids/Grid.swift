import Foundation
import Geometry2D
import AnimationCore

/// A static two-dimensional layout (SwiftUI's `Grid`): each `GridRow` is a row of cells, the
/// columns as wide as their widest cell (columns holding flexible views share what space is
/// left), rows as tall as their tallest cell; a view that is not in a `GridRow` spans the whole
/// width. `.gridCellColumns(_:)` spans a cell over columns, `.gridColumnAlignment(_:)` aligns a
/// column, `.gridCellAnchor(_:)` one cell.
///
/// ```swift
/// Grid(alignment: .leading, horizontalSpacing: 12) {
///     GridRow { Text("Steps"); Text("8,412").bold() }
///     Divider()
///     GridRow { Text("Distance"); Text("5.2 km").bold() }
/// }
/// ```
public struct Grid<Content: View>: View {
    public typealias Body = Never
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }
}

/// One row of a `Grid`: its views are the row's cells, left to right.
public struct GridRow<Content: View>: View {
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

extension Grid: PrimitiveView {
    public static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.resolve(inputs, &outputs)
    }

    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        var children: [ViewElement] = []
        let listNode = node.child(.body)
        resolveView(content, at: listNode, in: context, into: &children)
        let list = listNode.listTransitions().update(children, in: context)
        func spacing(_ v: CGFloat?) -> CGFloat { v.map { $0.isNaN ? GridItem.defaultSpacing : max($0, 0) } ?? GridItem.defaultSpacing }
        elements.append(GridElement(rows: list.children, ghosts: list.ghosts, alignment: alignment,
                                    spacing: CGSize(width: spacing(horizontalSpacing), height: spacing(verticalSpacing)),
                                    node: node, context: context))
    }
}

extension GridRow: PrimitiveView {
    public static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.resolve(inputs, &outputs)
    }

    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        var cells: [ViewElement] = []
        let listNode = node.child(.body)
        resolveView(content, at: listNode, in: context, into: &cells)
        let list = listNode.listTransitions().update(cells, in: context)
        elements.append(GridRowElement(cells: list.children, ghosts: list.ghosts, alignment: alignment, node: node, context: context))
    }
}

/// A `GridRow` as laid out: its cells placed in the rectangles its grid computed.
final class GridRowElement: ViewElement {
    let cells: [ViewElement]
    let ghosts: [PlacedGhost]
    let alignment: VerticalAlignment?
    /// Each cell's rectangle, set by the grid before it places the row.
    var cellRects: [CGRect] = []
    /// Each cell's alignment in its rectangle, set by the grid.
    var cellAlignments: [Alignment] = []
    private let direction: LayoutDirection

    init(cells: [ViewElement], ghosts: [PlacedGhost], alignment: VerticalAlignment?, node: ViewNode, context: ResolveContext) {
        self.cells = cells
        self.ghosts = ghosts
        self.alignment = alignment
        direction = context.environment.layoutDirection
        super.init(node: node, context: context)
    }

    override var children: [ViewElement] { cells }
    override var kind: String { "GridRow" }

    override func placeChildren(in rect: CGRect, placement: inout Placement) {
        for (index, cell) in cells.enumerated() where index < cellRects.count {
            let box = cellRects[index]
            let proposal = ProposedViewSize(box.size)
            let size = cell.sizeThatFits(proposal)
            cell.place(in: CGRect(origin: cellAlignments[index].origin(of: size, in: box, direction: direction), size: size),
                       placement: &placement)
        }
    }

    override func draw(into context: inout DrawingContext) { drawList(cells, ghosts: ghosts, into: &context) }
}

/// A layout value: how many columns a grid cell spans.
struct GridCellColumnsKey: LayoutValueKey { static let defaultValue = 1 }
/// A layout value: the alignment a grid column's cells take.
struct GridColumnAlignmentKey: LayoutValueKey { static let defaultValue: HorizontalAlignment? = nil }
/// A layout value: where a cell sits in its grid rectangle.
struct GridCellAnchorKey: LayoutValueKey { static let defaultValue: UnitPoint? = nil }

extension View {
    /// Spans this grid cell over `count` columns.
    public func gridCellColumns(_ count: Int) -> some View { layoutValue(key: GridCellColumnsKey.self, value: count) }
    /// Aligns every cell of this cell's grid column horizontally with `guide`.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: Optional(guide))
    }
    /// Places this cell in its grid rectangle with `anchor` (its own point on the rectangle's).
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { layoutValue(key: GridCellAnchorKey.self, value: Optional(anchor)) }
    /// Accepted: the axes on which a cell does not ask its row or column for space.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { self }
}
