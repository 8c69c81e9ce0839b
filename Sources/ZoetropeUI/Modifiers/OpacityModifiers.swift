import Foundation
import AnimationCore
import RenderCommands
import VectorPath

/// A view faded by a factor applied to each leaf (without a compositing group, overlaps darken).
final class OpacityElement: WrapperElement {
    private(set) var opacity: Double

    init(child: ViewElement, opacity: Double, node: ViewNode, context: ResolveContext) {
        if opacity.isNaN { node.graph.warn("opacity(.nan) draws nothing") }
        self.opacity = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
        super.init(child: child, node: node, context: context)
    }

    override var animatedValues: [(name: String, value: String)] { [("opacity", "\(opacity)")] }
    override func refreshPresentation() {
        let shown = node.presented(_OpacityEffect(value: opacity)).value
        opacity = shown.isNaN ? 0 : min(max(shown, 0), 1)
        super.refreshPresentation()
    }

    override func draw(into context: inout DrawingContext) {
        let saved = context.opacity
        context.opacity = saved * opacity
        if context.opacity > 0 { child.draw(into: &context) }
        context.opacity = saved
    }
}

/// The opacity modifier's animatable value.
struct _OpacityEffect: ViewModifier, Animatable, PrimitiveModifier {
    typealias Body = Never
    var value: Double
    var animatableData: Double {
        get { value }
        set { value = newValue }
    }

    func resolve<Modified: View>(content: Modified, at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        let shown = node.animated(self, in: context)
        content.wrap(at: node, in: context, into: &elements) { child, _ in
            OpacityElement(child: child, opacity: shown.value, node: node, context: context)
        }
    }
}

/// A view drawn into its own layer, then composited once with the inherited opacity, a blend
/// mode and an optional clip (`compositingGroup`, `drawingGroup`, `blendMode`, `clipShape`).
final class LayerElement: WrapperElement {
    let blendMode: BlendMode
    let clip: ((CGRect) -> Path)?
    let clipStyle: FillStyle

    init(child: ViewElement, blendMode: BlendMode, clip: ((CGRect) -> Path)?, clipStyle: FillStyle,
         node: ViewNode, context: ResolveContext) {
        self.blendMode = blendMode
        self.clip = clip
        self.clipStyle = clipStyle
        super.init(child: child, node: node, context: context)
    }

    override func draw(into context: inout DrawingContext) {
        guard context.opacity > 0 else { return }
        let opacity = context.opacity
        let clipPath = clip.map { clip in context.withContainerShape(at: frame.origin) { clip(frame) } }
        context.displayList.pushLayer(LayerStyle(opacity: opacity, blendMode: blendMode, clip: clipPath,
                                                 clipStyle: clipStyle, transform: context.transform))
        context.opacity = 1
        child.draw(into: &context)
        context.opacity = opacity
        context.displayList.popLayer()
    }
}

/// The layer modifiers: a group, optionally clipped to a shape in the view's frame, with a blend mode.
struct _LayerModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    var blendMode: BlendMode = .normal
    var clip: ((CGRect) -> Path)?
    var clipStyle = FillStyle()

    func resolve<Modified: View>(content: Modified, at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        content.wrap(at: node, in: context, into: &elements) { child, _ in
            LayerElement(child: child, blendMode: blendMode, clip: clip, clipStyle: clipStyle, node: node, context: context)
        }
    }
}

extension View {
    /// Multiplies the opacity of the view (of each leaf in it, unless grouped).
    ///
    /// ```swift
    /// Color.red.opacity(0.5)
    /// ```
    public func opacity(_ opacity: Double) -> some View { modifier(_OpacityEffect(value: opacity)) }

    /// Makes the view one layer, so an enclosing `opacity` fades it as a whole (overlaps are not darker).
    ///
    /// ```swift
    /// ZStack { a; b }.compositingGroup().opacity(0.5)
    /// ```
    public func compositingGroup() -> some View { modifier(_LayerModifier()) }

    /// Renders the view offscreen as one layer, clipped to its frame, composited once
    /// (`.nonLinear` is the only color mode: Zoetrope blends in encoded sRGB).
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        modifier(_LayerModifier(clip: { Path($0) }))
            .warning(colorMode == .nonLinear ? [] : ["drawingGroup(colorMode: \(colorMode)) is drawn in .nonLinear: Zoetrope blends in encoded sRGB"])
    }

    /// Composites the view onto what is below it with `mode`.
    public func blendMode(_ mode: BlendMode) -> some View { modifier(_LayerModifier(blendMode: mode)) }

    /// Keeps only the part of the view inside `shape`, laid out in the view's frame.
    ///
    /// ```swift
    /// Color.blue.clipShape(Circle())
    /// ```
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        // The shape gets the frame in local coordinates (origin zero), as SwiftUI passes it.
        modifier(_LayerModifier(clip: { frame in
            shape.path(in: CGRect(origin: .zero, size: frame.size)).offsetBy(dx: frame.minX, dy: frame.minY)
        }, clipStyle: style))
    }

    /// Keeps only the part of the view inside its frame.
    public func clipped(antialiased: Bool = false) -> some View {
        modifier(_LayerModifier(clip: { Path($0) }, clipStyle: FillStyle(antialiased: antialiased)))
    }
}

/// The color space a drawing group blends in; Zoetrope blends in encoded sRGB (`.nonLinear`).
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear
    case linear
    case extendedLinear
}
