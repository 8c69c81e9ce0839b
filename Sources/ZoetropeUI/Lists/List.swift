import Foundation
import Geometry2D

/// A scrolling column of rows (SwiftUI's `List`), drawn as an iPhone draws it: by default inset
/// grouped — rounded white cards of rows on the grouped grey, hairline separators between rows,
/// section headers in upper-case footnote grey. Each view of the content is a row (a `ForEach`
/// gives one per element); `Section`s group them. Rows are at least 44 points tall, their content
/// leading, 20 points in from the card's edge. `.listStyle(_:)` picks another look.
///
/// ```swift
/// List {
///     Section("Favourites") {
///         ForEach(contacts) { contact in Text(contact.name) }
///     }
/// }
/// List(fruits, id: \.self) { Text($0) }.listStyle(.plain)
/// ```
///
/// With a selection binding, in edit mode (``EnvironmentValues/editMode``, ``EditButton``) each
/// row gets a selection circle — filled with a checkmark when its id (its `.tag`, or its
/// `ForEach` element's id) is selected — and a tap on a row selects or deselects it.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    let selection: ListSelection?

    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
        self.content = content()
        selection = nil
    }

    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { binding in
            ListSelection(isSelected: { id in binding.wrappedValue.map(AnyHashable.init) == id },
                          toggle: { id in
                              let value = id.base as? SelectionValue
                              binding.wrappedValue = binding.wrappedValue == value ? nil : value
                          })
        }
    }

    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { binding in
            ListSelection(isSelected: { id in (id.base as? SelectionValue).map(binding.wrappedValue.contains) ?? false },
                          toggle: { id in
                              guard let value = id.base as? SelectionValue else { return }
                              if binding.wrappedValue.contains(value) { binding.wrappedValue.remove(value) }
                              else { binding.wrappedValue.insert(value) }
                          })
        }
    }

    public var body: some View { _ListBody(content: content, selection: selection) }
}

/// A list's selection binding, its value type erased: whether a row's id is selected, and a tap's
/// toggle of it.
struct ListSelection {
    let isSelected: (AnyHashable) -> Bool
    let toggle: (AnyHashable) -> Void
}

extension List where SelectionValue == Never {
    /// A row per element of `data`, identified by its `id`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
        selection = nil
    }

    /// A row per element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
        selection = nil
    }

    /// A row per integer of a constant range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
        selection = nil
    }
}

extension List {
    /// A row per element of `data` (identified by its `id`), selectable in edit mode.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A row per element of `data` (identified by its `id`), one selectable in edit mode.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A row per element of `data` (identified by `id`), selectable in edit mode.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// A row per element of `data` (identified by `id`), one selectable in edit mode.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }
}

/// A form of controls (SwiftUI's `Form`): on iPhone, an inset grouped list.
///
/// ```swift
/// Form {
///     Section("Account") { TextField("Name", text: $name) }
///     Section { Toggle("Notifications", isOn: $notify) }
/// }
/// ```
public struct Form<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { _ListBody(content: content, selection: nil).listStyle(.insetGrouped) }
}

/// A list's scroll view over its background (hidden by `.scrollContentBackground(.hidden)`).
struct _ListBody<Content: View>: View {
    let content: Content
    let selection: ListSelection?
    @Environment(\.self) private var environment

    var body: some View {
        let metrics = ListMetrics(kind: environment[ListStyleKey.self])
        let hidden = environment[ScrollContentBackgroundKey.self] == .hidden
        let editing = environment.editMode?.wrappedValue.isEditing == true
        return ScrollView { _ListContent(content: content, metrics: metrics, editing: editing ? ListEditing(selection: selection) : nil) }
            .background(hidden ? Color.clear : metrics.background)
    }
}

/// The rows and sections of a list, laid out by `ListElement`.
struct _ListContent<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let metrics: ListMetrics
    /// Set in edit mode.
    let editing: ListEditing?

    static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.resolve(inputs, &outputs)
    }

    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        var inner = context
        inner.environment[ListMetricsKey.self] = metrics
        var items: [ViewElement] = []
        let itemsNode = node.child(.body)
        resolveView(content, at: itemsNode, in: inner, into: &items)
        let list = itemsNode.listTransitions().update(items, in: context)
        let memory = node.child(.secondary(4))
        let touches = memory.memory as? ListTouches ?? ListTouches()
        memory.memory = touches
        touches.graph = node.graph
        let element = ListElement(items: list.children, ghosts: list.ghosts, metrics: metrics, editing: editing, touches: touches,
                                  node: node, context: context)
        if let selection = editing?.selection {
            for row in element.rows {
                guard let id = row.traits.tag ?? row.traits.scrollID else { continue }
                row.traits.tapActions.append { selection.toggle(id) }
            }
        }
        element.looseBackgrounds = ListSectionElement.rowBackgrounds(of: list.children, at: node.child(.secondary(1)), in: context)
        resolveSwipeActions(of: element, touches: touches, at: node.child(.secondary(5)), in: context)
        elements.append(element)
    }

    /// The actions of the rows that show them (revealed, swiped or closing), and the list's
    /// gesture when a row can be swiped, has a delete control or a handle.
    private func resolveSwipeActions(of list: ListElement, touches: ListTouches, at node: ViewNode, in context: ResolveContext) {
        var touchable = false
        for (index, row) in list.rows.enumerated() {
            let can = list.swipes(row)
            guard can.trailing || can.leading || editing?.hasHandle(row) == true else { continue }
            touchable = true
            let id = ListElement.rowID(row, index)
            guard touches.showsActions(of: id) else { continue }
            let swipes = list.swipeActions(of: row)
            var inner = context
            inner.environment[CustomButtonStyleKey.self] = AnyButtonStyle(_SwipeActionButtonStyle())
            inner.environment[MenuDismissKey.self] = { [weak touches] in touches?.closeOpen() }
            let rowNode = node.child(.id(id))
            func resolve(_ actions: ListSwipeActions?, _ edge: HorizontalEdge) -> SwipeActionsElement? {
                guard let actions else { return nil }
                let edgeNode = rowNode.child(.index(edge == .trailing ? 0 : 1))
                var buttons: [ViewElement] = []
                resolveView(actions.content, at: edgeNode.child(.content), in: inner, into: &buttons)
                return SwipeActionsElement(buttons: buttons, edge: edge, allowsFullSwipe: actions.allowsFullSwipe, node: edgeNode,
                                           context: context)
            }
            list.actions[ObjectIdentifier(row)] = (resolve(swipes.trailing, .trailing), resolve(swipes.leading, .leading))
        }
        if touchable {
            list.traits.contentShape = Rectangle()
            list.traits.gestures.append(ListTouchRecognizer.attached(to: touches))
        }
    }
}
