import Foundation
import Geometry2D
import TextOutlines

/// iOS's segmented control as laid out and drawn (view-layer.md §6.4, inferred from UIKit's iOS 13+
/// look): the proposed width (else the labels' widths plus 16 points each), height 32; a track
/// rgba(118,118,128,0.12) with corner radius 9; equal segments; under the selected one a white
/// thumb inset 2 with radius 7 (UIKit's soft shadow is left out: the display list has no blur);
/// 1-point dividers #C6C6C8 at half height, hidden next to the thumb; labels 13 points, `.primary`,
/// semibold when selected. Each segment is a child a storyboard taps by its label. In dark
/// appearance the same parts take UIKit's dark values (``ControlColors``).
final class SegmentedPickerElement: ViewElement {
    struct Option {
        var label: String
        var isSelected: Bool
        var select: () -> Void
    }

    let options: [Option]
    private let segments: [ViewElement]

    init(options: [Option], node: ViewNode, context: ResolveContext) {
        self.options = options
        var segments: [ViewElement] = []
        for (index, option) in options.enumerated() {
            let text = Text(verbatim: option.label).font(.system(size: 13, weight: option.isSelected ? .semibold : .regular))
            var elements: [ViewElement] = []
            var inner = context
            inner.environment.foregroundStyle = Color.primary
            inner.environment.lineLimit = 1
            text.resolve(node.child(.secondary(index)), inner, &elements)
            for element in elements {
                element.traits.tapActions.append(option.select)
                segments.append(element)
            }
        }
        self.segments = segments
        super.init(node: node, context: context)
    }

    override var kind: String { "Picker" }
    override var children: [ViewElement] { segments }
    override var animatedValues: [(name: String, value: String)] {
        [("selection", options.first(where: \.isSelected)?.label ?? "")]
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let natural = segments.reduce(0) { $0 + $1.sizeThatFits(.unspecified).width + 16 }
        return CGSize(width: proposal.width ?? natural, height: 32)
    }

    override func placeChildren(in rect: CGRect, placement: inout Placement) {
        guard !segments.isEmpty else { return }
        let width = rect.width / CGFloat(segments.count)
        for (index, segment) in segments.enumerated() {
            let cell = CGRect(x: rect.minX + CGFloat(index) * width, y: rect.minY, width: width, height: rect.height)
            let size = segment.sizeThatFits(ProposedViewSize(width: max(width - 8, 0), height: rect.height))
            segment.place(in: CGRect(x: cell.midX - size.width / 2, y: cell.midY - size.height / 2, width: size.width, height: size.height),
                          placement: &placement)
        }
    }

    override func draw(into context: inout DrawingContext) {
        guard context.opacity > 0, frame.width.isFinite, frame.height.isFinite, !frame.isEmpty else { return }
        context.colorScheme = colorScheme
        let track = ControlColors.segmentTrack
        RoundedRectangle(cornerRadius: 9).fill(track).draw(in: frame, style: track, context: &context)
        let count = max(options.count, 1)
        let width = frame.width / CGFloat(count)
        let selected = options.firstIndex(where: \.isSelected)
        if let selected {
            let thumb = CGRect(x: frame.minX + CGFloat(selected) * width, y: frame.minY, width: width, height: frame.height).insetBy(dx: 2, dy: 2)
            let fill = ControlColors.segmentThumb
            RoundedRectangle(cornerRadius: 7).fill(fill).draw(in: thumb, style: fill, context: &context)
        }
        let divider = ControlColors.segmentDivider
        for index in 1..<count where index != selected && index != (selected ?? -2) + 1 {
            let x = frame.minX + CGFloat(index) * width
            let line = CGRect(x: x - 0.5, y: frame.minY + frame.height / 4, width: 1, height: frame.height / 2)
            Rectangle().fill(divider).draw(in: line, style: divider, context: &context)
        }
        for segment in segments { segment.draw(into: &context) }
    }
}
