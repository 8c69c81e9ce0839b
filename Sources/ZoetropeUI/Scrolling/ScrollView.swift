import Foundation
import Geometry2D
import AnimationCore
import RenderCommands
import VectorPath

/// A scrollable region (SwiftUI's `ScrollView`) drawn as an iPhone shows it at a scroll offset:
/// it takes the space offered, lays its content out unbounded along its axes (several views
/// stack as in a `VStack` — an `HStack` for `.horizontal` —, centred across when narrower), and
/// shows the part at its offset, clipped to its bounds. The offset starts at the top (leading)
/// and changes by `ScrollViewReader`'s `scrollTo`, animated by the transaction it is called in.
/// Scroll indicators are not drawn (iOS hides them when nothing scrolls).
///
/// ```swift
/// ScrollView {
///     ForEach(0..<50) { Text("Row \($0)").id($0) }
/// }
/// ```
public struct ScrollView<Content: View>: View {
    public typealias Body = Never
    /// The axes it scrolls along.
    public var axes: Axis.Set
    /// Accepted: indicators are not drawn.
    public var showsIndicators: Bool
    public var content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }
}

extension ScrollView: PrimitiveView {
    public static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.resolve(inputs, &outputs)
    }

    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        var children: [ViewElement] = []
        let body = node.child(.body)
        var inner = context
        inner.environment[ScrollContentKey.self] = true
        let options = context.environment.scrollOptions
        // Scroll views inside stay disabled, but start and report on their own.
        inner.environment.scrollOptions = ScrollOptions(disabled: options.disabled)
        if axes == .horizontal {
            resolveView(HStack { content }, at: body, in: inner, into: &children)
        } else {
            resolveView(VStack { content }, at: body, in: inner, into: &children)
        }
        let margins = context.environment[ScrollContentMarginsKey.self]
        elements.append(ScrollElement(content: children, axes: axes, margins: margins,
                                      clips: !context.environment[ScrollClipDisabledKey.self],
                                      requests: context.environment[ScrollRequestsKey.self],
                                      position: context.environment.scrollPositionLink,
                                      behavior: context.environment.scrollTargetBehavior, options: options,
                                      node: node, context: context))
    }
}

/// A scroll view as laid out: its content placed at minus the offset, clipped.
final class ScrollElement: ViewElement {
    let content: [ViewElement]
    let axes: Axis.Set
    let margins: EdgeInsets
    let clips: Bool
    let requests: ScrollRequests?
    /// The `scrollPosition(id:)` binding around it, if any.
    let position: ScrollPositionLink?
    /// How a drag's release settles (`scrollTargetBehavior`).
    let behavior: (any ScrollTargetBehavior)?
    /// `scrollDisabled`, `defaultScrollAnchor`, `onScrollGeometryChange`.
    let options: ScrollOptions
    /// Holds the offset as a frame track (its origin), so it animates like a frame.
    private let offsetNode: ViewNode
    /// Scrolling by touch (kept at the offset's identity).
    private let drag: ScrollDrag

    init(content: [ViewElement], axes: Axis.Set, margins: EdgeInsets, clips: Bool, requests: ScrollRequests?,
         position: ScrollPositionLink?, behavior: (any ScrollTargetBehavior)?, options: ScrollOptions,
         node: ViewNode, context: ResolveContext) {
        self.content = content
        self.position = position
        self.behavior = behavior
        self.options = options
        self.axes = axes
        self.margins = margins
        self.clips = clips
        self.requests = requests
        offsetNode = node.child(.secondary(9_001))
        if let kept = offsetNode.memory as? ScrollDrag { drag = kept } else {
            drag = ScrollDrag()
            offsetNode.memory = drag
        }
        super.init(node: node, context: context)
        requests?.graph = node.graph
        // Touches anywhere in the scroll view can drag it; its content's gestures come first.
        traits.contentShape = Rectangle()
        if !options.disabled { traits.gestures.append(drag.gesture(in: node.graph)) }
    }

    override var children: [ViewElement] { content }
    override var kind: String { "ScrollView" }

