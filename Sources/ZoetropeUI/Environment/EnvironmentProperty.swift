import Foundation

/// A value read from the environment of the view that declares it (SwiftUI's `@Environment`):
/// each time the view's body runs, the property shows the environment at that view, so a change
/// made above it (`.environment(\.colorScheme, .dark)` after a state change) shows in the next
/// update. Read outside a body — in an action the body made — it keeps the value of the body run
/// that made the action; read before the view was ever shown, the key's default.
///
/// ```swift
/// struct Badge: View {
///     @Environment(\.colorScheme) private var scheme
///     @Environment(\.dismiss) private var dismiss
///     var body: some View {
///         Button("Close") { dismiss() }
///             .foregroundStyle(scheme == .dark ? Color.white : Color.black)
///     }
/// }
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let box = EnvironmentBox()

    /// Reads the environment value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The value at the view, as of its last body run.
    public var wrappedValue: Value {
        if let values = box.values { return values[keyPath: keyPath] }
        return EnvironmentValues()[keyPath: keyPath]
    }
}

/// Where an `Environment` keeps the values its view's last body run saw (shared by the copies
/// of the view value the body's actions capture).
final class EnvironmentBox {
    var values: EnvironmentValues?
}

/// A property the graph fills with the environment before the body runs.
protocol EnvironmentReadingProperty {
    func install(_ values: EnvironmentValues)
}

extension Environment: EnvironmentReadingProperty {
    func install(_ values: EnvironmentValues) { box.values = values }
}
