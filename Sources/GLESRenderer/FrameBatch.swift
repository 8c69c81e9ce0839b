import Foundation
import RenderCommands
import Tessellation
import VectorPath
import Geometry2D

/// A display list tessellated on the CPU into one vertex buffer, one index buffer and a short list
/// of batched draw steps, built from the steps of `LoweredDisplayList` (the lowering the software
/// renderer consumes too): device geometry, canvas bounds and resolved paints come from there.
///
/// Batching keeps painter's order: consecutive convex fills share one direct draw (triangles of
/// one draw blend in primitive order); consecutive non-convex paths share a stencil group while
/// their pixel bounds do not overlap any other path of the group; anything else starts a new step.
struct FrameBatch: LoweredCommandConsumer {
    typealias Failure = GLESError
    private(set) var vertices: [GPUVertex] = []
    private(set) var indices: [UInt32] = []
    private(set) var steps: [DrawStep] = []
    private(set) var stencilPaths = 0, directPaths = 0, analyticPaths = 0
    /// Analytic paths whose pieces an earlier frame made (kept with their geometry), and the
    /// pieces the frame's list was tessellated in (``GLESRenderer/tessellateInPieces``).
    private(set) var keptPaths = 0
    var tessellationPieces = 1
    /// Analytic coverage's instances, the pieces of the paths' fans: four device points (eight
    /// Floats) each — a convex quad (two fan triangles sharing a diagonal) or a triangle, whose
    /// fourth point repeats its first (see coverage.vert).
    private(set) var triangles: [Float] = []
    /// The paths later opaque fills may hide, and those ``hideOccluded()`` found hidden.
    var occlusion = HiddenPathSearch()
    /// The instances in ``triangles``.
    var instanceCount: Int { triangles.count / AnalyticCoverage.instanceFloats }
    /// Anti-aliased paths get analytic coverage (``AnalyticCoverage``) instead of MSAA.
    private(set) var analytic = false
    /// Paint parameters of the `.gradient` steps.
    var gradients: [GradientDraw] = []
    /// Images and their mappings, for the `.image` steps.
    var images: [ImageDraw] = []
    /// The textures of the frame's images.
    private var textures = FrameTextures()
    /// The bytes they take (RGBA8).
    var textureBytes: Double { textures.bytes }
    /// Composite parameters of the `.popLayer` steps.
    var layers: [LayerComposite] = []
    /// The deepest layer nesting of the frame.
    private(set) var maximumDepth = 0
    /// Layers blurred, shadowed or over a backdrop in shaders (two canvas-sized scratch targets).
    private(set) var blurPasses = 0
    private var depth = 0
    /// The last mask group popped (``CompositeMask/source``), for the masked layer ending next.
    private var pendingMask: MaskSource?

    let width: Int, height: Int
    private var directStart: Int?
    private var group = StencilGroup()
    private var extents = LayerExtents()
    /// At most this many paths share a stencil group (bounds the overlap test's cost).
    static let maximumGroupSize = 256

    /// The largest image side a texture takes (GL_MAX_TEXTURE_SIZE); larger images throw.
    private(set) var maxTextureSize = Int.max

    init(width: Int, height: Int) { (self.width, self.height) = (width, height) }

    /// Forgets the previous frame, keeping the storage; images may be `maxTextureSize` wide and
    /// high; `occludes`: look for hidden paths (``GLESOptions/cullsOccluded``, analytic only).
    mutating func reset(maxTextureSize: Int = .max, analytic: Bool = false, occludes: Bool = false) {
        self.maxTextureSize = maxTextureSize
        self.analytic = analytic
        occlusion.reset(enabled: analytic && occludes)
        triangles.removeAll(keepingCapacity: true)
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        steps.removeAll(keepingCapacity: true)
        gradients.removeAll(keepingCapacity: true)
        images.removeAll(keepingCapacity: true)
        textures.reset()
        layers.removeAll(keepingCapacity: true)
        analyticPaths = 0; keptPaths = 0; stencilPaths = 0; directPaths = 0; tessellationPieces = 1
        maximumDepth = 0; blurPasses = 0; depth = 0; pendingMask = nil; directStart = nil
        group.reset()
        extents.reset()
    }

