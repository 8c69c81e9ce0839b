import Foundation
import RenderCommands
import Tessellation
import VectorPath
import Geometry2D

extension GLESRenderer {
    /// Builds `batch` from the list as `LoweredDisplayList` lowers it for both backends (which
    /// already dropped what cannot show). CPU only; reads only immutable state, so it needs no lock
    /// and runs while another frame is on the GPU — see ``GLFramePipeline``.
    ///
    /// The lowering keeps to ``GLESOptions/budget`` as for the software renderer (flattened
    /// points and layer depth, each command estimated before its work), with the points also held
    /// to the GPU memory they take (``RenderBudget/gpuBytesPerPoint`` each). Before anything is
    /// drawn, the GPU memory the frame needs — its layers' offscreen targets
    /// (``RenderBudget/layerTargetBytes(depth:width:height:samples:)``), the two targets of blurs
    /// drawn in shaders, its geometry and its distinct images' textures — is checked against
    /// ``RenderBudget/maxGPUBytes``.
    /// The most points a frame may have on the GPU, whatever the budget: vertices are numbered
    /// with 32-bit indices (each point is at most one vertex, each path adds a 4-vertex cover).
    static let maximumPoints = 1 << 30

    /// ``GLESOptions/cullsOccluded``, nil resolved: on for a software rasterizer, off on hardware.
    var cullsOccluded: Bool { options.cullsOccluded ?? info.isSoftware }

    func tessellate(_ list: DisplayList, into batch: inout FrameBatch, width: Int, height: Int) throws(GLESError) {
        let budget = options.budget
        var held = budget
        held.maxPoints = min(budget.maxPoints, budget.maxGPUBytes / RenderBudget.gpuBytesPerPoint, Self.maximumPoints)
        if batch.width != width || batch.height != height { batch = FrameBatch(width: width, height: height) }
        batch.reset(maxTextureSize: info.maxTextureSize, analytic: info.coverage == .analytic, occludes: cullsOccluded)
        let outcome: LoweringOutcome
        let start = options.keepsGeometry ? keptGeometry.start() : .off
        if let (joined, pieces) = tessellateInPieces(list, into: &batch, width: width, height: height, budget: held,
                                                     reusing: start) {
            outcome = joined
            if options.keepsGeometry { keptGeometry.finish(pieces) }
        } else {
            batch.reset(maxTextureSize: info.maxTextureSize, analytic: info.coverage == .analytic, occludes: cullsOccluded)
            var reuse = start
            outcome = try list.lowered(tolerance: options.tolerance, width: width, height: height, budget: held)
                .run(into: &batch, reusing: &reuse)
            if options.keepsGeometry { keptGeometry.finish([reuse]) }
        }
        if outcome.exceeded == nil { batch.hideOccluded() }
        if var exceeded = outcome.exceeded, exceeded.limit != .points || exceeded.amount > Double(budget.maxPoints) {
            if exceeded.limit == .points { exceeded.maximum = budget.maxPoints }   // over the points budget itself
            throw .overBudget(exceeded)
        }
        if let exceeded = outcome.exceeded, exceeded.amount > Double(Self.maximumPoints) {
            throw .unsupported("a frame of ~\(RenderBudget.Exceeded.scientific(exceeded.amount)) points (its vertices are "
                               + "numbered with 32-bit indices: at most \(RenderBudget.Exceeded.scientific(Double(Self.maximumPoints))))")
        }
        // Over the GPU's share of points, or over its memory with the layer targets.
        let points = outcome.exceeded?.amount ?? outcome.points
        let depth = outcome.exceeded == nil ? outcome.maximumDepth : batch.maximumDepth
        let targets = RenderBudget.layerTargetBytes(depth: depth, width: width, height: height, samples: info.samples)
        let accumulation = info.coverage == .analytic ? Double(width) * Double(height) * 4 : 0
        let scratch = batch.blurPasses > 0 ? 2 * Double(width) * Double(height) * 4 : 0   // LayerBlur's two targets
        let memory = targets + accumulation + scratch + points * Double(RenderBudget.gpuBytesPerPoint) + batch.textureBytes
        if outcome.exceeded != nil || memory > Double(budget.maxGPUBytes) {
            let samples = info.samples > 1 ? ", \(info.samples)× MSAA" : ""
            let layers = depth > 0 ? "\(depth) layer levels of \(width)×\(height)\(samples), " : ""
            let images = batch.textureBytes > 0 ? ", \(RenderBudget.Exceeded.bytes(batch.textureBytes)) of images" : ""
            let blurs = scratch > 0 ? ", 2 blur targets of \(width)×\(height)" : ""
            throw .overBudget(RenderBudget.Exceeded(
                .gpuBytes, amount: memory, maximum: budget.maxGPUBytes,
                detail: layers + "~\(RenderBudget.Exceeded.scientific(points)) points" + images + blurs))
        }
        batch.finish()
    }

    /// Milliseconds to tessellate `list` for a `width`×`height` canvas once more, right away, with
    /// the geometry the last frame kept — the CPU-side cost without the driver's own work in
    /// between (on llvmpipe, rasterizing the previous frame on the same cores evicts the caches
    /// this code and its data were in: a blob fill found kept takes ~20 µs just after a frame and
    /// 2–4 µs back to back). For the benchmark; draws nothing.
    ///
    /// ```swift
    /// try gpu.render(list, into: &pixmap)
    /// let warm = try gpu.timeTessellation(of: list, width: 1024, height: 1024)
    /// ```
    package func timeTessellation(of list: DisplayList, width: Int, height: Int) throws(GLESError) -> Double {
        do { try list.validate() } catch { throw .invalidList(error) }
        let list = try resolvingFilters(list, width: width, height: height)
        lock.lock()
        defer { lock.unlock() }
        let start = DispatchTime.now().uptimeNanoseconds
        try tessellate(list, into: &batch, width: width, height: height)
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }
}
