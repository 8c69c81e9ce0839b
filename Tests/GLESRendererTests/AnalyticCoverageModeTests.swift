import Foundation
import GLESRenderer
import RenderCommands
import Testing
import ZoetropeTestSupport
import VectorPath
import Geometry2D
import BenchmarkScenes

/// Analytic coverage reads its accumulation in place (framebuffer fetch: llvmpipe, Mesa) or as a
/// texture in its own framebuffer (NVIDIA's desktop driver has no framebuffer fetch). Both are
/// drawn here on this machine's GL and must give the same bytes — the same float sums, folded the
/// same way — on the software renderer's golden cases (gradients, layers, clips, blend modes,
/// strokes, images) and on every SCENES.md scene at 128².
@Suite struct AnalyticCoverageModeTests {
    static func renderer(framebufferFetch: Bool) throws -> GLESRenderer {
        var options = GLESOptions()
        options.coverage = .analytic
        options.framebufferFetch = framebufferFetch
        return try GLESRenderer(options: options)
    }

    @Test(needsGPU) func bothReadbacksOfTheAccumulationGiveTheSameBytes() throws {
        let inPlace = try Self.renderer(framebufferFetch: true), texture = try Self.renderer(framebufferFetch: false)
        try #require(inPlace.info.coverage == .analytic, "the context lacks float targets with blending")
        #expect(texture.info.framebufferFetch == false)
        print("analytic coverage here: \(inPlace.info.antialiasing); the other: \(texture.info.antialiasing)")
        var lists = try GoldenCases.cases().map { ($0.0, $0.1, $0.2, $0.3) }
        for scene in PeerScene.all {
            let list = scene.displayList.transformed(by: ProjectionTransform(CGAffineTransform(scaleX: 0.125, y: 0.125)))
            lists.append(("\(scene)", 128, 128, list))
        }
        // Twice, sizes interleaved: targets and attachments made for one size serve the next frame.
        for round in 0..<2 {
            for (name, width, height, list) in lists {
                let a = try GPU.render(list, width: width, height: height, with: inPlace)
                let b = try GPU.render(list, width: width, height: height, with: texture)
                let difference = try ImageDifference(between: a, and: b)
                #expect(a == b, "\(name), round \(round): \(difference)")
            }
        }
    }
}
