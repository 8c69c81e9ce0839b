import Foundation
import AnimationCore
import Geometry2D
import RenderCommands

/// A visual effect's value: animatable, and lowered to layer filters for the display list.
protocol VisualEffectValue: Animatable {
    /// The filters drawn for this value in the given appearance (lengths in points).
    func filters(isDark: Bool) -> [LayerFilter]
    /// The value made safe to draw (NaN or infinite numbers replaced, huge radii bounded), with
    /// a warning for each change.
    func sanitized(warn: (String) -> Void) -> Self
}

/// A view drawn into a layer whose pixels go through filters (blur, shadow, colour effects)
/// before it is composited with the inherited opacity.
final class FilterElement<Effect: VisualEffectValue>: WrapperElement {
    @exclusivity(unchecked) private(set) var effect: Effect
    private let isDark: Bool

    init(child: ViewElement, effect: Effect, node: ViewNode, context: ResolveContext) {
        self.effect = effect.sanitized { node.graph.warn($0) }
        isDark = context.environment.colorScheme == .dark
        super.init(child: child, node: node, context: context)
    }

    override var animatedValues: [(name: String, value: String)] { [("animatableData", "\(effect.animatableData)")] }

    override func refreshPresentation() {
        effect = node.presented(effect).sanitized { node.graph.warn($0) }
        super.refreshPresentation()
    }

    override func draw(into context: inout DrawingContext) {
        guard context.opacity > 0 else { return }
        let filters = effect.filters(isDark: isDark)
        guard !filters.isEmpty else { return child.draw(into: &context) }
        let opacity = context.opacity
        context.displayList.pushLayer(LayerStyle(opacity: opacity, transform: context.transform, filters: filters))
        context.opacity = 1
        child.draw(into: &context)
        context.opacity = opacity
        context.displayList.popLayer()
    }
}

/// Resolves a visual-effect modifier: its value animated at `node`, each content element wrapped.
func resolveVisualEffect<Effect: VisualEffectValue & ViewModifier, Content: View>(
    _ effect: Effect, content: Content, at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]
) {
    let shown = node.animated(effect, in: context)
    content.wrap(at: node, in: context, into: &elements) { child, _ in
        FilterElement(child: child, effect: shown, node: node, context: context)
    }
}

/// A radius made safe to draw: NaN or infinite → 0, negative → 0, above `maximum` → `maximum`,
/// each change warned about.
func sanitizedRadius(_ radius: CGFloat, of name: String, warn: (String) -> Void) -> CGFloat {
    guard radius.isFinite else {
        warn("\(name)(radius: \(radius)) is not a finite radius; drawn without it")
        return 0
    }
    let maximum = CGFloat(GaussianBlurKernel.maximumSigma)
    if radius > maximum {
        warn("\(name)(radius: \(radius)) is larger than the largest blur drawn; drawn with radius \(maximum)")
        return maximum
    }
    return max(radius, 0)
}
