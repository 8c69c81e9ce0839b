import Foundation
import Geometry2D
import AnimationCore

extension View {
    /// Presents a confirmation dialog while `isPresented` (SwiftUI's `confirmationDialog`): on an
    /// iPhone an action sheet — the screen dimmed, the actions on a card at the bottom above a
    /// separate Cancel card (added when no action has the `.cancel` role). The title shows only
    /// with `titleVisibility: .visible` (`.automatic` hides it on an iPhone), the message whenever
    /// given. A tap on an action runs it and dismisses the dialog; it slides up from the bottom
    /// (0.35 s). Metrics: spec §16.5 (inferred from iOS 17 screenshots).
    ///
    /// ```swift
    /// .confirmationDialog("Change background", isPresented: $choosing, titleVisibility: .visible) {
    ///     Button("Red") { background = .red }
    ///     Button("Green") { background = .green }
    ///     Button("Delete", role: .destructive) { background = .clear }
    /// } message: {
    ///     Text("Pick a colour.")
    /// }
    /// ```
    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        modifier(_DialogModifier(dialog: _Dialog(style: .actionSheet, title: title, titleShown: titleVisibility == .visible,
                                                 isPresented: isPresented, actions: actions(), message: message())))
    }

    /// A confirmation dialog without a message.
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        modifier(_DialogModifier(dialog: _Dialog<A, EmptyView>(style: .actionSheet, title: title, titleShown: titleVisibility == .visible,
                                                               isPresented: isPresented, actions: actions(), message: nil)))
    }

    /// A confirmation dialog titled with a literal.
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }

    /// A confirmation dialog titled with a literal, without a message.
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    /// A confirmation dialog titled with a string as it is.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }

    /// A confirmation dialog titled with a string as it is, without a message.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    /// A confirmation dialog about `data`, shown while `isPresented` and `data` is not nil.
    public func confirmationDialog<T, A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, presenting data: T?,
                                                        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let shown = Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
        return modifier(_DialogModifier(dialog: _Dialog(style: .actionSheet, title: Text(titleKey), titleShown: titleVisibility == .visible,
                                                        isPresented: shown, actions: data.map(actions), message: data.map(message))))
    }

    /// A confirmation dialog about `data` without a message.
    public func confirmationDialog<T, A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                               titleVisibility: Visibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: (T) -> A) -> some View {
        confirmationDialog(titleKey, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions) { _ in
            EmptyView()
        }
    }

    /// Presents `content` in a popover while `isPresented`: on an iPhone (a compact width) SwiftUI
    /// shows it as a sheet, and so does Zoetrope; the anchor and arrow edge are accepted.
    ///
    /// ```swift
    /// .popover(isPresented: $showingInfo) { InfoView().padding() }
    /// ```
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// Presents the popover `content` makes for `item` while it is not nil (a sheet on an iPhone).
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        sheet(item: item, content: content)
    }
}

/// Where a popover points (SwiftUI's `PopoverAttachmentAnchor`); on an iPhone it is shown as a sheet.
public enum PopoverAttachmentAnchor: Sendable {
    /// A rectangle of the view: `.rect(.bounds)` (SwiftUI's `Anchor<CGRect>.Source`; only the
    /// bounds here, and unused: the popover is a sheet).
    case rect(PopoverAnchorSource)
    case point(UnitPoint)
}

/// The rectangle a popover points at (`.bounds`, or a rectangle in the view's coordinates).
public enum PopoverAnchorSource: Sendable {
    case bounds
    case rect(CGRect)
}
