import Backends
import FrameOutput
import GLESRenderer
import RenderCommands
import Scenes
import SoftwareRasterizer
import Testing
import Zoetrope

/// The GPU's pipeline reaches the frame loop through `Renderer.makeFramePipeline()`, with no GPU
/// type named: the GPU renderer, and a `RendererChoice` that picked it, give a `GLFramePipeline`;
/// the software rasterizer draws one frame at a time. A `RenderJob` on the GPU choice writes
/// exactly the frames `render(_:into:)` gives, in order.
@Suite struct PipelineChoiceTests {
    /// Frames in memory, in the order written.
    final class Frames: FrameSink {
        var written: [(frame: PlannedFrame, pixmap: Pixmap)] = []
        private var undrained: [WrittenFrame] = []
        func location(of frame: PlannedFrame) -> String { frame.name }
        func write(_ pixmap: Pixmap, for frame: PlannedFrame) throws {
            written.append((frame, pixmap))
            undrained.append(WrittenFrame(frame: frame, location: frame.name, encodeSeconds: 0))
        }
        func drainWritten() -> [WrittenFrame] {
            defer { undrained.removeAll() }
            return undrained
        }
        func finish() throws -> FrameSinkSummary { FrameSinkSummary(framesWritten: written.count, encodeSeconds: 0) }
    }

    @Test func theSoftwareRasterizerDrawsOneFrameAtATime() throws {
        #expect(SoftwareRenderer().makeFramePipeline().latency == 0)
        #expect(try RendererChoice(.cpu).makeFramePipeline() is SynchronousFramePipeline<SoftwareRenderer>)
    }

    /// The software rasterizer clears to the job's background as it draws (no canvas is copied):
    /// the frames are exactly those `render(_:into:)` gives over a canvas of that color.
    @Test func aRenderJobOnTheCPUGivesTheFramesOverItsBackground() throws {
        let choice = try RendererChoice(.cpu)
        let player = try ScenePlayer(named: "flower")
        let plan = try FramePlan(name: "flower", fps: 10, selection: .frames(0..<3))
        let background = Color(red: 0.9, green: 0.8, blue: 0.2, opacity: 0.6)
        var canvas = try Pixmap(width: 96, height: 80)
        canvas.fill(background)
        let list = { (frame: PlannedFrame) in try player.frame(at: frame.time, size: CGSize(width: 96, height: 80)).displayList }
        let sink = Frames()
        let report = try RenderJob(plan: plan, renderer: choice, width: 96, height: 80, background: PremultipliedRGBA8(background),
                                   displayList: list).run(into: sink)
        #expect(report.rendered == 3)
        for (frame, pixmap) in sink.written {
            var expected = canvas
            try choice.render(list(frame), into: &expected)
            let same = pixmap == expected
            #expect(same, "frame \(frame.index)")
        }
    }

    /// `--backend auto` times the GPU against the CPU once (on a hardware GPU; here whatever GL
    /// there is): a frame of real size on each, both timed, the same picture as the self-test.
    @Test(needsGPU) func theRaceTimesBothBackendsOnTheSameFrame() throws {
        let gpu = try #require(GPU.renderer)
        let race = try GPUSelfTest.race(gpu, against: SoftwareRenderer(threads: 1))
        print("race on \(gpu.info.renderer): \(race)")
        #expect(race.gpuMilliseconds > 0 && race.gpuMilliseconds.isFinite)
        #expect(race.cpuMilliseconds > 0 && race.cpuMilliseconds.isFinite)
        #expect(race.description.hasPrefix("test card at 1024²: GPU "))
    }

    @Test(needsGPU) func theGPUChoiceForwardsItsPipeline() throws {
        let choice = try RendererChoice(.gpu)
        let pipeline = choice.makeFramePipeline()
        #expect(pipeline is GLFramePipeline)
        #expect(pipeline.latency == 1)
    }

    @Test(needsGPU) func aRenderJobOnTheGPUGivesTheOneAtATimeFrames() throws {
        let choice = try RendererChoice(.gpu)
        let player = try ScenePlayer(named: "flower")
        let plan = try FramePlan(name: "flower", fps: 10, selection: .frames(0..<5))
        var canvas = try Pixmap(width: 64, height: 64)
        canvas.fill(.white)
        let list = { (frame: PlannedFrame) in try player.frame(at: frame.time, size: CGSize(width: 64, height: 64)).displayList }
        let sink = Frames()
        let report = try RenderJob(plan: plan, renderer: choice, width: 64, height: 64, background: PremultipliedRGBA8(.white),
                                   displayList: list).run(into: sink)
        #expect(report.rendered == 5)
        #expect(sink.written.map(\.frame.index) == Array(0..<5))
        for (frame, pixmap) in sink.written {
            var expected = canvas
            try choice.render(list(frame), into: &expected)
            #expect(pixmap == expected, "frame \(frame.index)")
        }
    }
}