    /// Adds a lowered draw: a solid color (batched), a gradient or an image (their own steps).
    /// Throws for an image larger than a texture can be.
    mutating func draw(_ draw: LoweredDraw) throws(GLESError) {
        switch draw.paint {
        case .solid(let color):
            add(draw, color: color)
        case .gradient(let shading, let toLocal, let coverage):
            guard let gradient = GradientDraw(shading, toLocal: toLocal, coverage: coverage) else { return }
            let (mask, cover) = addShaded(draw)
            steps.append(.gradient(mask: mask, cover: cover, paint: gradients.count))
            gradients.append(gradient)
        case .image(let image, let toTexel, let bilinear, let opacity):
            guard image.width <= maxTextureSize, image.height <= maxTextureSize else {
                throw .imageTooLarge(width: image.width, height: image.height, limit: maxTextureSize)
            }
            let (mask, cover) = addShaded(draw)
            steps.append(.image(mask: mask, cover: cover, image: images.count))
            images.append(ImageDraw(image: image, texture: textures.index(of: image), toTexel: toTexel, bilinear: bilinear,
                                    opacity: opacity))
        }
    }

    /// Adds a solid-colored outline (device space) with its canvas `bounds`: an anti-aliased convex
    /// fan joins the open direct draw, anything else the open stencil group (aliased and
    /// anti-aliased paths never share one).
    private mutating func add(_ draw: LoweredDraw, color: PremultipliedRGBA8) {
        let geometry = draw.geometry, bounds = draw.bounds
        extents.drew(bounds)
        let packed = UInt32(color.red) | UInt32(color.green) << 8 | UInt32(color.blue) << 16 | UInt32(color.alpha) << 24
        if analytic && geometry.antialiased {
            flushDirect()
            if group.count >= Self.maximumGroupSize || group.overlaps(bounds) || group.kind != .analytic(evenOdd: geometry.evenOdd) {
                flushGroup()
            }
            group.kind = .analytic(evenOdd: geometry.evenOdd)
            if group.triangleStart == nil { group.triangleStart = instanceCount }
            let pieces = addTriangles(of: draw)
            if occlusion.enabled && depth == 0 {
                let occluder = color.alpha == 255 && FanTessellator.isConvex(geometry.outline)
                occlusion.paths.append(CullablePath(pieces: pieces, cover: UInt32(vertices.count), bounds: bounds, occludes: occluder))
            }
            appendCoverQuad(bounds, color: packed)
            group.add(bounds)
            analyticPaths += 1
            return
        }
        if geometry.antialiased && FanTessellator.isConvex(geometry.outline) {
            flushGroup()
            if directStart == nil { directStart = indices.count }
            var sink = Sink(vertices: vertices, indices: indices, color: packed)
            vertices = []; indices = []
            FanTessellator.convexFan(geometry.outline, into: &sink)
            vertices = sink.vertices; indices = sink.indices
            directPaths += 1
            return
        }
        flushDirect()
        let aliased = !geometry.antialiased
        if group.count >= Self.maximumGroupSize || group.overlaps(bounds) || group.kind != .stencil(aliased: aliased) {
            flushGroup()
        }
        group.kind = .stencil(aliased: aliased)
        var sink = Sink(vertices: vertices, indices: geometry.evenOdd ? group.evenOdd : group.nonzero, color: 0)
        vertices = []
        if geometry.evenOdd { group.evenOdd = [] } else { group.nonzero = [] }
        FanTessellator.stencilFan(geometry.outline, into: &sink)
        vertices = sink.vertices
        if geometry.evenOdd { group.evenOdd = sink.indices } else { group.nonzero = sink.indices }
        appendCoverQuad(bounds, color: packed)
        group.add(bounds)
        stencilPaths += 1
    }

    /// The cover quad over a grouped path's pixel bounds, in its color.
    private mutating func appendCoverQuad(_ bounds: DeviceBounds, color: UInt32) {
        let base = appendCorners(of: bounds, color: color)
        group.cover.appendQuad(base)
    }

