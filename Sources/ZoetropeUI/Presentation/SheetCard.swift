import Foundation
import Geometry2D
import RenderCommands
import VectorPath

/// A sheet's card: its content resolved with the sheet's settings in reach, laid out by `SheetElement`.
struct _SheetCard<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let fullScreen: Bool
    let content: () -> Content

    static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.resolve(inputs, &outputs)
    }

    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        let settings = SheetSettings()
        var inner = context
        inner.environment[SheetSettingsKey.self] = settings
        var produced: [ViewElement] = []
        resolveView(content(), at: node.child(.body), in: inner, into: &produced)
        elements.append(SheetElement(content: produced, settings: settings, fullScreen: fullScreen, node: node, context: context))
    }
}

/// A sheet as laid out: a card at the bottom of the screen, as tall as its smallest detent, its
/// content centred in it (spec §16.3).
final class SheetElement: ViewElement {
    let content: [ViewElement]
    let detent: PresentationDetent
    let showsIndicator: Bool
    let cornerRadius: CGFloat
    let fullScreen: Bool
    private var card: CGRect = .zero

    init(content: [ViewElement], settings: SheetSettings, fullScreen: Bool, node: ViewNode, context: ResolveContext) {
        self.content = content
        self.fullScreen = fullScreen
        let detents = settings.detents ?? [.large]
        // The smallest detent, on a 844-point reference screen (a set has no order of its own).
        detent = detents.min { $0.cardHeight(screen: 844, top: 59) < $1.cardHeight(screen: 844, top: 59) } ?? .large
        showsIndicator = settings.dragIndicator == .visible || (settings.dragIndicator != .hidden && detents.count > 1)
        cornerRadius = settings.cornerRadius ?? 12
        super.init(node: node, context: context)
    }

    override var children: [ViewElement] { content }
    override var kind: String { "Sheet" }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    override func placeChildren(in rect: CGRect, placement: inout Placement) {
        let top = placement.safeArea.map { $0.safe.minY - $0.outer.minY } ?? 0
        let height = fullScreen ? rect.height : detent.cardHeight(screen: rect.height, top: top)
        card = CGRect(x: rect.minX, y: rect.maxY - height, width: rect.width, height: height)
        for child in content {
            let size = child.sizeThatFits(ProposedViewSize(card.size))
            child.place(in: CGRect(x: card.midX - size.width / 2, y: card.midY - size.height / 2, width: size.width, height: size.height),
                        placement: &placement)
        }
    }

    override func draw(into context: inout DrawingContext) {
        let radius = fullScreen ? 0 : cornerRadius
        let shape = UnevenRoundedRectangle(topLeadingRadius: radius, topTrailingRadius: radius).path(in: card)
        context.displayList.fill(shape, with: context.paint(SystemColors.systemBackground.color, in: card), transform: context.transform)
        if showsIndicator {
            let grabber = CGRect(x: card.midX - 18, y: card.minY + 5, width: 36, height: 5)
            context.displayList.fill(Path(roundedRect: grabber, cornerRadius: 2.5), with: context.paint(SystemColors.gray3.color, in: grabber),
                                     transform: context.transform)
        }
        drawList(content, ghosts: [], into: &context)
    }
}
