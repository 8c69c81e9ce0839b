import Foundation
import Geometry2D

/// A view inset by edge insets: the child is offered the proposal minus the insets. With
/// `addsToSafeArea` (`safeAreaPadding`) the insets also join the child's safe area, so what in it
/// ignores the safe area extends over them.
final class PaddingElement: ViewElement {
    let child: ViewElement
    let insets: EdgeInsets
    let addsToSafeArea: Bool

    init(child: ViewElement, insets: EdgeInsets, addsToSafeArea: Bool = false, node: ViewNode, context: ResolveContext) {
        self.child = child
        self.addsToSafeArea = addsToSafeArea
        if ![insets.top, insets.leading, insets.bottom, insets.trailing].allSatisfy(\.isFinite) {
            node.graph.warn("Invalid padding (non-finite): \(insets); those edges are 0")
        }
        let clean = { (v: CGFloat) in v.isFinite ? v : 0 }
        var edges = EdgeInsets(top: clean(insets.top), leading: clean(insets.leading),
                               bottom: clean(insets.bottom), trailing: clean(insets.trailing))
        if context.environment.layoutDirection == .rightToLeft { swap(&edges.leading, &edges.trailing) }
        self.insets = edges
        super.init(node: node, context: context)
        inheritListTraits(from: child)
    }

    override var children: [ViewElement] { [child] }
    override var unaryContent: ViewElement? { child }
    override var kind: String { addsToSafeArea ? "SafeAreaPadding" : "Padding" }

    override func textBaseline(_ which: TextBaseline, at size: CGSize) -> CGFloat? {
        let inner = CGSize(width: max(size.width - insets.leading - insets.trailing, 0), height: max(size.height - insets.top - insets.bottom, 0))
        return child.textBaseline(which, at: inner).map { $0 + insets.top }
    }

    override var explicitGuideKeys: Set<GuideKey> { child.explicitGuideKeys }

    /// The child's explicit value, moved by the inset before it.
    override func explicitGuide(_ key: GuideKey, at size: CGSize) -> CGFloat? {
        let inner = CGSize(width: max(size.width - insets.leading - insets.trailing, 0), height: max(size.height - insets.top - insets.bottom, 0))
        return child.explicitGuide(key, at: inner).map { $0 + (key.axis == .horizontal ? insets.leading : insets.top) }
    }

    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max($0 - insets.leading - insets.trailing, 0) },
                         height: proposal.height.map { max($0 - insets.top - insets.bottom, 0) })
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let size = child.sizeThatFits(inner(proposal))
        return CGSize(width: size.width + insets.leading + insets.trailing, height: size.height + insets.top + insets.bottom)
    }

    override func placeChildren(in rect: CGRect, placement: inout Placement) {
        let size = child.sizeThatFits(inner(ProposedViewSize(rect.size)))
        let frame = CGRect(x: rect.minX + insets.leading, y: rect.minY + insets.top, width: size.width, height: size.height)
        guard addsToSafeArea else { return child.place(in: frame, placement: &placement) }
        let area = CGRect(x: rect.minX + insets.leading, y: rect.minY + insets.top,
                          width: max(rect.width - insets.leading - insets.trailing, 0),
                          height: max(rect.height - insets.top - insets.bottom, 0))
        var edges: PhysicalEdges = []
        if insets.top > 0 { edges.insert(.top) }
        if insets.leading > 0 { edges.insert(.left) }   // `insets` are physical here (swapped right to left)
        if insets.bottom > 0 { edges.insert(.bottom) }
        if insets.trailing > 0 { edges.insert(.right) }
        placement.withSafeArea(adding: edges, of: rect, inner: area) { child.place(in: frame, placement: &$0) }
    }

    override func draw(into context: inout DrawingContext) { child.draw(into: &context) }
}

/// A view whose child is offered nil (its ideal size) on the fixed axes.
final class FixedSizeElement: WrapperElement {
    let horizontal: Bool, vertical: Bool

    init(child: ViewElement, horizontal: Bool, vertical: Bool, node: ViewNode, context: ResolveContext) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(child: child, node: node, context: context)
    }

    override var isTransparent: Bool { false }
    override var kind: String { "FixedSize" }
    private func inner(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(inner(proposal)) }
    override func placeChildren(in rect: CGRect, placement: inout Placement) {
        let size = child.sizeThatFits(inner(ProposedViewSize(rect.size)))
        child.place(in: CGRect(origin: Alignment.center.origin(of: size, in: rect, direction: .leftToRight), size: size),
                    placement: &placement)
    }
}

/// A view that takes the whole proposal and centers its child at a point.
final class PositionElement: WrapperElement {
    let position: CGPoint

