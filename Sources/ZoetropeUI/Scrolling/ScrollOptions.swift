import Foundation
import Geometry2D
import AnimationCore

/// The geometry of a scroll view (SwiftUI's iOS 18 `ScrollGeometry`), as `onScrollGeometryChange`
/// sees it: offsets in content coordinates, where the content's top leading corner is 0 and the
/// content margins lie before it (at rest at the top, `contentOffset.y` is `−contentInsets.top`).
public struct ScrollGeometry: Equatable, Sendable {
    /// The visible region's top leading corner.
    public var contentOffset: CGPoint
    /// The content's size, margins left out.
    public var contentSize: CGSize
    /// The content margins.
    public var contentInsets: EdgeInsets
    /// The scroll view's size.
    public var containerSize: CGSize
    /// The visible region.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    /// The scroll view's bounds (its origin the content offset).
    public var bounds: CGRect { visibleRect }
}

/// How a scroll view bounces at its ends (SwiftUI's `ScrollBounceBehavior`): a drag past an end
/// rubber-bands and springs back (``View/scrollBounceBehavior(_:axes:)``). `.automatic` and
/// `.always` bounce on every scrolled axis, `.basedOnSize` only where the content is longer than
/// the scroll view.
public struct ScrollBounceBehavior: Hashable, Sendable {
    let value: Int
    public static let automatic = ScrollBounceBehavior(value: 0)
    public static let always = ScrollBounceBehavior(value: 1)
    public static let basedOnSize = ScrollBounceBehavior(value: 2)
}

extension View {
    /// Turns scrolling by touch off for the scroll views inside (programmatic scrolls still go).
    ///
    /// ```swift
    /// ScrollView { … }.scrollDisabled(isEditing)
    /// ```
    public func scrollDisabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.scrollOptions) { $0.disabled = $0.disabled || disabled }
    }

    /// Where the scroll views inside start: the content's `anchor` point at the viewport's
    /// (`.bottom` for a chat); while a view rests there, it stays there as its content grows.
    ///
    /// ```swift
    /// ScrollView { ForEach(messages) { Bubble($0) } }.defaultScrollAnchor(.bottom)
    /// ```
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        transformEnvironment(\.scrollOptions) { $0.defaultAnchor = anchor }
    }

    /// How the scroll views inside bounce on `axes` when a drag takes their content past an end.
    ///
    /// ```swift
    /// ScrollView { ShortForm() }.scrollBounceBehavior(.basedOnSize)   // still while it fits
    /// ```
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        transformEnvironment(\.scrollOptions) { options in
            if axes.contains(.horizontal) { options.horizontalBounce = behavior }
            if axes.contains(.vertical) { options.verticalBounce = behavior }
        }
    }

    /// Runs `action` with the old and new value when `transform` of a scroll view's geometry
    /// changes (SwiftUI's iOS 18 `onScrollGeometryChange(for:of:action:)`), after the layout that
    /// changed it, each frame it animates.
    ///
    /// ```swift
    /// ScrollView { … }
    ///     .onScrollGeometryChange(for: Bool.self) { $0.contentOffset.y > 40 } action: { _, scrolled in
    ///         withAnimation { showsTitle = scrolled }
    ///     }
    /// ```
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (T, T) -> Void) -> some View {
        _ScrollGeometryReaderView(content: self) { observer in
            observer.observe = { [unowned observer] geometry, graph in
                let value = transform(geometry)
                guard let old = observer.last as? T else { return observer.last = value }
                guard old != value else { return }
                observer.last = value
                graph.enqueueWrite({ action(old, value) }, transaction: Transaction())
            }
        }
    }
}

/// What the scroll views below read from their environment.
struct ScrollOptions {
    var disabled = false
    var defaultAnchor: UnitPoint?
    var horizontalBounce = ScrollBounceBehavior.automatic
    var verticalBounce = ScrollBounceBehavior.automatic
    var observers: [ScrollGeometryObserver] = []
}

/// One `onScrollGeometryChange`: the value it saw last.
final class ScrollGeometryObserver: @unchecked Sendable {
    var last: Any?
    var observe: (ScrollGeometry, ViewGraph) -> Void = { _, _ in }
}

/// The view `onScrollGeometryChange` returns: its content with the observer, kept in state.
public struct _ScrollGeometryReaderView<Content: View>: View {
    let content: Content
    let connect: (ScrollGeometryObserver) -> Void
    @State private var observer = ScrollGeometryObserver()

    public var body: some View {
        connect(observer)
        let observer = self.observer
        return content.transformEnvironment(\.scrollOptions) { $0.observers.append(observer) }
    }
}

struct ScrollOptionsKey: EnvironmentKey { static var defaultValue: ScrollOptions { ScrollOptions() } }

extension EnvironmentValues {
    var scrollOptions: ScrollOptions {
        get { self[ScrollOptionsKey.self] }
        set { self[ScrollOptionsKey.self] = newValue }
    }
}
