import Foundation
import AnimationCore
import Geometry2D
import RenderCommands

/// The `shadow(color:radius:x:y:)` modifier's value; colour, radius and offset animate.
struct _ShadowEffect: ViewModifier, Animatable, PrimitiveModifier, VisualEffectValue {
    typealias Body = Never
    var color: Color
    var radius: CGFloat
    var x: CGFloat
    var y: CGFloat

    var animatableData: AnimatablePair<Color.AnimatableComponents, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>> {
        get { AnimatablePair(color.animatableData, AnimatablePair(radius, AnimatablePair(x, y))) }
        set {
            color.animatableData = newValue.first
            radius = newValue.second.first
            x = newValue.second.second.first
            y = newValue.second.second.second
        }
    }

    func filters(isDark: Bool) -> [LayerFilter] {
        let shown = PremultipliedRGBA8(color.appearance(isDark: isDark))
        guard shown.alpha > 0 else { return [] }
        return [.dropShadow(color: shown, radius: Double(radius), offset: CGSize(width: x, height: y))]
    }

    func sanitized(warn: (String) -> Void) -> _ShadowEffect {
        var copy = self
        copy.radius = sanitizedRadius(radius, of: "shadow", warn: warn)
        if !x.isFinite || !y.isFinite {
            warn("shadow(x: \(x), y: \(y)) has a non-finite offset; drawn without offset")
            copy.x = x.isFinite ? x : 0
            copy.y = y.isFinite ? y : 0
        }
        let c = color
        if ![c.red, c.green, c.blue, c.opacity].allSatisfy(\.isFinite) {
            warn("shadow(color:) has a NaN or infinite component; no shadow is drawn")
            copy.color = Color(white: 0, opacity: 0)
        }
        return copy
    }

    func resolve<Modified: View>(content: Modified, at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        resolveVisualEffect(self, content: content, at: node, in: context, into: &elements)
    }
}

extension View {
    /// Adds a shadow to this view: its alpha blurred by `radius` (Gaussian σ = radius points,
    /// inferred, as ``blur(radius:opaque:)``), tinted with `color` in the view's colour scheme,
    /// offset by `x`, `y`, and drawn beneath it. The shadow is of the modified view as a whole
    /// (SwiftUI shadows each leaf of a stack that has no background separately; add
    /// `compositingGroup()` there for the same picture). Colour, radius and offset animate.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 12).fill(.white).shadow(radius: 8, y: 4)
    /// ```
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                       x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_ShadowEffect(color: color, radius: radius, x: x, y: y))
    }
}