    /// Appends the four corners of `bounds` in `color` (one by one: an array literal here was a
    /// heap allocation per path); returns the first one's index.
    private mutating func appendCorners(of bounds: DeviceBounds, color: UInt32) -> UInt32 {
        let base = UInt32(vertices.count)
        let x0 = Float(bounds.minX), y0 = Float(bounds.minY), x1 = Float(bounds.maxX), y1 = Float(bounds.maxY)
        vertices.append(GPUVertex(x: x0, y: y0, color: color))
        vertices.append(GPUVertex(x: x1, y: y0, color: color))
        vertices.append(GPUVertex(x: x1, y: y1, color: color))
        vertices.append(GPUVertex(x: x0, y: y1, color: color))
        return base
    }

    /// Appends the analytic pieces of `draw`'s outline: those kept with its geometry when an earlier
    /// frame made them, else its fan (kept with the geometry in its second frame). Returns their
    /// range.
    private mutating func addTriangles(of draw: LoweredDraw) -> Range<Int> {
        if let kept = draw.kept, !draw.storesDerived, let pieces = kept.derived {
            let start = instanceCount
            triangles.append(contentsOf: pieces)
            keptPaths += 1
            return start..<instanceCount
        }
        let range = addTriangles(draw.geometry.outline)
        if let kept = draw.kept, draw.storesDerived {
            kept.derived = Array(triangles[range.lowerBound * AnalyticCoverage.instanceFloats..<range.upperBound * AnalyticCoverage.instanceFloats])
        }
        return range
    }

    /// Appends the fan of every contour of `outline` as triangle instances; returns their range.
    @discardableResult
    private mutating func addTriangles(_ outline: FlattenedPath) -> Range<Int> {
        let start = instanceCount
        AnalyticFan.append(outline, to: &triangles)
        return start..<instanceCount
    }

    /// Starts a layer (offscreen group); every later draw goes into it until the matching pop.
    mutating func pushLayer(_ layer: LoweredLayer) {
        flushDirect()
        flushGroup()
        depth += 1
        maximumDepth = max(maximumDepth, depth)
        extents.push(step: steps.count)
        steps.append(.pushLayer(depth: depth, clear: nil))
    }

    /// Ends the innermost layer: composites it with its opacity and blend mode, masked by its clip
    /// (device geometry with canvas bounds) when it has one, over what it covers once blurred,
    /// shadowed or over its backdrop (``BlurPass``); a mask's group is kept for the masked layer
    /// that ends next instead (``MaskSource``).
    mutating func popLayer(_ lowered: LoweredLayer) {
        flushDirect()
        flushGroup()
        var layer = LayerComposite(opacity: Float(lowered.opacity) / 255, mode: lowered.blendMode, depth: depth,
                                   colorMatrix: lowered.colorMatrix)
        depth -= 1
        let drawn = extents.pop()
        if lowered.mask == .source, let drawn {
            // Drawn, resolved and kept for the masked layer, never composited.
            pendingMask = MaskSource(depth: layer.depth, drawn: drawn.drawn)
            if let bounds = drawn.drawn { steps[drawn.step] = .pushLayer(depth: layer.depth, clear: bounds) }
            layer.isMaskSource = true
            layers.append(layer)
            steps.append(.popLayer(layer: layers.count - 1, mask: .none, cover: indices.count..<indices.count))
            return
        }
        if lowered.mask == .masked {
            layer.mask = pendingMask ?? MaskSource(depth: layer.depth + 1, drawn: nil)
            pendingMask = nil
        }
        // A backdrop shows over its region even where the layer drew nothing.
        let backdrop = lowered.blur?.backdrop.map { DeviceBounds(minX: $0.region.minX, minY: $0.region.minY,
                                                                 maxX: $0.region.minX, maxY: $0.region.minY) }
        guard let drawn, let content = drawn.drawn ?? backdrop else {
            // Nothing drawn: a transparent layer leaves its parent as it is.
            layers.append(layer)
            steps.append(.popLayer(layer: layers.count - 1, mask: .none, cover: indices.count..<indices.count))
            return
        }
        // A blur or shadow reaches beyond what the layer drew (kept inside the canvas).
        var covered = content
        if occlusion.enabled, lowered.blur?.backdrop != nil { occlusion.paths.append(.barrier) }   // it reads the canvas around each pixel
        if let blur = lowered.blur {
            covered = blur.covered(content).clamped(width: width, height: height) ?? content
            layer.blur = BlurPass(blur: blur, drawn: content)
            blurPasses += 1
        }
        layers.append(layer)
        // The cover: the clip's bounds (its mask's cover must reach all of its accumulation or
        // stencil) or what the layer covers; every pixel it reads is cleared first.
        let cover = lowered.clip.map { $0.bounds.union(covered) } ?? covered
        steps[drawn.step] = .pushLayer(depth: layer.depth, clear: cover)
        extents.drew(lowered.clip?.bounds ?? covered)
        let (mask, quad): (CoverMask, Range<Int>)
        if let clip = lowered.clip, analytic && clip.geometry.antialiased {
            mask = .analytic(triangles: addTriangles(clip.geometry.outline), evenOdd: clip.geometry.evenOdd, bounds: clip.bounds)
            quad = appendQuad(clip.bounds)
            analyticPaths += 1
        } else if let clip = lowered.clip {
            (mask, quad) = stencilMask(clip.geometry, cover: clip.bounds)
        } else {
            (mask, quad) = (.none, appendQuad(covered))
        }
        steps.append(.popLayer(layer: layers.count - 1, mask: mask, cover: quad))
    }

