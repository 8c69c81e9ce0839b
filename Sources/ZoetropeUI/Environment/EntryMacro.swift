import Foundation

/// Makes a property in an extension of `EnvironmentValues` or `Transaction` a value views can read
/// and set, with its key generated (SwiftUI's `@Entry`, iOS 18 / Xcode 16). The initializer is the
/// default, computed each time it is read; an optional may omit it (nil).
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .blue
/// }
/// extension Transaction {
///     @Entry var isScrubbing: Bool = false
///     @Entry var source: String?
/// }
/// // Card().environment(\.accent, .orange); inside: @Environment(\.accent) var accent
/// ```
///
/// Misuse (`let`, `static`, no type, no default, another container) is a compile-time error that
/// says what to write instead.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "ZoetropeMacros", type: "EntryMacro")
