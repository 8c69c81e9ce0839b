import Foundation
import GLESRenderer
import RenderCommands
import Testing
import VectorPath
import Geometry2D

/// `GLESOptions.budget`: the GPU checks points and layer depth as the software renderer does, and
/// the offscreen targets nested layers need (one full-canvas multisampled target per level)
/// before it allocates any. (1 000 nested layers took 7 GB at 1024² before.)
@Suite struct GPUBudgetTests {
    static func nested(_ depth: Int) -> DisplayList {
        var list = DisplayList()
        for _ in 0..<depth { list.pushLayer(LayerStyle(opacity: 0.9)) }
        list.fill(Path(CGRect(x: 0, y: 0, width: 8, height: 8)), with: .color(.red))
        for _ in 0..<depth { list.popLayer() }
        return list
    }

    /// The budget error `body` throws, or nil.
    static func exceeded(_ body: () throws(GLESError) -> Void) -> RenderBudget.Exceeded? {
        do throws(GLESError) {
            try body()
        } catch {
            if case .overBudget(let exceeded) = error { return exceeded }
        }
        return nil
    }

    @Test(needsGPU) func nestedLayersOverTheOffscreenBudgetFailBeforeAllocating() throws {
        var options = GLESOptions(samples: 4)
        options.budget.maxOffscreenBytes = 8 << 20
        let gpu = try GLESRenderer(options: options)
        let samples = gpu.info.samples
        let perLevel = RenderBudget.layerTargetBytes(depth: 1, width: 256, height: 256, samples: samples)
        let fits = Int(Double(8 << 20) / perLevel)
        var pixmap = try Pixmap(width: 256, height: 256)
        try gpu.render(Self.nested(fits), into: &pixmap)
        let before = gpu.liveObjectCount
        let exceeded = try #require(Self.exceeded { () throws(GLESError) in try gpu.render(Self.nested(fits + 1), into: &pixmap) })
        #expect(exceeded.limit == .offscreenBytes)
        #expect(exceeded.description.contains("\(fits + 1) levels of 256×256"), "\(exceeded)")
        #expect(gpu.liveObjectCount == before)
    }

    @Test(needsGPU) func layerDepthAndPointsAreCheckedAsOnTheCPU() throws {
        let gpu = try #require(GPU.renderer)
        var pixmap = try Pixmap(width: 16, height: 16)
        #expect(throws: GLESError.self) { try gpu.render(Self.nested(1000), into: &pixmap) }
        var path = Path()
        path.move(to: .zero)
        for i in 0..<10_000 {
            let x = Double(i % 100) * 1e-3
            path.addCurve(to: CGPoint(x: x + 1e-3, y: 0), control1: CGPoint(x: x + 300, y: -300), control2: CGPoint(x: x - 300, y: 300))
        }
        var list = DisplayList()
        list.fill(path, with: .color(.red), transform: ProjectionTransform(CGAffineTransform(scaleX: 1e5, y: 1e5)))
        #expect(Self.exceeded { () throws(GLESError) in try gpu.render(list, into: &pixmap) }?.limit == .points)
    }
}