    /// Tessellates a path drawn by a per-pixel shader: analytic triangles with a cover quad, an
    /// anti-aliased convex fan drawn directly (no mask), or a stencil fan with its cover quad over
    /// `bounds`. Returns the mask and the cover.
    private mutating func addShaded(_ draw: LoweredDraw) -> (CoverMask, Range<Int>) {
        let geometry = draw.geometry, bounds = draw.bounds
        extents.drew(bounds)
        flushDirect()
        flushGroup()
        if analytic && geometry.antialiased {
            let triangles = addTriangles(of: draw)
            analyticPaths += 1
            return (.analytic(triangles: triangles, evenOdd: geometry.evenOdd, bounds: bounds), appendQuad(bounds))
        }
        if geometry.antialiased && FanTessellator.isConvex(geometry.outline) {
            var sink = Sink(vertices: vertices, indices: [], color: 0)
            vertices = []
            FanTessellator.convexFan(geometry.outline, into: &sink)
            vertices = sink.vertices
            directPaths += 1
            return (.none, append(sink.indices))
        }
        stencilPaths += 1
        return stencilMask(geometry, cover: bounds)
    }

    /// Appends `geometry`'s stencil fan and a cover quad over `cover`: the mask (nonzero or
    /// even-odd, aliased or not) and the cover's indices.
    private mutating func stencilMask(_ geometry: DeviceGeometry, cover: DeviceBounds) -> (CoverMask, Range<Int>) {
        var sink = Sink(vertices: vertices, indices: [], color: 0)
        vertices = []
        FanTessellator.stencilFan(geometry.outline, into: &sink)
        vertices = sink.vertices
        let fan = append(sink.indices)
        let empty = fan.upperBound..<fan.upperBound
        return (.stencil(nonzero: geometry.evenOdd ? empty : fan, evenOdd: geometry.evenOdd ? fan : empty,
                         aliased: !geometry.antialiased), appendQuad(cover))
    }

    /// Appends a quad over `bounds` (pixels) and returns its 6 indices' range.
    private mutating func appendQuad(_ bounds: DeviceBounds) -> Range<Int> {
        let base = appendCorners(of: bounds, color: 0)
        let start = indices.count
        indices.appendQuad(base)
        return start..<indices.count
    }

