import Foundation
import Geometry2D
import AnimationCore

/// Where a scroll view is scrolled to, as a value (SwiftUI's iOS 18 `ScrollPosition`): a view of
/// its scroll target layout by id, an edge, or a point. Bind it with `scrollPosition(_:anchor:)`;
/// each `scrollTo` scrolls, animated by the transaction it is called in, even to where it already
/// was. A `ScrollViewReader.scrollTo`, or a drag (then ``isPositionedByUser``), sets ``viewID``
/// to the top-most target it shows.
///
/// ```swift
/// @State private var position = ScrollPosition(edge: .top)
/// …
/// ScrollView { … }.scrollPosition($position)
/// Button("Bottom") { withAnimation { position.scrollTo(edge: .bottom) } }
/// ```
// Sendable: its ids come from `Hashable & Sendable` values or a view's id, never mutated in place.
public struct ScrollPosition: Hashable, @unchecked Sendable {
    /// The id of the view scrolled to or reported (nil when positioned otherwise).
    public private(set) var viewID: AnyHashable?
    /// The edge scrolled to.
    public private(set) var edge: Edge?
    /// The content offset scrolled to (an axis left nil keeps its offset).
    public private(set) var x: CGFloat?
    public private(set) var y: CGFloat?
    /// Where the view with ``viewID`` lands in the visible region.
    var anchor: UnitPoint?
    /// Counts the `scrollTo` calls: a call to where it already was scrolls again.
    private var generation = 0

    /// Whether a drag (scrolling by touch) put the scroll view where it is.
    public private(set) var isPositionedByUser = false

    /// The point scrolled to, when both axes were given.
    public var point: CGPoint? { x.flatMap { x in y.map { CGPoint(x: x, y: $0) } } }

    /// A position whose views have ids of `idType` (nothing scrolled to yet).
    public init<ID: Hashable>(idType: ID.Type = Never.self) {}

    /// A position at the view with `id`.
    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { scrollTo(id: id, anchor: anchor) }

    /// A position at `edge`.
    public init(edge: Edge) { scrollTo(edge: edge) }

    /// A position at the content offset `point`.
    public init(point: CGPoint) { scrollTo(point: point) }

    /// A position at content offset `x` across or `y` down.
    public init(x: CGFloat) { scrollTo(x: x) }
    public init(y: CGFloat) { scrollTo(y: y) }

    /// The id of the view scrolled to, as `type`.
    public func viewID<ID: Hashable>(type: ID.Type) -> ID? { viewID?.base as? ID }

    /// Scrolls the view with `id` to `anchor` (nil: the modifier's, else the top leading corner).
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        self = ScrollPosition(generation: generation + 1, viewID: AnyHashable(id), anchor: anchor)
    }

    /// Scrolls to `edge` of the content.
    public mutating func scrollTo(edge: Edge) { self = ScrollPosition(generation: generation + 1, edge: edge) }

    /// Scrolls to the content offset `point`.
    public mutating func scrollTo(point: CGPoint) { self = ScrollPosition(generation: generation + 1, x: point.x, y: point.y) }

    /// Scrolls to content offset `x` across, keeping the vertical offset.
    public mutating func scrollTo(x: CGFloat) { self = ScrollPosition(generation: generation + 1, x: x) }

    /// Scrolls to content offset `y` down, keeping the horizontal offset.
    public mutating func scrollTo(y: CGFloat) { self = ScrollPosition(generation: generation + 1, y: y) }

    private init(generation: Int, viewID: AnyHashable? = nil, anchor: UnitPoint? = nil, edge: Edge? = nil,
                 x: CGFloat? = nil, y: CGFloat? = nil) {
        self.generation = generation
        self.viewID = viewID
        self.anchor = anchor
        self.edge = edge
        self.x = x
        self.y = y
    }

    /// This position with `id` reported as the top-most view (not a request to scroll).
    func reporting(_ id: AnyHashable, byUser: Bool) -> ScrollPosition {
        var reported = ScrollPosition(generation: generation, viewID: id)
        reported.isPositionedByUser = byUser
        return reported
    }

    /// Where the scroll view goes for this position.
    var target: ScrollPositionLink.Target? {
        if let viewID { return .view(viewID, anchor) }
        if let edge { return .edge(edge) }
        if x != nil || y != nil { return .offset(x: x, y: y) }
        return nil
    }
}

