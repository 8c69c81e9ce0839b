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
    /// points and layer depth (as the software renderer checks them), and the offscreen targets
    /// the deepest nesting needs (``RenderBudget/layerTargetBytes(depth:width:height:samples:)``).
    func tessellate(_ list: DisplayList, into batch: inout FrameBatch, width: Int, height: Int) throws(GLESError) {
        let budget = options.budget
        let lowered = list.lowered(tolerance: options.tolerance, width: width, height: height, budget: budget)
        let estimate: FrameEstimate
        do { estimate = try lowered.checkBudget() } catch { throw .overBudget(error) }
        let offscreen = RenderBudget.layerTargetBytes(depth: estimate.maximumDepth, width: width, height: height,
                                                      samples: info.samples)
        if offscreen > Double(budget.maxOffscreenBytes) {
            let samples = info.samples > 1 ? ", \(info.samples)× MSAA" : ""
            throw .overBudget(RenderBudget.Exceeded(
                .offscreenBytes, amount: offscreen, maximum: budget.maxOffscreenBytes,
                detail: "\(estimate.maximumDepth) levels of \(width)×\(height)\(samples)"))
        }
        if batch.width != width || batch.height != height { batch = FrameBatch(width: width, height: height) }
        batch.reset(maxTextureSize: info.maxTextureSize)
        try lowered.run(into: &batch)
        batch.finish()
    }
}
