import Foundation
import Testing
import Geometry2D
import RenderCommands
import SoftwareRasterizer
import GLESRenderer
@testable import LayerTree

/// The layer scenes on the GPU backend against the CPU backend, where EGL gives an OpenGL ES 3
/// context (skipped visibly elsewhere). Tolerance as the GPU layer parity tests: mean absolute
/// difference ≤ 1.5 and at most 4 % of pixels off by more than 16 (anti-aliasing: MSAA vs analytic).
@Suite struct LayerRenderParityTests {
    static let gpu: GLESRenderer? = {
        do throws(GLESError) { return try GLESRenderer() } catch {
            print("LayerRenderParityTests skipped: \(error)")
            return nil
        }
    }()

    @Test(.enabled(if: gpu != nil, "no EGL display initializes an OpenGL ES 3 context here"),
          arguments: LayerRenderScenes.all.map(\.name))
    func cpuAndGPUAgree(name: String) throws {
        let scene = try #require(LayerRenderScenes.all.first { $0.name == name })
        let list = CARenderer2D.displayList(for: scene.make(), size: CGSize(width: 128, height: 128), scale: 2)
        var cpu = try Pixmap(width: 256, height: 256); cpu.fill(.white)
        try SoftwareRenderer().render(list, into: &cpu)
        var gpu = try Pixmap(width: 256, height: 256); gpu.fill(.white)
        try #require(Self.gpu).render(list, into: &gpu)
        let difference = try ImageDifference(between: gpu, and: cpu)
        print("layer scene parity \(name): \(difference)")
        #expect(difference.meanAbsoluteDifference <= 1.5, "\(name): \(difference)")
        #expect(difference.fractionOfPixelsOff <= 0.04, "\(name): \(difference)")
    }
}
