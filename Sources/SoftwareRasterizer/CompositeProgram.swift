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
        /// Start a group. `end` is the index of the matching `.pop`; `clip` the clip's job, if any.
        /// When `invisible` (opacity 0) the whole group is skipped.
        case push(clip: Int?, end: Int, invisible: Bool)
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
    /// True when some operation pushes a layer (then bands must run every operation in order).
    private(set) var hasLayers = false

    /// Appends a layer push or pop.
    mutating func appendLayerOperation(_ operation: Operation) {
        hasLayers = true
        operations.append(operation)
    }

    /// Appends a draw of `job` with `shader` (solid colors at full coverage take the fast path).
    mutating func appendDraw(_ job: RasterJob, shader: PixelShader, coverageScale: UInt8) {
        if case .solid(let color) = shader, coverageScale == 255 {
            operations.append(.fill(job: jobs.count, color: color))
        } else {
            operations.append(.shade(job: jobs.count, shader: shaders.count, coverageScale: coverageScale))
            shaders.append(shader)
        }
        jobs.append(job)
    }

    /// A rough cost of drawing the program, in row steps of an edge (tens of nanoseconds each):
    /// every job's edges crossing rows, plus its bounding box at 64 pixels per unit (interiors are
    /// filled at memory speed), clipped to the canvas. Only used to pick the thread count.
    func estimatedWork(width: Int, height: Int) -> Double {
        jobs.reduce(0) { total, job in
            let edges = job.edges
            let w = max(min(edges.maxX, Double(width)) - max(edges.minX, 0), 0)
            let h = max(min(edges.maxY, Double(height)) - max(edges.minY, 0), 0)
            return total + min(edges.verticalExtent, Double(edges.edges.count) * h) + w * h / 64
        }
    }
}
