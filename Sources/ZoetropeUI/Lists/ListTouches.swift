import Foundation
import Geometry2D
import AnimationCore

/// What touches do to a list's rows (view-layer drawing spec §16.9): a horizontal swipe reveals a
/// row's actions, a tap on a delete control in edit mode reveals "Delete", a drag on a reorder
/// handle moves the row. Kept at the list's identity between updates: each layout records where
/// the rows are (``rows``) and asks how far each is revealed or moved; touches change that through
/// writes to the graph, settled with ``settle``.
final class ListTouches {
    /// A row as the last layout placed it, in the list's points.
    struct Row {
        let id: AnyHashable
        let rect: CGRect
        /// The section (or run of loose rows) it is in.
        let group: Int
        let edit: ListRowEdit?
        /// Whether a swipe towards each edge has actions to reveal (outside edit mode).
        let swipesTrailing: Bool, swipesLeading: Bool
        /// Edit mode: a delete control at its leading end, a reorder handle at its trailing end.
        let deleteControl: Bool, handle: Bool
        /// The revealed actions when they were resolved for this layout (nil: not resolved).
        var trailing: SwipeActionsElement?, leading: SwipeActionsElement?
    }

    weak var graph: ViewGraph?
    /// The rows at the last layout.
    var rows: [Row] = []

    /// The row showing its actions at rest, and at which edge.
    private(set) var open: (id: AnyHashable, edge: HorizontalEdge)?
    /// The row a finger swipes: its reveal when the finger took hold (positive: the trailing
    /// actions) and the finger's horizontal travel since.
    private(set) var swipe: (id: AnyHashable, start: CGFloat, dx: CGFloat)?
    /// The row a finger moves by its handle, and the finger's vertical travel.
    private(set) var move: (id: AnyHashable, dy: CGFloat)?
    /// Rows that closed, whose actions are drawn until they have slid away (virtual seconds).
    private var closing: [AnyHashable: Double] = [:]

    /// A swipe let go past this share of the row's width with a full swipe allowed runs the first action (*inferred*).
    static let fullSwipeShare: CGFloat = 0.6
    /// Rows open, close and make room on this spring (*inferred* from iOS 17).
    static let settling = Animation.spring(duration: 0.35, bounce: 0)

    // MARK: What the layout asks

    /// Whether the row `id` needs its actions resolved (revealed, being swiped or closing).
    func showsActions(of id: AnyHashable) -> Bool {
        if open?.id == id || swipe?.id == id { return true }
        guard let until = closing[id], let graph else { return false }
        if graph.time < until { return true }
        closing[id] = nil
        return false
    }

    /// Whether a finger holds `id` (its frames follow the finger, unanimated).
    func isHeld(_ id: AnyHashable) -> Bool { swipe?.id == id || move?.id == id }

    /// How far `row` is revealed (positive: its trailing actions; its content moves left by that
    /// much), and whether a full swipe is under way.
    func reveal(of row: Row) -> (amount: CGFloat, full: Bool) {
        if let swipe, swipe.id == row.id { return limited(swipe.start - swipe.dx, row) }
        if let open, open.id == row.id {
            return (open.edge == .trailing ? row.trailing?.naturalWidth ?? 0 : -(row.leading?.naturalWidth ?? 0), false)
        }
        return (0, false)
    }

    /// A finger's reveal `raw` as drawn: up to the actions' width as it is, past it following the
    /// finger when a full swipe is allowed, else resisting as a scroll view's rubber band.
    private func limited(_ raw: CGFloat, _ row: Row) -> (amount: CGFloat, full: Bool) {
        guard let actions = raw >= 0 ? row.trailing : row.leading else { return (0, false) }
        let width = actions.naturalWidth, sign: CGFloat = raw >= 0 ? 1 : -1, distance = abs(raw)
        guard width > 0, distance.isFinite else { return (0, false) }
        if distance <= width { return (raw, false) }
        if actions.allowsFullSwipe {
            let followed = min(distance, row.rect.width)
            return (sign * followed, followed > row.rect.width * Self.fullSwipeShare)
        }
        return (sign * (width + RubberBand.travel(distance - width, length: max(row.rect.width, 1))), false)
    }

    /// Where the rows of the moving row's group are drawn while it moves: each one's vertical
    /// shift, and the move's source and destination offsets in its `ForEach`.
    func moveShifts() -> (shifts: [AnyHashable: CGFloat], from: Int, to: Int)? {
        guard let move, let moving = rows.first(where: { $0.id == move.id }), let from = moving.edit?.offset else { return nil }
        let group = rows.filter { $0.group == moving.group && $0.edit?.edits.move != nil }
        guard let index = group.firstIndex(where: { $0.id == move.id }), let first = group.first, let last = group.last else { return nil }
        let height = moving.rect.height
        let low = first.rect.minY + height / 2, high = max(last.rect.maxY - height / 2, low)
        let centre = min(max(moving.rect.midY + (move.dy.isFinite ? move.dy : 0), low), high)
        var shifts: [AnyHashable: CGFloat] = [moving.id: centre - moving.rect.midY]
        var target = index
        for (position, row) in group.enumerated() where position != index {
            if position < index, row.rect.midY > centre {
                shifts[row.id] = height
                target -= 1
            } else if position > index, row.rect.midY < centre {
                shifts[row.id] = -height
                target += 1
            }
        }
        let offset = group[target].edit?.offset ?? from
        return (shifts, from, target > index ? offset + 1 : offset)
    }

