import Backends
import GLESRenderer
import RenderCommands
import SoftwareRasterizer
import Testing

/// The GPU's pipeline reaches the frame loop through `Renderer.makeFramePipeline()`, with no GPU
/// type named: the GPU renderer, and a `RendererChoice` that picked it, give a `GLFramePipeline`;
/// the software rasterizer draws one frame at a time.
@Suite struct PipelineChoiceTests {
    @Test func theSoftwareRasterizerDrawsOneFrameAtATime() throws {
        #expect(SoftwareRenderer().makeFramePipeline().latency == 0)
        #expect(try RendererChoice(.cpu).makeFramePipeline() is SynchronousFramePipeline<SoftwareRenderer>)
    }

    @Test(needsGPU) func theGPUChoiceForwardsItsPipeline() throws {
        let choice = try RendererChoice(.gpu)
        let pipeline = choice.makeFramePipeline()
        #expect(pipeline is GLFramePipeline)
        #expect(pipeline.latency == 1)
    }
}
