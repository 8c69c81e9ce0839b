import Foundation
import Geometry2D
import AnimationCore

/// Gives its content a proxy that scrolls the scroll views inside it to a view by its `.id`
/// (SwiftUI's `ScrollViewReader`).
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView { ForEach(0..<100) { Text("Row \($0)").id($0) } }
///         .onAppear { withAnimation { proxy.scrollTo(60, anchor: .top) } }
/// }
/// ```
public struct ScrollViewReader<Content: View>: View {
    public var content: (ScrollViewProxy) -> Content
    @State private var requests = ScrollRequests()

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public var body: some View {
        content(ScrollViewProxy(requests: requests))
            .environment(\.scrollRequests, requests)
    }
}

/// Scrolls the scroll views of a `ScrollViewReader`.
public struct ScrollViewProxy {
    let requests: ScrollRequests

    /// Scrolls so that the view with `.id(id)` shows: its `anchor` point at the scroll view's
    /// (nil: the least scroll that makes it visible). Animated by the transaction it is called in
    /// (`withAnimation { proxy.scrollTo(…) }`).
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        requests.ask(AnyHashable(id), anchor: anchor)
    }
}

/// The pending `scrollTo` of one reader, taken by its scroll views at their next layout.
final class ScrollRequests: @unchecked Sendable {
    struct Request {
        let id: AnyHashable
        let anchor: UnitPoint?
        let transaction: Transaction
    }
    weak var graph: ViewGraph?
    private var pending: Request?

    func ask(_ id: AnyHashable, anchor: UnitPoint?) {
        let transaction = Transaction.current
        pending = Request(id: id, anchor: anchor, transaction: transaction)
        // An update in the caller's transaction lays the views out again.
        graph?.enqueueWrite({}, transaction: transaction)
    }

    /// The pending request for a scroll view of `graph`, if any (taken once).
    func take(for graph: ViewGraph) -> Request? {
        self.graph = graph
        defer { pending = nil }
        return pending
    }
}

struct ScrollRequestsKey: EnvironmentKey { static let defaultValue: ScrollRequests? = nil }
struct ScrollContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }
struct ScrollClipDisabledKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    var scrollRequests: ScrollRequests? {
        get { self[ScrollRequestsKey.self] }
        set { self[ScrollRequestsKey.self] = newValue }
    }
}

/// Whether scroll indicators show (SwiftUI's `ScrollIndicatorVisibility`; Zoetrope draws none).
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let value: Int
    public static let automatic = ScrollIndicatorVisibility(value: 0)
    public static let visible = ScrollIndicatorVisibility(value: 1)
    public static let hidden = ScrollIndicatorVisibility(value: 2)
    public static let never = ScrollIndicatorVisibility(value: 3)
}

extension View {
    /// Accepted: Zoetrope draws no scroll indicators (iOS hides them when nothing scrolls).
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }

    /// Insets the content of the scroll views below by `length` on `edges` (inside the scrolled
    /// area, as padding of the content).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        let value = length.isFinite ? max(length, 0) : 0
        return transformEnvironment(\.scrollContentMargins) { margins in
            if edges.contains(.top) { margins.top = value }
            if edges.contains(.bottom) { margins.bottom = value }
            if edges.contains(.leading) { margins.leading = value }
            if edges.contains(.trailing) { margins.trailing = value }
        }
    }

    /// Draws the scroll views below without clipping their content to their bounds.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View { environment(\.scrollClipDisabled, disabled) }
}

/// Where `contentMargins` apply (Zoetrope: to the scrolled content).
public struct ContentMarginPlacement: Hashable, Sendable {
    let value: Int
    public static let automatic = ContentMarginPlacement(value: 0)
    public static let scrollContent = ContentMarginPlacement(value: 1)
    public static let scrollIndicators = ContentMarginPlacement(value: 2)
}

extension EnvironmentValues {
    var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }
    var scrollClipDisabled: Bool {
        get { self[ScrollClipDisabledKey.self] }
        set { self[ScrollClipDisabledKey.self] = newValue }
    }
}
