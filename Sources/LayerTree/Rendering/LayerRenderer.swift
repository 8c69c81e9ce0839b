import Foundation
import Geometry2D
import VectorPath
import RenderCommands
import SystemResources

// CARenderer2D: a layer tree → DisplayList, both backends unchanged (spec §3 and §8).
// Per layer, in this order: skipped when hidden, opacity 0, non-finite, deeper than the limit, or a
// back face (!isDoubleSided and det P < 0); shadow (LayerRenderer+Shadow) unless masksToBounds;
// background, contents, subclass content (shape, gradient, text); sublayers by zPosition (stable) or,
// under a CATransformLayer / preservesDepth replicator, by world z with 4×4 kept; border; then the
// masksToBounds clip group, the mask group (v1 path masks, LayerRenderer+Mask) and group opacity —
// groups only when needed (a single item takes the opacity into its paint).
// Approximations, all written down where they are made: replicator instanceColor multiplies each
// paint (exact for opaque non-overlapping content, spec §8 (d)); masks are clip paths with a uniform
// alpha; contentsRect crops to whole pixels; contentsCenter is not applied; `.continuous` corners with
// only some corners masked are drawn circular; the shadow silhouette takes shapes as opaque; text is
// filled outlines (main's glyph-run command is not on this branch); no splitting of intersecting 3-D
// siblings (spec §8 (e)).

/// Draws a layer tree into a `DisplayList` that either backend renders (spec §3 and §8).
///
/// The tree is drawn as given: pass `root.presentation() ?? root` for the animated picture. Points are
/// y-down with the origin at the top left; `scale` is the number of device pixels per point.
///
/// ```swift
/// let root = CALayer()
/// root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
/// root.position = CGPoint(x: 100, y: 100)
/// root.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
/// let list = CARenderer2D.displayList(for: root, size: CGSize(width: 200, height: 200), scale: 2)
/// var pixmap = try Pixmap(width: 400, height: 400)
/// try SoftwareRenderer().render(list, into: &pixmap)
/// ```
public enum CARenderer2D {
    /// Gives the layer drawn for copy `instance` of a replicator's `sublayer`, `timeShift` seconds
    /// (`instance · instanceDelay`) earlier than the frame — where the animation side evaluates the
    /// sublayer's presentation at `t − timeShift`. Without one every copy draws the sublayer itself.
    ///
    /// ```swift
    /// let provider: CARenderer2D.ReplicatorInstanceProvider = { sublayer, k, shift in
    ///     timeline.presentation(of: sublayer, at: t - shift) ?? sublayer
    /// }
    /// ```
    public typealias ReplicatorInstanceProvider = (_ sublayer: CALayer, _ instance: Int, _ timeShift: TimeInterval) -> CALayer

    /// Settings of one conversion beyond size and scale.
    ///
    /// ```swift
    /// var options = CARenderer2D.Options()
    /// options.replicatorInstance = { layer, k, shift in timeline.presentation(of: layer, at: t - shift) }
    /// let list = CARenderer2D.displayList(for: root, size: size, scale: 1, options: options)
    /// ```
    public struct Options {
        /// The layer a replicator copy draws (nil: the sublayer itself, no instance delay).
        public var replicatorInstance: ReplicatorInstanceProvider?
        /// The deepest layer drawn below the root; deeper layers are skipped with a warning.
        public var maximumDepth: Int
        /// The longest side, in pixels, of a blurred shadow image (a larger one is drawn at a lower resolution).
        public var maximumShadowImageSide: Int
        /// Threads that convert a layer's sublayers when it has many (hundreds); the list is the
        /// same for any number.
        public var threads: Int
        /// The threads layer frames use unless told otherwise: the CPUs this process may use
        /// (``AvailableCPUs``), at most 8.
        public static var defaultThreads: Int { min(AvailableCPUs.current.count, 8) }

        /// Settings with the given instance provider and limits (defaults: none, the model's tree
        /// depth bound, 2,048 px, the CPUs this process may use, up to 8).
        ///
        /// ```swift
        /// let options = CARenderer2D.Options(maximumDepth: 64, maximumShadowImageSide: 1024)
        /// ```
        public init(replicatorInstance: ReplicatorInstanceProvider? = nil, maximumDepth: Int = CALayer.maximumTreeDepth,
                    maximumShadowImageSide: Int = 2048,
                    threads: Int = Options.defaultThreads) {
            self.replicatorInstance = replicatorInstance
            self.maximumDepth = maximumDepth
            self.maximumShadowImageSide = maximumShadowImageSide
            self.threads = threads
        }
    }

