import Foundation
import AnimationCore
import RenderCommands

/// The `blur(radius:opaque:)` modifier's value; its radius animates.
struct _BlurEffect: ViewModifier, Animatable, PrimitiveModifier, VisualEffectValue {
    typealias Body = Never
    var radius: CGFloat
    var isOpaque: Bool

    var animatableData: CGFloat {
        get { radius }
        set { radius = newValue }
    }

    func filters(isDark: Bool) -> [LayerFilter] {
        radius > 0 ? [.blur(radius: Double(radius), opaque: isOpaque)] : []
    }

    func sanitized(warn: (String) -> Void) -> _BlurEffect {
        var copy = self
        copy.radius = sanitizedRadius(radius, of: "blur", warn: warn)
        return copy
    }

    func resolve<Modified: View>(content: Modified, at node: ViewNode, in context: ResolveContext, into elements: inout [ViewElement]) {
        resolveVisualEffect(self, content: content, at: node, in: context, into: &elements)
    }
}

extension View {
    /// Applies a Gaussian blur to the view. The blur's standard deviation is `radius` points
    /// (inferred: Apple documents no number; see ``RenderCommands/GaussianBlurKernel``), and it
    /// spreads beyond the view's frame unless `opaque`, which keeps the blur inside the drawn
    /// content, repeating its edges, and makes the result opaque. The radius animates.
    ///
    /// ```swift
    /// Text("Hello").blur(radius: isFocused ? 0 : 4)
    /// ```
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(_BlurEffect(radius: radius, isOpaque: opaque))
    }
}
