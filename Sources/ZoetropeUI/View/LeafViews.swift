import Foundation
import AnimationCore
import Geometry2D
import RenderCommands
import VectorPath

/// A view that draws itself in its frame: a shape, a color, an image.
final class LeafElement: ViewElement {
    private let sizing: (ProposedViewSize) -> CGSize
    private let painter: (CGRect, inout DrawingContext) -> Void
    private let name: String
    private let values: () -> [(name: String, value: String)]

    init(name: String, node: ViewNode, context: ResolveContext, values: @escaping () -> [(name: String, value: String)] = { [] },
         sizing: @escaping (ProposedViewSize) -> CGSize, painter: @escaping (CGRect, inout DrawingContext) -> Void) {
        self.name = name
        self.sizing = sizing
        self.painter = painter
        self.values = values
        super.init(node: node, context: context)
    }

    override var kind: String { name }
    override var animatedValues: [(name: String, value: String)] { values() }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { sizing(proposal) }

    override func draw(into context: inout DrawingContext) {
        guard context.opacity > 0, frame.width.isFinite, frame.height.isFinite else { return }
        painter(frame, &context)
    }
}

extension _ShapeView: View {
    public typealias Body = Never
}

extension _ShapeView: PrimitiveView {
    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        let shown = node.animated(self, in: context)
        let style: any ShapeStyle = Style.self == ForegroundStyle.self
            ? (context.environment.foregroundStyle ?? ForegroundStyle()) : shown.style
        elements.append(LeafElement(name: typeName(Content.self), node: node, context: context,
                                    values: { [("animatableData", "\(shown.shape.animatableData)")] },
                                    sizing: { shown.shape.sizeThatFits($0) },
                                    painter: { frame, drawing in shown.draw(inLocalSpaceOf: frame, style: style, context: &drawing) }))
    }

    /// Draws the shape as a view: `path(in:)` gets the frame in local coordinates (origin zero, as
    /// SwiftUI passes it, so shapes written against `rect.size` alone draw in place) and the command's
    /// transform moves that space onto the frame.
    func draw(inLocalSpaceOf frame: CGRect, style: any ShapeStyle, context: inout DrawingContext) {
        let saved = context.transform
        context.transform = ProjectionTransform(CGAffineTransform(translationX: frame.minX, y: frame.minY)).concatenating(saved)
        draw(in: CGRect(origin: .zero, size: frame.size), style: style, context: &context)
        context.transform = saved
    }

    /// Fills or strokes the shape's path in `frame` with `style`, faded by the context's opacity.
    func draw(in frame: CGRect, style: any ShapeStyle, context: inout DrawingContext) {
        let paint = style.paint(in: frame).multiplyingOpacity(context.opacity)
        switch operation(in: frame) {
        case .fill(let path, let fillStyle):
            context.displayList.fill(path, with: paint, style: fillStyle, transform: context.transform)
        case .stroke(let path, let strokeStyle):
            context.displayList.stroke(path, style: strokeStyle, with: paint, transform: context.transform,
                                       antialiased: fillStyle.isAntialiased)
        }
    }
}

extension Color: View {
    public typealias Body = Never
}

extension Color: PrimitiveView {
    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        let shown = node.animated(self, in: context)
        elements.append(LeafElement(name: "Color", node: node, context: context, values: { [("color", "\(shown)")] },
                                    sizing: { $0.replacingUnspecifiedDimensions() },
                                    painter: { frame, drawing in
            Rectangle().fill(shown).draw(in: frame, style: shown, context: &drawing)
        }))
    }
}

/// The name of `type` without generic arguments (`"RoundedRectangle"`), computed once per type.
func typeName(_ type: Any.Type) -> String {
    let key = ObjectIdentifier(type)
    typeNameLock.lock()
    defer { typeNameLock.unlock() }
    if let name = typeNames[key] { return name }
    let full = String(describing: type)
    let name = full.firstIndex(of: "<").map { String(full[..<$0]) } ?? full
    typeNames[key] = name
    return name
}

nonisolated(unsafe) private var typeNames: [ObjectIdentifier: String] = [:]
private let typeNameLock = NSLock()
