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
        let fits = Int(Double(8 << 20) / perLevel)
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

    @Test(needsGPU) func layerDepthAndPointsAreCheckedAsOnTheCPU() throws {
        let gpu = try #require(GPU.renderer)
        var pixmap = try Pixmap(width: 16, height: 16)
        #expect(throws: GLESError.self) { try gpu.render(Self.nested(1000), into: &pixmap) }
        let list = BudgetTestSupport.cubicsThroughTheCanvas
        #expect(Self.exceeded { () throws(GLESError) in try gpu.render(list, into: &pixmap) }?.limit == .points)
    }
}
