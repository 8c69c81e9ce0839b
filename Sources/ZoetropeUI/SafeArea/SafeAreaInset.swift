import Foundation
import Geometry2D

/// The top or bottom edge of a rectangle.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
    case top, bottom
}

/// The leading or trailing edge of a rectangle.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
    case leading, trailing
}

extension View {
    /// Shows `content` above or below this view, in space taken from it, and adds that space to
    /// this view's safe area (SwiftUI's `safeAreaInset(edge:alignment:spacing:content:)`): the
    /// view is proposed what is left, and what in it ignores the safe area extends under `content`.
    ///
    /// ```swift
    /// ScrollingList()
    ///     .safeAreaInset(edge: .bottom) {
    ///         Button("Add") { add() }.frame(maxWidth: .infinity).padding().background(.white)
    ///     }
    /// ```
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(_SafeAreaInsetModifier(inset: content(), edge: edge == .top ? .top : .bottom,
                                        alignment: alignment.fraction, spacing: spacing))
    }

    /// Shows `content` beside this view, in space taken from it, and adds that space to this
    /// view's safe area.
    ///
    /// ```swift
    /// Canvas().safeAreaInset(edge: .leading, spacing: 0) { Sidebar().frame(width: 80) }
    /// ```
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(_SafeAreaInsetModifier(inset: content(), edge: edge == .leading ? .leading : .trailing,
                                        alignment: alignment.fraction, spacing: spacing))
    }

    /// Adds `insets` to this view's safe area: its content is inset by them, and what in it
    /// ignores the safe area extends over them (SwiftUI's `safeAreaPadding`).
    ///
    /// ```swift
    /// Gallery().safeAreaPadding(.horizontal, 20)
    /// ```
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(_WrappingLayout { PaddingElement(child: $0, insets: insets, addsToSafeArea: true, node: $1, context: $2) })
    }

    /// Adds `length` (default 16, SwiftUI's default padding) to the safe area on `edges`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let l = length ?? 16
        return safeAreaPadding(EdgeInsets(top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
                                          bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0))
    }

    /// Adds `length` to the safe area on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> some View { safeAreaPadding(.all, length) }
}

struct _SafeAreaInsetModifier<Inset: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let inset: Inset
    let edge: Edge
    /// Where `inset` lines up across the edge with the view (a fraction of its width or height).
    let alignment: CGFloat
    let spacing: CGFloat?

    func resolve<Modified: View>(content: Modified, at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        content.wrap(at: node, in: context, into: &elements) { main, owner in
            var views: [ViewElement] = []
            let insetNode = owner.child(.secondary(0))
            resolveView(inset, at: insetNode, in: context, into: &views)
            let bar = views.count == 1 ? views[0]
                : ZStackElement(alignment: .center, children: views, ghosts: [], node: insetNode, context: context)
            return SafeAreaInsetElement(main: main, inset: bar, edge: edge, alignment: alignment, spacing: spacing,
                                        node: owner, context: context)
        }
    }
}

/// A view with a bar at one edge: the bar is sized first (the view keeps at least its minimum
/// along the edge's axis), the view gets the rest, and the bar lines up with the view across.
///
/// The sizing follows what OpenSwiftUI found SwiftUI to do (inferred, not documented by Apple):
/// the bar is proposed the whole length minus the spacing and the view's minimum, the view the
/// length minus the bar and the spacing; the view is anchored at the opposite edge and the bar at
/// `edge`. The default spacing is 8 points, as between views in a stack (inferred).
final class SafeAreaInsetElement: ViewElement {
    let main: ViewElement
    let inset: ViewElement
    private let edge: PhysicalEdges
    private let alignment: CGFloat
    private let spacing: CGFloat

    init(main: ViewElement, inset: ViewElement, edge: Edge, alignment: CGFloat, spacing: CGFloat?,
         node: ViewNode, context: ResolveContext) {
        self.main = main
        self.inset = inset
        let direction = context.environment.layoutDirection
        self.edge = PhysicalEdges(Edge.Set(edge), direction: direction)
        let horizontal = edge == .leading || edge == .trailing
        self.alignment = horizontal || direction == .leftToRight ? alignment : 1 - alignment
        self.spacing = spacing.flatMap { $0.isFinite ? max($0, 0) : nil } ?? 8
        super.init(node: node, context: context)
        inheritListTraits(from: main)
    }

