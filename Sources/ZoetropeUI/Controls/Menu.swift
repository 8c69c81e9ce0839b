import Foundation
import AnimationCore
import Geometry2D

/// A menu (SwiftUI's `Menu`). On its own it is its label, drawn as a button in the accent colour;
/// a tap opens its items as iOS does — a 250-point card of rows 8 points under the label (above
/// it where there is no room), the rest of the screen as it was — and a tap on an item runs it
/// and closes the menu, a tap anywhere else only closes it. With `primaryAction` a tap runs that
/// and a long press (0.5 s) opens the menu. Inside a context menu it is a submenu: a row with its
/// label and a chevron, which a tap opens in place — the row's chevron turns down and the items
/// follow it, on a darker shade — and closes again (iOS slides a nested menu over the first;
/// drawn inline here). Spec §16.7.
///
/// ```swift
/// Menu("Sort") { Button("Name") { sort = .name }; Button("Date") { sort = .date } }
/// ```
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?
    @Environment(\.menuDividers) private var inContextMenu

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        primaryAction = nil
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.label = label()
        self.content = content()
        self.primaryAction = primaryAction
    }

    public var body: some View {
        if inContextMenu {
            _Submenu(label: label, content: content)
        } else {
            _MenuButton(label: label, content: content, primaryAction: primaryAction)
        }
    }
}

/// A `Menu` on its own: its label as a button, and its items in a card while open.
struct _MenuButton<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?
    @State private var shown = false

    var body: some View {
        let open = $shown, primary = primaryAction
        let show = { withAnimation(.easeOut(duration: 0.25)) { open.wrappedValue = true } }
        let button = Button { if let primary { primary() } else { show() } } label: { label }
        return Group {
            if primary != nil { button.highPriorityGesture(LongPressGesture(minimumDuration: 0.5).onEnded { _ in show() }) }
            else { button }
        }
        .modifier(_ContextMenuPresenter(items: content, shown: open, lifts: false))
    }
}

/// A `Menu` inside a context menu: its row (its label, the chevron at the trailing end), and its
/// items below it while open.
struct _Submenu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @State private var open = false

    var body: some View {
        let isOpen = $open
        return VStack(spacing: 0) {
            Button {
                withAnimation(.easeOut(duration: 0.2)) { isOpen.wrappedValue.toggle() }
            } label: {
                HStack(spacing: 8) {
                    label
                    Spacer(minLength: 0)
                    Image(systemName: open ? "chevron.down" : "chevron.right")
                        .font(.footnote.weight(.semibold))
                        .foregroundStyle(.secondary)
                }
            }
            .environment(\.menuDismiss, nil)   // opening a submenu keeps the menu open
            if open {
                VStack(spacing: 0) { content }
                    .background(Color.black.opacity(0.04))
                    .transition(.opacity)
            }
        }
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == ZoetropeUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { ZoetropeUI.Label(titleKey, systemImage: systemImage) }
    }
}