    init(child: ViewElement, position: CGPoint, node: ViewNode, context: ResolveContext) {
        if !(position.x.isFinite && position.y.isFinite) {
            node.graph.warn("Invalid position (non-finite): \(position); non-finite coordinates are 0")
        }
        self.position = CGPoint(x: position.x.isFinite ? position.x : 0, y: position.y.isFinite ? position.y : 0)
        super.init(child: child, node: node, context: context)
    }

    override var isTransparent: Bool { false }
    override var kind: String { "Position" }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    override func placeChildren(in rect: CGRect, placement: inout Placement) {
        let size = child.sizeThatFits(ProposedViewSize(rect.size))
        child.place(in: CGRect(x: rect.minX + position.x - size.width / 2, y: rect.minY + position.y - size.height / 2,
                               width: size.width, height: size.height), placement: &placement)
    }
}

/// A view that fits or fills an aspect ratio inside the proposal.
final class AspectRatioElement: WrapperElement {
    let ratio: CGFloat?
    let mode: ContentMode

    init(child: ViewElement, ratio: CGFloat?, mode: ContentMode, node: ViewNode, context: ResolveContext) {
        self.ratio = ratio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.mode = mode
        super.init(child: child, node: node, context: context)
    }

    override var isTransparent: Bool { false }
    override var kind: String { "AspectRatio" }

    /// The proposal for the child: the ratio (given, or the child's ideal size's) scaled to fit
    /// or fill the proposal; an unspecified proposal passes through.
    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let r: CGFloat
        if let ratio { r = ratio } else {
            let ideal = child.sizeThatFits(.unspecified)
            guard ideal.width > 0, ideal.height > 0 else { return proposal }
            r = ideal.width / ideal.height
        }
        switch (proposal.width, proposal.height) {
        case let (w?, h?) where w.isFinite && h.isFinite:
            let fitWidth = mode == .fit ? min(w, h * r) : max(w, h * r)
            return ProposedViewSize(width: fitWidth, height: fitWidth / r)
        case let (w?, _) where w.isFinite: return ProposedViewSize(width: w, height: w / r)
        case let (_, h?) where h.isFinite: return ProposedViewSize(width: h * r, height: h)
        default: return proposal
        }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(inner(proposal)) }
    override func placeChildren(in rect: CGRect, placement: inout Placement) {
        let size = child.sizeThatFits(inner(ProposedViewSize(rect.size)))
        child.place(in: CGRect(origin: Alignment.center.origin(of: size, in: rect, direction: .leftToRight), size: size),
                    placement: &placement)
    }
}

/// How content fits an aspect ratio: whole (`fit`) or covering (`fill`).
public enum ContentMode: Hashable, Sendable, CaseIterable {
    case fit
    case fill
}

/// The layout modifiers that wrap each element in one element.
struct _WrappingLayout: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let make: (ViewElement, ViewNode, ResolveContext) -> ViewElement

    func resolve<Modified: View>(content: Modified, at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        content.wrap(at: node, in: context, into: &elements) { child, owner in make(child, owner, context) }
    }
}

extension View {
    /// Insets the view by `insets`.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(_WrappingLayout { PaddingElement(child: $0, insets: insets, node: $1, context: $2) })
    }

    /// Insets the view on `edges` by `length` (default 16, as SwiftUI's default padding).
    ///
    /// ```swift
    /// VStack { … }.padding()
    /// ```
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let l = length ?? 16
        return padding(EdgeInsets(top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
                                  bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0))
    }

    /// Insets the view by `length` on every edge.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// Offers the view its ideal size on the fixed axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_WrappingLayout { FixedSizeElement(child: $0, horizontal: horizontal, vertical: vertical, node: $1, context: $2) })
    }

    /// Offers the view its ideal size on both axes.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// Takes the whole proposal and centers the view at `position` (in the parent's coordinates).
    public func position(_ position: CGPoint) -> some View {
        modifier(_WrappingLayout { PositionElement(child: $0, position: position, node: $1, context: $2) })
    }

    /// Takes the whole proposal and centers the view at (`x`, `y`).
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }

    /// Sizes the view to `aspectRatio` (width / height; nil: its ideal size's) fitted or filled in the proposal.
    ///
    /// ```swift
    /// Image("tower").resizable().aspectRatio(contentMode: .fit)
    /// ```
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(_WrappingLayout { AspectRatioElement(child: $0, ratio: aspectRatio, mode: contentMode, node: $1, context: $2) })
    }

    /// Sizes the view to the ratio of `aspectRatio` fitted or filled in the proposal.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height != 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }

    /// Fits the view's ideal aspect ratio inside the proposal.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Fills the proposal with the view's ideal aspect ratio.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}

/// An edge of a rectangle.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}
