import Foundation
import Geometry2D

/// A view that pushes a destination onto the navigation stack around it when tapped (SwiftUI's
/// `NavigationLink`). In a list its row ends with a disclosure chevron and its label keeps the
/// primary colour; elsewhere it looks like a button (the label in the accent colour).
///
/// ```swift
/// NavigationLink("Details") { DetailView() }
/// NavigationLink(value: recipe) { RecipeRow(recipe: recipe) }
/// ```
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let push: (Navigator) -> Void
    @Environment(\.self) private var environment

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        let destination = destination()
        push = { $0.push(view: destination) }
    }

    @available(*, deprecated, renamed: "NavigationLink(destination:label:)")
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        push = { $0.push(view: destination) }
    }

    public var body: some View {
        let navigator = environment.navigator, push = self.push
        let inList = environment[ListMetricsKey.self] != nil
        return Button { if let navigator { push(navigator) } } label: {
            if inList {
                HStack {
                    label.foregroundStyle(Color.primary)
                    Spacer(minLength: 0)
                    Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundStyle(.tertiary)
                }
            } else {
                label
            }
        }
    }
}

extension NavigationLink where Destination == Never {
    /// Pushes `value`: the stack draws it with its `navigationDestination(for:)`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        push = { navigator in if let value { navigator.push(AnyHashable(value)) } }
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    @available(*, deprecated, renamed: "NavigationLink(_:destination:)")
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: { destination }) { Text(titleKey) }
    }
}
