import Foundation
import VectorPath
import Geometry2D
import AnimationCore

/// An ordered list of drawing commands: what a frame draws, independent of the backend.
///
/// Each drawing command carries its own `ProjectionTransform` from the command's local coordinates
/// to device pixels (origin top-left, y down). Layers nest: what is drawn between `pushLayer` and
/// the matching `popLayer` is composited as a group. Both backends consume the same list.
///
/// ```swift
/// var list = DisplayList()
/// list.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.blue))
/// list.stroke(Path(CGRect(x: 10, y: 10, width: 80, height: 80)), style: StrokeStyle(lineWidth: 4),
///             with: .color(.black))
/// ```
public struct DisplayList: Equatable, Sendable {
    /// One drawing command.
    public enum Command: Equatable, Sendable {
        /// Fill `path` with `paint` under `style`'s fill rule; `style.isAntialiased == false` covers
        /// exactly the pixels whose centre the path holds.
        case fill(Path, paint: Paint, style: FillStyle, transform: ProjectionTransform)
        /// Stroke `path` with `style` (union semantics: each pixel covered once) and `paint`;
        /// `antialiased: false` covers exactly the pixels whose centre the stroke's outline holds.
        case stroke(Path, style: StrokeStyle, paint: Paint, transform: ProjectionTransform, antialiased: Bool = true)
        /// Fill `run`'s glyphs with `paint`: drawn as `run.path` filled nonzero with text's flattening,
        /// except that a backend may place each glyph from its cached coverage at the nearest
        /// sixteenth of a pixel (the CPU backend does under a translation and uniform scale).
        case glyphs(GlyphRun, paint: Paint, transform: ProjectionTransform)
        /// Draw `image` stretched over `rect` (local coordinates) with `opacity`.
        case image(Pixmap, rect: CGRect, interpolation: ImageInterpolation, opacity: Double,
                   transform: ProjectionTransform)
        /// Start an offscreen group.
        case pushLayer(LayerStyle)
        /// Composite the innermost group onto what is below it.
        case popLayer
    }

    /// The commands, in painter's order.
    public var commands: [Command] = []

    /// An empty list.
    public init() {}

    /// Appends a fill.
    public mutating func fill(_ path: Path, with paint: Paint, style: FillStyle = FillStyle(),
                              transform: ProjectionTransform = ProjectionTransform()) {
        commands.append(.fill(path, paint: paint, style: style, transform: transform))
    }

    /// Appends a stroke (aliased when `antialiased` is false: each pixel fully covered or not at all,
    /// by whether its centre lies inside the stroke's outline).
    public mutating func stroke(_ path: Path, style: StrokeStyle = StrokeStyle(), with paint: Paint,
                                transform: ProjectionTransform = ProjectionTransform(), antialiased: Bool = true) {
        commands.append(.stroke(path, style: style, paint: paint, transform: transform, antialiased: antialiased))
    }

    /// Appends a run of glyphs (text) filled with `paint`.
    ///
    /// ```swift
    /// list.drawGlyphs(layout.glyphRun(at: CGPoint(x: 8, y: 8)), with: .color(.black))
    /// ```
    public mutating func drawGlyphs(_ run: GlyphRun, with paint: Paint, transform: ProjectionTransform = ProjectionTransform()) {
        if !run.isEmpty { commands.append(.glyphs(run, paint: paint, transform: transform)) }
    }

    /// Appends an image drawn into `rect`.
    public mutating func draw(_ image: Pixmap, in rect: CGRect, interpolation: ImageInterpolation = .high,
                              opacity: Double = 1, transform: ProjectionTransform = ProjectionTransform()) {
        commands.append(.image(image, rect: rect, interpolation: interpolation, opacity: opacity, transform: transform))
    }

    /// Starts a group composited with `style` at the matching `popLayer()`.
    public mutating func pushLayer(_ style: LayerStyle) {
        commands.append(.pushLayer(style))
    }

