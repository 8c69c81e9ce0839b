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

    /// A list wrapped whole in layers (a `Canvas`'s clip and opacity, a group inside it) is
    /// tessellated in pieces inside them: the same bytes as one thread, in more than one piece;
    /// a layer between the commands keeps it on one thread.
    @Test(needsGPU) func piecesInsideWrappingLayersGiveTheFrameOneThreadGives() throws {
        let polygons = PeerScene.polygons(2000).displayList
            .transformed(by: ProjectionTransform(CGAffineTransform(scaleX: 0.25, y: 0.25)))
        let clip = Path(roundedRect: CGRect(x: 12, y: 9, width: 220, height: 230), cornerRadius: 30)
        var once = DisplayList(), twice = DisplayList(), split = DisplayList()
        once.pushLayer(LayerStyle(opacity: 0.8, clip: clip))
        once.commands += polygons.commands
        once.popLayer()
        twice.pushLayer(LayerStyle(clip: Path(CGRect(x: 0, y: 0, width: 256, height: 256))))
        twice.commands += once.commands
        twice.popLayer()
        split.commands = Array(polygons.commands[..<1000]) + once.commands + Array(polygons.commands[1000...])
        let one = try Self.renderer(threads: 1), many = try Self.renderer(threads: 4)
        for (name, list, piecesExpected) in [("one layer", once, 4), ("two layers", twice, 4), ("a layer between", split, 1)] {
            let reference = try GPU.render(list, width: 256, height: 256, with: one)
            #expect(one.lastFrameStatistics.tessellationPieces == 1)
            let pixels = try GPU.render(list, width: 256, height: 256, with: many)
            #expect(many.lastFrameStatistics.tessellationPieces == piecesExpected, "\(name)")
            let difference = try ImageDifference(between: pixels, and: reference)
            #expect(pixels == reference, "\(name): \(difference)")
            #expect(many.lastFrameStatistics.layers == one.lastFrameStatistics.layers, "\(name)")
        }
    }
}
