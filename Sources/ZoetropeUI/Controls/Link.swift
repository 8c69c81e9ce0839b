import Foundation
import Geometry2D

/// A control that opens a URL (SwiftUI's `Link`): its label in the accent colour; a tap calls the
/// environment's `openURL` (headless: recorded as a `SystemRequest`).
///
/// ```swift
/// Link("Privacy policy", destination: URL(string: "https://example.com/privacy")!)
/// ```
public struct Link<Label: View>: View {
    let label: Label
    let destination: URL
    @Environment(\.openURL) private var openURL

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
    }

    public var body: some View {
        let open = openURL, destination = self.destination
        return Button { open(destination) } label: { label }
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

/// A menu's label, closed (SwiftUI's `Menu`): drawn as a button in the accent colour; a scripted
/// render does not open menus, so its items are not drawn and a tap runs `primaryAction` if any.
///
/// ```swift
/// Menu("Sort") { Button("Name") { sort = .name }; Button("Date") { sort = .date } }
/// ```
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let primaryAction: (() -> Void)?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        primaryAction = nil
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.label = label()
        self.primaryAction = primaryAction
    }

    public var body: some View {
        let action = primaryAction
        return Button { action?() } label: { label }
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
