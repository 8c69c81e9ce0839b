import Foundation
import Geometry2D
import VectorPath

/// A thin line that separates content: in an `HStack` a vertical line as tall as the stack is
/// offered, elsewhere (a `VStack`, or on its own) a horizontal line as wide as it is offered. It
/// is one device pixel thick (1 / `displayScale` points: iOS draws separators as hairlines;
/// inferred, Apple documents no thickness) and drawn in the `separator` colour, rgba(60,60,67,0.29)
/// in light appearance and rgba(84,84,88,0.6) in dark. Its length is flexible (0 when nothing is
/// proposed), so an `HStack` with a divider grows to the height it is offered, as in SwiftUI.
///
/// ```swift
/// VStack { Text("Subtotal"); Divider(); Text("Total") }
/// HStack { Text("Left"); Divider(); Text("Right") }.fixedSize()
/// ```
public struct Divider: View {
    public typealias Body = Never
    public init() {}
}

extension Divider: PrimitiveView {
    public static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.resolve(inputs, &outputs)
    }

    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        if context.environment.menuDividers {
            // In a context menu: a gap of 8 points between groups of items (*inferred*).
            resolveView(Rectangle().fill(Color.black.opacity(0.08)).frame(height: 8), at: node.child(.content), in: context, into: &elements)
            return
        }
        let scale = context.environment.displayScale
        elements.append(DividerElement(thickness: scale.isFinite && scale > 0 ? 1 / scale : 1, node: node, context: context))
    }
}

/// A divider as laid out: its stack sets `axis` (the stack's), the line runs across it.
final class DividerElement: LeafElement {
    /// The axis of the enclosing stack; nil outside a stack (a horizontal line).
    var stackAxis: Axis?
    let thickness: CGFloat

    init(thickness: CGFloat, node: ViewNode, context: ResolveContext) {
        self.thickness = thickness
        super.init(node: node, context: context)
    }

    override var kind: String { "Divider" }

    /// The axis the line runs along: vertical in a row, horizontal otherwise.
    var lineAxis: Axis { stackAxis == .horizontal ? .vertical : .horizontal }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let length = proposal[lineAxis].map { $0.isNaN ? 0 : max($0, 0) } ?? 0
        return CGSize(lineAxis, major: length, minor: thickness)
    }

    override func paint(in frame: CGRect, context: inout DrawingContext) {
        let paint = context.paint(SystemColors.separator.color, in: frame)
        context.displayList.fill(Path(frame), with: paint, transform: context.transform)
    }
}
