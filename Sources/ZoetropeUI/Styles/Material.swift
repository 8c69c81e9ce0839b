import Foundation
import Geometry2D
import RenderCommands
import VectorPath

/// A translucent material: what lies behind the shape it fills, blurred and made more vivid, under
/// a light (or, in dark appearance, dark) tint — SwiftUI's `Material` (`.ultraThinMaterial` …
/// `.ultraThickMaterial`, `.bar`). Thicker materials blur more and let less of the backdrop through.
///
/// ```swift
/// Text("Now playing")
///     .padding()
///     .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
/// ```
///
/// Both renderers draw it the same way (``LayerFilter/backdrop(radius:saturation:)``): the
/// picture drawn so far, over the canvas the frame is drawn on (the render's background, as an iOS
/// window's lies beneath its views), is rendered again for the shape's bounds, blurred with the shared Gaussian,
/// saturated, and the tint is drawn over it, cut to the shape. Apple documents no numbers; the
/// radii, saturation and tints below are inferred from screenshots (see `view-layer-drawing.md`
/// §15). Where a material can only be a colour (text, a stroke) it draws its tint.
public struct Material: ShapeStyle, Hashable, Sendable {
    /// The name SwiftUI prints (`ultraThinMaterial` …).
    public let name: String
    /// The backdrop's blur radius, in points (σ, as ``View/blur(radius:opaque:)``).
    public let blurRadius: Double
    /// The backdrop's saturation factor.
    public let saturation: Double
    /// Drawn over the blurred backdrop.
    public let tint: Color

    init(_ name: String, blurRadius: Double, light: Double, dark: Double) {
        self.name = name
        self.blurRadius = blurRadius
        saturation = 1.8
        tint = Color(light: Color(white: 1, opacity: light), dark: Color(white: 0.08, opacity: dark))
    }

    /// The tint (what a material draws where it cannot blur: text, strokes).
    public func paint(in rect: CGRect) -> Paint { .color(tint) }

    public static let ultraThin = Material("ultraThinMaterial", blurRadius: 15, light: 0.30, dark: 0.40)
    public static let thin = Material("thinMaterial", blurRadius: 20, light: 0.48, dark: 0.55)
    public static let regular = Material("regularMaterial", blurRadius: 25, light: 0.66, dark: 0.70)
    public static let thick = Material("thickMaterial", blurRadius: 30, light: 0.80, dark: 0.82)
    public static let ultraThick = Material("ultraThickMaterial", blurRadius: 35, light: 0.88, dark: 0.90)
    /// The material of bars (navigation, tab and tool bars).
    public static let bar = Material("bar", blurRadius: 25, light: 0.80, dark: 0.80)
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}

extension Material: LayerFillingStyle {
    /// Fills `path` (in `context`'s space) with the material: a layer clipped to the path whose
    /// backdrop is blurred and saturated, the tint drawn over it.
    func fill(_ path: Path, style: FillStyle, frame: CGRect, context: inout DrawingContext) {
        let tint = tint.appearance(isDark: context.colorScheme == .dark)
        context.displayList.pushLayer(LayerStyle(opacity: context.opacity, clip: path, clipStyle: style, transform: context.transform,
                                                 filters: [.backdrop(radius: blurRadius, saturation: saturation)]))
        context.displayList.fill(path, with: .color(tint), style: style, transform: context.transform)
        context.displayList.popLayer()
    }
}
