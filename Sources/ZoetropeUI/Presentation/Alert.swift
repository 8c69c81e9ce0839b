import Foundation
import Geometry2D

extension View {
    /// Presents an alert while `isPresented` (SwiftUI's `alert(_:isPresented:actions:message:)`): the
    /// screen dimmed, a 270-point card in its middle with the title and message centred, and the
    /// actions under hairlines — side by side when there are two (a `.cancel` one on the left),
    /// stacked otherwise (a `.cancel` one last); with no actions, an "OK" button. A tap on an action
    /// runs it and dismisses the alert. It fades in and out, scaling from 1.1 (0.25 s). Metrics: spec
    /// §16.5 (inferred from iOS 17 screenshots).
    ///
    /// ```swift
    /// .alert("Delete photo?", isPresented: $confirming) {
    ///     Button("Delete", role: .destructive) { photos.removeLast() }
    ///     Button("Cancel", role: .cancel) {}
    /// } message: {
    ///     Text("This cannot be undone.")
    /// }
    /// ```
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        modifier(_DialogModifier(dialog: _Dialog(style: .alert, title: title, titleShown: true, isPresented: isPresented,
                                                 actions: actions(), message: message())))
    }

    /// An alert without a message.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(title, isPresented: isPresented, actions: actions) { EmptyView() }
    }

    /// An alert titled with a literal.
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
    }

    /// An alert titled with a literal, without a message.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions) { EmptyView() }
    }

    /// An alert titled with a string as it is.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }

    /// An alert titled with a string as it is, without a message.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions) { EmptyView() }
    }

    /// An alert about `data`, shown while `isPresented` and `data` is not nil; actions and message
    /// are made from it.
    ///
    /// ```swift
    /// .alert("Rename", isPresented: $renaming, presenting: selected) { file in
    ///     Button("OK") { rename(file) }
    /// } message: { file in Text(file.name) }
    /// ```
    public func alert<T, A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let shown = Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
        return modifier(_DialogModifier(dialog: _Dialog(style: .alert, title: Text(titleKey), titleShown: true, isPresented: shown,
                                                        actions: data.map(actions), message: data.map(message))))
    }

    /// An alert about `data` without a message.
    public func alert<T, A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        alert(titleKey, isPresented: isPresented, presenting: data, actions: actions) { _ in EmptyView() }
    }

    /// The alert `content` makes, while `isPresented` (SwiftUI's older `Alert` form).
    ///
    /// ```swift
    /// .alert(isPresented: $showingError) {
    ///     Alert(title: Text("Error"), message: Text("Try again."), dismissButton: .default(Text("OK")))
    /// }
    /// ```
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return modifier(_DialogModifier(dialog: _Dialog(style: .alert, title: alert.title, titleShown: true, isPresented: isPresented,
                                                        actions: alert.buttonViews, message: alert.message)))
    }

    /// The alert `content` makes for `item` while it is not nil; dismissing sets it to nil.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        let shown = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return modifier(_DialogModifier(dialog: _Dialog(style: .alert, title: alert?.title ?? Text(""), titleShown: true, isPresented: shown,
                                                        actions: alert?.buttonViews, message: alert?.message)))
    }
}

/// SwiftUI's older alert description, for `.alert(isPresented:content:)`.
///
/// ```swift
/// Alert(title: Text("Delete?"), primaryButton: .destructive(Text("Delete")) { delete() }, secondaryButton: .cancel())
/// ```
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button (nil: "OK").
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// One of an ``Alert``'s buttons.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A button in the accent colour.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: nil, action: action) }
        /// A button in red.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: .destructive, action: action) }
        /// The cancel button, in bold.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: .cancel, action: action) }
        /// The cancel button labelled "Cancel".
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { cancel(Text("Cancel"), action: action) }
    }

    /// The buttons as views.
    var buttonViews: some View {
        ForEach(buttons.indices, id: \.self) { index in
            let button = buttons[index]
            ZoetropeUI.Button(role: button.role, action: button.action ?? {}) { button.label }
        }
    }
}