    // MARK: What touches do

    /// What a touch going down at `point` (the list's points) may become.
    enum Target {
        case swipe(AnyHashable)
        case deleteControl(AnyHashable)
        case handle(AnyHashable)
        /// A touch elsewhere while a row is open: a tap closes it.
        case closeOpen
    }

    func target(at point: CGPoint) -> Target? {
        guard let row = rows.first(where: { $0.rect.contains(point) }) else { return open != nil ? .closeOpen : nil }
        if row.deleteControl, point.x < row.rect.minX + ListEditing.leadingWidth { return .deleteControl(row.id) }
        if row.handle, open?.id != row.id, point.x > row.rect.maxX - ListEditing.trailingWidth { return .handle(row.id) }
        if row.swipesTrailing || row.swipesLeading || open?.id == row.id { return .swipe(row.id) }
        return open != nil ? .closeOpen : nil
    }

    func beginSwipe(_ id: AnyHashable) {
        let current = rows.first { $0.id == id }.map { reveal(of: $0).amount } ?? 0
        let closes = open.map { $0.id != id } ?? false
        write(closes ? Transaction(animation: Self.settling) : Transaction()) {
            if closes { self.close() }
            self.open = nil
            self.swipe = (id, current, 0)
        }
    }

    func swipeMoved(_ dx: CGFloat) {
        write(Transaction()) { self.swipe?.dx = dx }
    }

    /// The finger lifted after moving `dx`, going `velocity` points a second across.
    func endSwipe(_ dx: CGFloat, velocity: CGFloat) {
        write(Transaction(animation: Self.settling)) {
            guard let swipe = self.swipe, let row = self.rows.first(where: { $0.id == swipe.id }) else { return self.swipe = nil }
            self.swipe = (swipe.id, swipe.start, dx)
            let (amount, full) = self.reveal(of: row)
            self.swipe = nil
            let edge: HorizontalEdge = amount >= 0 ? .trailing : .leading
            guard let actions = edge == .trailing ? row.trailing : row.leading else { return self.closing[row.id] = self.closeEnd }
            // Flung towards opening faster than 300 points a second, or let go past half of the actions.
            let towards = edge == .trailing ? -velocity : velocity
            if full {
                self.closing[row.id] = self.closeEnd
                for action in actions.firstAction { action() }
            } else if abs(amount) >= actions.naturalWidth / 2 || (towards > 300 && abs(amount) > 0) {
                self.open = (row.id, edge)
            } else {
                self.closing[row.id] = self.closeEnd
            }
        }
    }

    func tapDeleteControl(_ id: AnyHashable) {
        write(Transaction(animation: Self.settling)) {
            if self.open?.id == id { return self.close() }
            self.close()
            self.open = (id, .trailing)
        }
    }

    /// Closes the open row (a tap beside it, an action run from it).
    func closeOpen() {
        write(Transaction(animation: Self.settling)) { self.close() }
    }

    func beginMove(_ id: AnyHashable) { write(Transaction(animation: Self.settling)) { self.move = (id, 0) } }

    func moveMoved(_ dy: CGFloat) { write(Transaction(animation: Self.settling)) { self.move?.dy = dy } }

    func endMove() {
        write(Transaction(animation: Self.settling)) {
            defer { self.move = nil }
            guard let (_, from, to) = self.moveShifts(), to != from, to != from + 1,
                  let moving = self.rows.first(where: { $0.id == self.move?.id }), let action = moving.edit?.edits.move else { return }
            action(IndexSet(integer: from), to)
        }
    }

    /// Another gesture took the touch, or it was cancelled: a swipe closes, a move goes back.
    func cancelTouch() {
        write(Transaction(animation: Self.settling)) {
            if let swipe = self.swipe { self.closing[swipe.id] = self.closeEnd }
            self.swipe = nil
            self.move = nil
        }
    }

    private func close() {
        if let open { closing[open.id] = closeEnd }
        open = nil
    }

    private var closeEnd: Double { (graph?.time ?? 0) + 1 }

    private func write(_ transaction: Transaction, _ change: @escaping () -> Void) {
        guard let graph else { return change() }
        graph.enqueueWrite(change, transaction: transaction)
    }
}
