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
