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
    /// Before any of it, the frame's estimate is checked against ``GLESOptions/budget``: flattened
    /// points and layer depth (as the software renderer checks them), and the GPU memory the frame
    /// needs — the offscreen targets of its deepest layer nesting
    /// (``RenderBudget/layerTargetBytes(depth:width:height:samples:)``) plus its geometry
    /// (``RenderBudget/gpuBytesPerPoint`` per point).
    func tessellate(_ list: DisplayList, into batch: inout FrameBatch, width: Int, height: Int) throws(GLESError) {
        let budget = options.budget
        let lowered = list.lowered(tolerance: options.tolerance, width: width, height: height, budget: budget)
        let estimate: FrameEstimate
        do { estimate = try lowered.checkBudget() } catch { throw .overBudget(error) }
        let targets = RenderBudget.layerTargetBytes(depth: estimate.maximumDepth, width: width, height: height,
                                                    samples: info.samples)
        let memory = targets + estimate.points * Double(RenderBudget.gpuBytesPerPoint)
        if memory > Double(budget.maxGPUBytes) {
            let samples = info.samples > 1 ? ", \(info.samples)× MSAA" : ""
            let layers = estimate.maximumDepth > 0 ? "\(estimate.maximumDepth) layer levels of \(width)×\(height)\(samples), " : ""
            throw .overBudget(RenderBudget.Exceeded(
                .gpuBytes, amount: memory, maximum: budget.maxGPUBytes,
                detail: layers + "~\(RenderBudget.Exceeded.scientific(estimate.points)) points"))
        }
        if batch.width != width || batch.height != height { batch = FrameBatch(width: width, height: height) }
        batch.reset(maxTextureSize: info.maxTextureSize)
        try lowered.run(into: &batch)
        batch.finish()
    }
}
