import Foundation
import RenderCommands
import VectorPath
import Geometry2D

/// A display list lowered for the CPU: rasterization jobs (edges + fill rule, for draws and layer
/// clips), the shaders of non-solid paints, and the operations that use them, in painter's order.
///
/// Operations hold only indices and small values (no shader payloads, no arrays), so the band
/// loop reads them without copying or reference counting.
struct CompositeProgram: Sendable {
    enum Operation: Sendable {
        /// Blend `color` over `jobs[job]`'s coverage (the fast path: solid paint, unscaled coverage).
        case fill(job: Int, color: PremultipliedRGBA8)
        /// Paint `jobs[job]`'s coverage, scaled by `coverageScale` (255 = unchanged), with `shaders[shader]`.
        case shade(job: Int, shader: Int, coverageScale: UInt8)
        /// Start a group. `end` is the index of the matching `.pop`; `clip` the clip's job, if any
        /// (bands the clip does not reach skip the whole group).
        case push(clip: Int?, end: Int)
        /// Composite the group onto what is below: layer pixels × clip coverage × `opacity`, `mode`.
        case pop(clip: Int?, opacity: UInt8, mode: BlendMode)

        /// The job a `.fill` or `.shade` draws; nil for layer operations.
        var drawnJob: Int? {
            switch self {
            case .fill(let job, _), .shade(let job, _, _): job
            case .push, .pop: nil
            }
        }
    }

    var jobs: [RasterJob] = []
    var shaders: [PixelShader] = []
    var operations: [Operation] = []
    /// The blocks holding the jobs' edges (to keep for a later program once this one is gone).
    var edgeBlocks: [EdgeBlock] = []
    /// True when some operation pushes a layer (then bands must run every operation in order).
    private(set) var hasLayers = false

    /// Appends a layer push or pop.
    mutating func appendLayerOperation(_ operation: Operation) {
        hasLayers = true
        operations.append(operation)
    }

    /// Appends a layer clip's job; returns its index.
    mutating func appendClip(_ job: RasterJob) -> Int {
        jobs.append(job)
        return jobs.count - 1
    }

    /// Appends a draw of `job` with `paint`: a solid color takes the fast path (a `.fill`, no
    /// shader built), any other paint a `.shade` with its shader.
    mutating func appendDraw(_ job: RasterJob, paint: ResolvedPaint) {
        if case .solid(let color) = paint {
            operations.append(.fill(job: jobs.count, color: color))
        } else {
            let (shader, coverageScale) = PixelShader.of(paint)
            operations.append(.shade(job: jobs.count, shader: shaders.count, coverageScale: coverageScale))
            shaders.append(shader)
        }
        jobs.append(job)
    }

    /// Appends the operations of `other` (a program without layers), its jobs and shaders
    /// renumbered after this one's.
    mutating func append(_ other: CompositeProgram) {
        precondition(!other.hasLayers, "only layer-free programs are joined")
        let jobOffset = jobs.count, shaderOffset = shaders.count
        jobs += other.jobs
        shaders += other.shaders
        edgeBlocks += other.edgeBlocks
        operations.reserveCapacity(operations.count + other.operations.count)
        for operation in other.operations {
            switch operation {
            case .fill(let job, let color):
                operations.append(.fill(job: job + jobOffset, color: color))
            case .shade(let job, let shader, let scale):
                operations.append(.shade(job: job + jobOffset, shader: shader + shaderOffset, coverageScale: scale))
            case .push, .pop:
                break
            }
        }
    }

    /// A rough cost of drawing the program, in row steps of an edge (tens of nanoseconds each):
    /// every job's edges crossing rows, plus its bounding box at 64 pixels per unit (interiors are
    /// filled at memory speed), clipped to the canvas. Only used to pick the thread count.
    func estimatedWork(width: Int, height: Int) -> Double {
        jobs.reduce(0) { total, job in
            let edges = job.edges
            let w = max(min(edges.maxX, Double(width)) - max(edges.minX, 0), 0)
            let h = max(min(edges.maxY, Double(height)) - max(edges.minY, 0), 0)
            return total + min(edges.verticalExtent, Double(edges.edgeCount + edges.stamps.count) * h) + w * h / 64
        }
    }
}

extension CompositeProgram {
    /// Builds a program from the lowered steps: each draw becomes a job and a `.fill` or `.shade`,
    /// each layer a `.push` (its `end` set at the pop) and a `.pop`, a clip one more job.
    struct Builder: LoweredCommandConsumer {
        private var program = CompositeProgram()
        /// Storage for the jobs' edges, a few blocks for the whole program.
        private var arena: EdgeArena
        /// Open layers: the index of their `.push` and their clip's job.
        private var open: [(push: Int, clip: Int?)] = []

        /// A builder for about `capacity` draws, storing edges in `arena`.
        init(capacity: Int, arena: EdgeArena = EdgeArena()) {
            self.arena = arena
            program.jobs.reserveCapacity(capacity)
            program.operations.reserveCapacity(capacity)
        }

        /// The program built, holding its arena's blocks (and those of the programs appended).
        func finish() -> CompositeProgram {
            var program = program
            program.edgeBlocks += arena.blocks
            return program
        }

        /// Appends `piece` (a program without layers, lowered from the commands that follow) inside
        /// the layers open here.
        mutating func append(_ piece: CompositeProgram) { program.append(piece) }

        mutating func draw(_ draw: LoweredDraw) {
            program.appendDraw(RasterJob(draw.geometry, arena: &arena), paint: draw.paint)
        }

        static var drawsGlyphRuns: Bool { true }
        static var largestStampedGlyph: Double { GlyphStamp.maximumSide }
        /// False (exact area coverage): strokes thinner than a pixel at their true width.
        var widensThinStrokes = false

        mutating func drawGlyphs(_ glyphs: LoweredGlyphs) {
            program.appendDraw(RasterJob(edges: EdgeList(glyphs), evenOdd: false), paint: glyphs.paint)
        }

        mutating func pushLayer(_ layer: LoweredLayer) {
            var clip: Int?
            if let geometry = layer.clip?.geometry { clip = program.appendClip(RasterJob(geometry, arena: &arena)) }
            open.append((program.operations.count, clip))
            program.appendLayerOperation(.push(clip: clip, end: -1))
        }

        mutating func popLayer(_ layer: LoweredLayer) {
            // The lowering pairs every pop with its push.
            guard let push = open.popLast() else { return }
            program.operations[push.push] = .push(clip: push.clip, end: program.operations.count)
            program.appendLayerOperation(.pop(clip: push.clip, opacity: layer.opacity, mode: layer.blendMode))
        }
    }
}

extension RasterJob {
    /// The job rasterizing `geometry`'s outline under its fill rule, anti-aliased or not, its
    /// edges stored in `arena`.
    init(_ geometry: borrowing DeviceGeometry, arena: inout EdgeArena) {
        self.init(edges: EdgeList(geometry.outline, arena: &arena), evenOdd: geometry.evenOdd,
                  antialiased: geometry.antialiased)
    }
}