    /// The content's proposal: nothing along the scrolled axes, the viewport across.
    private func contentProposal(_ size: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : size.width.map { max($0 - margins.leading - margins.trailing, 0) },
                         height: axes.contains(.vertical) ? nil : size.height.map { max($0 - margins.top - margins.bottom, 0) })
    }

    private func contentSize(_ proposal: ProposedViewSize) -> CGSize {
        guard let first = content.first else { return .zero }
        return withVisibleRegion(proposal) { first.sizeThatFits(contentProposal(proposal)) }
    }

    /// Runs `body` with the visible region (less the content margins) as the container
    /// `containerRelativeFrame` measures against.
    private func withVisibleRegion<T>(_ proposal: ProposedViewSize, _ body: () -> T) -> T {
        let size = proposal.replacingUnspecifiedDimensions(by: node.graph.size)
        let visible = CGSize(width: max(size.width - margins.leading - margins.trailing, 0),
                             height: max(size.height - margins.top - margins.bottom, 0))
        return LayoutContainer.$size.withValue(visible, operation: body)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let inner = contentSize(proposal)
        let natural = CGSize(width: inner.width + margins.leading + margins.trailing, height: inner.height + margins.top + margins.bottom)
        return CGSize(width: proposal.width ?? natural.width, height: proposal.height ?? natural.height)
    }

    override func placeChildren(in rect: CGRect, placement: inout Placement) {
        withVisibleRegion(ProposedViewSize(rect.size)) { placeContent(in: rect, placement: &placement) }
    }

    private func placeContent(in rect: CGRect, placement: inout Placement) {
        guard let first = content.first else { return }
        let inner = contentSize(ProposedViewSize(rect.size))
        let extent = CGSize(width: inner.width + margins.leading + margins.trailing, height: inner.height + margins.top + margins.bottom)
        let maxOffset = CGPoint(x: max(extent.width - rect.width, 0), y: max(extent.height - rect.height, 0))
        // Content narrower than the viewport is centred across it.
        let across = CGPoint(x: axes.contains(.horizontal) ? 0 : max((rect.width - extent.width) / 2, 0),
                             y: axes.contains(.vertical) ? 0 : max((rect.height - extent.height) / 2, 0))
        var model = offsetNode.frameTrack != nil ? offsetNode.frameModel.origin : .zero
        if let anchor = options.defaultAnchor {
            // The anchor's offset at first, and again after a size change while resting there.
            let anchored = { (limit: CGPoint) in CGPoint(x: anchor.x * limit.x, y: anchor.y * limit.y) }
            if offsetNode.frameTrack == nil || drag.lastMaxOffset.map({ anchored($0) == model && $0 != maxOffset }) == true {
                model = anchored(maxOffset)
            }
        }
        drag.lastMaxOffset = maxOffset
        var transaction = placement.frameTransaction ?? frameTransaction
        // A pending `scrollTo`, or a `scrollPosition(id:)` binding set to a new id: lay the content
        // out once at the current offset to find the target.
        let unplaced = CGRect(origin: CGPoint(x: rect.minX + across.x + margins.leading, y: rect.minY + across.y + margins.top), size: inner)
        let inContent = CGAffineTransform(translationX: -unplaced.minX + margins.leading, y: -unplaced.minY + margins.top)
        var reported: Transaction?
        if let request = requests?.take(for: node.graph) {
            first.place(in: unplaced, placement: &placement)
            if let target = Self.find(request.id, in: first) {
                model = Self.offset(showing: target.modelFrame.applying(inContent), anchor: request.anchor, viewport: rect.size,
                                    margins: margins, current: model)
                transaction = request.transaction
                reported = request.transaction
            }
        } else if let position, let wanted = position.read(), wanted.token != position.settled {
            position.settled = wanted.token
            switch wanted.target {
            case .view(let id, let anchor):
                first.place(in: unplaced, placement: &placement)
                if let target = Self.find(id, in: first) {
                    let anchor = anchor ?? position.anchor ?? transaction.scrollTargetAnchor ?? .topLeading
                    model = Self.offset(showing: target.modelFrame.applying(inContent), anchor: anchor, viewport: rect.size,
                                        margins: margins, current: model)
                }
            case .edge(let edge):
                switch edge {
                case .top: model.y = 0
                case .bottom: model.y = maxOffset.y
                case .leading: model.x = 0
                case .trailing: model.x = maxOffset.x
                }
            case .offset(let x, let y):
                model = CGPoint(x: x ?? model.x, y: y ?? model.y)
            }
        }
        var byUser = false, held = false
        let band = RubberBand(axes: bouncingAxes(extent: extent, viewport: rect.size), limit: maxOffset, viewport: rect.size)
        if drag.isActive, let dragged = drag.offset(from: model, axes: axes, viewport: rect.size, extent: extent, band: band,
                                                    behavior: behavior, targets: {
            first.place(in: unplaced, placement: &placement)
            return ScrollTargetLayoutElement.first(in: first)?.targets.map {
                $0.modelFrame.applying(inContent).offsetBy(dx: -margins.leading, dy: -margins.top)
            } ?? []
        }) {
            model = dragged.offset
            transaction = dragged.transaction
            if dragged.released {
                reported = dragged.transaction
                byUser = true
            } else {
                held = true
            }
        }
        // A finger holding the content may take it past an edge (the rubber band); otherwise it rests inside.
        model = CGPoint(x: axes.contains(.horizontal) ? (held ? model.x : min(max(model.x, 0), maxOffset.x)) : 0,
                        y: axes.contains(.vertical) ? (held ? model.y : min(max(model.y, 0), maxOffset.y)) : 0)
        if let reported, let position {
            report(topMostAt: model, in: first, inContent: inContent, to: position, transaction: reported, byUser: byUser)
        }
        let shown = placement.shownFrame(of: CGRect(origin: model, size: .zero), at: offsetNode, transaction: transaction).origin
        if !options.observers.isEmpty {
            let geometry = ScrollGeometry(contentOffset: CGPoint(x: shown.x - margins.leading, y: shown.y - margins.top),
                                          contentSize: inner, contentInsets: margins, containerSize: rect.size)
            for observer in options.observers { observer.observe(geometry, node.graph) }
        }
        let origin = CGPoint(x: rect.minX + across.x + margins.leading - shown.x, y: rect.minY + across.y + margins.top - shown.y)
        // The viewport is the `.scrollView` coordinate space of what is inside (scroll transitions read it).
        let outer = placement.namedSpaces
        placement.namedSpaces[ScrollViewSpace()] = placement.globalFrame(of: rect)
        placement.namedSpaces[HorizontalScrollMarker()] = axes == .horizontal ? rect : nil
        first.place(in: CGRect(origin: origin, size: inner), placement: &placement)
        placement.namedSpaces = outer
    }

    /// The scrolled axes on which a drag past an end rubber-bands (``ScrollBounceBehavior``).
    private func bouncingAxes(extent: CGSize, viewport: CGSize) -> Axis.Set {
        var result: Axis.Set = []
        if axes.contains(.horizontal), options.horizontalBounce.bounces(extent: extent.width, length: viewport.width) {
            result.insert(.horizontal)
        }
        if axes.contains(.vertical), options.verticalBounce.bounces(extent: extent.height, length: viewport.height) {
            result.insert(.vertical)
        }
        return result
    }

    override func draw(into context: inout DrawingContext) {
        guard clips else { return drawList(content, ghosts: [], into: &context) }
        context.displayList.pushLayer(LayerStyle(clip: Path(frame), transform: context.transform))
        drawList(content, ghosts: [], into: &context)
        context.displayList.popLayer()
    }

    /// Writes the id of the first target of `first`'s scroll target layout that shows at `offset`
    /// (its far edge past the offset and the leading content margin) to the scroll position binding, when it changed (`byUser`:
    /// after a drag).
    private func report(topMostAt offset: CGPoint, in first: ViewElement, inContent: CGAffineTransform,
                        to position: ScrollPositionLink, transaction: Transaction, byUser: Bool) {
        guard let layout = ScrollTargetLayoutElement.first(in: first) else { return }
        let horizontal = axes == .horizontal
        let shown = layout.targets.first { target in
            let frame = target.modelFrame.applying(inContent)
            return target.traits.scrollID != nil
                && (horizontal ? frame.maxX > offset.x + margins.leading + 0.5 : frame.maxY > offset.y + margins.top + 0.5)
        }
        guard let id = shown?.traits.scrollID else { return }
        if !byUser, let asked = position.read()?.target, asked == .view(id, nil) { return }
        node.graph.enqueueWrite({ position.settled = position.report(id, byUser) }, transaction: transaction)
    }

    /// The first view below `element` whose `.id` (or `ForEach` id) is `id`.
    static func find(_ id: AnyHashable, in element: ViewElement) -> ViewElement? {
        let described = "\(id.base)"
        var stack = [element]
        while let next = stack.popLast() {
            if let scrollID = next.traits.scrollID, scrollID == id { return next }
            if next.traits.identifier == described { return next }
            stack.append(contentsOf: next.children.reversed())
        }
        return nil
    }

    /// The offset that shows `target` (content coordinates): its `anchor` point at that of the
    /// viewport less its content `margins` (nil: the least scroll that brings it inside them, none
    /// when it already is).
    static func offset(showing target: CGRect, anchor: UnitPoint?, viewport: CGSize, margins: EdgeInsets = EdgeInsets(),
                       current: CGPoint) -> CGPoint {
        let visible = CGSize(width: max(viewport.width - margins.leading - margins.trailing, 0),
                             height: max(viewport.height - margins.top - margins.bottom, 0))
        let box = target.offsetBy(dx: -margins.leading, dy: -margins.top)
        guard let anchor else {
            func axis(_ low: CGFloat, _ high: CGFloat, _ length: CGFloat, _ now: CGFloat) -> CGFloat {
                if low < now { return low }
                if high > now + length { return high - length }
                return now
            }
            return CGPoint(x: axis(box.minX, box.maxX, visible.width, current.x),
                           y: axis(box.minY, box.maxY, visible.height, current.y))
        }
        return CGPoint(x: box.minX + anchor.x * box.width - anchor.x * visible.width,
                       y: box.minY + anchor.y * box.height - anchor.y * visible.height)
    }
}
