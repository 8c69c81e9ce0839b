import Foundation
import VectorPath
import Geometry2D
import AnimationCore

/// How a layer's pixels combine with what is below when the layer is popped.
///
/// Formulas on premultiplied colors (s = layer, d = below): normal `s + d(1−αs)`;
/// multiply `s·d + s(1−αd) + d(1−αs)`; screen `s + d − s·d`; plusLighter `min(1, s + d)`.
public enum BlendMode: String, Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, plusLighter
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
    /// reach. See ``DisplayList/resolvingFilters(width:height:render:)``.
    public var filters: [LayerFilter]

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
