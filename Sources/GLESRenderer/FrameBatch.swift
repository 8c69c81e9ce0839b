import Foundation
import RenderCommands
import Tessellation
import VectorPath
import Geometry2D

/// One vertex as the GPU reads it: device position (pixels, y down) and a premultiplied RGBA8 color
/// (bytes r, g, b, a in memory). 12 bytes.
struct GPUVertex {
    var x: Float, y: Float
    var color: UInt32
}

/// One draw step of a frame, over ranges of the frame's single index buffer.
enum DrawStep: Equatable {
    /// Convex fills drawn directly, in painter's order, in one call.
    case direct(Range<Int>)
    /// Paths with pairwise disjoint bounds: their fans counted into the stencil (nonzero with
    /// INCR/DECR_WRAP, even-odd with INVERT), then their bounding quads drawn where stencil ≠ 0,
    /// zeroing it. Disjoint bounds make the shared passes equal to one pass per path.
    case stencil(nonzero: Range<Int>, evenOdd: Range<Int>, cover: Range<Int>)
    /// One gradient-painted path: stencil ranges (empty for a convex fan drawn directly) and the
    /// cover drawn by the gradient program with `FrameBatch.gradients[paint]`.
    case gradient(nonzero: Range<Int>, evenOdd: Range<Int>, cover: Range<Int>, paint: Int)
    /// One image: the area it covers (stencil ranges empty for a convex quad drawn directly) and the
    /// cover drawn by the image program with `FrameBatch.images[image]`.
    case image(nonzero: Range<Int>, evenOdd: Range<Int>, cover: Range<Int>, image: Int)
    /// Starts drawing into the offscreen layer at `depth` (1 = the first level above the canvas),
    /// cleared to transparent.
    case pushLayer(depth: Int)
    /// Resolves the layer at `FrameBatch.layers[layer].depth` and composites it onto its parent:
    /// the clip's fans counted into the parent's stencil (both ranges empty without a clip), then
    /// `cover` (the clip's bounds, or the whole canvas) drawn by the composite program.
    case popLayer(layer: Int, nonzero: Range<Int>, evenOdd: Range<Int>, cover: Range<Int>)
}

/// How a layer is composited when it is popped: its opacity (0…1, already rounded to 8 bits as the
/// software renderer rounds it), blend mode and nesting depth.
struct LayerComposite: Equatable {
    var opacity: Float
    var mode: BlendMode
    var depth: Int
}

/// A display list tessellated on the CPU into one vertex buffer, one index buffer and a short list
/// of batched draw steps. Geometry comes from `DeviceGeometry` (the flattener and stroker the
/// software renderer uses); each command's color is its premultiplied paint scaled by its hairline
/// coverage, exactly as the software renderer computes it.
///
/// Batching keeps painter's order: consecutive convex fills share one direct draw (triangles of
/// one draw blend in primitive order); consecutive non-convex paths share a stencil group while
/// their pixel bounds do not overlap any other path of the group; anything else starts a new step.
struct FrameBatch {
    private(set) var vertices: [GPUVertex] = []
    private(set) var indices: [UInt32] = []
    private(set) var steps: [DrawStep] = []
    private(set) var stencilPaths = 0, directPaths = 0
    /// Paint parameters of the `.gradient` steps.
    var gradients: [GradientDraw] = []
    /// Images and their mappings, for the `.image` steps.
    var images: [ImageDraw] = []
    /// Composite parameters of the `.popLayer` steps.
    var layers: [LayerComposite] = []
    /// The deepest layer nesting of the frame.
    private(set) var maximumDepth = 0
    private var depth = 0

    let width: Int, height: Int
    private var directStart: Int?
    private var group = StencilGroup()
    /// At most this many paths share a stencil group (bounds the overlap test's cost).
    static let maximumGroupSize = 256

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Forgets the previous frame, keeping the storage.
    mutating func reset() {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        steps.removeAll(keepingCapacity: true)
        stencilPaths = 0; directPaths = 0
        gradients.removeAll(keepingCapacity: true)
        images.removeAll(keepingCapacity: true)
        layers.removeAll(keepingCapacity: true)
        maximumDepth = 0
        depth = 0
        directStart = nil
        group.reset()
    }