    /// The display list of `root` and its visible sublayers on a `size`-point canvas at `scale`
    /// device pixels per point. `P(root) = Proj(Local(root)) · scale`. The list is not clipped to
    /// `size` (the backends clip to their pixmap); it is the canvas the caller renders into.
    ///
    /// ```swift
    /// let list = CARenderer2D.displayList(for: root.presentation() ?? root, size: CGSize(width: 200, height: 200))
    /// ```
    public static func displayList(for root: CALayer, size: CGSize, scale: Double = 1) -> DisplayList {
        displayList(for: root, size: size, scale: scale, options: Options())
    }

    /// The display list of `root` with `options` (replicator instance delay, limits).
    ///
    /// ```swift
    /// let list = CARenderer2D.displayList(for: root, size: size, scale: 2, options: .init(maximumDepth: 64))
    /// ```
    public static func displayList(for root: CALayer, size: CGSize, scale: Double, options: Options) -> DisplayList {
        let s = scale.isFinite && scale > 0 ? scale : 1
        if !(scale.isFinite && scale > 0) {
            LayerDiagnostics.warn("CARenderer2D: scale \(scale) is not a positive number; drawing at scale 1")
        }
        root.displayIfNeededInTree()
        let renderer = LayerRenderer(scale: s, canvas: size, options: options)
        let base = ProjectionTransform(CGAffineTransform(scaleX: s, y: s))
        _ = renderer.render(root, world: root.localTransform, base: base, tint: .identity, depth: 0)
        var list = DisplayList()
        list.commands = renderer.commands
        return list
    }
}

/// A colour multiplier (replicator `instanceColor` and offsets), applied to every paint of a copy.
struct LayerTint: Hashable {
    var r = 1.0, g = 1.0, b = 1.0, a = 1.0
    static let identity = LayerTint()
    var isIdentity: Bool { self == .identity }

    func multiplied(by other: LayerTint) -> LayerTint {
        LayerTint(r: r * other.r, g: g * other.g, b: b * other.b, a: a * other.a)
    }

    func apply(_ c: Color) -> Color {
        isIdentity ? c : Color(red: c.red * r, green: c.green * g, blue: c.blue * b, opacity: c.opacity * a)
    }

    func apply(_ paint: Paint) -> Paint {
        if isIdentity { return paint }
        func tinted(_ g: Gradient) -> Gradient { Gradient(stops: g.stops.map { .init(color: apply($0.color), location: $0.location) }) }
        switch paint {
        case .color(let c): return .color(apply(c))
        case .linearGradient(let g, let s, let e): return .linearGradient(tinted(g), start: s, end: e)
        case .radialGradient(let g, let c, let r0, let r1): return .radialGradient(tinted(g), center: c, startRadius: r0, endRadius: r1)
        case .angularGradient(let g, let c, let a0, let a1): return .angularGradient(tinted(g), center: c, startAngle: a0, endAngle: a1)
        case .ellipticalGradient(let g, let c, let size, let f0, let f1):
            return .ellipticalGradient(tinted(g), center: c, size: size, startRadiusFraction: f0, endRadiusFraction: f1)
        }
    }
}

extension CGColor {
    /// The colour as Zoetrope's straight-alpha sRGB `Color`, components clamped to 0…1 (non-finite: 0).
    var renderColor: Color { color.finite }
}

extension Color {
    /// The colour with components clamped to 0…1 (non-finite: 0).
    var finite: Color {
        func f(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
        return Color(red: f(red), green: f(green), blue: f(blue), opacity: f(opacity))
    }
}

/// One conversion: the commands so far, the shadow cache, the settings.
final class LayerRenderer {
    let scale: Double
    let canvas: CGSize
    let options: Options
    var commands: [DisplayList.Command] = []
    var shadowCache = ShadowCache()
    /// Rounded-bounds outlines made this frame, by geometry (`backgroundShape(of:)`).
    var roundedShapes: [RoundedShapeKey: Path] = [:]
    /// The last blurred shadow (`blurredShadow`), reused while the next layer's is the same.
    var lastShadow: LastShadow?
    private var warnedDepth = false

    typealias Options = CARenderer2D.Options

    /// True for a renderer drawing a run of sublayers for another (it does not split further).
    let isWorker: Bool

    init(scale: Double, canvas: CGSize, options: Options, isWorker: Bool = false) {
        self.scale = scale
        self.canvas = canvas
        self.options = options
        self.isWorker = isWorker
    }

