import Foundation
import AnimationCore
import VectorPath
import Geometry2D
import RenderCommands

/// A view drawn by code (SwiftUI's `Canvas`): `renderer` gets a ``GraphicsContext`` and the
/// canvas's size each time the view is drawn, and draws immediately — paths, text, images,
/// symbol views — clipped to the canvas's bounds. It takes the space offered. In a
/// `TimelineView` it animates on the virtual clock, so particle systems render
/// deterministically.
///
/// ```swift
/// TimelineView(.animation) { timeline in
///     Canvas { context, size in
///         let t = timeline.date.timeIntervalSinceReferenceDate
///         for i in 0..<100 {
///             let x = size.width * (0.5 + 0.4 * cos(t + Double(i)))
///             context.fill(Path(ellipseIn: CGRect(x: x, y: Double(i) * 4, width: 6, height: 6)), with: .color(.orange))
///         }
///     }
/// }
/// ```
public struct Canvas<Symbols: View>: View {
    public typealias Body = Never
    /// The views `resolveSymbol(id:)` finds by their tag.
    public var symbols: Symbols
    /// The drawing code.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// Accepted: a canvas that is opaque draws as one that is not.
    public var isOpaque: Bool
    /// Accepted: Zoetrope blends in encoded sRGB (`.nonLinear`).
    public var colorMode: ColorRenderingMode
    /// Accepted: rendering is synchronous and deterministic.
    public var rendersAsynchronously: Bool

    /// A canvas drawn by `renderer`, with `symbols` to draw from.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.symbols = symbols()
        self.renderer = renderer
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer`.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer) {
            EmptyView()
        }
    }
}

extension Canvas: PrimitiveView {
    public static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view.resolve(inputs, &outputs)
    }

    func resolve(at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        var symbolElements: [ViewElement] = []
        resolveView(symbols, at: node.child(.secondary(0)), in: context, into: &symbolElements)
        elements.append(CanvasElement(renderer: renderer, symbols: symbolElements, node: node, context: context))
    }
}

/// A canvas as shown: it takes the proposed size and runs its renderer when drawn.
final class CanvasElement: LeafElement {
    private let renderer: (inout GraphicsContext, CGSize) -> Void
    private let symbols: [ViewElement]
    private let environment: EnvironmentValues

    init(renderer: @escaping (inout GraphicsContext, CGSize) -> Void, symbols: [ViewElement], node: ViewNode, context: ResolveContext) {
        self.renderer = renderer
        self.symbols = symbols
        environment = context.environment
        super.init(node: node, context: context)
    }

    override var kind: String { "Canvas" }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    override func refreshPresentation() {
        for symbol in symbols { symbol.refreshPresentation() }
    }

    override func placeChildren(in rect: CGRect, placement: inout Placement) {
        // Each symbol at its ideal size; drawing moves it where the renderer asks.
        for symbol in symbols {
            symbol.place(in: CGRect(origin: .zero, size: symbol.sizeThatFits(.unspecified)), placement: &placement)
        }
    }

    override func paint(in frame: CGRect, context: inout DrawingContext) {
        guard frame.width > 0, frame.height > 0 else { return }
        let graph = node.graph
        var tagged: [AnyHashable: ViewElement] = [:]
        for symbol in symbols { if let tag = symbol.traits.tag, tagged[tag] == nil { tagged[tag] = symbol } }
        let recorder = CanvasRecorder(environment: environment, symbols: tagged, maximumOperations: graph.maximumCanvasOperations,
                                      image: { image in Self.lookUp(image, graph: graph, colorScheme: self.colorScheme) },
                                      warn: { graph.warn($0) })
        let base = ProjectionTransform(CGAffineTransform(translationX: frame.minX, y: frame.minY)).concatenating(context.transform)
        let bounds = CGRect(origin: .zero, size: frame.size)
        var graphics = GraphicsContext(recorder: recorder, base: base, bounds: bounds)
        graphics.opacity = 1
        // Recorded straight into the frame's list (swapped in and back, not copied: a copy
        // retained every command of a 5,000-particle canvas); over the budget, cut off again.
        let start = context.displayList.commands.count
        swap(&recorder.list, &context.displayList)
        // The canvas keeps what it draws inside its bounds, faded once by the inherited opacity.
        recorder.list.pushLayer(LayerStyle(opacity: context.opacity, clip: Path(bounds), transform: base))
        graph.evaluatingBody { renderer(&graphics, frame.size) }
        recorder.list.popLayer()
        swap(&recorder.list, &context.displayList)
        if recorder.exceeded {
            context.displayList.commands.removeSubrange(start...)
            graph.failDrawing(ViewGraphError.tooManyCanvasOperations(limit: recorder.maximumOperations))
        }
    }

    /// A bitmap image's pixels from the graph's catalog (nil: missing, already reported).
    private static func lookUp(_ image: Image, graph: ViewGraph, colorScheme: ColorScheme) -> ResolvedImage? {
        switch image.source {
        case .pixels(let pixmap, let scale): ResolvedImage(name: "", pixmap: pixmap, scale: scale)
        case .named(let name): graph.image(named: name, colorScheme: colorScheme, searchingFirst: image.searchFirst)
        case .symbol: nil
        }
    }
}
