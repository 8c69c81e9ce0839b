import Foundation
import GLESRenderer
import RenderCommands
import Testing
import ZoetropeTestSupport
import VectorPath
import Geometry2D
import BenchmarkScenes

/// Long lists are tessellated in consecutive pieces on several threads and joined in order
/// (`GLESOptions.tessellationThreads`): the frame is the same bytes for any thread count, every
/// path is drawn once, and a seam only adds a group.
@Suite struct TessellationPiecesTests {
    static func renderer(threads: Int) throws -> GLESRenderer {
        var options = GLESOptions()
        options.tessellationThreads = threads
        return try GLESRenderer(options: options)
    }

    @Test(needsGPU, arguments: [PeerScene.polygons(1000), .polygons(10000)])
    func piecesGiveTheFrameOneThreadGives(scene: PeerScene) throws {
        let list = scene.displayList.transformed(by: ProjectionTransform(CGAffineTransform(scaleX: 0.25, y: 0.25)))
        let one = try Self.renderer(threads: 1)
        let reference = try GPU.render(list, width: 256, height: 256, with: one)
        let single = one.lastFrameStatistics
        for threads in [2, 3, 8] {
            let many = try Self.renderer(threads: threads)
            let pixels = try GPU.render(list, width: 256, height: 256, with: many)
            let stats = many.lastFrameStatistics
            let difference = try ImageDifference(between: pixels, and: reference)
            #expect(pixels == reference, "\(scene), \(threads) threads: \(difference)")
            #expect(stats.analyticPaths + stats.directPaths + stats.stencilPaths
                    == single.analyticPaths + single.directPaths + single.stencilPaths, "\(stats) vs \(single)")
            #expect(stats.triangles == single.triangles && stats.vertices == single.vertices)
            let groups = { (s: GLESFrameStatistics) in s.analyticGroups + s.stencilGroups }
            #expect(groups(stats) >= groups(single) && groups(stats) <= groups(single) + threads - 1,
                    "each seam adds at most one group: \(stats) vs \(single)")
        }
    }
}
