import Foundation
import Geometry2D

/// A `Section` in a list: its header, rows and footer, laid out and drawn by its `ListElement`.
final class ListSectionElement: ViewElement {
    let rows: [ViewElement]
    let ghosts: [PlacedGhost]
    var header: ViewElement?
    var footer: ViewElement?
    /// Each row's `.listRowBackground` view, resolved (nil: the list's row background).
    var backgrounds: [ViewElement?] = []

    init(rows: [ViewElement], ghosts: [PlacedGhost], node: ViewNode, context: ResolveContext) {
        self.rows = rows
        self.ghosts = ghosts
        super.init(node: node, context: context)
    }

    override var children: [ViewElement] {
        (header.map { [$0] } ?? []) + backgrounds.compactMap { $0 } + rows + (footer.map { [$0] } ?? [])
    }
    override var kind: String { "Section" }

    /// The `.listRowBackground` views of `rows`, resolved under `node` (one child per row's identity).
    static func rowBackgrounds(of rows: [ViewElement], at node: ViewNode, in context: ResolveContext) -> [ViewElement?] {
        rows.map { row in
            guard !(row is ListSectionElement), let view = row.layoutValue(ListRowBackgroundKey.self) else { return nil }
            var produced: [ViewElement] = []
            view.resolve(node.child(.explicit(ObjectIdentifier(row.node))), context, &produced)
            return produced.first
        }
    }

    override func draw(into context: inout DrawingContext) {
        header?.draw(into: &context)
        drawList(rows, ghosts: ghosts, into: &context)
        footer?.draw(into: &context)
    }
}
