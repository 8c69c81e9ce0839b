/// Light or dark appearance: what `preferredColorScheme`, `.environment(\.colorScheme, .dark)` and
/// `--color-scheme` choose, and what semantic colours follow.
///
/// ```swift
/// Text("Hi").environment(\.colorScheme, .dark)
/// ```
public enum ColorScheme: String, CaseIterable, Hashable, Sendable {
    case light
    case dark
}