    /// Draws `layer` whose matrix to its nearest flattening ancestor's space is `world` and that
    /// ancestor's device projection `base` (`P = Proj(world) · base`). Returns how many top-level
    /// items (commands or groups) it appended.
    func render(_ layer: CALayer, world: CATransform3D, base: ProjectionTransform, tint: LayerTint, depth: Int) -> Int {
        guard depth <= options.maximumDepth else {
            if !warnedDepth {
                warnedDepth = true
                LayerDiagnostics.warn("CARenderer2D: layers deeper than \(options.maximumDepth) are not drawn")
            }
            return 0
        }
        var opacity = min(Double(layer.opacity), 1)
        guard !layer.isHidden, opacity.isFinite, opacity > 0 else { return 0 }
        let facts = layer.renderFacts      // what does not change while the layer only moves
        var tint = tint
        if opacity < 1, !(facts?.allowsGroupOpacity ?? layer.allowsGroupOpacity) {
            // Without group opacity every drawn item fades on its own (overlaps show through).
            tint.a *= opacity
            opacity = 1
        }
        let p = ProjectionTransform(world).concatenating(base)
        guard p.isFinite else { return 0 }
        let bounds = facts?.bounds ?? layer.bounds
        guard bounds.origin.x.isFinite, bounds.origin.y.isFinite, bounds.width.isFinite, bounds.height.isFinite else { return 0 }
        let preserves3D = layer is CATransformLayer // draws only its sublayers
        if !preserves3D, !(facts?.isDoubleSided ?? layer.isDoubleSided), p.determinant < 0 { return 0 }

        let start = commands.count
        var items = 0
        let masks = facts?.masksToBounds ?? layer.masksToBounds
        // Shadow beneath everything (removed by masksToBounds, spec §3 step 1).
        if !masks, !preserves3D { items += drawShadow(of: layer, transform: p, tint: tint) }

        let contentStart = commands.count
        var contentItems = 0
        if !preserves3D {
            contentItems += drawBackground(of: layer, transform: p, tint: tint)
            if facts?.mayDrawContents ?? true { contentItems += drawContents(of: layer, transform: p, tint: tint) }
            if facts?.mayDrawSubclassContent ?? true { contentItems += drawSubclassContent(of: layer, transform: p, tint: tint) }
        }
        contentItems += drawSublayers(of: layer, world: world, base: base, projection: p, tint: tint, depth: depth)
        if !preserves3D, facts?.mayDrawBorder ?? true { contentItems += drawBorder(of: layer, transform: p, tint: tint) }
        if masks, contentItems > 0 {
            let clip = backgroundShape(of: layer)
            wrap(from: contentStart, LayerStyle(clip: clip.isEmpty ? Path() : clip, transform: p))
            contentItems = 1
        }
        items += contentItems
        if let transition = layer.transitionFrame {
            items = applyTransition(transition, of: layer, from: start, transform: p, bounds: bounds)
        }
        if let mask = layer.mask, items > 0 {
            items = applyMask(mask, of: layer, from: start, transform: p, items: items)
        }
        if opacity < 1, items > 0 {
            items = applyOpacity(opacity, from: start, items: items)
        }
        return items
    }

    /// Draws the sublayers (and replicator copies) of `layer` in drawing order.
    private func drawSublayers(of layer: CALayer, world: CATransform3D, base: ProjectionTransform, projection p: ProjectionTransform,
                               tint: LayerTint, depth: Int) -> Int {
        guard let list = layer.sublayers, !list.isEmpty else { return 0 }
        let sub = layer.sublayerMatrix
        let flattens = layer.flattensForRendering
        // Children's matrices are relative to this layer (when it flattens) or to our own flattening ancestor.
        let childBase = flattens ? p : base
        let parentWorld = flattens ? CATransform3DIdentity : world
        var items = 0
        if let replicator = layer as? CAReplicatorLayer {
            func unit(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 1 }
            let count = replicator.effectiveInstanceCount
            let delay = replicator.instanceDelay.isFinite ? replicator.instanceDelay : 0
            for k in 0..<count {
                let instance = replicator.instanceMatrix(k)
                let t = replicator.instanceTint(k)
                let copyTint = tint.multiplied(by: LayerTint(r: unit(t.r), g: unit(t.g), b: unit(t.b), a: unit(t.a)))
                guard copyTint.a > 0 else { continue }
                let toParent = CATransform3DConcat(CATransform3DConcat(instance, sub), parentWorld)
                let children = list.map { child in
                    options.replicatorInstance.map { $0(child, k, Double(k) * delay) } ?? child
                }
                for child in ordered(children, toParent: toParent, flattens: flattens) {
                    items += render(child, world: CATransform3DConcat(child.localTransform, toParent), base: childBase,
                                    tint: copyTint, depth: depth + 1)
                }
            }
            return items
        }
        let toParent = CATransform3DConcat(sub, parentWorld)
        return renderChildren(ordered(list, toParent: toParent, flattens: flattens), toParent: toParent, base: childBase,
                              tint: tint, depth: depth + 1)
    }

