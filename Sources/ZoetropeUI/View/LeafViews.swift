import Foundation
import AnimationCore
import Geometry2D
import RenderCommands
import VectorPath

/// A view that draws itself in its frame: a shape, a color, an image. Shapes and colors are the
/// typed subclasses below (no closures to allocate or release per frame); others are
/// `ClosureLeafElement`s.
class LeafElement: ViewElement {
    override func draw(into context: inout DrawingContext) {
        guard context.opacity > 0, frame.width.isFinite, frame.height.isFinite else { return }
        context.colorScheme = colorScheme
        paint(in: frame, context: &context)
    }

    /// Subclasses: draws the leaf in `frame`.
    func paint(in frame: CGRect, context: inout DrawingContext) {}
}

/// A leaf given by closures: its name, how it sizes itself and paints, the values it shows.
final class ClosureLeafElement: LeafElement {
    private let sizing: ((ProposedViewSize) -> CGSize)?
    private let painter: ((CGRect, inout DrawingContext) -> Void)?
    private let name: String
    private let values: (() -> [(name: String, value: String)])?

    init(name: String, node: ViewNode, context: ResolveContext, values: (() -> [(name: String, value: String)])? = nil,
         sizing: ((ProposedViewSize) -> CGSize)? = nil, painter: ((CGRect, inout DrawingContext) -> Void)? = nil) {
        self.name = name
        self.sizing = sizing
        self.painter = painter
        self.values = values
        super.init(node: node, context: context)
    }

    override var kind: String { name }
    override var animatedValues: [(name: String, value: String)] { values?() ?? [] }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        sizing?(proposal) ?? proposal.replacingUnspecifiedDimensions()
    }
    override func paint(in frame: CGRect, context: inout DrawingContext) {
        painter?(frame, &context)
    }
}

/// A shape view as shown: the presented shape and its style.
final class ShapeLeafElement<Content: Shape, Style: ShapeStyle>: LeafElement {
    @exclusivity(unchecked) private(set) var shown: _ShapeView<Content, Style>
    /// The environment's foreground style when the shape is drawn with `.foreground`.
    let foreground: (any ShapeStyle)?

    init(shown: _ShapeView<Content, Style>, foreground: (any ShapeStyle)?, node: ViewNode, context: ResolveContext) {
        self.shown = shown
        self.foreground = foreground
        super.init(node: node, context: context)
    }

    /// The shape's type name, looked up only when asked (snapshots, finders).
    override var kind: String { typeName(Content.self) }

    override var animatedValues: [(name: String, value: String)] { [("animatableData", "\(shown.shape.animatableData)")] }
    /// The path drawn last and the size it was made for: frames that show the same shape at the
    /// same size (only effects or opacity animating) draw it again without rebuilding it.
    @exclusivity(unchecked) private var drawn: (size: CGSize, operation: ShapeOperation)?

    /// Whether the shape's value was animating at the last refresh (its end must be shown too).
    @exclusivity(unchecked) private var wasAnimating = true

    override func refreshPresentation() {
        let animating = node.isTrackAnimating
        if animating || wasAnimating {
            shown = node.presented(shown)
            drawn = nil
        }
        wasAnimating = animating
        super.refreshPresentation()
    }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { shown.shape.sizeThatFits(proposal) }
    override func paint(in frame: CGRect, context: inout DrawingContext) {
        let operation: ShapeOperation
        if context.containerShape != nil {
            // Inside a container shape the path may depend on where the frame lies: made afresh.
            operation = context.withContainerShape(at: frame.origin) {
                shown.operation(in: CGRect(origin: .zero, size: frame.size))
            }
        } else if let drawn, drawn.size == frame.size {
            operation = drawn.operation
        } else {
            operation = shown.operation(with: node.path(of: shown.shape, size: frame.size))
            drawn = (frame.size, operation)
        }
        if let foreground {
            shown.draw(operation, inLocalSpaceOf: frame, style: foreground, context: &context)
        } else {
            shown.draw(operation, inLocalSpaceOf: frame, style: shown.style, context: &context)
        }
    }
}