extension View {
    /// Binds the id of the view a scroll view inside this view shows first (SwiftUI's iOS 17
    /// `scrollPosition(id:anchor:)`): setting the binding scrolls that view of the
    /// `scrollTargetLayout()` to `anchor` (nil: the transaction's `scrollTargetAnchor`, else the
    /// top leading corner — inferred), animated by the transaction the binding changed in; a
    /// `ScrollViewReader.scrollTo` or a drag that comes to rest writes the id of the top-most
    /// (leading-most) target it shows.
    ///
    /// ```swift
    /// ScrollView {
    ///     LazyVStack { ForEach(items) { ItemView(item: $0) } }
    ///         .scrollTargetLayout()
    /// }
    /// .scrollPosition(id: $scrolledID)
    /// ```
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        _ScrollPositionView(content: self, anchor: anchor) { link in
            link.read = { id.wrappedValue.map { (AnyHashable($0), .view(AnyHashable($0), nil)) } }
            link.report = { reported, _ in
                id.wrappedValue = reported.base as? ID
                return reported
            }
        }
    }

    /// Binds a scroll view inside this view to a ``ScrollPosition`` (SwiftUI's iOS 18
    /// `scrollPosition(_:anchor:)`).
    ///
    /// ```swift
    /// ScrollView { … }.scrollPosition($position, anchor: .center)
    /// ```
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        _ScrollPositionView(content: self, anchor: anchor) { link in
            link.read = { position.wrappedValue.target.map { (AnyHashable(position.wrappedValue), $0) } }
            link.report = { reported, byUser in
                let next = position.wrappedValue.reporting(reported, byUser: byUser)
                position.wrappedValue = next
                return AnyHashable(next)
            }
        }
    }
}

/// A scroll position binding as the scroll views below it use it.
final class ScrollPositionLink: @unchecked Sendable {
    /// Where a binding asks the scroll view to go.
    enum Target: Equatable {
        case view(AnyHashable, UnitPoint?)
        case edge(Edge)
        case offset(x: CGFloat?, y: CGFloat?)
    }

    /// The binding's value (a token that changes with every request) and where it asks to go.
    var read: () -> (token: AnyHashable, target: Target)? = { nil }
    /// Writes the id of the top-most target shown (after a drag: by the user); returns the
    /// binding's new token.
    var report: (AnyHashable, Bool) -> AnyHashable = { id, _ in id }
    /// The modifier's anchor.
    var anchor: UnitPoint?
    /// The token the scroll view last went to or reported: a binding still holding it asks nothing.
    var settled: AnyHashable?
}

/// The view the `scrollPosition` modifiers return: its content with the binding's link, kept in
/// state so that the scroll view's memory of where it went outlives updates.
public struct _ScrollPositionView<Content: View>: View {
    let content: Content
    let anchor: UnitPoint?
    let connect: (ScrollPositionLink) -> Void
    @State private var link = ScrollPositionLink()

    init(content: Content, anchor: UnitPoint?, connect: @escaping (ScrollPositionLink) -> Void) {
        self.content = content
        self.anchor = anchor
        self.connect = connect
    }

    public var body: some View {
        connect(link)
        link.anchor = anchor
        return content.environment(\.scrollPositionLink, link)
    }
}

struct ScrollPositionLinkKey: EnvironmentKey { static let defaultValue: ScrollPositionLink? = nil }
/// True for the content of a scroll view: `ForEach` elements carry their ids there.
struct ScrollContentKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    var scrollPositionLink: ScrollPositionLink? {
        get { self[ScrollPositionLinkKey.self] }
        set { self[ScrollPositionLinkKey.self] = newValue }
    }
}
