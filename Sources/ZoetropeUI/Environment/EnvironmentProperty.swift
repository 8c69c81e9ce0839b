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
    /// The value in an environment; nil when it holds no `@Observable` object of the type read.
    let read: (EnvironmentValues) -> Value?
    /// The `@Observable` type read by `Environment(Model.self)`, which must be supplied.
    let requiredType: Any.Type?
    let box = EnvironmentBox()

    /// Reads the environment value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
        requiredType = nil
    }

    /// Reads the `@Observable` object of type `objectType` an ancestor supplied with
    /// `.environment(_:)`. Where none did, the view's body does not run and the frame fails with
    /// `ViewGraphError.missingEnvironmentObject` (SwiftUI stops the app).
    ///
    /// ```swift
    /// @Environment(Library.self) private var library
    /// ```
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { $0.observableObject(of: Value.self) }
        requiredType = Value.self
    }

    /// Reads the `@Observable` object of type `objectType` an ancestor supplied, or nil.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = { .some($0.observableObject(of: T.self)) }
        requiredType = nil
    }

    /// The value at the view, as of its last body run.
    public var wrappedValue: Value {
        if let values = box.values, let value = read(values) { return value }
        if let value = read(EnvironmentValues()) { return value }
        preconditionFailure("No Observable object of type \(requiredType.map { "\($0)" } ?? "\(Value.self)") found."
            + " A View.environment(_:) for it may be missing as an ancestor of this view.")
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
    /// The type of the object this property needs and the environment it got lacks.
    var missingObjectType: String? { get }
}

extension Environment: EnvironmentReadingProperty {
    func install(_ values: EnvironmentValues) { box.values = values }

    var missingObjectType: String? {
        guard let requiredType, let values = box.values, read(values) == nil else { return nil }
        return String(describing: requiredType)
    }
}