    /// Adds a solid-colored outline (device space). Returns false when it draws nothing.
    @discardableResult
    mutating func add(_ geometry: DeviceGeometry, color: PremultipliedRGBA8) -> Bool {
        guard color.alpha > 0 || color.red > 0 || color.green > 0 || color.blue > 0,
              !geometry.outline.contours.isEmpty,
              let bounds = DeviceBounds(of: geometry.outline)?.clamped(width: width, height: height)
        else { return false }
        let packed = UInt32(color.red) | UInt32(color.green) << 8 | UInt32(color.blue) << 16 | UInt32(color.alpha) << 24
        if FanTessellator.isConvex(geometry.outline) {
            flushGroup()
            if directStart == nil { directStart = indices.count }
            var sink = Sink(vertices: vertices, indices: indices, color: packed)
            vertices = []; indices = []
            FanTessellator.convexFan(geometry.outline, into: &sink)
            vertices = sink.vertices; indices = sink.indices
            directPaths += 1
            return true
        }
        flushDirect()
        if group.count >= Self.maximumGroupSize || group.overlaps(bounds) { flushGroup() }
        var sink = Sink(vertices: vertices, indices: geometry.evenOdd ? group.evenOdd : group.nonzero, color: 0)
        vertices = []
        if geometry.evenOdd { group.evenOdd = [] } else { group.nonzero = [] }
        FanTessellator.stencilFan(geometry.outline, into: &sink)
        vertices = sink.vertices
        if geometry.evenOdd { group.evenOdd = sink.indices } else { group.nonzero = sink.indices }
        // The cover quad over the path's pixel bounds.
        let base = UInt32(vertices.count)
        let x0 = Float(bounds.minX), y0 = Float(bounds.minY), x1 = Float(bounds.maxX), y1 = Float(bounds.maxY)
        vertices.append(contentsOf: [GPUVertex(x: x0, y: y0, color: packed), GPUVertex(x: x1, y: y0, color: packed),
                                     GPUVertex(x: x1, y: y1, color: packed), GPUVertex(x: x0, y: y1, color: packed)])
        group.cover.append(contentsOf: [base, base + 1, base + 2, base, base + 2, base + 3])
        group.add(bounds)
        stencilPaths += 1
        return true
    }

    /// Adds a gradient-painted outline as its own step (the paint's uniforms and ramp differ per
    /// command): a convex fan drawn directly, or a stencil fan and its cover quad.
    @discardableResult
    mutating func add(_ geometry: DeviceGeometry, gradient: GradientDraw) -> Bool {
        guard let (nonzero, evenOdd, cover) = addShaded(geometry) else { return false }
        steps.append(.gradient(nonzero: nonzero, evenOdd: evenOdd, cover: cover, paint: gradients.count))
        gradients.append(gradient)
        return true
    }

    /// Adds an image over the area `geometry` covers, as its own step.
    @discardableResult
    mutating func add(_ geometry: DeviceGeometry, image: ImageDraw) -> Bool {
        guard let (nonzero, evenOdd, cover) = addShaded(geometry) else { return false }
        steps.append(.image(nonzero: nonzero, evenOdd: evenOdd, cover: cover, image: images.count))
        images.append(image)
        return true
    }

    /// Starts a layer (offscreen group); every later draw goes into it until the matching pop.
    mutating func pushLayer() {
        flushDirect()
        flushGroup()
        depth += 1
        maximumDepth = max(maximumDepth, depth)
        steps.append(.pushLayer(depth: depth))
    }

    /// Ends the innermost layer: composites it with `opacity` (0…1) and `mode`, masked by `clip`
    /// (device geometry) when given. A clip that covers no pixel of the canvas composites nothing.
    mutating func popLayer(opacity: Float, mode: BlendMode, clip: DeviceGeometry?) {
        flushDirect()
        flushGroup()
        let layer = LayerComposite(opacity: opacity, mode: mode, depth: depth)
        depth -= 1
        if let clip {
            guard !clip.outline.contours.isEmpty,
                  let bounds = DeviceBounds(of: clip.outline)?.clamped(width: width, height: height) else {
                let empty = indices.count..<indices.count
                layers.append(layer)
                steps.append(.popLayer(layer: layers.count - 1, nonzero: empty, evenOdd: empty, cover: empty))
                return
            }
            var sink = Sink(vertices: vertices, indices: [], color: 0)
            vertices = []
            FanTessellator.stencilFan(clip.outline, into: &sink)
            vertices = sink.vertices
            let fan = append(sink.indices)
            let cover = appendQuad(bounds)
            let empty = fan.upperBound..<fan.upperBound
            layers.append(layer)
            steps.append(.popLayer(layer: layers.count - 1, nonzero: clip.evenOdd ? empty : fan,
                                   evenOdd: clip.evenOdd ? fan : empty, cover: cover))
        } else {
            let cover = appendQuad(DeviceBounds(minX: 0, minY: 0, maxX: width, maxY: height))
            let empty = cover.lowerBound..<cover.lowerBound
            layers.append(layer)
            steps.append(.popLayer(layer: layers.count - 1, nonzero: empty, evenOdd: empty, cover: cover))
        }
    }

