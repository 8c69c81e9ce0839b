import Foundation
import Geometry2D
import AnimationCore
import RenderCommands
import VectorPath

/// A `TabView` as laid out. Tab bar: the selected tab fills the space above a 49-point bar whose
/// background reaches into the bottom safe area, the items side by side in equal cells. Pages:
/// every page is the view's size, side by side, shown from the selected one (the offset animates
/// with the update that changed the selection); index dots near the bottom edge.
final class TabViewElement: ViewElement {
    let tabs: [ViewElement]
    let selected: Int
    let items: [ViewElement]
    /// The items' badges (`.badge`), each with the index of its item.
    let badges: [(item: Int, badge: ViewElement)]
    let pageIndex: PageTabViewStyle.IndexDisplayMode?
    let indexBackground: Bool
    /// Holds the page offset (in pages) as a frame track, so it animates like a frame.
    private let offsetNode: ViewNode
    private var barRect = CGRect.null
    private var shownPage: CGFloat = 0

    /// The page swiping kept at the paged tab view at `node`.
    static func swipe(at node: ViewNode) -> PageSwipe {
        let holder = node.child(.secondary(9_002))
        if let kept = holder.memory as? PageSwipe { return kept }
        let swipe = PageSwipe()
        holder.memory = swipe
        return swipe
    }

    /// The tab bar's height above the bottom safe area (iOS's `UITabBar`).
    static let barHeight: CGFloat = 49

    init(tabs: [ViewElement], selected: Int, items: [ViewElement], badges: [(item: Int, badge: ViewElement)] = [],
         pageIndex: PageTabViewStyle.IndexDisplayMode?, indexBackground: Bool, node: ViewNode, context: ResolveContext) {
        self.tabs = tabs
        self.selected = selected
        self.items = items
        self.badges = badges
        self.pageIndex = pageIndex
        self.indexBackground = indexBackground
        offsetNode = node.child(.secondary(9_002))
        super.init(node: node, context: context)
    }

    /// Pages: all of them (those beside the shown one lie outside the frame); tab bar: the
    /// selected tab and the items.
    override var children: [ViewElement] {
        guard pageIndex == nil, selected < tabs.count else { return pageIndex == nil ? items + badges.map(\.badge) : tabs }
        return [tabs[selected]] + items + badges.map(\.badge)
    }
    override var kind: String { "TabView" }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    override func refreshPresentation() {
        for tab in tabs { tab.refreshPresentation() }
        for item in items { item.refreshPresentation() }
        for (_, badge) in badges { badge.refreshPresentation() }
    }

