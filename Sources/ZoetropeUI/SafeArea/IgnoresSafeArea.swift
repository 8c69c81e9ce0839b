import Foundation
import Geometry2D

/// The kinds of safe area a view can ignore: the container's (the screen's bars, Dynamic Island,
/// home indicator, and what `safeAreaInset`/`safeAreaPadding` add) and the keyboard's.
///
/// ```swift
/// Color.blue.ignoresSafeArea(.container, edges: .top)
/// ```
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The system's bars and the insets views add.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The software keyboard. No keyboard shows in a render, so this region is always empty.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Extends this view into the safe area on `edges`, where its frame reaches the safe area's
    /// edge: it is proposed and placed in the larger rectangle, while its parent lays it out at
    /// its size inside the safe area (SwiftUI's `ignoresSafeArea`).
    ///
    /// ```swift
    /// ZStack {
    ///     Color.indigo.ignoresSafeArea()      // under the Dynamic Island and home indicator
    ///     Text("Hello")                        // inside the safe area
    /// }
    /// ```
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(_WrappingLayout { child, node, context in
            IgnoresSafeAreaElement(child: child, edges: regions.contains(.container) ? edges : [],
                                   node: node, context: context)
        })
    }

    /// Extends this view into the safe area on `edges` (the older spelling of `ignoresSafeArea`).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.all, edges: edges)
    }
}

/// A view that extends its child into the safe area it touches on some edges.
final class IgnoresSafeAreaElement: WrapperElement {
    private let edges: PhysicalEdges

    init(child: ViewElement, edges: Edge.Set, node: ViewNode, context: ResolveContext) {
        self.edges = PhysicalEdges(edges, direction: context.environment.layoutDirection)
        super.init(child: child, node: node, context: context)
    }

    override func placeChildren(in rect: CGRect, placement: inout Placement) {
        // Nothing to extend into: the child takes the rectangle, as under any wrapper.
        guard let region = placement.safeArea, region.extended(rect, edges: edges) != rect else {
            child.place(in: rect, placement: &placement)
            return
        }
        placement.placeIgnoringSafeArea(child, edges: edges, in: rect, alignment: .center, direction: .leftToRight)
    }
}

extension Placement {
    /// Places `child` as a view that ignores the safe area on `edges`: proposed `rect` grown into
    /// the safe area it touches there and aligned in it (centred, for a child that does not take
    /// the whole rectangle — inferred), its content seeing no safe area on those edges.
    mutating func placeIgnoringSafeArea(_ child: ViewElement, edges: PhysicalEdges, in rect: CGRect,
                                        alignment: Alignment, direction: LayoutDirection) {
        guard let region = safeArea, !edges.isEmpty else {
            let size = child.sizeThatFits(ProposedViewSize(rect.size))
            child.place(in: CGRect(origin: alignment.origin(of: size, in: rect, direction: direction), size: size), placement: &self)
            return
        }
        let area = region.extended(rect, edges: edges)
        let size = child.sizeThatFits(ProposedViewSize(area.size))
        safeArea = region.ignoring(edges)
        child.place(in: CGRect(origin: alignment.origin(of: size, in: area, direction: direction), size: size), placement: &self)
        safeArea = region
    }
}
