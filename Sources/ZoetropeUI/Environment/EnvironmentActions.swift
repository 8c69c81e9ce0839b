import Foundation

/// Something a view asked the system to do that a headless render cannot: dismiss a presentation
/// or open a URL. A render records it (``StoryboardFrame/systemRequests``) and goes on.
public struct SystemRequest: Hashable, Sendable, CustomStringConvertible {
    /// What was asked.
    public enum Kind: Hashable, Sendable {
        /// `dismiss()`.
        case dismiss
        /// `openURL(url)`.
        case openURL(URL)
    }
    public let kind: Kind
    /// The virtual time it was asked at, in seconds.
    public let time: Double

    public var description: String {
        switch kind {
        case .dismiss: return "dismiss at \(time)"
        case .openURL(let url): return "openURL \(url.absoluteString) at \(time)"
        }
    }
}

/// Dismisses the current presentation (SwiftUI's `DismissAction`, read as
/// `@Environment(\.dismiss)`). Zoetrope presents nothing yet — no sheets, no navigation
/// stack — so calling it records a ``SystemRequest`` and changes nothing, as it does in SwiftUI
/// for a view that is not presented.
///
/// ```swift
/// @Environment(\.dismiss) private var dismiss
/// var body: some View { Button("Done") { dismiss() } }
/// ```
public struct DismissAction: Sendable {
    let handler: @Sendable () -> Void
    init(_ handler: @escaping @Sendable () -> Void) { self.handler = handler }

    public func callAsFunction() { handler() }
}

/// Opens a URL (SwiftUI's `OpenURLAction`, read as `@Environment(\.openURL)`). Headless, the
/// default action records a ``SystemRequest`` and reports `.discarded`; install one of your own with
/// `.environment(\.openURL, OpenURLAction { url in … return .handled })`.
///
/// ```swift
/// @Environment(\.openURL) private var openURL
/// var body: some View { Button("Help") { openURL(URL(string: "https://example.com/help")!) } }
/// ```
public struct OpenURLAction: Sendable {
    /// What a handler did with a URL.
    public struct Result: Hashable, Sendable {
        let name: String
        /// The handler opened the URL.
        public static let handled = Result(name: "handled")
        /// The handler could not open the URL.
        public static let discarded = Result(name: "discarded")
        /// The handler leaves the URL to the system.
        public static let systemAction = Result(name: "systemAction")
        /// The handler asks the system to open `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(name: "systemAction \(url.absoluteString)") }
    }

    let handler: @Sendable (URL) -> Result

    /// An action that calls `handler` with each URL.
    public init(handler: @escaping @Sendable (URL) -> Result) { self.handler = handler }

    public func callAsFunction(_ url: URL) { _ = handler(url) }

    /// Opens `url`, then calls `completion` with whether it was accepted.
    public func callAsFunction(_ url: URL, completion: (Bool) -> Void) {
        completion(handler(url) == .handled)
    }
}

private struct DismissKey: EnvironmentKey { static let defaultValue = DismissAction {} }
private struct OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction { _ in .discarded } }

extension EnvironmentValues {
    /// Dismisses the current presentation (headless: recorded, no effect).
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
    /// Opens a URL (headless: recorded, reported as discarded).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }

    /// Installs the actions that record their requests in the graph `link` refers to.
    mutating func recordSystemRequests(into link: GraphLink) {
        nonisolated(unsafe) let link = link
        dismiss = DismissAction { link.graph?.record(.dismiss) }
        openURL = OpenURLAction { url in
            link.graph?.record(.openURL(url))
            return .discarded
        }
    }
}

extension ViewGraph {
    /// Records a request the views made of the system, at the current virtual time.
    func record(_ kind: SystemRequest.Kind) {
        systemRequests.append(SystemRequest(kind: kind, time: time))
    }
}
