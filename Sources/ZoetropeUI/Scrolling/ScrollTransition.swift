import Foundation
import AnimationCore
import Geometry2D

/// The name under which a scroll view's viewport is a coordinate space (`CoordinateSpace.scrollView`).
struct ScrollViewSpace: Hashable {}
/// Present in the coordinate spaces when the nearest scroll view scrolls only horizontally.
struct HorizontalScrollMarker: Hashable {}

extension CoordinateSpace {
    /// The nearest enclosing scroll view's viewport (the canvas outside any).
    public static var scrollView: CoordinateSpace { .named(ScrollViewSpace()) }
    /// The nearest enclosing scroll view's viewport.
    public static func scrollView(axis: Axis) -> CoordinateSpace { .named(ScrollViewSpace()) }
}

/// Where a view is relative to its scroll view's visible region (SwiftUI's `ScrollTransitionPhase`).
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Leaving (or entering) across the top or leading edge.
    case topLeading
    /// Fully visible.
    case identity
    /// Leaving (or entering) across the bottom or trailing edge.
    case bottomTrailing

    public var isIdentity: Bool { self == .identity }
    /// −1, 0 or 1.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition follows the view's position (SwiftUI's `ScrollTransitionConfiguration`).
public struct ScrollTransitionConfiguration: Sendable {
    enum Kind: Sendable { case interactive, animated, identity }
    let kind: Kind
    /// The visible fraction at or above which the view is in its identity phase.
    var visibleThreshold: Double = 1

    /// The effect follows how much of the view is outside the visible region.
    public static let interactive = ScrollTransitionConfiguration(kind: .interactive)
    /// The effect switches fully once the view is past the threshold (Zoetrope draws the end state).
    public static let animated = ScrollTransitionConfiguration(kind: .animated)
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { .animated }
    /// No effect.
    public static let identity = ScrollTransitionConfiguration(kind: .identity)

    /// The same configuration with its threshold.
    public func threshold(_ threshold: ScrollTransitionThreshold) -> ScrollTransitionConfiguration {
        var copy = self
        copy.visibleThreshold = min(max(threshold.visible.isNaN ? 1 : threshold.visible, 0.001), 1)
        return copy
    }
}

/// How much of a view must be visible for its identity phase.
public struct ScrollTransitionThreshold: Sendable {
    let visible: Double
    public static let visible = ScrollTransitionThreshold(visible: 1)
    public static let hidden = ScrollTransitionThreshold(visible: 0.001)
    public static let centered = ScrollTransitionThreshold(visible: 1)
    public static func visible(_ amount: Double) -> ScrollTransitionThreshold { ScrollTransitionThreshold(visible: amount) }
}

extension View {
    /// Applies the effects `transition` gives for the view's phase relative to its scroll view's
    /// visible region: identity while visible (at least the configuration's threshold of it), the
    /// edge's phase as it leaves; `.interactive` moves between the two by how far it has left.
    ///
    /// ```swift
    /// card.scrollTransition { content, phase in
    ///     content.opacity(phase.isIdentity ? 1 : 0.3).scaleEffect(phase.isIdentity ? 1 : 0.8)
    /// }
    /// ```
    public func scrollTransition<E: VisualEffect>(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                                  transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> E) -> some View {
        scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }

    /// ``scrollTransition(_:axis:transition:)`` with a configuration for each edge.
    public func scrollTransition<E: VisualEffect>(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                                                  axis: Axis? = nil,
                                                  transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> E) -> some View {
        modifier(_VisualEffectModifier { frame, placement in
            let viewport = placement.namedSpaces[ScrollViewSpace()] ?? CGRect(origin: .zero, size: placement.graph.size)
            let horizontal = axis.map { $0 == .horizontal } ?? (placement.namedSpaces[HorizontalScrollMarker()] != nil)
            let global = placement.globalFrame(of: frame)
            let (low, high, length) = horizontal ? (global.minX, global.maxX, global.width) : (global.minY, global.maxY, global.height)
            let (start, end) = horizontal ? (viewport.minX, viewport.maxX) : (viewport.minY, viewport.maxY)
            let visible = length > 0 ? max(0, min(high, end) - max(low, start)) / length : 1
            let phase: ScrollTransitionPhase = low < start && visible < 1 ? .topLeading : (high > end && visible < 1 ? .bottomTrailing : .identity)
            let configuration = phase == .topLeading ? topLeading : bottomTrailing
            let identity = _VisualEffectSteps(steps: transition(EmptyVisualEffect(), .identity).steps)
            guard phase != .identity, configuration.kind != .identity else { return identity.steps }
            let threshold = configuration.visibleThreshold
            guard visible < threshold else { return identity.steps }
            let edge = _VisualEffectSteps(steps: transition(EmptyVisualEffect(), phase).steps)
            let t = configuration.kind == .animated ? 1 : min(max((threshold - visible) / threshold, 0), 1)
            return _VisualEffectSteps.interpolate(identity, edge, by: t).steps
        })
    }
}
