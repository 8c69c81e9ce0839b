import Foundation
import GLESRenderer
import RenderCommands
import Testing
import Zoetrope
import SoftwareRasterizer
import ZoetropeUI
import VectorPath
import Scenes
import Geometry2D
import BenchmarkScenes
import Backends

/// `GLFramePipeline`: frame N+1 tessellated and drawn while frame N is read back (ring of
/// pixel-pack buffers with fences). Its frames must be byte-identical to `render(_:into:)`, come
/// back in order, and hold a constant number of GL objects however many frames go through.
@Suite struct FramePipelineTests {
    /// Frames of `scene` at `count` times over its duration, in pixels of `side`².
    static func lists(_ scene: String, count: Int, side: Int) throws -> [DisplayList] {
        let player = try ScenePlayer(named: scene)
        let duration = player.duration.isFinite && player.duration > 0 ? player.duration : 1
        return try (0..<count).map { frame in
            try player.frame(at: duration * Double(frame) / Double(count), size: CGSize(width: side, height: side)).displayList
        }
    }

    /// The flower (stencil fills), the flip card (perspective, gradients) and the clock, each over
    /// an opaque canvas (cleared) and over a canvas with content (uploaded), at depths 2 and 3.
    @Test(needsGPU, arguments: ["flower", "flip", "clock"])
    func pipelinedFramesMatchTheOneAtATimeFrames(scene: String) throws {
        let renderer = try #require(GPU.renderer)
        let side = 96
        let lists = try Self.lists(scene, count: 6, side: side)
        var white = try Pixmap(width: side, height: side)
        white.fill(.white)
        var striped = white
        for y in stride(from: 0, to: side, by: 8) { for x in 0..<side { striped[x: x, y: y] = PremultipliedRGBA8(red: 0, green: 0, blue: 128, alpha: 128) } }
        for canvas in [white, striped] {
            let expected = try lists.map { list -> Pixmap in
                var pixmap = canvas
                try renderer.render(list, into: &pixmap)
                return pixmap
            }
            for depth in [2, 3] {
                let frames = try renderer.render(frames: lists, over: canvas, depth: depth)
                try #require(frames.count == lists.count)
                for (index, (frame, reference)) in zip(frames, expected).enumerated() {
                    let difference = frame == reference ? nil : try ImageDifference(between: frame, and: reference)
                    #expect(frame == reference, "\(scene) frame \(index), depth \(depth): \(String(describing: difference))")
                }
            }
        }
    }

    /// Frames come back one submit late (depth 2), in order, and a size change mid-stream flushes
    /// the old size first.
    @Test(needsGPU) func framesComeBackInOrderAcrossASizeChange() throws {
        let renderer = try #require(GPU.renderer)
        let pipeline = GLFramePipeline(renderer: renderer, depth: 2)
        defer { pipeline.close() }
        var returned: [Pixmap] = []
        var expected: [Pixmap] = []
        for (index, side) in [32, 32, 48, 48, 48, 20].enumerated() {
            var list = DisplayList()
            list.fill(Path(CGRect(x: Double(index), y: 2, width: 10, height: Double(side) / 2)), with: .color(.black))
            var canvas = try Pixmap(width: side, height: side)
            canvas.fill(.white)
            var reference = canvas
            try renderer.render(list, into: &reference)
            expected.append(reference)
            let done = try pipeline.submit(list, over: canvas)
            returned += done
            if index == 0 { #expect(done.isEmpty, "depth 2 returns no frame for the first submit") }
        }
        returned += try pipeline.finish()
        #expect(returned.count == expected.count)
        #expect(returned == expected)
        #expect(pipeline.submitted == 6 && pipeline.returned == 6)
        #expect(try pipeline.finish().isEmpty)
    }

    /// 300 frames through one pipeline: the renderer's GL objects and the pipeline's (pack buffers +
    /// fences) do not move, and resident memory grows by less than 24 MiB (parallel tests move it too; a leak of a frame's
    /// pixmap per frame would add ≥ 25 MiB) in the calmest of three
    /// blocks of 100 frames (see FrameStabilityTests for why blocks).
    @Test(needsGPU) func pipelinedFramesKeepGLObjectsAndMemoryFlat() throws {
        let renderer = try GLESRenderer()
        let list = PeerScene.clock.displayList
            .transformed(by: ProjectionTransform(CGAffineTransform(scaleX: 0.25, y: 0.25)))
        var canvas = try Pixmap(width: 256, height: 256)
        canvas.fill(.white)
        let pipeline = GLFramePipeline(renderer: renderer)
        for _ in 0..<10 { _ = try pipeline.submit(list, over: canvas) }
        let objects = renderer.liveObjectCount, pipelineObjects = pipeline.liveObjectCount
        #expect(pipelineObjects == pipeline.depth + 1, "2 pack buffers + 1 fence in flight")
        var growth: [Int] = []
        for _ in 0..<3 {
            let before = FrameStabilityTests.residentBytes()
            for _ in 0..<100 { _ = try pipeline.submit(list, over: canvas) }
            if let before, let after = FrameStabilityTests.residentBytes() { growth.append(after - before) }
        }
        #expect(renderer.liveObjectCount == objects)
        #expect(pipeline.liveObjectCount == pipelineObjects)
        _ = try pipeline.finish()
        #expect(pipeline.liveObjectCount == pipeline.depth, "no fence left after finish")
        pipeline.close()
        #expect(pipeline.liveObjectCount == 0)
        #expect(pipeline.submitted == 310 && pipeline.returned == 310)
        print("resident memory growth per 100 pipelined GPU frames: \(growth.map { "\($0 >> 10) KiB" })")
        if let least = growth.min() { #expect(least < 24 << 20, "\(growth)") }
    }

    /// An invalid list is refused before it is queued; the pipeline goes on.
    @Test(needsGPU) func anInvalidListThrowsAndThePipelineGoesOn() throws {
        let renderer = try #require(GPU.renderer)
        let pipeline = GLFramePipeline(renderer: renderer)
        var canvas = try Pixmap(width: 16, height: 16)
        canvas.fill(.white)
        var bad = DisplayList()
        bad.popLayer()
        #expect(throws: GLESError.self) { try pipeline.submit(bad, over: canvas) }
        var good = DisplayList()
        good.fill(Path(CGRect(x: 2, y: 2, width: 8, height: 8)), with: .color(.black))
        var frames = try pipeline.submit(good, over: canvas)
        frames += try pipeline.finish()
        #expect(frames.count == 1 && frames.first?[x: 4, y: 4] == PremultipliedRGBA8(red: 0, green: 0, blue: 0, alpha: 255))
    }
}