    /// Flattening parents: stable by zPosition. 3-D parents: by the world z of each bounds centre, far first.
    private func ordered(_ list: [CALayer], toParent: CATransform3D, flattens: Bool) -> [CALayer] {
        if flattens {
            let keys = list.map { $0.zPosition.isFinite ? $0.zPosition : 0 }
            if let first = keys.first, keys.allSatisfy({ $0 == first }) { return list }     // already in order
            return list.indices.sorted { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : $0 < $1 }.map { list[$0] }
        }
        let depths = list.map { layer -> CGFloat in
            let w = CATransform3DConcat(layer.localTransform, toParent)
            let c = CGPoint(x: layer.bounds.midX, y: layer.bounds.midY)
            let z = c.x * w.m13 + c.y * w.m23 + w.m43
            let h = c.x * w.m14 + c.y * w.m24 + w.m44
            let d = h != 0 ? z / h : z
            return d.isFinite ? d : 0
        }
        return list.indices.sorted { depths[$0] != depths[$1] ? depths[$0] < depths[$1] : $0 < $1 }.map { list[$0] }
    }

    // MARK: emitting

    /// Appends a fill (tinted) in layer space.
    func fill(_ path: Path, _ paint: Paint, eoFill: Bool = false, transform: ProjectionTransform, tint: LayerTint) -> Int {
        guard !path.isEmpty, path.isFinite, paint.isFinite else { return 0 }
        commands.append(.fill(path, paint: tint.apply(paint), style: FillStyle(eoFill: eoFill), transform: transform))
        return 1
    }

    /// Appends a glyph run (tinted) in layer space.
    func drawGlyphs(_ run: GlyphRun, _ paint: Paint, transform: ProjectionTransform, tint: LayerTint) -> Int {
        guard !run.isEmpty, run.isFinite, paint.isFinite else { return 0 }
        commands.append(.glyphs(run, paint: tint.apply(paint), transform: transform))
        return 1
    }

    /// Appends a stroke (tinted) in layer space.
    func stroke(_ path: Path, style: StrokeStyle, _ paint: Paint, transform: ProjectionTransform, tint: LayerTint) -> Int {
        guard !path.isEmpty, path.isFinite, paint.isFinite, style.lineWidth.isFinite, style.lineWidth > 0 else { return 0 }
        commands.append(.stroke(path, style: style, paint: tint.apply(paint), transform: transform))
        return 1
    }

    /// Wraps the commands from `start` on in a group.
    func wrap(from start: Int, _ style: LayerStyle) {
        commands.insert(.pushLayer(style), at: start)
        commands.append(.popLayer)
    }

    /// Group opacity: folded into the one item when there is one, else a group (spec §8).
    private func applyOpacity(_ opacity: Double, from start: Int, items: Int) -> Int {
        if items == 1 {
            switch commands[start] {
            case .fill(let path, let paint, let style, let transform):
                commands[start] = .fill(path, paint: paint.multiplyingOpacity(opacity), style: style, transform: transform)
                return 1
            case .stroke(let path, let style, let paint, let transform, let aa):
                commands[start] = .stroke(path, style: style, paint: paint.multiplyingOpacity(opacity), transform: transform, antialiased: aa)
                return 1
            case .glyphs(let run, let paint, let transform):
                commands[start] = .glyphs(run, paint: paint.multiplyingOpacity(opacity), transform: transform)
                return 1
            case .image(let image, let rect, let interpolation, let o, let transform):
                commands[start] = .image(image, rect: rect, interpolation: interpolation, opacity: o * opacity, transform: transform)
                return 1
            case .pushLayer(var style) where style.blendMode == .normal:
                style.opacity *= opacity
                commands[start] = .pushLayer(style)
                return 1
            default:
                break
            }
        }
        wrap(from: start, LayerStyle(opacity: opacity))
        return 1
    }
}

extension CALayer {
    /// False for CATransformLayer and a replicator with `preservesDepth`: their sublayers keep 4×4.
    var flattensForRendering: Bool {
        if self is CATransformLayer { return false }
        if let r = self as? CAReplicatorLayer, r.preservesDepth { return false }
        return true
    }
}

extension ProjectionTransform {
    var isFinite: Bool {
        [m11, m12, m13, m21, m22, m23, m31, m32, m33].allSatisfy(\.isFinite)
    }
}