    /// Tessellates a path drawn by a per-pixel shader: a convex fan (drawn directly: stencil ranges
    /// empty) or a stencil fan with its cover quad. Returns the ranges, or nil when nothing shows.
    private mutating func addShaded(_ geometry: DeviceGeometry) -> (Range<Int>, Range<Int>, Range<Int>)? {
        guard !geometry.outline.contours.isEmpty,
              let bounds = DeviceBounds(of: geometry.outline)?.clamped(width: width, height: height)
        else { return nil }
        flushDirect()
        flushGroup()
        var sink = Sink(vertices: vertices, indices: [], color: 0)
        vertices = []
        if FanTessellator.isConvex(geometry.outline) {
            FanTessellator.convexFan(geometry.outline, into: &sink)
            vertices = sink.vertices
            let cover = append(sink.indices)
            directPaths += 1
            return (cover.lowerBound..<cover.lowerBound, cover.lowerBound..<cover.lowerBound, cover)
        }
        FanTessellator.stencilFan(geometry.outline, into: &sink)
        vertices = sink.vertices
        let fan = append(sink.indices)
        let cover = appendQuad(bounds)
        let empty = fan.upperBound..<fan.upperBound
        stencilPaths += 1
        return (geometry.evenOdd ? empty : fan, geometry.evenOdd ? fan : empty, cover)
    }

    /// Appends a quad over `bounds` (pixels) and returns its 6 indices' range.
    private mutating func appendQuad(_ bounds: DeviceBounds) -> Range<Int> {
        let base = UInt32(vertices.count)
        let x0 = Float(bounds.minX), y0 = Float(bounds.minY), x1 = Float(bounds.maxX), y1 = Float(bounds.maxY)
        vertices.append(contentsOf: [GPUVertex(x: x0, y: y0, color: 0), GPUVertex(x: x1, y: y0, color: 0),
                                     GPUVertex(x: x1, y: y1, color: 0), GPUVertex(x: x0, y: y1, color: 0)])
        return append([base, base + 1, base + 2, base, base + 2, base + 3])
    }

    /// Closes the open steps; call once after the last command.
    mutating func finish() {
        flushDirect()
        flushGroup()
    }

    private mutating func flushDirect() {
        guard let start = directStart else { return }
        directStart = nil
        if indices.count > start { steps.append(.direct(start..<indices.count)) }
    }

    private mutating func flushGroup() {
        guard group.count > 0 else { return }
        let nonzero = append(group.nonzero), evenOdd = append(group.evenOdd), cover = append(group.cover)
        steps.append(.stencil(nonzero: nonzero, evenOdd: evenOdd, cover: cover))
        group.reset()
    }

    private mutating func append(_ more: [UInt32]) -> Range<Int> {
        let start = indices.count
        indices.append(contentsOf: more)
        return start..<indices.count
    }

    /// A TriangleSink writing this frame's vertex layout.
    private struct Sink: TriangleSink {
        var vertices: [GPUVertex]
        var indices: [UInt32]
        let color: UInt32
        mutating func addVertex(_ point: CGPoint) -> UInt32 {
            vertices.append(GPUVertex(x: Float(point.x), y: Float(point.y), color: color))
            return UInt32(truncatingIfNeeded: vertices.count - 1)
        }
        mutating func addTriangle(_ a: UInt32, _ b: UInt32, _ c: UInt32) {
            indices.append(a); indices.append(b); indices.append(c)
        }
    }
}

/// The open stencil group: its index lists and the pixel bounds of its paths.
struct StencilGroup {
    var nonzero: [UInt32] = [], evenOdd: [UInt32] = [], cover: [UInt32] = []
    private var bounds: [DeviceBounds] = []
    private var union: DeviceBounds?
    var count: Int { bounds.count }

    mutating func reset() {
        nonzero.removeAll(keepingCapacity: true)
        evenOdd.removeAll(keepingCapacity: true)
        cover.removeAll(keepingCapacity: true)
        bounds.removeAll(keepingCapacity: true)
        union = nil
    }

    func overlaps(_ box: DeviceBounds) -> Bool {
        guard let union, union.intersects(box) else { return false }
        return bounds.contains { $0.intersects(box) }
    }

    mutating func add(_ box: DeviceBounds) {
        bounds.append(box)
        union = union.map { DeviceBounds(minX: min($0.minX, box.minX), minY: min($0.minY, box.minY),
                                         maxX: max($0.maxX, box.maxX), maxY: max($0.maxY, box.maxY)) } ?? box
    }
}