    /// Ends the innermost group.
    public mutating func popLayer() {
        commands.append(.popLayer)
    }

    /// The same drawing followed by `transform` (each command's transform, then `transform`).
    ///
    /// ```swift
    /// let retina = list.transformed(by: ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2)))
    /// ```
    public func transformed(by transform: ProjectionTransform) -> DisplayList {
        if transform.isIdentity { return self }
        var result = DisplayList()
        result.commands = commands.map { $0.transformed(by: transform) }
        return result
    }
}

extension DisplayList.Command {
    /// This command followed by `extra`.
    public func transformed(by extra: ProjectionTransform) -> DisplayList.Command {
        switch self {
        case .fill(let path, let paint, let style, let transform):
            .fill(path, paint: paint, style: style, transform: transform.concatenating(extra))
        case .stroke(let path, let style, let paint, let transform, let antialiased):
            .stroke(path, style: style, paint: paint, transform: transform.concatenating(extra), antialiased: antialiased)
        case .glyphs(let run, let paint, let transform):
            .glyphs(run, paint: paint, transform: transform.concatenating(extra))
        case .image(let image, let rect, let interpolation, let opacity, let transform):
            .image(image, rect: rect, interpolation: interpolation, opacity: opacity,
                   transform: transform.concatenating(extra))
        case .pushLayer(var style):
            {
                style.transform = style.transform.concatenating(extra)
                style.filters = style.filters.map {
                    if case .mask(let content) = $0 { .mask(content.transformed(by: extra)) } else { $0 }
                }
                return .pushLayer(style)
            }()
        case .popLayer:
            .popLayer
        }
    }

    /// The command's paint, if it has one.
    public var paint: Paint? {
        switch self {
        case .fill(_, let paint, _, _), .stroke(_, _, let paint, _, _), .glyphs(_, let paint, _): paint
        case .image, .pushLayer, .popLayer: nil
        }
    }
}

extension DisplayList.Command {
    /// True for a layer push or pop: a list without them can be lowered in consecutive pieces.
    package var isLayerCommand: Bool {
        switch self {
        case .pushLayer, .popLayer: true
        default: false
        }
    }

    /// True for an image draw.
    package var isImage: Bool {
        if case .image = self { true } else { false }
    }
}

extension DisplayList {
    /// True when a command pushes or pops a layer, or with `images` draws an image: a list with
    /// none can be lowered in consecutive pieces. Each command is looked at in place (iterating
    /// the commands, as `contains(where:)` does, copied each one out and retained its path).
    ///
    /// ```swift
    /// var list = DisplayList()
    /// list.fill(Path(CGRect(x: 0, y: 0, width: 8, height: 8)), with: Paint(.red))
    /// list.hasLayers()   // false
    /// ```
    package func hasLayers(orImages images: Bool = false) -> Bool {
        Self.hasLayers(commands[...], orImages: images)
    }

    /// How many layers wrap `commands` whole — a `Canvas`'s clip, a faded group: the pushes they
    /// start with whose pops end them, no other layer command between (0 when not so wrapped).
    /// Both backends lower the inside of such a list in pieces, its layers opened before them.
    package static func wrappingLayers(of commands: [Command]) -> Int {
        var pushes = 0
        while pushes < commands.count, case .pushLayer = commands[pushes] { pushes += 1 }
        var pops = 0
        while pops < min(pushes, commands.count - pushes), case .popLayer = commands[commands.count - 1 - pops] { pops += 1 }
        return pops == pushes && !hasLayers(commands[pushes..<(commands.count - pops)]) ? pushes : 0
    }

    /// ``hasLayers(orImages:)`` of a run of commands.
    package static func hasLayers(_ commands: ArraySlice<Command>, orImages images: Bool = false) -> Bool {
        for index in commands.indices {
            switch commands[index] {
            case .pushLayer, .popLayer: return true
            case .image: if images { return true }
            case .fill, .stroke, .glyphs: break
            }
        }
        return false
    }
}