    override var children: [ViewElement] { [main, inset] }
    override var unaryContent: ViewElement? { main }
    override var kind: String { "SafeAreaInset" }
    private var isVertical: Bool { edge == .top || edge == .bottom }

    /// The bar's and the view's sizes for `proposal`.
    private func sizes(_ proposal: ProposedViewSize) -> (inset: CGSize, main: CGSize) {
        func along(_ p: ProposedViewSize) -> CGFloat? { isVertical ? p.height : p.width }
        func with(_ p: ProposedViewSize, along value: CGFloat?) -> ProposedViewSize {
            isVertical ? ProposedViewSize(width: p.width, height: value) : ProposedViewSize(width: value, height: p.height)
        }
        func length(_ s: CGSize) -> CGFloat { isVertical ? s.height : s.width }
        var insetProposal = proposal
        if let total = along(proposal) {
            let available = max(total - spacing, 0)
            let minimum = length(main.sizeThatFits(with(proposal, along: 0)))
            insetProposal = with(proposal, along: max(available - minimum, 0))
        }
        let insetSize = inset.sizeThatFits(insetProposal)
        let mainProposal = with(proposal, along: along(proposal).map { max($0 - length(insetSize) - spacing, 0) })
        return (insetSize, main.sizeThatFits(mainProposal))
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let (i, m) = sizes(proposal)
        return isVertical ? CGSize(width: max(i.width, m.width), height: i.height + spacing + m.height)
            : CGSize(width: i.width + spacing + m.width, height: max(i.height, m.height))
    }

    override func placeChildren(in rect: CGRect, placement: inout Placement) {
        let (i, m) = sizes(ProposedViewSize(rect.size))
        let taken = (isVertical ? i.height : i.width) + spacing
        var mainFrame = CGRect(origin: .zero, size: m), insetFrame = CGRect(origin: .zero, size: i)
        var area = rect   // what is left of `rect` for the view: the safe area it sees ends there
        if isVertical {
            mainFrame.origin.x = rect.midX - m.width / 2
            mainFrame.origin.y = edge == .bottom ? rect.minY : rect.maxY - m.height
            insetFrame.origin.x = mainFrame.minX + alignment * m.width - alignment * i.width
            insetFrame.origin.y = edge == .bottom ? rect.maxY - i.height : rect.minY
            area.size.height = max(rect.height - taken, 0)
            if edge == .top { area.origin.y = rect.maxY - area.height }
        } else {
            mainFrame.origin.y = rect.midY - m.height / 2
            mainFrame.origin.x = edge == .right ? rect.minX : rect.maxX - m.width
            insetFrame.origin.y = mainFrame.minY + alignment * m.height - alignment * i.height
            insetFrame.origin.x = edge == .right ? rect.maxX - i.width : rect.minX
            area.size.width = max(rect.width - taken, 0)
            if edge == .left { area.origin.x = rect.maxX - area.width }
        }
        placement.withSafeArea(adding: edge, of: rect, inner: area) { main.place(in: mainFrame, placement: &$0) }
        inset.place(in: insetFrame, placement: &placement)
    }

    override func draw(into context: inout DrawingContext) {
        main.draw(into: &context)
        inset.draw(into: &context)
    }
}

extension Placement {
    /// Runs `body` with the space between `rect` and `inner` on `edges` added to the safe area
    /// (a bare canvas gets a safe area of `rect` for it, so the content can still extend over it).
    mutating func withSafeArea(adding edges: PhysicalEdges, of rect: CGRect, inner: CGRect, _ body: (inout Placement) -> Void) {
        let outerRegion = safeArea
        let region = outerRegion ?? SafeAreaRegion(safe: rect, outer: rect)
        safeArea = region.adding(edges, of: rect, inner: inner)
        body(&self)
        safeArea = outerRegion
    }
}
