import Foundation
import Geometry2D
import RenderCommands
import VectorPath
import AnimationCore

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
    /// Swipes, delete controls and reorder handles (kept at the list's identity).
    let touches: ListTouches
    /// The revealed actions of the rows that show them, by row.
    var actions: [ObjectIdentifier: (trailing: SwipeActionsElement?, leading: SwipeActionsElement?)] = [:]

    init(items: [ViewElement], ghosts: [PlacedGhost], metrics: ListMetrics, editing: ListEditing?, touches: ListTouches,
         node: ViewNode, context: ResolveContext) {
        self.items = items
        self.ghosts = ghosts
        self.metrics = metrics
        self.editing = editing
        self.touches = touches
        super.init(node: node, context: context)
    }

    /// Every row, in sections or not.
    var rows: [ViewElement] { items.flatMap { ($0 as? ListSectionElement)?.rows ?? [$0] } }

    /// A row's identity among the list's rows: its `ForEach` id, else its tag, else its position.
    static func rowID(_ row: ViewElement, _ index: Int) -> AnyHashable { row.traits.scrollID ?? row.traits.tag ?? AnyHashable(index) }

    private lazy var rowIDs: [ObjectIdentifier: AnyHashable] = Dictionary(
        rows.enumerated().map { (ObjectIdentifier($1), Self.rowID($1, $0)) }, uniquingKeysWith: { first, _ in first })

    /// The actions a swipe on `row` reveals at each edge: its `swipeActions`, else "Delete" when
    /// its `ForEach` has `onDelete`; in edit mode only that "Delete" (a delete control reveals it).
    func swipeActions(of row: ViewElement) -> (trailing: ListSwipeActions?, leading: ListSwipeActions?) {
        let delete = row.traits.listEdit.flatMap { edit in edit.edits.delete.map { ListSwipeActions.delete($0, offset: edit.offset) } }
        if editing != nil { return (editing?.leadingControl(of: row) == .delete ? delete : nil, nil) }
        return (row.layoutValue(TrailingSwipeActionsKey.self) ?? delete, row.layoutValue(LeadingSwipeActionsKey.self))
    }

    /// Whether a swipe on `row` has actions to reveal at each edge (``swipeActions(of:)`` without
    /// making them: asked for every row at every layout).
    func swipes(_ row: ViewElement) -> (trailing: Bool, leading: Bool) {
        let deletes = row.traits.listEdit?.edits.delete != nil
        if editing != nil { return (deletes && editing?.leadingControl(of: row) == .delete, false) }
        return (deletes || row.layoutValue(TrailingSwipeActionsKey.self) != nil, row.layoutValue(LeadingSwipeActionsKey.self) != nil)
    }

    override var children: [ViewElement] {
        items + looseBackgrounds.compactMap { $0 } + actions.values.flatMap { [$0.trailing, $0.leading].compactMap { $0 } }
    }
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
        let frames = layout(width: rect.width).frames
        recordRows(frames)
        let shifts = touches.moveShifts()?.shifts ?? [:]
        var recorded = touches.rows.makeIterator()   // in the order of the rows below
        for frame in frames {
            frame.header.map { $0.element.place(in: $0.rect.offsetBy(dx: origin.x, dy: origin.y), placement: &placement) }
            for row in frame.rows {
                let geometry = recorded.next()
                let id = geometry?.id ?? rowIDs[ObjectIdentifier(row.element)] ?? AnyHashable(0)
                let reveal = geometry.map(touches.reveal(of:)) ?? (amount: 0, full: false)
                let dx = origin.x - reveal.amount, dy = origin.y + (shifts[id] ?? 0)
                // A row under a finger follows it; the others settle with the write's animation.
                let saved = placement.frameTransaction
                if touches.isHeld(id) { placement.frameTransaction = Transaction() }
                row.background?.place(in: row.row.offsetBy(dx: dx, dy: dy), placement: &placement)
                row.element.place(in: row.content.offsetBy(dx: dx, dy: dy), placement: &placement)
                if let revealed = actions[ObjectIdentifier(row.element)] {
                    let band = row.row.offsetBy(dx: origin.x, dy: dy)
                    revealed.trailing?.expandsFirst = reveal.full && reveal.amount > 0
                    revealed.leading?.expandsFirst = reveal.full && reveal.amount < 0
                    revealed.trailing?.place(in: CGRect(x: band.maxX - max(reveal.amount, 0), y: band.minY, width: max(reveal.amount, 0),
                                                        height: band.height), placement: &placement)
                    revealed.leading?.place(in: CGRect(x: band.minX, y: band.minY, width: max(-reveal.amount, 0), height: band.height),
                                            placement: &placement)
                }
                placement.frameTransaction = saved
            }
            frame.footer.map { $0.element.place(in: $0.rect.offsetBy(dx: origin.x, dy: origin.y), placement: &placement) }
        }
    }

    /// Tells the list's touches where its rows are and what each can do.
    private func recordRows(_ frames: [SectionFrame]) {
        var recorded: [ListTouches.Row] = []
        for (index, frame) in frames.enumerated() {
            for (position, row) in frame.rows.enumerated() {
                let swipes = swipes(row.element)
                let revealed = actions[ObjectIdentifier(row.element)]
                recorded.append(ListTouches.Row(
                    id: rowIDs[ObjectIdentifier(row.element)] ?? AnyHashable(position), rect: row.row, group: index,
                    edit: row.element.traits.listEdit,
                    swipesTrailing: editing == nil && swipes.trailing, swipesLeading: editing == nil && swipes.leading,
                    deleteControl: editing?.leadingControl(of: row.element) == .delete, handle: editing?.hasHandle(row.element) == true,
                    trailing: revealed?.trailing, leading: revealed?.leading))
            }
        }
        touches.rows = recorded
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
            drawRevealedActions(of: section, clippedTo: shape, into: &context)
            for row in section.rows where row.separator {
                let lead = editing?.leadingControl(of: row.element) != nil ? ListEditing.leadingWidth : 0
                let leading = (row.element.layoutValue(ListRowInsetsKey.self) ?? metrics.rowPadding).leading + lead
                let line = CGRect(x: card.minX + leading, y: row.row.maxY + origin.y - hairline, width: card.maxX - card.minX - leading, height: hairline)
                context.displayList.fill(Path(line), with: context.paint(SystemColors.separator.color, in: line), transform: context.transform)
            }
        }
        if let editing {
            // The controls stay at the leading end (a revealed row's turns upright); they follow a row making room.
            for section in frames {
                for row in section.rows {
                    let open = rowIDs[ObjectIdentifier(row.element)].map { touches.open?.id == $0 } ?? false
                    let shown = shownRow(row.row, content: row.content, of: row.element)
                    let rect = CGRect(x: row.row.minX + origin.x, y: shown.minY, width: row.row.width, height: row.row.height)
                    editing.drawControls(of: row.element, in: rect, deleteOpen: open, into: &context)
                }
            }
        }
        // Rows slid aside for their actions stay inside the cards' band (after the edit controls).
        let clipsRows = !actions.isEmpty
        if clipsRows {
            let lead = metrics.margin + (editing != nil ? ListEditing.leadingWidth : 0)
            let band = CGRect(x: origin.x + lead, y: origin.y, width: max(frame.width - lead - metrics.margin, 0), height: frame.height)
            context.displayList.pushLayer(LayerStyle(clip: Path(band), transform: context.transform))
        }
        drawList(items, ghosts: ghosts, into: &context)
        if clipsRows { context.displayList.popLayer() }
        drawLiftedRow(frames, into: &context)
    }

    /// A row's rectangle where its content is drawn now: moved with it when it slides aside for
    /// its actions or makes room for a moving row (its content's frame animates; the row follows).
    private func shownRow(_ row: CGRect, content: CGRect, of element: ViewElement) -> CGRect {
        row.offsetBy(dx: element.frame.minX - content.minX, dy: element.frame.midY - content.midY)
    }

    /// The row a finger moves by its handle, lifted over the others: its opaque background with a
    /// soft shadow (*inferred*: black at 20 %, radius 8), covering where it was drawn among them,
    /// then its controls and content again on top.
    private func drawLiftedRow(_ frames: [SectionFrame], into context: inout DrawingContext) {
        guard let moving = touches.move?.id else { return }
        for section in frames {
            for row in section.rows where rowIDs[ObjectIdentifier(row.element)] == moving {
                let rect = shownRow(row.row, content: row.content, of: row.element)
                let shadow = LayerFilter.dropShadow(color: PremultipliedRGBA8(red: 0, green: 0, blue: 0, alpha: 51), radius: 8,
                                                    offset: CGSize(width: 0, height: 2))
                context.displayList.pushLayer(LayerStyle(transform: context.transform, filters: [shadow]))
                context.displayList.fill(Path(rect), with: context.paint(metrics.rowBackground, in: rect), transform: context.transform)
                context.displayList.popLayer()
                editing?.drawControls(of: row.element, in: rect, into: &context)
                row.element.draw(into: &context)
            }
        }
    }

    /// The actions revealed beside the rows of `section`, inside its card.
    private func drawRevealedActions(of section: SectionFrame, clippedTo card: Path, into context: inout DrawingContext) {
        let revealed = section.rows.compactMap { actions[ObjectIdentifier($0.element)] }
        guard !revealed.isEmpty else { return }
        context.displayList.pushLayer(LayerStyle(clip: card, transform: context.transform))
        for pair in revealed {
            pair.trailing?.draw(into: &context)
            pair.leading?.draw(into: &context)
        }
        context.displayList.popLayer()
    }
}
