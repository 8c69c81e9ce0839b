import Foundation
import Geometry2D

/// An alert or a confirmation dialog as laid out (spec §16.5; metrics inferred from iOS 17
/// screenshots of an iPhone, not measured):
/// - alert: a card 270 points wide in the middle of the canvas, corner radius 14; title and message
///   centred, 16 points from its sides, 20 from its top and from the buttons, 4 between them; each
///   button 44 points tall under a one-pixel hairline — two side by side (a `.cancel` one on the left, a
///   hairline between), others stacked (a `.cancel` one last).
/// - action sheet: cards 8 points from the canvas's sides (at most 400 points wide), the cancel button
///   on a card of its own at the bottom of the safe area, the others above it (8 points between) under
///   the title and message, each button 57 points tall under a hairline.
final class DialogElement: ViewElement {
    let style: DialogStyle
    let backgrounds: [ViewElement]
    let texts: [ViewElement]
    let actions: [ViewElement]
    let roles: [ButtonRole?]
    let separators: [ViewElement]
    /// The separators placed this layout (the others are not drawn).
    private var placedSeparators = 0
    /// A separator's thickness: one pixel (1 / the display scale), as UIKit's hairlines.
    private let hairline: CGFloat

    init(style: DialogStyle, backgrounds: [ViewElement], texts: [ViewElement], actions: [ViewElement], roles: [ButtonRole?],
         separators: [ViewElement], node: ViewNode, context: ResolveContext) {
        self.style = style
        self.backgrounds = backgrounds
        self.texts = texts
        self.actions = actions
        self.roles = roles
        self.separators = separators
        let scale = context.environment.displayScale
        hairline = scale.isFinite && scale >= 1 ? 1 / scale : 1
        super.init(node: node, context: context)
    }

    override var children: [ViewElement] { backgrounds + Array(separators.prefix(placedSeparators)) + texts + actions }
    override var kind: String { style == .alert ? "Alert" : "ConfirmationDialog" }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    /// Action indices in the order they are shown.
    private var order: [Int] {
        let cancel = actions.indices.filter { roles[$0] == .cancel }
        let others = actions.indices.filter { roles[$0] != .cancel }
        return style == .alert && actions.count == 2 ? cancel + others : others + cancel
    }

    /// Places the title and message from `top` in a column `width` wide centred on `midX`; returns
    /// the bottom of the last (or `top` when there are none).
    private func placeTexts(top: CGFloat, midX: CGFloat, width: CGFloat, placement: inout Placement) -> CGFloat {
        var y = top
        for (index, text) in texts.enumerated() {
            if index > 0 { y += 4 }
            let size = text.sizeThatFits(ProposedViewSize(width: width, height: nil))
            text.place(in: CGRect(x: midX - size.width / 2, y: y, width: size.width, height: size.height), placement: &placement)
            y += size.height
        }
        return y
    }

    private func placeSeparator(_ rect: CGRect, placement: inout Placement) {
        guard placedSeparators < separators.count else { return }
        separators[placedSeparators].place(in: rect, placement: &placement)
        placedSeparators += 1
    }

    override func placeChildren(in rect: CGRect, placement: inout Placement) {
        placedSeparators = 0
        switch style {
        case .alert:
            let width: CGFloat = min(270, rect.width)
            let textHeight = texts.isEmpty ? 0 : texts.reduce(CGFloat(0)) { $0 + $1.sizeThatFits(ProposedViewSize(width: width - 32, height: nil)).height }
                + CGFloat(max(texts.count - 1, 0)) * 4 + 40
            let sideBySide = actions.count == 2
            let buttonsHeight = sideBySide ? 44 : CGFloat(actions.count) * 44
            let height = textHeight + buttonsHeight
            let card = CGRect(x: rect.midX - width / 2, y: rect.midY - height / 2, width: width, height: height)
            backgrounds.first?.place(in: card, placement: &placement)
            _ = placeTexts(top: card.minY + 20, midX: card.midX, width: width - 32, placement: &placement)
            let top = card.minY + textHeight
            if sideBySide {
                placeSeparator(CGRect(x: card.minX, y: top, width: width, height: hairline), placement: &placement)
                placeSeparator(CGRect(x: card.midX - hairline / 2, y: top, width: hairline, height: 44), placement: &placement)
                for (slot, index) in order.enumerated() {
                    actions[index].place(in: CGRect(x: card.minX + CGFloat(slot) * width / 2, y: top, width: width / 2, height: 44),
                                         placement: &placement)
                }
            } else {
                for (slot, index) in order.enumerated() {
                    let y = top + CGFloat(slot) * 44
                    placeSeparator(CGRect(x: card.minX, y: y, width: width, height: hairline), placement: &placement)
                    actions[index].place(in: CGRect(x: card.minX, y: y, width: width, height: 44), placement: &placement)
                }
            }
        case .actionSheet:
            let bottomInset = placement.safeArea.map { $0.outer.maxY - $0.safe.maxY } ?? 0
            let width = min(rect.width - 16, 400)
            let x = rect.midX - width / 2
            var bottom = rect.maxY - max(bottomInset, 8)
            // The first `.cancel` action on its own card; any others stay with the rest.
            let cancel = order.first { roles[$0] == .cancel }
            let others = order.filter { $0 != cancel }
            if let index = cancel, backgrounds.count > 1 {
                let frame = CGRect(x: x, y: bottom - 57, width: width, height: 57)
                backgrounds[1].place(in: frame, placement: &placement)
                actions[index].place(in: frame, placement: &placement)
                bottom = frame.minY - 8
            }
            let textHeight = texts.isEmpty ? 0 : texts.reduce(CGFloat(0)) { $0 + $1.sizeThatFits(ProposedViewSize(width: width - 32, height: nil)).height }
                + CGFloat(max(texts.count - 1, 0)) * 4 + 28
            let height = textHeight + CGFloat(others.count) * 57
            let card = CGRect(x: x, y: bottom - height, width: width, height: height)
            if height > 0 { backgrounds.first?.place(in: card, placement: &placement) }
            _ = placeTexts(top: card.minY + 14, midX: card.midX, width: width - 32, placement: &placement)
            for (slot, index) in others.enumerated() {
                let y = card.minY + textHeight + CGFloat(slot) * 57
                if slot > 0 || textHeight > 0 {
                    placeSeparator(CGRect(x: card.minX, y: y, width: width, height: hairline), placement: &placement)
                }
                actions[index].place(in: CGRect(x: card.minX, y: y, width: width, height: 57), placement: &placement)
            }
        }
    }

    override func draw(into context: inout DrawingContext) {
        drawList(children, ghosts: [], into: &context)
    }
}