    /// Appends `piece` (a batch of the commands that follow this one's, finished, without layers
    /// or images, inside this one's open layers if any) after its steps: its vertex indices, index
    /// and triangle ranges shifted past this batch's, its gradients renumbered. The same frame as
    /// lowering both parts into one batch, but for one more group at the seam.
    mutating func append(_ piece: FrameBatch) {
        let vertexBase = UInt32(vertices.count), indexBase = indices.count, triangleBase = instanceCount
        let gradientBase = gradients.count
        func shifted(_ range: Range<Int>) -> Range<Int> { range.lowerBound + indexBase..<range.upperBound + indexBase }
        func pieces(_ range: Range<Int>) -> Range<Int> { range.lowerBound + triangleBase..<range.upperBound + triangleBase }
        func shifted(_ mask: CoverMask) -> CoverMask {
            switch mask {
            case .stencil(let nonzero, let evenOdd, let aliased):
                .stencil(nonzero: shifted(nonzero), evenOdd: shifted(evenOdd), aliased: aliased)
            case .analytic(let range, let evenOdd, let bounds):
                .analytic(triangles: pieces(range), evenOdd: evenOdd, bounds: bounds)
            }
        }
        vertices += piece.vertices
        indices += piece.indices.lazy.map { $0 + vertexBase }
        triangles += piece.triangles
        occlusion.paths += piece.occlusion.paths.lazy.map { $0.shifted(pieces: triangleBase, vertices: vertexBase) }
        gradients += piece.gradients
        for step in piece.steps {
            switch step {
            case .direct(let range): steps.append(.direct(shifted(range)))
            case .stencil(let nonzero, let evenOdd, let cover, let aliased):
                steps.append(.stencil(nonzero: shifted(nonzero), evenOdd: shifted(evenOdd), cover: shifted(cover), aliased: aliased))
            case .analytic(let range, let cover, let evenOdd, let bounds):
                steps.append(.analytic(triangles: pieces(range), cover: shifted(cover), evenOdd: evenOdd, bounds: bounds))
            case .gradient(let mask, let cover, let paint):
                steps.append(.gradient(mask: shifted(mask), cover: shifted(cover), paint: paint + gradientBase))
            case .image, .pushLayer, .popLayer:
                preconditionFailure("pieces have neither images nor layers")
            }
        }
        stencilPaths += piece.stencilPaths
        directPaths += piece.directPaths
        analyticPaths += piece.analyticPaths
        keptPaths += piece.keptPaths
        if let drawn = piece.extents.outside { extents.drew(drawn) }   // into the layer it was appended in
    }

    /// Closes the open steps; call once after the last command.
    mutating func finish() {
        flushDirect()
        flushGroup()
    }

    /// Collapses `path`'s pieces (zero area: coverage.vert draws nothing) and its cover quad.
    mutating func hide(_ path: CullablePath) {
        let floats = path.pieces.lowerBound * AnalyticCoverage.instanceFloats..<path.pieces.upperBound * AnalyticCoverage.instanceFloats
        triangles.replaceSubrange(floats, with: repeatElement(0, count: floats.count))
        let first = Int(path.cover)
        for corner in first + 1..<first + 4 { vertices[corner] = vertices[first] }
        occlusion.hidden += 1
    }

    private mutating func flushDirect() {
        guard let start = directStart else { return }
        directStart = nil
        if indices.count > start { steps.append(.direct(start..<indices.count)) }
    }

    private mutating func flushGroup() {
        guard group.count > 0, let union = group.union else { return }
        switch group.kind {
        case .analytic(let evenOdd):
            let cover = append(group.cover)
            steps.append(.analytic(triangles: (group.triangleStart ?? 0)..<instanceCount, cover: cover,
                                   evenOdd: evenOdd, bounds: union))
        case .stencil(let aliased):
            let nonzero = append(group.nonzero), evenOdd = append(group.evenOdd), cover = append(group.cover)
            steps.append(.stencil(nonzero: nonzero, evenOdd: evenOdd, cover: cover, aliased: aliased))
        }
        group.reset()
    }

    private mutating func append(_ more: [UInt32]) -> Range<Int> {
        let start = indices.count
        indices.append(contentsOf: more)
        return start..<indices.count
    }
}
