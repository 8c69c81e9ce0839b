import Foundation
import AnimationCore

/// Whether a list is being edited (SwiftUI's `EditMode`): in edit mode a list with a selection
/// shows a selection circle before each row, rows with `onDelete` a red delete control, rows with
/// `onMove` a reorder handle, and a tap on a row selects it.
///
/// ```swift
/// @State private var mode = EditMode.inactive
/// List(selection: $selected) { … }
///     .environment(\.editMode, $mode)
/// ```
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active

    /// True unless ``inactive``.
    public var isEditing: Bool { self != .inactive }
}

struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The edit mode of the views around (nil outside a navigation stack unless set): what
    /// ``EditButton`` toggles and lists read.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// The button that toggles the environment's ``EnvironmentValues/editMode`` (SwiftUI's
/// `EditButton`): "Edit", and "Done" in semibold while editing, in the accent colour; the change
/// is animated (as `withAnimation`). Inside a `NavigationStack` the stack holds the edit mode when
/// nothing else set one.
///
/// ```swift
/// NavigationStack {
///     List(selection: $selected) { ForEach(items) { Text($0.name) }.onDelete { items.remove(atOffsets: $0) } }
///         .toolbar { EditButton() }
/// }
/// ```
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    public init() {}

    public var body: some View {
        let editing = editMode?.wrappedValue.isEditing ?? false
        return Button {
            guard let editMode else { return }
            withAnimation { editMode.wrappedValue = editing ? .inactive : .active }
        } label: {
            Text(editing ? "Done" : "Edit").fontWeight(editing ? .semibold : .regular)
        }
    }
}
