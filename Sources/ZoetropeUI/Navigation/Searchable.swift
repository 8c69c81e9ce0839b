import Foundation
import Geometry2D

extension View {
    /// A search field in the navigation bar, under the title (SwiftUI's `searchable`): a 36-point
    /// rounded field of `tertiarySystemFill` with a magnifying glass and the prompt ("Search") or
    /// the text. Typing into it is not scripted; set `text` to show a query.
    ///
    /// ```swift
    /// List(results) { … }.searchable(text: $query, prompt: "Recipes")
    /// ```
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        let shown = text.wrappedValue
        return modifier(navigationBarGathering { if $0.search == nil { $0.search = (shown, prompt ?? Text("Search")) } })
    }

    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Pull to refresh: accepted (a scripted render does not pull; `action` never runs).
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
}

/// Where a search field goes (only the navigation bar's is drawn).
public struct SearchFieldPlacement: Hashable, Sendable {
    public static let automatic = SearchFieldPlacement()
    public static let navigationBarDrawer = SearchFieldPlacement()
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement { .automatic }
    public static let toolbar = SearchFieldPlacement()
    public static let sidebar = SearchFieldPlacement()

    public enum NavigationBarDrawerDisplayMode: Hashable, Sendable { case automatic, always }
}

/// The bar's search field (*inferred* from iOS 17 screenshots: 36 points tall, 10-point corners,
/// 16 points in from the sides, 8 above and below).
struct _SearchField: View {
    let text: String
    let prompt: Text

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "magnifyingglass")
            if text.isEmpty { prompt } else { Text(text).foregroundStyle(Color.primary) }
            Spacer(minLength: 0)
        }
        .imageScale(.medium)
        .foregroundStyle(Color.secondary)
        .padding(.horizontal, 8)
        .frame(height: 36)
        .background(SystemColors.tertiarySystemFill.color, in: RoundedRectangle(cornerRadius: 10, style: .continuous))
        .padding(.horizontal, 16)
        .padding(.vertical, 8)
    }
}
