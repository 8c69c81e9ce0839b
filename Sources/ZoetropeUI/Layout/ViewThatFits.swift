import Foundation
import Geometry2D

/// Shows the first of its views whose ideal size fits the space offered along `axes` (the last
/// one when none fits), SwiftUI's `ViewThatFits`.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     Label("Download the update", systemImage: "arrow.down.circle")
///     Label("Download", systemImage: "arrow.down.circle")
///     Image(systemName: "arrow.down.circle")
/// }
/// ```
public struct ViewThatFits<Content: View>: View {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
}

extension ViewThatFits: PrimitiveView {
    public static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.resolve(inputs, &outputs)
    }

    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        var options: [ViewElement] = []
        resolveView(content, at: node.child(.body), in: context, into: &options)
        guard !options.isEmpty else { return }
        elements.append(ViewThatFitsElement(options: options, axes: axes, node: node, context: context))
    }
}

/// The candidates of a `ViewThatFits`; the one that fits is sized, placed and drawn.
final class ViewThatFitsElement: ViewElement {
    let options: [ViewElement]
    let axes: Axis.Set
    /// The candidate chosen at the last placement.
    private var chosen = 0

    init(options: [ViewElement], axes: Axis.Set, node: ViewNode, context: ResolveContext) {
        self.options = options
        self.axes = axes
        super.init(node: node, context: context)
    }

    override var children: [ViewElement] { [options[chosen]] }
    override var kind: String { "ViewThatFits" }

    /// The first candidate whose ideal size along `axes` fits `proposal` (the last if none does).
    private func choice(for proposal: ProposedViewSize) -> Int {
        let horizontal = axes.contains(.horizontal), vertical = axes.contains(.vertical)
        for (index, option) in options.enumerated() {
            let ideal = option.sizeThatFits(ProposedViewSize(width: horizontal ? nil : proposal.width,
                                                             height: vertical ? nil : proposal.height))
            let fitsWidth = !horizontal || proposal.width.map { ideal.width <= $0 + 1e-6 } ?? true
            let fitsHeight = !vertical || proposal.height.map { ideal.height <= $0 + 1e-6 } ?? true
            if fitsWidth && fitsHeight { return index }
        }
        return options.count - 1
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        options[choice(for: proposal)].sizeThatFits(proposal)
    }

    override func placeChildren(in rect: CGRect, placement: inout Placement) {
        chosen = choice(for: ProposedViewSize(rect.size))
        options[chosen].place(in: rect, placement: &placement)
    }

    override func draw(into context: inout DrawingContext) { options[chosen].draw(into: &context) }
}
