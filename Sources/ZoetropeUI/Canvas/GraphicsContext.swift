import Foundation
import AnimationCore
import VectorPath
import Geometry2D
import RenderCommands

/// An immediate-mode drawing destination (SwiftUI's `GraphicsContext`): what a `Canvas` draws
/// with. Each drawing operation is recorded at once into the canvas's display list with the
/// context's current state — transform, opacity, blend mode, clip and filters. Copies of a
/// context draw into the same canvas with their own state.
///
/// ```swift
/// Canvas { context, size in
///     context.translateBy(x: size.width / 2, y: size.height / 2)
///     context.opacity = 0.8
///     context.fill(Path(ellipseIn: CGRect(x: -20, y: -20, width: 40, height: 40)), with: .color(.orange))
/// }
/// ```
public struct GraphicsContext {
    let recorder: CanvasRecorder
    /// Canvas points (origin at the canvas's top-left) → device pixels.
    let base: ProjectionTransform
    /// The canvas's bounds, in canvas points.
    let bounds: CGRect

    /// Maps user coordinates (what paths and points are given in) to canvas points.
    public var transform: CGAffineTransform = .identity
    /// Multiplies the alpha of what is drawn from now on (0…1).
    public var opacity: Double = 1
    /// How what is drawn from now on combines with what is below it.
    public var blendMode: BlendMode = .normal
    /// The clips in force, outermost first.
    var clips: [CanvasClip] = []
    /// The filters in force, in the order they were added (the last added applies first).
    var filters: [CanvasFilter] = []

    init(recorder: CanvasRecorder, base: ProjectionTransform, bounds: CGRect) {
        self.recorder = recorder
        self.base = base
        self.bounds = bounds
    }

    /// The environment of the canvas.
    public var environment: EnvironmentValues { recorder.environment }

    /// The bounding rectangle of the current clip, in user coordinates.
    public var clipBoundingRect: CGRect {
        var box = bounds
        for clip in clips { box = box.intersection(clip.bounds) }
        guard !box.isNull else { return .null }
        return box.applying(transform.inverted())
    }

    // MARK: Transform

    /// Scales user coordinates by (`x`, `y`) from now on.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }

    /// Moves user coordinates by (`x`, `y`) from now on.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }

