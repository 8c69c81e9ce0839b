import Foundation
import Geometry2D
import RenderCommands
import VectorPath

/// A list's content as laid out: sections (rows outside a `Section` form sections of their own)
/// one under another, each a card of rows with its header above and footer below (view-layer
/// drawing spec §16.1).
final class ListElement: ViewElement {
    let items: [ViewElement]
    let ghosts: [PlacedGhost]
    let metrics: ListMetrics
    /// Set in edit mode: the rows' controls.
    let editing: ListEditing?
    /// `.listRowBackground` views of the rows outside sections, by index in `items`.
    var looseBackgrounds: [ViewElement?] = []

    init(items: [ViewElement], ghosts: [PlacedGhost], metrics: ListMetrics, editing: ListEditing?, node: ViewNode,
         context: ResolveContext) {
        self.items = items
        self.ghosts = ghosts
        self.metrics = metrics
        self.editing = editing
        super.init(node: node, context: context)
    }

    /// Every row, in sections or not.
    var rows: [ViewElement] { items.flatMap { ($0 as? ListSectionElement)?.rows ?? [$0] } }

    override var children: [ViewElement] { items + looseBackgrounds.compactMap { $0 } }
    override var kind: String { "List" }

    /// One section as laid out, from the list's top-left corner.
    struct SectionFrame {
        var header: (element: ViewElement, rect: CGRect)?
        var rows: [(element: ViewElement, content: CGRect, row: CGRect, background: ViewElement?, separator: Bool)] = []
        var footer: (element: ViewElement, rect: CGRect)?
        var card: CGRect = .null
    }

    /// The items grouped into sections: each `Section`, and each run of rows between them.
    private var groups: [(section: ListSectionElement?, rows: [(ViewElement, ViewElement?)])] {
        var result: [(section: ListSectionElement?, rows: [(ViewElement, ViewElement?)])] = []
        for (index, item) in items.enumerated() {
            if let section = item as? ListSectionElement {
                result.append((section, section.rows.enumerated().map { ($1, $0 < section.backgrounds.count ? section.backgrounds[$0] : nil) }))
            } else {
                let background = index < looseBackgrounds.count ? looseBackgrounds[index] : nil
                if let last = result.last, last.section == nil {
                    result[result.count - 1].rows.append((item, background))
                } else {
                    result.append((nil, [(item, background)]))
                }
            }
        }
        return result
    }

    private var cached: (width: CGFloat, frames: [SectionFrame], height: CGFloat)?

    /// The sections laid out across `width`, and the list's height.
    func layout(width: CGFloat) -> (frames: [SectionFrame], height: CGFloat) {
        if let cached, cached.width == width { return (cached.frames, cached.height) }
        var frames: [SectionFrame] = []
        var y: CGFloat = 0
        let cardX = metrics.margin, cardWidth = max(width - 2 * metrics.margin, 0)
        for (index, group) in groups.enumerated() {
            var frame = SectionFrame()
            let header = group.section?.header, footer = group.section?.footer
            y += metrics.gapAbove(first: index == 0, hasHeader: header != nil)
            if let header {
                let inset = metrics.rowPadding.leading
                let size = header.sizeThatFits(ProposedViewSize(width: max(cardWidth - 2 * inset, 0), height: nil))
                frame.header = (header, CGRect(x: cardX + inset, y: y, width: size.width, height: size.height))
                y += size.height + metrics.headerGap
            }
            let top = y
            for (position, (row, background)) in group.rows.enumerated() {
                let insets = row.layoutValue(ListRowInsetsKey.self) ?? metrics.rowPadding
                let lead = editing?.leadingControl(of: row) != nil ? ListEditing.leadingWidth : 0
                let trail = editing?.hasHandle(row) == true ? ListEditing.trailingWidth : 0
                let innerWidth = max(cardWidth - insets.leading - insets.trailing - lead - trail, 0)
                let size = row.sizeThatFits(ProposedViewSize(width: innerWidth, height: nil))
                let height = max(metrics.minimumRowHeight, size.height + insets.top + insets.bottom)
                let rowRect = CGRect(x: cardX, y: y, width: cardWidth, height: height)
                let content = CGRect(x: cardX + insets.leading + lead, y: y + (height - size.height) / 2, width: size.width,
                                     height: size.height)
                let last = position == group.rows.count - 1
                let separator = !last && row.layoutValue(ListRowSeparatorKey.self) != .hidden
                frame.rows.append((row, content, rowRect, background, separator))
                y += height
            }
            frame.card = CGRect(x: cardX, y: top, width: cardWidth, height: y - top)
            if let footer {
                let inset = metrics.rowPadding.leading
                y += metrics.footerGap
                let size = footer.sizeThatFits(ProposedViewSize(width: max(cardWidth - 2 * inset, 0), height: nil))
                frame.footer = (footer, CGRect(x: cardX + inset, y: y, width: size.width, height: size.height))
                y += size.height
            }
            frames.append(frame)
        }
        y += metrics.bottomPadding
        cached = (width, frames, y)
        return (frames, y)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width ?? 390
        return CGSize(width: width, height: layout(width: width).height)
    }

    override func placeChildren(in rect: CGRect, placement: inout Placement) {
        let origin = rect.origin
        for frame in layout(width: rect.width).frames {
            frame.header.map { $0.element.place(in: $0.rect.offsetBy(dx: origin.x, dy: origin.y), placement: &placement) }
            for row in frame.rows {
                row.background?.place(in: row.row.offsetBy(dx: origin.x, dy: origin.y), placement: &placement)
                row.element.place(in: row.content.offsetBy(dx: origin.x, dy: origin.y), placement: &placement)
            }
            frame.footer.map { $0.element.place(in: $0.rect.offsetBy(dx: origin.x, dy: origin.y), placement: &placement) }
        }
    }

    override func draw(into context: inout DrawingContext) {
        guard let frames = cached?.frames else { return }
        let origin = frame.origin
        let hairline = 1 / max(node.graph.scale, 1)
        for section in frames {
            let card = section.card.offsetBy(dx: origin.x, dy: origin.y)
            guard !card.isNull, card.height > 0 else { continue }
            let shape = Path(roundedRect: card, cornerRadius: metrics.cornerRadius, style: .continuous)
            context.displayList.fill(shape, with: context.paint(metrics.rowBackground, in: card), transform: context.transform)
            let custom = section.rows.compactMap(\.background)
            if !custom.isEmpty {
                context.displayList.pushLayer(LayerStyle(clip: shape, transform: context.transform))
                for background in custom { background.draw(into: &context) }
                context.displayList.popLayer()
            }
            if let editing {
                for row in section.rows { editing.drawControls(of: row.element, in: row.row.offsetBy(dx: origin.x, dy: origin.y), into: &context) }
            }
            for row in section.rows where row.separator {
                let lead = editing?.leadingControl(of: row.element) != nil ? ListEditing.leadingWidth : 0
                let leading = (row.element.layoutValue(ListRowInsetsKey.self) ?? metrics.rowPadding).leading + lead
                let line = CGRect(x: card.minX + leading, y: row.row.maxY + origin.y - hairline, width: card.maxX - card.minX - leading, height: hairline)
                context.displayList.fill(Path(line), with: context.paint(SystemColors.separator.color, in: line), transform: context.transform)
            }
        }
        drawList(items, ghosts: ghosts, into: &context)
    }
}
