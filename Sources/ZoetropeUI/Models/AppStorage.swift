import Foundation
import AnimationCore

/// The values `@AppStorage` properties keep during one render (one graph: a storyboard, a
/// preview, a snapshot): in memory, starting empty, so every property starts at its default value
/// and nothing depends on the machine's `UserDefaults` (inferred: a render is a fresh install).
/// Properties with the same key share their value.
final class AppStorageStore {
    var values: [String: Any] = [:]
}

/// Where one `@AppStorage` property reads and writes its key.
final class AppStorageLocation<Value> {
    let key: String
    let defaultValue: Value
    /// The render's store (nil outside a render: the property keeps its own value).
    var link: GraphLink?
    private var local: Value?

    init(key: String, defaultValue: Value) {
        self.key = key
        self.defaultValue = defaultValue
    }

    var value: Value {
        if let graph = link?.graph { return graph.appStorage.values[key] as? Value ?? defaultValue }
        return local ?? defaultValue
    }

    /// Stores `newValue` and updates the views in `transaction`.
    func write(_ newValue: Value, transaction: Transaction) {
        guard let graph = link?.graph else {
            local = newValue
            return
        }
        if isSameValue(value, newValue) { return }
        graph.appStorage.values[key] = newValue
        graph.enqueueWrite({}, transaction: transaction)
    }
}

/// The reference an `AppStorage` value holds; redirected to the identity's location when linked.
final class AppStorageBox<Value> {
    var location: AppStorageLocation<Value>
    init(_ location: AppStorageLocation<Value>) { self.location = location }
}

/// A value kept under a key in the app's defaults (SwiftUI's `@AppStorage`); writes update the
/// views that read the key, in the write's transaction.
///
/// Headless, each render has its own store in memory that starts empty: a property reads its
/// default value until something in the same render writes the key (the `store:` argument is
/// accepted and not read, so no render depends on the machine's `UserDefaults`).
///
/// ```swift
/// struct OnboardingView: View {
///     @AppStorage("hasSeenOnboarding") private var hasSeenOnboarding = false
///     var body: some View { Button("Done") { hasSeenOnboarding = true } }
/// }
/// ```
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let box: AppStorageBox<Value>

    init(defaultValue: Value, key: String) {
        box = AppStorageBox(AppStorageLocation(key: key, defaultValue: defaultValue))
    }

    /// The stored value, or the default.
    public var wrappedValue: Value {
        get { box.location.value }
        nonmutating set { box.location.write(newValue, transaction: Transaction.current) }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let location = box.location
        return Binding(get: { location.value }, set: { value, transaction in location.write(value, transaction: transaction) })
    }
}

extension AppStorage: GraphLinkedProperty {
    func storage(in graph: ViewGraph) -> AnyObject {
        box.location.link = graph.link
        return box.location
    }

    func link(to storage: AnyObject) {
        if let location = storage as? AppStorageLocation<Value> { box.location = location }
    }
}

extension AppStorage {
    /// A Boolean under `key`, `wrappedValue` until written.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(defaultValue: wrappedValue, key: key)
    }
    /// An integer under `key`, `wrappedValue` until written.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(defaultValue: wrappedValue, key: key)
    }
    /// A double under `key`, `wrappedValue` until written.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(defaultValue: wrappedValue, key: key)
    }
    /// A string under `key`, `wrappedValue` until written.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(defaultValue: wrappedValue, key: key)
    }
    /// A URL under `key`, `wrappedValue` until written.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(defaultValue: wrappedValue, key: key)
    }
    /// Data under `key`, `wrappedValue` until written.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(defaultValue: wrappedValue, key: key)
    }
    /// A date under `key`, `wrappedValue` until written.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(defaultValue: wrappedValue, key: key)
    }
    /// A value stored as its integer raw value under `key`, `wrappedValue` until written.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(defaultValue: wrappedValue, key: key)
    }
    /// A value stored as its string raw value under `key`, `wrappedValue` until written.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(defaultValue: wrappedValue, key: key)
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional Boolean under `key`, nil until written.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? { self.init(defaultValue: nil, key: key) }
    /// An optional integer under `key`, nil until written.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? { self.init(defaultValue: nil, key: key) }
    /// An optional double under `key`, nil until written.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? { self.init(defaultValue: nil, key: key) }
    /// An optional string under `key`, nil until written.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? { self.init(defaultValue: nil, key: key) }
    /// An optional URL under `key`, nil until written.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? { self.init(defaultValue: nil, key: key) }
    /// Optional data under `key`, nil until written.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? { self.init(defaultValue: nil, key: key) }
}