extension _ShapeView: View {
    public typealias Body = Never
}

extension _ShapeView: PrimitiveView {
    public static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.resolve(inputs, &outputs)
    }


    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        var model = self
        // A colour is resolved for the appearance before it animates (SwiftUI interpolates resolved colours).
        // (A metatype comparison first: no dynamic cast for the shapes filled with other styles.)
        if Style.self == Color.self, let color = style as? Color { model.style = color.appearance(isDark: context.environment.colorScheme == .dark) as! Style }
        let shown = node.animated(model, in: context)
        var foreground = Style.self == ForegroundStyle.self ? context.environment.foregroundStyle : nil
        // Redacted (`.redacted(reason:)`): a shape in the foreground style is a placeholder, as text is.
        if Style.self == ForegroundStyle.self, !context.environment.redactionReasons.isEmpty {
            let base: any ShapeStyle = foreground ?? Color.primary
            foreground = Self.faded(base)
        }
        elements.append(ShapeLeafElement(shown: shown, foreground: foreground, node: node, context: context))
    }

    /// `style` at 16 % opacity (a redacted placeholder's).
    private static func faded(_ style: some ShapeStyle) -> any ShapeStyle { style.opacity(0.16) }

    /// Draws the shape as a view: `path(in:)` gets the frame in local coordinates (origin zero, as
    /// SwiftUI passes it, so shapes written against `rect.size` alone draw in place) and the command's
    /// transform moves that space onto the frame.
    func draw<S: ShapeStyle>(inLocalSpaceOf frame: CGRect, style: S, context: inout DrawingContext) {
        draw(operation(in: CGRect(origin: .zero, size: frame.size)), inLocalSpaceOf: frame, style: style, context: &context)
    }

    /// Draws `operation` (this shape's, made for `frame`'s size at the origin) moved onto `frame`.
    func draw<S: ShapeStyle>(_ operation: ShapeOperation, inLocalSpaceOf frame: CGRect, style: S,
                             context: inout DrawingContext) {
        let saved = context.transform
        context.transform = ProjectionTransform(CGAffineTransform(translationX: frame.minX, y: frame.minY)).concatenating(saved)
        emit(operation, in: CGRect(origin: .zero, size: frame.size), style: style, context: &context)
        context.transform = saved
    }

    /// Fills or strokes the shape's path in `frame` with `style`, faded by the context's opacity.
    func draw<S: ShapeStyle>(in frame: CGRect, style: S, context: inout DrawingContext) {
        emit(operation(in: frame), in: frame, style: style, context: &context)
    }

    /// Appends `operation` painted with `style` resolved for `frame`.
    private func emit<S: ShapeStyle>(_ operation: ShapeOperation, in frame: CGRect, style: S, context: inout DrawingContext) {
        if let layered = unwrappedShapeStyle(style) as? any LayerFillingStyle, case .fill(let path, let fillStyle) = operation {
            layered.fill(path, style: fillStyle, frame: frame, context: &context)
            return
        }
        let paint = context.paint(style, in: frame)
        switch operation {
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
    public static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.resolve(inputs, &outputs)
    }


    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        // Resolved for the scheme before it animates: SwiftUI interpolates resolved colours.
        let resolved = appearance(isDark: context.environment.colorScheme == .dark)
        elements.append(ColorLeafElement(color: node.animated(resolved, in: context), node: node, context: context))
    }
}

/// A color view as shown: it fills its frame.
final class ColorLeafElement: LeafElement {
    private(set) var color: Color

    init(color: Color, node: ViewNode, context: ResolveContext) {
        self.color = color
        super.init(node: node, context: context)
    }

    override var kind: String { "Color" }

    override var animatedValues: [(name: String, value: String)] { [("color", "\(color)")] }
    override func refreshPresentation() {
        color = node.presented(color)
        super.refreshPresentation()
    }
    override func paint(in frame: CGRect, context: inout DrawingContext) {
        Rectangle().fill(color).draw(in: frame, style: color, context: &context)
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
