import Foundation
import Geometry2D
import RenderCommands
import VectorPath

extension View {
    /// Buttons a swipe on this list row reveals at `edge` (SwiftUI's `swipeActions`): the first
    /// button outermost, each filled with its tint (`.tint(_:)`; red for a `.destructive` role,
    /// else gray) and labelled in white — a `Label` by its icon. Let go past half their width,
    /// they stay open; a tap on one runs it and closes the row. With `allowsFullSwipe`, a swipe
    /// across most of the row runs the first. Script it with `Storyboard.drag`. Spec §16.9.
    ///
    /// ```swift
    /// Text(message.subject)
    ///     .swipeActions {
    ///         Button(role: .destructive) { delete(message) } label: { Label("Delete", systemImage: "trash") }
    ///         Button { flag(message) } label: { Label("Flag", systemImage: "flag") }.tint(.orange)
    ///     }
    /// ```
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        let actions = ListSwipeActions(content: AnyView(content()), allowsFullSwipe: allowsFullSwipe)
        return Group {
            if edge == .leading { layoutValue(key: LeadingSwipeActionsKey.self, value: actions) }
            else { layoutValue(key: TrailingSwipeActionsKey.self, value: actions) }
        }
    }
}

/// One edge's swipe actions of a row, as written.
struct ListSwipeActions {
    let content: AnyView
    let allowsFullSwipe: Bool

    /// The swipe a row whose `ForEach` has `onDelete` gets without actions of its own: "Delete".
    static func delete(_ action: @escaping (IndexSet) -> Void, offset: Int) -> ListSwipeActions {
        ListSwipeActions(content: AnyView(Button("Delete", role: .destructive) { action(IndexSet(integer: offset)) }),
                         allowsFullSwipe: true)
    }
}

struct LeadingSwipeActionsKey: LayoutValueKey { static var defaultValue: ListSwipeActions? { nil } }
struct TrailingSwipeActionsKey: LayoutValueKey { static var defaultValue: ListSwipeActions? { nil } }

/// A swipe action's face: its label in white (icons only), centred on its tint, filling the
/// height of the row; at least 74 points wide, else its label's width and 15 on each side
/// (*inferred* from iOS 17).
struct _SwipeActionButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        _SwipeActionFace(configuration: configuration)
    }
}

struct _SwipeActionFace: View {
    let configuration: ButtonStyleConfiguration
    @Environment(\.self) private var environment

    var body: some View {
        let tint = configuration.role == .destructive ? Color.red : environment.controls.tint ?? Color.gray
        return configuration.label
            .labelStyle(.iconOnly)
            .font(.body)
            .foregroundStyle(Color.white)
            .lineLimit(1)
            .padding(.horizontal, 15)
            .frame(minWidth: 74, maxHeight: .infinity)
            .background(tint)
            .opacity(configuration.isPressed ? 0.8 : 1)
    }
}

/// A row's revealed actions as laid out: side by side across the revealed width, each in
/// proportion to its natural width, the first at the outer edge; at a full swipe the first
/// takes the whole width.
final class SwipeActionsElement: ViewElement {
    let buttons: [ViewElement]
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    /// True while a full swipe is under way: the first button covers the revealed width.
    var expandsFirst = false

    init(buttons: [ViewElement], edge: HorizontalEdge, allowsFullSwipe: Bool, node: ViewNode, context: ResolveContext) {
        self.buttons = buttons
        self.edge = edge
        self.allowsFullSwipe = allowsFullSwipe
        super.init(node: node, context: context)
    }

    override var children: [ViewElement] { buttons }
    override var kind: String { "SwipeActions" }

    /// The buttons' natural widths added up: how far a row opens.
    var naturalWidth: CGFloat { buttons.reduce(0) { $0 + $1.sizeThatFits(.unspecified).width } }

    /// What a tap on the first (outermost) button runs: a full swipe's action.
    var firstAction: [() -> Void] { buttons.first?.traits.tapActions ?? [] }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: proposal.width ?? naturalWidth, height: proposal.height ?? 44)
    }

    override func placeChildren(in rect: CGRect, placement: inout Placement) {
        let natural = buttons.map { $0.sizeThatFits(.unspecified).width }
        let total = natural.reduce(0, +)
        // Outermost first: the trailing edge's first button is at the right, the leading edge's at the left.
        var x = edge == .trailing ? rect.maxX : rect.minX
        for (index, button) in buttons.enumerated() {
            let share = expandsFirst ? (index == 0 ? rect.width : 0) : total > 0 ? rect.width * natural[index] / total : 0
            let minX = edge == .trailing ? x - share : x
            button.place(in: CGRect(x: minX, y: rect.minY, width: share, height: rect.height), placement: &placement)
            x = edge == .trailing ? x - share : x + share
        }
    }

    override func draw(into context: inout DrawingContext) {
        guard frame.width >= 0.5 else { return }
        context.displayList.pushLayer(LayerStyle(clip: Path(frame), transform: context.transform))
        drawList(expandsFirst ? Array(buttons.prefix(1)) : buttons, ghosts: [], into: &context)
        context.displayList.popLayer()
    }
}
