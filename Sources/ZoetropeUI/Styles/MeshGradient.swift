import Foundation
import Geometry2D
import RenderCommands
import VectorPath

/// A two-dimensional gradient over a grid of points, each with its own colour (SwiftUI's
/// `MeshGradient`, iOS 18). Points are in unit coordinates of the frame it fills (0, 0 top
/// leading, 1, 1 bottom trailing), row by row; each cell between four neighbouring points is a
/// bicubic Bézier patch, and colours blend smoothly across cells (`smoothsColors`) or bilinearly
/// within each cell.
///
/// ```swift
/// MeshGradient(width: 3, height: 3, points: [
///     [0, 0], [0.5, 0], [1, 0],
///     [0, 0.5], [0.6, 0.4], [1, 0.5],
///     [0, 1], [0.5, 1], [1, 1]
/// ], colors: [.purple, .indigo, .blue, .pink, .orange, .cyan, .red, .yellow, .mint])
/// .ignoresSafeArea()
/// ```
///
/// Both renderers draw it the same way: the mesh is rasterized once per draw into an image at the
/// device resolution (Gouraud-shaded triangles from each patch subdivided), which the backends
/// draw as any image, cut to the shape it fills. Apple documents the data, not the curves: the
/// implicit control points (Catmull–Rom tangents), the zero-twist interior of each patch and the
/// Hermite colour blend are inferred (see `view-layer-drawing.md` §15.5).
public struct MeshGradient: ShapeStyle, Equatable, Sendable {
    /// A mesh vertex with explicit Bézier control points for the four edges that meet at it.
    ///
    /// ```swift
    /// let p = MeshGradient.BezierPoint(position: [0.5, 0.5], leadingControlPoint: [0.3, 0.5],
    ///                                  topControlPoint: [0.5, 0.3], trailingControlPoint: [0.7, 0.5],
    ///                                  bottomControlPoint: [0.5, 0.7])
    /// ```
    public struct BezierPoint: Equatable, Sendable {
        public var position: SIMD2<Float>
        /// The control point of the edge to the vertex before this one in its row.
        public var leadingControlPoint: SIMD2<Float>
        /// The control point of the edge to the vertex above.
        public var topControlPoint: SIMD2<Float>
        /// The control point of the edge to the vertex after this one in its row.
        public var trailingControlPoint: SIMD2<Float>
        /// The control point of the edge to the vertex below.
        public var bottomControlPoint: SIMD2<Float>

        public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
                    trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// The vertices: positions alone (control points implied) or with their control points.
    public enum Locations: Equatable, Sendable {
        case points([SIMD2<Float>])
        case bezierPoints([BezierPoint])
    }

    /// The vertices' colours.
    public enum Colors: Equatable, Sendable {
        case colors([Color])
        case resolvedColors([Color.Resolved])
    }

    /// Vertices per row.
    public var width: Int
    /// Rows.
    public var height: Int
    public var locations: Locations
    public var colors: Colors
    /// What shows where the mesh does not cover its frame.
    public var background: Color
    /// Colours blend with continuous slopes across cells (cubic) rather than bilinearly in each.
    public var smoothsColors: Bool
    /// The space colours blend in.
    public var colorSpace: Gradient.ColorSpace

    /// A mesh of `width` × `height` vertices (row by row) from `locations` and `colors`.
    public init(width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    /// A mesh from vertex positions (control points implied) and colours.
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh from vertex positions and resolved colours.
    public init(width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved],
                background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh from vertices with explicit control points, and colours.
    public init(width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh from vertices with explicit control points, and resolved colours.
    public init(width: Int, height: Int, bezierPoints: [BezierPoint], resolvedColors: [Color.Resolved],
                background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// The vertex colours as given (a `Color` that follows the colour scheme keeps both appearances).
    var colorList: [Color] {
        switch colors {
        case .colors(let list): list
        case .resolvedColors(let list): list.map(Color.init)
        }
    }

    /// The vertex colours in the given appearance.
    func vertexColors(isDark: Bool) -> [Color] { colorList.map { $0.appearance(isDark: isDark) } }

    /// Where the mesh can only be one paint (text, strokes): a linear ramp from the first vertex's
    /// colour to the last's across the frame's diagonal.
    public func paint(in rect: CGRect) -> Paint {
        // Unresolved: the context resolves the paint for its appearance.
        guard let first = colorList.first, let last = colorList.last else { return .color(background) }
        return .linearGradient(Gradient(colors: [first, last]), start: rect.origin,
                               end: CGPoint(x: rect.maxX, y: rect.maxY))
    }
}

extension MeshGradient: View {
    /// The frame it is offered, filled with the mesh.
    public var body: _ShapeView<Rectangle, MeshGradient> { Rectangle().fill(self) }
}

extension MeshGradient: LayerFillingStyle {
    /// Fills `path` with the mesh stretched over `frame`: the mesh's image at the device resolution,
    /// drawn under a clip to the path (no clip when the path is the frame itself).
    func fill(_ path: Path, style: FillStyle, frame: CGRect, context: inout DrawingContext) {
        let isDark = context.colorScheme == .dark
        guard let mesh = MeshPatches(self, isDark: isDark) else { return }
        let image: Pixmap?
        do {
            image = try mesh.rasterized(size: frame.size, deviceScale: context.transform.lengthScale,
                                        maximumWork: context.maximumMeshGradientWork)
        } catch {
            if context.error == nil { context.error = error }
            return
        }
        guard let image else { return }
        let clipped = path != Path(frame)
        if clipped {
            context.displayList.pushLayer(LayerStyle(opacity: 1, clip: path, clipStyle: style, transform: context.transform))
        }
        context.displayList.draw(image, in: frame, interpolation: .high, opacity: context.opacity, transform: context.transform)
        if clipped { context.displayList.popLayer() }
    }
}

/// A style that draws a filled shape itself, with layers (materials, mesh gradients), instead of
/// one paint.
protocol LayerFillingStyle {
    /// Fills `path` (in `context`'s space), the style laid out for `frame`.
    func fill(_ path: Path, style: FillStyle, frame: CGRect, context: inout DrawingContext)
}

extension ProjectionTransform {
    /// How many device pixels one unit of length spans, at most, along either axis (the affine part).
    var lengthScale: Double {
        let sx = (m11 * m11 + m12 * m12).squareRoot(), sy = (m21 * m21 + m22 * m22).squareRoot()
        let scale = max(sx, sy)
        return scale.isFinite ? scale : 1
    }
}
