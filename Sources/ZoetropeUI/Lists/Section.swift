import Foundation
import Geometry2D

/// A group of rows in a `List` or `Form`, with an optional header and footer (SwiftUI's
/// `Section`): in a grouped list, the header in upper-case footnote grey above a card of rows, the
/// footer below it. Outside a list, the header, the content and the footer stacked.
///
/// ```swift
/// List {
///     Section("Favourites") { Text("Ada"); Text("Grace") }
///     Section { Toggle("Wi-Fi", isOn: $wifi) } footer: { Text("Joins known networks.") }
/// }
/// ```
public struct Section<Parent: View, Content: View, Footer: View>: View {
    public typealias Body = Never
    let header: Parent?
    let content: Content
    let footer: Footer?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    @available(*, deprecated, renamed: "Section(content:header:footer:)")
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        header = nil
        self.content = content()
        footer = nil
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.header = header()
        self.content = content()
        footer = nil
    }

    @available(*, deprecated, renamed: "Section(content:header:)")
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        footer = nil
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        header = nil
        self.content = content()
        self.footer = footer()
    }

    @available(*, deprecated, renamed: "Section(content:footer:)")
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        header = nil
        self.content = content()
        self.footer = footer
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section headed by a literal.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A section headed by a string as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Section: PrimitiveView {
    public static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.resolve(inputs, &outputs)
    }

    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        guard let metrics = context.environment[ListMetricsKey.self] else {
            // Outside a list: the parts stacked.
            VStack(alignment: .leading) { header; content; footer }.resolve(node.child(.body), context, &elements)
            return
        }
        var rows: [ViewElement] = []
        let rowsNode = node.child(.body)
        resolveView(content, at: rowsNode, in: context, into: &rows)
        let list = rowsNode.listTransitions().update(rows, in: context)
        let section = ListSectionElement(rows: list.children, ghosts: list.ghosts, node: node, context: context)
        section.backgrounds = ListSectionElement.rowBackgrounds(of: list.children, at: node.child(.secondary(3)), in: context)
        if let header {
            var inner = context
            metrics.styleHeader(&inner.environment)
            var produced: [ViewElement] = []
            resolveView(header, at: node.child(.secondary(1)), in: inner, into: &produced)
            section.header = produced.first
        }
        if let footer {
            var inner = context
            inner.environment.font = inner.environment.font ?? .footnote
            inner.environment.foregroundStyle = Color.secondary
            var produced: [ViewElement] = []
            resolveView(footer, at: node.child(.secondary(2)), in: inner, into: &produced)
            section.footer = produced.first
        }
        elements.append(section)
    }
}

/// The list metrics of the list being resolved (nil outside a list).
struct ListMetricsKey: EnvironmentKey { static let defaultValue: ListMetrics? = nil }

extension ListMetrics {
    /// A section header's look: footnote, secondary grey, upper case in grouped lists unless a
    /// `.textCase(_:)` says otherwise; a plain list's: headline.
    func styleHeader(_ environment: inout EnvironmentValues) {
        if isGrouped {
            environment.font = environment.font ?? .footnote
            environment.foregroundStyle = Color.secondary
            if !environment.text.textCaseIsSet { environment.text.textCase = .uppercase }
        } else {
            environment.font = environment.font ?? .headline
        }
    }
}
