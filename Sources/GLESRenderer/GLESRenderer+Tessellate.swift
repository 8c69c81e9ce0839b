import Foundation
import RenderCommands
import Tessellation
import VectorPath
import Geometry2D

extension GLESRenderer {
    /// Builds `batch` from the list as `LoweredDisplayList` lowers it for both backends (which
    /// already dropped what cannot show). CPU only; reads only immutable state, so it needs no lock
    /// and runs while another frame is on the GPU — see ``GLFramePipeline``.
    func tessellate(_ list: DisplayList, into batch: inout FrameBatch, width: Int, height: Int) throws(GLESError) {
        if batch.width != width || batch.height != height { batch = FrameBatch(width: width, height: height) }
        batch.reset(maxTextureSize: info.maxTextureSize)
        try list.lowered(tolerance: options.tolerance, width: width, height: height).run(into: &batch)
        batch.finish()
    }
}
