import Foundation
import Geometry2D

/// A view that takes the space offered and builds its content from its own size and position
/// (SwiftUI's `GeometryReader`). The content is built while laying out, each frame, so it sees
/// animated geometry effects; children sit at its top-leading corner.
///
/// ```swift
/// GeometryReader { proxy in
///     Color.red.frame(width: proxy.size.width / 2)
/// }
/// ```
public struct GeometryReader<Content: View>: View {
    public typealias Body = Never
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }
}

/// The size and coordinate spaces of a `GeometryReader`.
public struct GeometryProxy {
    /// The reader's size.
    public let size: CGSize
    /// How far the safe area's unsafe parts reach past the reader on each edge it touches: on a
    /// device, a reader filling the root sees the screen's insets (top 59 and bottom 34 on an
    /// iPhone 15 in portrait) while its size is the safe size; none on a canvas without a device.
    public let safeAreaInsets: EdgeInsets
    let globalFrame: CGRect
    let namedSpaces: [AnyHashable: CGRect]

    /// The reader's frame in `space`: `.global` (the canvas, after the enclosing effects that
    /// affect layout), `.local` (its own bounds), or a space named by `coordinateSpace(name:)`.
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .global: return globalFrame
        case .local: return CGRect(origin: .zero, size: size)
        case .named(let name):
            guard let origin = namedSpaces[name] else { return globalFrame }
            return globalFrame.offsetBy(dx: -origin.minX, dy: -origin.minY)
        }
    }
}

/// A coordinate space `GeometryProxy.frame(in:)` measures in.
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)

    public static func named<N: Hashable>(_ name: N) -> CoordinateSpace { .named(AnyHashable(name)) }
}

final class GeometryReaderElement: ViewElement {
    private let build: (GeometryProxy, ViewNode) -> [ViewElement]
    private var content: [ViewElement] = []
    private let direction: LayoutDirection

    init(node: ViewNode, context: ResolveContext, build: @escaping (GeometryProxy, ViewNode) -> [ViewElement]) {
        self.build = build
        direction = context.environment.layoutDirection
        super.init(node: node, context: context)
        node.graph.readsLayoutEffects = true
    }

    override var children: [ViewElement] { content }
    override var kind: String { "GeometryReader" }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    override func placeChildren(in rect: CGRect, placement: inout Placement) {
        let proxy = GeometryProxy(size: rect.size,
                                  safeAreaInsets: placement.safeArea?.insets(of: rect).edgeInsets(direction) ?? EdgeInsets(), globalFrame: placement.globalFrame(of: rect),
                                  namedSpaces: placement.namedSpaces)
        content = build(proxy, node)
        for child in content {
            let size = child.sizeThatFits(ProposedViewSize(rect.size))
            child.place(in: CGRect(origin: rect.origin, size: size), placement: &placement)
        }
    }

    override func draw(into context: inout DrawingContext) {
        for child in content { child.draw(into: &context) }
    }
}

extension GeometryReader: PrimitiveView {
    public static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.resolve(inputs, &outputs)
    }


    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        let content = self.content
        // Its content depends on geometry that animates: it is resolved again every frame.
        node.graph.requiresResolveEveryFrame = true
        elements.append(GeometryReaderElement(node: node, context: context) { proxy, node in
            let view = node.graph.evaluatingBody { content(proxy) }
            var built: [ViewElement] = []
            resolveView(view, at: node.child(.body), in: context, into: &built)
            return built
        })
    }
}

/// Names the view's coordinate space for `frame(in: .named(name))` below it.
final class CoordinateSpaceElement: WrapperElement {
    let name: AnyHashable

    init(child: ViewElement, name: AnyHashable, node: ViewNode, context: ResolveContext) {
        self.name = name
        super.init(child: child, node: node, context: context)
        node.graph.readsLayoutEffects = true
    }

    override func placeChildren(in rect: CGRect, placement: inout Placement) {
        let outer = placement.namedSpaces
        placement.namedSpaces[name] = placement.globalFrame(of: rect)
        child.place(in: rect, placement: &placement)
        placement.namedSpaces = outer
    }
}

extension Placement {
    /// The bounding box of `rect` after the enclosing layout-affecting effects.
    func globalFrame(of rect: CGRect) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
            .map { $0.applying(effects) }
        guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return rect }
        let xs = corners.map { $0.x }, ys = corners.map { $0.y }
        let x0 = xs.reduce(.infinity, min), x1 = xs.reduce(-.infinity, max)
        let y0 = ys.reduce(.infinity, min), y1 = ys.reduce(-.infinity, max)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

extension View {
    /// Names this view's coordinate space.
    ///
    /// ```swift
    /// VStack { GeometryReader { p in … p.frame(in: .named("card")) … } }.coordinateSpace(name: "card")
    /// ```
    public func coordinateSpace<N: Hashable>(name: N) -> some View {
        modifier(_WrappingLayout { CoordinateSpaceElement(child: $0, name: AnyHashable(name), node: $1, context: $2) })
    }
}
