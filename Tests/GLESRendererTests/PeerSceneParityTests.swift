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

/// Every SCENES.md scene drawn by both backends at 256² (the 1024² scenes scaled by ¼ with
/// `DisplayList.transformed(by:)`) and compared over white.
///
/// Tolerance: mean absolute difference ≤ 2.5 (of 255) and at most 6 % of pixels off by more than
/// 16. The difference is anti-aliasing: 4× MSAA has 5 coverage levels per pixel where the software
/// renderer's analytic coverage has 256, so every edge pixel may be off by up to ~1/8 of the color
/// step; the thin-line flowers (1 px at ¼ scale become 0.25 px hairlines) are nearly all edge.
@Suite struct PeerSceneParityTests {
    static let side = 256

    @Test(needsGPU, arguments: PeerScene.all)
    func gpuMatchesTheSoftwareRenderer(scene: PeerScene) throws {
        let scale = Double(Self.side) / Double(PeerScene.canvasSide)
        let list = scene.displayList.transformed(by: ProjectionTransform(CGAffineTransform(scaleX: scale, y: scale)))
        let gpu = try GPU.render(list, width: Self.side, height: Self.side)
        let cpu = try GPU.reference(list, width: Self.side, height: Self.side)
        let difference = try ImageDifference(between: gpu, and: cpu)
        GPU.expectAnalyticParity(difference, "\(scene)")
        print("parity \(scene) at \(Self.side)²: \(difference)")
        #expect(difference.meanAbsoluteDifference <= 2.5, "\(scene): \(difference)")
        #expect(difference.fractionOfPixelsOff <= 0.06, "\(scene): \(difference)")
        #expect(gpu.isValidPremultiplied)
    }
}
