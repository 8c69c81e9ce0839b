import Foundation
import Geometry2D

/// A filter applied to a layer's pixels (the group between `pushLayer` and `popLayer`) before
/// the group is composited with its opacity, blend mode and clip. A layer's filters run in order,
/// each on the previous one's output. Lengths are in the layer's ``LayerStyle/transform`` space
/// (the space of its clip) and reach device pixels through that transform's scale, so a list
/// transformed by 2× blurs twice as wide.
///
/// ```swift
/// var style = LayerStyle(transform: ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2)))
/// style.filters = [.dropShadow(color: PremultipliedRGBA8(Color(white: 0, opacity: 0.33)), radius: 5, offset: CGSize(width: 0, height: 4))]
/// list.pushLayer(style); list.fill(card, with: .color(.white)); list.popLayer()
/// ```
public enum LayerFilter: Equatable, Sendable {
    /// A Gaussian blur of standard deviation ``GaussianBlurKernel/sigma(forRadius:)`` of `radius`.
    /// `opaque`: the group does not grow, samples beyond its content's edge repeat the edge, and
    /// the result is made opaque (SwiftUI's `blur(radius:opaque: true)`).
    case blur(radius: Double, opaque: Bool = false)
    /// The group's alpha blurred by `radius` (as ``blur(radius:opaque:)``), tinted with `color`,
    /// moved by `offset` and drawn beneath the group (SwiftUI's `shadow`, Core Animation's
    /// layer shadow).
    case dropShadow(color: PremultipliedRGBA8, radius: Double, offset: CGSize)
    /// Every pixel's straight (unpremultiplied) colour mapped by `matrix`.
    case colorMatrix(ColorMatrix)
    /// Every pixel multiplied by the alpha that `content` (device coordinates, like the group's
    /// own commands) draws there: SwiftUI's `mask`, Core Animation's layer mask. Where `content`
    /// draws nothing the group is cleared. `content` may hold filtered layers (a blurred mask);
    /// they count towards ``DisplayList/maximumFilterDepth``.
    ///
    /// ```swift
    /// var mask = DisplayList(); mask.fill(Path(ellipseIn: rect), with: .color(.black))
    /// list.pushLayer(LayerStyle(filters: [.mask(mask)])); list.fill(Path(rect), with: .color(.red)); list.popLayer()
    /// ```
    case mask(DisplayList)
    /// Every pixel whose alpha (0…1) lies in `minimum`…`maximum` becomes `color`; every other
    /// becomes transparent (SwiftUI's `GraphicsContext.Filter.alphaThreshold`, with a blur
    /// before it the "gooey" metaball look).
    case alphaThreshold(minimum: Double, maximum: Double, color: PremultipliedRGBA8)
    /// The group drawn over its backdrop — what the list has drawn before the group, on this
    /// canvas, blurred by `radius` (as ``blur(radius:opaque:)``, edges of the canvas repeated) with
    /// its saturation multiplied by `saturation` — over the group's content bounds; the layer's
    /// clip then cuts it to its shape (SwiftUI's materials, Core Animation's backdrop layers).
    /// Inside another filtered layer the backdrop is all that lies beneath it: what the list drew
    /// before that layer, then what the layer has drawn so far (its filter not yet applied).
    ///
    /// ```swift
    /// list.pushLayer(LayerStyle(clip: card, filters: [.backdrop(radius: 20, saturation: 1.8)]))
    /// list.fill(card, with: .color(Color(white: 1, opacity: 0.3))); list.popLayer()
    /// ```
    case backdrop(radius: Double, saturation: Double)

    /// True for ``backdrop(radius:saturation:)``.
    public var isBackdrop: Bool {
        if case .backdrop = self { true } else { false }
    }

    /// True for ``mask(_:)``.
    var isMask: Bool {
        if case .mask = self { true } else { false }
    }

    /// True when every number in the filter is finite.
    public var isFinite: Bool {
        switch self {
        case .blur(let radius, _): radius.isFinite
        case .dropShadow(_, let radius, let offset): radius.isFinite && offset.width.isFinite && offset.height.isFinite
        case .colorMatrix(let matrix): matrix.isFinite
        case .mask(let content): (try? content.validate()) != nil
        case .alphaThreshold(let minimum, let maximum, _): !minimum.isNaN && !maximum.isNaN
        case .backdrop(let radius, let saturation): radius.isFinite && saturation.isFinite
        }
    }
}
