import Foundation
import GLESRenderer
import RenderCommands
import SoftwareRasterizer
import Testing
import ZoetropeTestSupport
import VectorPath
import Geometry2D

/// `GLESOptions.budget`: the GPU checks points and layer depth as the software renderer does, and
/// the offscreen targets nested layers need (one full-canvas multisampled target per level)
/// before it allocates any. (1 000 nested layers took 7 GB at 1024² before.)
@Suite struct GPUBudgetTests {
    static func nested(_ depth: Int) -> DisplayList { BudgetTestSupport.nestedLayers(depth) }

    /// The budget error `body` throws, or nil.
    static func exceeded(_ body: () throws(GLESError) -> Void) -> RenderBudget.Exceeded? {
        BudgetTestSupport.exceeded(body) { if case .overBudget(let exceeded) = $0 { exceeded } else { nil } }
    }

    @Test(needsGPU) func nestedLayersOverTheOffscreenBudgetFailBeforeAllocating() throws {
        var options = GLESOptions(samples: 4)
        options.budget.maxGPUBytes = 8 << 20
        let gpu = try GLESRenderer(options: options)
        let samples = gpu.info.samples
        let perLevel = RenderBudget.layerTargetBytes(depth: 1, width: 256, height: 256, samples: samples)
        // Analytic coverage's R32F accumulation target counts too.
        let accumulation = gpu.info.coverage == .analytic ? 256.0 * 256 * 4 : 0
        let fits = Int((Double(8 << 20) - accumulation) / perLevel)
        var pixmap = try Pixmap(width: 256, height: 256)
        try gpu.render(Self.nested(fits), into: &pixmap)
        let before = gpu.liveObjectCount
        let exceeded = try #require(Self.exceeded { () throws(GLESError) in try gpu.render(Self.nested(fits + 1), into: &pixmap) })
        #expect(exceeded.limit == .gpuBytes)
        #expect(exceeded.description.contains("\(fits + 1) layer levels of 256×256"), "\(exceeded)")
        #expect(gpu.liveObjectCount == before)
    }

    /// Geometry counts too: ~176 B per point (buffers, driver copies, llvmpipe's binning).
    @Test(needsGPU) func geometryCountsAgainstGPUMemory() throws {
        var options = GLESOptions(samples: 4)
        options.budget.maxGPUBytes = 1 << 20
        let gpu = try GLESRenderer(options: options)
        var list = DisplayList()
        var zigzag = Path()
        zigzag.move(to: CGPoint(x: 0, y: 0))
        for i in 1...10_000 { zigzag.addLine(to: CGPoint(x: Double(i % 64), y: Double(i % 2) * 64)) }
        list.fill(zigzag, with: .color(.red))   // 10 001 points: 1.7 MiB at 176 B per point
        var pixmap = try Pixmap(width: 64, height: 64)
        let exceeded = try #require(Self.exceeded { () throws(GLESError) in try gpu.render(list, into: &pixmap) })
        #expect(exceeded.limit == .gpuBytes)
        #expect(exceeded.description.hasPrefix("the frame needs ~"), "\(exceeded)")
        try SoftwareRenderer(budget: options.budget).render(list, into: &pixmap)   // the CPU's points budget is larger
    }

    /// Past 2³⁰ points the 32-bit vertex indices would overflow: refused, whatever the budget.
    @Test(needsGPU) func framesBeyond32BitIndicesAreRefused() throws {
        var options = GLESOptions(samples: 0)
        options.budget = .unlimited
        let gpu = try GLESRenderer(options: options)
        // One command of 70 000 cubics through the canvas, 16 384 points each: stopped before flattening.
        let list = BudgetTestSupport.cubicsThroughTheCanvas(70_000)
        var pixmap = try Pixmap(width: 16, height: 16)
        #expect(throws: GLESError.self) { try gpu.render(list, into: &pixmap) }
    }

    @Test(needsGPU) func layerDepthAndPointsAreCheckedAsOnTheCPU() throws {
        let gpu = try #require(GPU.renderer)
        var pixmap = try Pixmap(width: 16, height: 16)
        #expect(throws: GLESError.self) { try gpu.render(Self.nested(1000), into: &pixmap) }
        let list = BudgetTestSupport.cubicsThroughTheCanvas
        #expect(Self.exceeded { () throws(GLESError) in try gpu.render(list, into: &pixmap) }?.limit == .points)
    }

    /// An image drawn many times (one decoded pixmap, shared) is one texture, uploaded once a
    /// frame, and counts once against the GPU memory.
    @Test(needsGPU) func anImageDrawnManyTimesIsOneTexture() throws {
        let gpu = try GLESRenderer(options: GLESOptions(samples: 4))
        var image = try Pixmap(width: 300, height: 200)
        image.fill(.red)
        func list(_ count: Int) -> DisplayList {
            var list = DisplayList()
            for i in 0..<count { list.draw(image, in: CGRect(x: Double(i % 8) * 8, y: Double(i / 8) * 8, width: 8, height: 8)) }
            return list
        }
        var pixmap = try Pixmap(width: 64, height: 64)
        try gpu.render(list(2), into: &pixmap)
        let objects = gpu.liveObjectCount
        pixmap.fill(.clear)   // a uniform canvas again (a drawn one is uploaded through one more texture)
        try gpu.render(list(64), into: &pixmap)
        #expect(gpu.liveObjectCount == objects)   // one texture object per draw would add 62
        #expect(pixmap[x: 60, y: 60] == PremultipliedRGBA8(Color.red))
        var options = GLESOptions(samples: 4)
        options.budget.maxGPUBytes = 300 * 200 * 4 + 80_000
        let tight = try GLESRenderer(options: options)
        try tight.render(list(64), into: &pixmap)                 // 240 KB of texture once, not 64 times
        var other = try Pixmap(width: 300, height: 200)
        other.fill(.blue)
        var two = list(1)
        two.draw(other, in: CGRect(x: 0, y: 0, width: 8, height: 8))
        let exceeded = try #require(Self.exceeded { () throws(GLESError) in try tight.render(two, into: &pixmap) })
        #expect(exceeded.description.contains("469 KiB of images"), "\(exceeded)")
    }
}