    /// Turns user coordinates by `angle` (clockwise on screen) from now on.
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform)
    }

    /// Applies `matrix` to user coordinates before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    // MARK: Clip

    /// Options for ``clip(to:style:options:)`` and ``clipToLayer(opacity:options:content:)``.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Keeps what lies outside the shape instead of inside.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Keeps only what is drawn from now on inside `path` (user coordinates).
    ///
    /// ```swift
    /// context.clip(to: Path(ellipseIn: rect))
    /// ```
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        var placed = path.applying(transform)
        var clipStyle = style
        if options.contains(.inverse) {
            // The canvas (grown well past it) with the path cut out: an even-odd ring.
            var ring = Path(bounds.insetBy(dx: -bounds.width - 1, dy: -bounds.height - 1))
            ring.addPath(placed)
            placed = ring
            clipStyle.isEOFilled = true
        }
        clips.append(CanvasClip(kind: .path(placed, clipStyle), bounds: options.contains(.inverse) ? bounds : placed.boundingRect))
    }

    /// Keeps only what is drawn from now on where `content` draws, by its alpha times
    /// `opacity` (a soft mask drawn with the context's tools).
    ///
    /// ```swift
    /// context.clipToLayer { mask in mask.fill(Path(ellipseIn: rect), with: .color(.black)) }
    /// ```
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(),
                                     content: (inout GraphicsContext) throws -> Void) rethrows {
        var maskContext = GraphicsContext(recorder: recorder, base: base, bounds: bounds)
        maskContext.transform = transform
        var mask = try recorder.recordingApart { try content(&maskContext) }
        let fade = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
        if options.contains(.inverse) {
            // 1 − the mask's alpha: the mask over a clear canvas-sized rectangle (so the group
            // covers the canvas), its alpha inverted by a colour matrix.
            var inverse = DisplayList()
            inverse.pushLayer(LayerStyle(filters: [.colorMatrix(Self.invertedAlpha)]))
            inverse.fill(Path(bounds), with: .color(.clear), transform: base)
            inverse.commands += mask.commands
            inverse.popLayer()
            mask = inverse
        }
        if fade < 1 {
            mask.commands.insert(.pushLayer(LayerStyle(opacity: fade)), at: 0)
            mask.popLayer()
        }
        // The mask's reach is not tracked in canvas points: the canvas bounds it.
        clips.append(CanvasClip(kind: .mask(mask), bounds: bounds))
    }

    /// Alpha → 1 − alpha (the colour does not matter to a mask).
    private static let invertedAlpha = ColorMatrix([1, 0, 0, 0, 0,
                                                    0, 1, 0, 0, 0,
                                                    0, 0, 1, 0, 0,
                                                    0, 0, 0, -1, 1])

    // MARK: Filters

    /// Applies `filter` to each drawing operation from now on (and to a ``drawLayer(content:)``
    /// as a whole). Filters added later apply first: add `.alphaThreshold` then `.blur` to
    /// threshold the blurred drawing.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        filters.append(CanvasFilter(filter: filter, transform: ProjectionTransform(transform).concatenating(base)))
    }

    // MARK: Layers

    /// Draws what `content` draws as one group, composited with this context's opacity, blend
    /// mode, clip and filters. The new context starts with this one's transform.
    ///
    /// ```swift
    /// context.addFilter(.blur(radius: 8))
    /// context.drawLayer { layer in for dot in dots { layer.fill(dot, with: .color(.white)) } }
    /// ```
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        guard recorder.admitsOperation() else { return }
        let opened = openLayers(alwaysGroup: true)
        defer { closeLayers(opened) }
        var layer = GraphicsContext(recorder: recorder, base: base, bounds: bounds)
        layer.transform = transform
        try content(&layer)
    }

    // MARK: Drawing

    /// Fills `path` (user coordinates) with `shading`.
    ///
    /// ```swift
    /// context.fill(Path(roundedRect: rect, cornerRadius: 8), with: .color(.blue))
    /// ```
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        guard !recorder.exceeded, drawable(path), let paint = shading.paint(in: path.boundingRect, recorder: recorder) else { return }
        draw { list, device, opacity in
            list.fill(path, with: paint.multiplyingOpacity(opacity), style: style, transform: device)
        }
    }

    /// Strokes `path` (user coordinates) with `shading` and `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        guard !recorder.exceeded, drawable(path), style.lineWidth.isFinite, style.miterLimit.isFinite, style.dashPhase.isFinite,
              style.dash.allSatisfy(\.isFinite) else { return }
        guard let paint = shading.paint(in: path.boundingRect, recorder: recorder) else { return }
        draw { list, device, opacity in
            list.stroke(path, style: style, with: paint.multiplyingOpacity(opacity), transform: device,
                        antialiased: true)
        }
    }

    /// Strokes `path` (user coordinates) with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// False (with a warning) for a path or transform holding NaN or infinite numbers: that
    /// drawing is skipped, the rest of the canvas drawn.
    func drawable(_ path: Path) -> Bool {
        guard path.isFinite, transformIsFinite else {
            recorder.warn("GraphicsContext: a path or transform with NaN or infinite numbers is not drawn")
            return false
        }
        return true
    }

    /// Records one drawing operation: `body` appends it with the device transform and the
    /// opacity it must apply itself, inside the layers this context's state needs.
    func draw(_ body: (inout DisplayList, ProjectionTransform, Double) -> Void) {
        guard transformIsFinite else {
            recorder.warn("GraphicsContext: a transform with NaN or infinite numbers; what it draws is not drawn")
            return
        }
        guard recorder.admitsOperation() else { return }
        let device = ProjectionTransform(transform).concatenating(base)
        let opened = openLayers(alwaysGroup: false)
        body(&recorder.list, device, opened == 0 ? shownOpacity : 1)
        closeLayers(opened)
    }

    private var transformIsFinite: Bool {
        let t = transform
        return t.a.isFinite && t.b.isFinite && t.c.isFinite && t.d.isFinite && t.tx.isFinite && t.ty.isFinite
    }

    /// The opacity as drawn: NaN → 0, clamped to 0…1.
    var shownOpacity: Double { opacity.isNaN ? 0 : min(max(opacity, 0), 1) }

    /// Pushes the layers the state needs (clips, then filter groups, the outermost taking the
    /// opacity and blend mode) and returns how many; none for a plain drawing unless
    /// `alwaysGroup`.
    private func openLayers(alwaysGroup: Bool) -> Int {
        var styles: [LayerStyle] = clips.map { $0.layerStyle(base: base) }
        // Filters with the same transform share a layer; the last added applies first.
        var index = 0
        while index < filters.count {
            var end = index + 1
            while end < filters.count, filters[end].transform == filters[index].transform { end += 1 }
            let group = filters[index..<end].reversed().flatMap { $0.filter.layerFilters(isDark: recorder.isDark, warn: recorder.warn) }
            if !group.isEmpty { styles.append(LayerStyle(transform: filters[index].transform, filters: group)) }
            index = end
        }
        let mode = blendMode.layerMode(warn: recorder.warn)
        return recorder.list.pushGroups(styles, opacity: shownOpacity, blendMode: mode, alwaysGroup: alwaysGroup)
    }

    private func closeLayers(_ count: Int) { recorder.list.popGroups(count) }
}

/// A clip in force in a `GraphicsContext`: a path (canvas points) or a mask (device commands),
/// with a conservative bounding box in canvas points.
struct CanvasClip {
    enum Kind {
        case path(Path, FillStyle)
        case mask(DisplayList)
    }
    let kind: Kind
    let bounds: CGRect

    func layerStyle(base: ProjectionTransform) -> LayerStyle {
        switch kind {
        case .path(let path, let style): LayerStyle(clip: path, clipStyle: style, transform: base)
        case .mask(let mask): LayerStyle(transform: base, filters: [.mask(mask)])
        }
    }
}

/// A filter in force in a `GraphicsContext`, with the transform it was added under (its lengths
/// are in those user coordinates).
struct CanvasFilter {
    let filter: GraphicsContext.Filter
    let transform: ProjectionTransform
}
