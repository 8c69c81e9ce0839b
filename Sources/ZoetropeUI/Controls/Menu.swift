import Foundation
import AnimationCore
import Geometry2D

/// A menu (SwiftUI's `Menu`). On its own it is its label, closed: drawn as a button in the accent
/// colour; a scripted render does not open it, so its items are not drawn and a tap runs
/// `primaryAction` if any. Inside a context menu it is a submenu: a row with its label and a
/// chevron, which a tap opens in place — the row's chevron turns down and the items follow it, on
/// a darker shade — and closes again (iOS slides a nested menu over the first; drawn inline here,
/// spec §16.7).
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
            let action = primaryAction
            Button { action?() } label: { label }
        }
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
