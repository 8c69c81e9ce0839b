import Foundation

/// A key for a value of your own in the environment: its type and the value views see where no
/// enclosing view set one.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey { static let defaultValue = Color.blue }
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
/// // Card().environment(\.accent, .orange); inside: @Environment(\.accent) var accent
/// ```
public protocol EnvironmentKey {
    associatedtype Value
    /// The value read where no enclosing view set one.
    static var defaultValue: Value { get }
}

extension EnvironmentValues {
    /// The value of `key`: the nearest enclosing view's, else the key's default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { (storage.values[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue }
        set { storage.values[ObjectIdentifier(key)] = newValue }
    }
}

/// The values stored by key (user keys and the system values that are read rarely), in one
/// copy-on-write dictionary: copying the environment copies one reference.
struct EnvironmentStorage {
    var values: [ObjectIdentifier: Any] = [:]
}