    override func placeChildren(in rect: CGRect, placement: inout Placement) {
        if pageIndex != nil {
            let swipe = offsetNode.memory as? PageSwipe
            swipe?.width = rect.width
            let dragged = rect.width > 0 ? (swipe?.translation ?? 0) / rect.width : 0
            let model = CGRect(x: (CGFloat(selected) - dragged) * 1_000, y: 0, width: 0, height: 0)
            let transaction = dragged != 0 ? Transaction() : placement.frameTransaction ?? frameTransaction
            shownPage = placement.shownFrame(of: model, at: offsetNode, transaction: transaction).minX / 1_000
            for (index, page) in tabs.enumerated() {
                let x = rect.minX + (CGFloat(index) - shownPage) * rect.width
                Self.centre(page, in: CGRect(x: x, y: rect.minY, width: rect.width, height: rect.height), placement: &placement)
            }
            return
        }
        let content = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: max(rect.height - Self.barHeight, 0))
        for tab in tabs { Self.centre(tab, in: content, placement: &placement) }
        let bottomInset = placement.safeArea?.insets(of: rect).bottom ?? 0
        barRect = CGRect(x: rect.minX, y: content.maxY, width: rect.width, height: Self.barHeight + bottomInset)
        guard !items.isEmpty else { return }
        let cell = rect.width / CGFloat(items.count)
        for (index, item) in items.enumerated() {
            let box = CGRect(x: rect.minX + CGFloat(index) * cell, y: content.maxY + 6, width: cell, height: Self.barHeight - 6)
            let size = item.sizeThatFits(ProposedViewSize(width: cell, height: nil))
            item.place(in: CGRect(x: box.midX - size.width / 2, y: box.minY, width: size.width, height: size.height), placement: &placement)
            // A badge's leading edge 5 points right of the item's centre, its top 4 above the item's (*inferred*).
            for mark in badges where mark.item == index {
                let badgeSize = mark.badge.sizeThatFits(.unspecified)
                mark.badge.place(in: CGRect(x: box.midX + 5, y: box.minY - 4, width: badgeSize.width, height: badgeSize.height), placement: &placement)
            }
        }
    }

    /// Places `view` at the size it takes in `rect`, centred in it (as a hosting view places its root).
    private static func centre(_ view: ViewElement, in rect: CGRect, placement: inout Placement) {
        let size = view.sizeThatFits(ProposedViewSize(rect.size))
        view.place(in: CGRect(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2, width: size.width, height: size.height),
                   placement: &placement)
    }

    override func draw(into context: inout DrawingContext) {
        guard let pageIndex else { return drawWithTabBar(into: &context) }
        context.displayList.pushLayer(LayerStyle(clip: Path(frame), transform: context.transform))
        for page in tabs where page.frame.intersects(frame) { page.draw(into: &context) }
        context.displayList.popLayer()
        let shows = pageIndex == .always || (pageIndex == .automatic && tabs.count > 1)
        guard shows, !tabs.isEmpty, context.opacity > 0 else { return }
        drawDots(into: &context)
    }

    /// iOS's page control: 7-point dots 16 points apart, the current one white, the others white
    /// at 0.35; centred 22 points above the bottom edge (*inferred* from screenshots), over a
    /// translucent capsule when the index background shows.
    private func drawDots(into context: inout DrawingContext) {
        let count = tabs.count, diameter: CGFloat = 7, pitch: CGFloat = 16
        let width = CGFloat(count - 1) * pitch
        let centre = CGPoint(x: frame.midX, y: frame.maxY - 22)
        if indexBackground {
            let capsule = CGRect(x: centre.x - width / 2 - 14, y: centre.y - 13, width: width + 28, height: 26)
            context.displayList.fill(Path(roundedRect: capsule, cornerRadius: 13),
                                     with: context.paint(Color(white: 0, opacity: 0.25), in: capsule), transform: context.transform)
        }
        let current = min(max(Int(shownPage.rounded()), 0), count - 1)
        for index in 0..<count {
            let x = centre.x - width / 2 + CGFloat(index) * pitch
            let dot = CGRect(x: x - diameter / 2, y: centre.y - diameter / 2, width: diameter, height: diameter)
            let color = index == current ? Color.white : Color(white: 1, opacity: 0.35)
            context.displayList.fill(Path(ellipseIn: dot), with: context.paint(color, in: dot), transform: context.transform)
        }
    }

    /// The selected tab, then the bar: a nearly opaque background with a hairline along its top
    /// (*inferred*: iOS 15+'s standard appearance over content that does not scroll under it).
    private func drawWithTabBar(into context: inout DrawingContext) {
        if selected < tabs.count { tabs[selected].draw(into: &context) }
        guard !items.isEmpty, !barRect.isNull, context.opacity > 0 else { return }
        context.colorScheme = colorScheme
        let background = SystemColors.systemBackground.color.opacity(0.94)
        context.displayList.fill(Path(barRect), with: context.paint(background, in: barRect), transform: context.transform)
        let hairline = CGRect(x: barRect.minX, y: barRect.minY, width: barRect.width, height: 1 / max(node.graph.scale, 1))
        context.displayList.fill(Path(hairline), with: context.paint(SystemColors.separator.color, in: hairline), transform: context.transform)
        for item in items { item.draw(into: &context) }
        for (_, badge) in badges { badge.draw(into: &context) }
    }
}
