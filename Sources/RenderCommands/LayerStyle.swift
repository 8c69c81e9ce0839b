import Foundation
import VectorPath
import Geometry2D
import AnimationCore

/// How a layer's pixels combine with what is below when the layer is popped: SwiftUI's
/// `BlendMode`, every case.
///
/// Formulas on premultiplied colors (s = layer, d = below): normal `s + d(1−αs)`;
/// multiply `s·d + s(1−αd) + d(1−αs)`; screen `s + d − s·d`; plusLighter `min(1, s + d)`.
/// The separable and non-separable modes (overlay … luminosity) follow the W3C Compositing and
/// Blending Level 1 formulas, `co = cs(1−αb) + cb(1−αs) + αs·αb·B(Cb, Cs)`, `αo = αs + αb − αs·αb`
/// (B on unpremultiplied colours); sourceAtop `s·αd + d(1−αs)`; destinationOver `s(1−αd) + d`;
/// destinationOut `d(1−αs)`; xor `s(1−αd) + d(1−αs)`; plusDarker (Core Graphics'
/// `max(0, 1 − ((1 − D) + (1 − S)))`, premultiplied) `max(0, s + d − αs·αd)` with the alpha of
/// normal. A transparent layer pixel leaves what is below unchanged in every mode.
public enum BlendMode: String, Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, plusLighter
    case overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion
    case hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, xor, plusDarker
}

/// An offscreen group: what is drawn between `pushLayer` and `popLayer` is composited as one
/// image, with `opacity`, `blendMode`, and masked by `clip` (a path in the layer's `transform` space).
///
/// ```swift
/// list.pushLayer(LayerStyle(opacity: 0.5))
/// list.fill(a, with: .color(.red)); list.fill(b, with: .color(.red)) // overlap not darker
/// list.popLayer()
/// ```
public struct LayerStyle: Equatable, Sendable {
    public var opacity: Double
    public var blendMode: BlendMode
    /// Only pixels inside this path are kept (anti-aliased unless `clipStyle` says otherwise); nil keeps everything.
    public var clip: Path?
    /// The clip path's fill rule; `isAntialiased == false` keeps whole pixels (those whose centre
    /// the clip holds) and drops the rest.
    public var clipStyle: FillStyle
    /// Maps `clip` to device pixels.
    public var transform: ProjectionTransform
    /// Filters applied, in order, to the group's pixels before it is composited (blur, drop
    /// shadow, colour matrix; lengths in `transform`'s space). The group grows by how far they
    /// reach. See ``DisplayList/resolvingFilters(width:height:canvas:render:)``.
    public var filters: [LayerFilter]
    /// A colour matrix a backend applies while compositing the group (set by a backend that does
    /// it in its compositing shader, from a lone ``LayerFilter/colorMatrix(_:)`` filter, instead of
    /// resolving the filter into pixels first); nil as written.
    package var compositeColorMatrix: ColorMatrix?
    /// A blur or drop shadow a backend draws while compositing the group (set by a backend that
    /// blurs in its compositing shaders, from a lone blur or shadow filter, see
    /// ``DisplayList/compositingFilters(width:height:blurs:masks:)``); nil as written.
    package var compositeBlur: CompositeBlur?
    /// A mask a backend applies while compositing (``CompositeMask``); nil as written.
    package var compositeMask: CompositeMask?

    public init(opacity: Double = 1, blendMode: BlendMode = .normal, clip: Path? = nil,
                clipStyle: FillStyle = FillStyle(), transform: ProjectionTransform = ProjectionTransform(),
                filters: [LayerFilter] = []) {
        self.opacity = opacity
        self.blendMode = blendMode
        self.clip = clip
        self.clipStyle = clipStyle
        self.transform = transform
        self.filters = filters
    }
}

/// How an image is sampled when drawn at another size or under a transform (SwiftUI's names).
public enum ImageInterpolation: String, Hashable, Sendable, CaseIterable {
    /// Nearest pixel.
    case none
    /// Bilinear.
    case low, medium, high
}
