import Foundation
import VectorPath
/// What the last frame cost on the GPU side: draw calls and geometry sizes.
///
/// ```swift
/// try gpu.render(list, into: &pixmap)
/// print(gpu.lastFrameStatistics.drawCalls)   // polygons(10000): 1 direct batch, not 10000 draws
/// ```
public struct GLESFrameStatistics: Sendable, Equatable, CustomStringConvertible {
    /// `glDraw*` calls issued (stencil passes, covers, direct batches and the canvas copy).
    public var drawCalls = 0
    /// The frame's vertices and indices (one vertex buffer and one index buffer).
    public var vertices = 0, indices = 0
    /// Of them, and of its analytic pieces (``triangles``), those written to the GPU this frame:
    /// only what differs from the last frame's (``GLESOptions/keepsGeometry``), else all.
    public var uploadedVertices = 0, uploadedIndices = 0, uploadedInstances = 0
    /// Analytic paths whose pieces an earlier frame made: neither flattened nor fanned again
    /// (``GLESOptions/keepsGeometry``).
    public var keptPaths = 0
    /// Paths drawn through the stencil (stencil-then-cover), and drawn directly as convex fans.
    public var stencilPaths = 0, directPaths = 0
    /// Groups of stencil paths with disjoint bounds that share one stencil pass and one cover draw.
    public var stencilGroups = 0
    /// Paths (and layer clips) given analytic coverage, the accumulations they took (paths with
    /// disjoint bounds share one) and the triangle instances accumulated (see ``GPUInfo/coverage``).
    public var analyticPaths = 0, analyticGroups = 0, triangles = 0
    /// Of the analytic paths, those that opaque fills drawn after them hide wholly, so neither
    /// accumulated nor covered (``GLESOptions/cullsOccluded``).
    public var hiddenPaths = 0
    /// Layers (offscreen groups) composited, and images drawn.
    public var layers = 0, images = 0
    /// Layers whose blur or drop shadow the GPU drew in shaders (``GLESOptions/shaderBlurs``).
    public var blurredLayers = 0
    /// True when the previous canvas contents were uploaded (not a single color, so not a clear).
    public var uploadedCanvas = false
    /// The consecutive pieces the list was tessellated in, each on its own thread (1: one thread;
    /// ``GLESOptions/tessellationThreads``).
    public var tessellationPieces = 1

    /// Milliseconds per phase. `tessellate` and `total` are always measured; the GPU phases only
    /// with ``GLESOptions/profile`` (otherwise they are 0 and the GPU time shows up in `readback`,
    /// where the CPU waits for it).
    public var phases = Phases()

    /// Milliseconds per phase of a frame.
    public struct Phases: Sendable, Equatable {
        public var tessellate = 0.0, canvas = 0.0, draw = 0.0, resolve = 0.0, readback = 0.0, total = 0.0
        /// The CPU's part of uploading the geometry (comparing it with the last frame's and the
        /// writes), always measured.
        public var geometry = 0.0
    }

    public init() {}

    public var description: String {
        "\(drawCalls) draw calls, \(vertices) vertices, \(indices) indices, \(directPaths) direct + "
            + "\(stencilPaths) stencil paths in \(stencilGroups) stencil groups, \(analyticPaths) analytic paths in "
            + "\(analyticGroups) accumulations of \(triangles) triangles"
    }
}
