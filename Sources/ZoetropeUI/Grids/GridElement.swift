import Foundation
import Geometry2D
import AnimationCore

/// A `Grid` as laid out. Columns are as wide as their widest single-column cell at its ideal
/// size; when the grid is offered more width, the columns holding flexible cells (a cell that
/// grows when offered more) share the rest equally. Rows are as tall as their tallest cell
/// offered its column's width; a view outside a `GridRow` spans every column.
final class GridElement: ViewElement {
    let rows: [ViewElement]
    let ghosts: [PlacedGhost]
    let alignment: Alignment
    let spacing: CGSize
    private let direction: LayoutDirection

    init(rows: [ViewElement], ghosts: [PlacedGhost], alignment: Alignment, spacing: CGSize, node: ViewNode, context: ResolveContext) {
        self.rows = rows
        self.ghosts = ghosts
        self.alignment = alignment
        self.spacing = spacing
        direction = context.environment.layoutDirection
        super.init(node: node, context: context)
    }

    override var children: [ViewElement] { rows }
    override var kind: String { "Grid" }

    /// One row's cells with the column each starts at and how many it spans (a view outside a
    /// `GridRow` is one cell spanning every column).
    private struct RowCells {
        var cells: [(element: ViewElement, column: Int, span: Int)]
        var isWhole: Bool
    }

    private var columnCount: Int {
        rows.reduce(0) { count, row in
            guard let row = row as? GridRowElement else { return count }
            return max(count, row.cells.reduce(0) { $0 + max(1, min($1.layoutValue(GridCellColumnsKey.self), 1_000)) })
        }
    }

    private func cells(of row: ViewElement, columns: Int) -> RowCells {
        guard let row = row as? GridRowElement else { return RowCells(cells: [(row, 0, max(columns, 1))], isWhole: true) }
        var column = 0
        let cells = row.cells.map { cell -> (ViewElement, Int, Int) in
            let span = max(1, min(cell.layoutValue(GridCellColumnsKey.self), 1_000))
            defer { column += span }
            return (cell, column, span)
        }
        return RowCells(cells: cells, isWhole: false)
    }

    /// The columns' widths for a proposed width (nil: ideal).
    private func columnWidths(for width: CGFloat?) -> [CGFloat] {
        let count = columnCount
        guard count > 0 else { return [] }
        var widths = [CGFloat](repeating: 0, count: count)
        var flexible = [Bool](repeating: false, count: count)
        for row in rows {
            for (cell, column, span) in cells(of: row, columns: count).cells where span == 1 && column < count {
                let ideal = cell.sizeThatFits(.unspecified).width
                widths[column] = max(widths[column], ideal.isFinite ? ideal : 0)
                if cell.sizeThatFits(ProposedViewSize(width: ideal + 1_000, height: nil)).width > ideal + 1 { flexible[column] = true }
            }
        }
        let used = widths.reduce(0, +) + spacing.width * CGFloat(count - 1)
        let growing = flexible.filter { $0 }.count
        if let width, width.isFinite, width > used, growing > 0 {
            let extra = (width - used) / CGFloat(growing)
            for index in widths.indices where flexible[index] { widths[index] += extra }
        }
        return widths
    }

    /// The width of `span` columns from `column`, with the spacing between them.
    private func width(from column: Int, span: Int, _ widths: [CGFloat]) -> CGFloat {
        let end = min(column + span, widths.count)
        guard column < end else { return 0 }
        return widths[column..<end].reduce(0, +) + spacing.width * CGFloat(end - column - 1)
    }

    private func rowHeights(_ widths: [CGFloat]) -> [CGFloat] {
        let total = width(from: 0, span: widths.count, widths)
        return rows.map { row in
            cells(of: row, columns: widths.count).cells.reduce(0) { tallest, cell in
                let offered = cell.span >= widths.count ? total : width(from: cell.column, span: cell.span, widths)
                return max(tallest, cell.element.sizeThatFits(ProposedViewSize(width: offered, height: nil)).height)
            }
        }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let widths = columnWidths(for: proposal.width)
        let heights = rowHeights(widths)
        var width = self.width(from: 0, span: widths.count, widths)
        if widths.isEmpty {
            // Only whole-width views: as wide as the widest.
            width = rows.reduce(0) { max($0, $1.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)).width) }
        }
        return CGSize(width: width, height: heights.reduce(0, +) + spacing.height * CGFloat(max(heights.count - 1, 0)))
    }

    override func placeChildren(in rect: CGRect, placement: inout Placement) {
        let widths = columnWidths(for: rect.width)
        let heights = rowHeights(widths)
        let total = widths.isEmpty ? rect.width : width(from: 0, span: widths.count, widths)
        // Each column's alignment: the first `gridColumnAlignment` set in it, else the grid's.
        var columnAlignment = [HorizontalAlignment](repeating: alignment.horizontal, count: widths.count)
        var set = [Bool](repeating: false, count: widths.count)
        for row in rows {
            for (cell, column, _) in cells(of: row, columns: widths.count).cells where column < widths.count && !set[column] {
                if let guide = cell.layoutValue(GridColumnAlignmentKey.self) { columnAlignment[column] = guide; set[column] = true }
            }
        }
        var y = rect.minY
        for (index, row) in rows.enumerated() {
            let height = heights[index]
            let line = CGRect(x: rect.minX, y: y, width: total, height: height)
            if let row = row as? GridRowElement {
                var rects: [CGRect] = [], alignments: [Alignment] = []
                for (cell, column, span) in cells(of: row, columns: widths.count).cells {
                    let x = rect.minX + width(from: 0, span: column, widths) + (column > 0 ? spacing.width : 0)
                    rects.append(CGRect(x: x, y: y, width: width(from: column, span: span, widths), height: height))
                    var cellAlignment = Alignment(horizontal: column < widths.count ? columnAlignment[column] : alignment.horizontal,
                                                  vertical: row.alignment ?? alignment.vertical)
                    if let anchor = cell.layoutValue(GridCellAnchorKey.self) {
                        cellAlignment = Alignment(horizontal: HorizontalAlignment(fraction: anchor.x), vertical: VerticalAlignment(fraction: anchor.y))
                    }
                    alignments.append(cellAlignment)
                }
                row.cellRects = rects
                row.cellAlignments = alignments
                row.place(in: line, placement: &placement)
            } else {
                let size = row.sizeThatFits(ProposedViewSize(width: total, height: nil))
                row.place(in: CGRect(origin: alignment.origin(of: size, in: line, direction: direction), size: size), placement: &placement)
            }
            y += height + spacing.height
        }
    }

    override func draw(into context: inout DrawingContext) { drawList(rows, ghosts: ghosts, into: &context) }
}
