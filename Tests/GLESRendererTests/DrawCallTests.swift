import Foundation
import GLESRenderer
import RenderCommands
import Testing
import ZoetropeTestSupport
import Zoetrope
import SoftwareRasterizer
import ZoetropeUI
import VectorPath
import Scenes
import Geometry2D
import BenchmarkScenes
import Backends

@Suite struct DrawCallTests {
    static func frame(_ scene: PeerScene, renderer: GLESRenderer) throws -> GLESFrameStatistics {
        let list = scene.displayList.transformed(by: ProjectionTransform(CGAffineTransform(scaleX: 0.25, y: 0.25)))
        _ = try GPU.render(list, width: 256, height: 256, with: renderer)
        return renderer.lastFrameStatistics
    }

    /// A renderer with MSAA coverage (the batching below is MSAA's), tessellating on one thread
    /// (pieces would start a new batch at each seam; TessellationPiecesTests counts those).
    static func multisampled() throws -> GLESRenderer {
        var options = GLESOptions(samples: 4)
        options.coverage = .multisample
        options.tessellationThreads = 1
        return try GLESRenderer(options: options)
    }

    /// 50 stars with disjoint bounds on a 10 × 5 grid; `evenOdd(i)` picks each one's rule.
    static func starGrid(evenOdd: (Int) -> Bool) -> DisplayList {
        var list = DisplayList()
        for i in 0..<50 {
            let x = Double(i % 10) * 25 + 12, y = Double(i / 10) * 25 + 12
            list.fill(TestShapes.star(center: CGPoint(x: x, y: y), radius: 10), with: .color(.black),
                      style: FillStyle(eoFill: evenOdd(i)))
        }
        return list
    }

    /// The statistics of three stars drawn over each other on `renderer`.
    static func overlappingStars(on renderer: GLESRenderer) throws -> GLESFrameStatistics {
        var overlapping = DisplayList()
        for _ in 0..<3 { overlapping.fill(TestShapes.star(center: CGPoint(x: 50, y: 50), radius: 40), with: .color(.black)) }
        _ = try GPU.render(overlapping, width: 128, height: 128, with: renderer)
        return renderer.lastFrameStatistics
    }

    /// polygons(10000) is 10000 convex fills in a row: under MSAA, one direct draw, in painter's order.
    @Test(needsGPU) func tenThousandConvexPolygonsAreOneDraw() throws {
        let renderer = try Self.multisampled()
        let stats = try Self.frame(.polygons(10000), renderer: renderer)
        #expect(stats.directPaths == 10000)
        #expect(stats.drawCalls == 1, "\(stats)")
    }

    /// A stroked flower is one path: one stencil pass and one cover.
    @Test(needsGPU) func oneStrokedPathIsAStencilPassAndACover() throws {
        let renderer = try Self.multisampled()
        let stats = try Self.frame(.flower(64), renderer: renderer)
        #expect(stats.stencilPaths == 1 && stats.stencilGroups == 1)
        #expect(stats.drawCalls == 2, "\(stats)")
    }

    /// Non-convex paths with disjoint bounds share their stencil passes; overlapping ones do not.
    @Test(needsGPU) func disjointStencilPathsShareDraws() throws {
        let renderer = try Self.multisampled()
        _ = try GPU.render(Self.starGrid { $0 % 2 == 0 }, width: 256, height: 256, with: renderer)   // one group
        let stats = renderer.lastFrameStatistics
        #expect(stats.stencilGroups == 1)
        #expect(stats.drawCalls == 3, "nonzero stencil + even-odd stencil + cover: \(stats)")
        let overlapping = try Self.overlappingStars(on: renderer)
        #expect(overlapping.stencilGroups == 3 && overlapping.drawCalls == 6, "\(overlapping)")
    }

    /// Analytic coverage: paths with disjoint bounds and one fill rule share an accumulation (one
    /// instanced draw) and a cover draw; an overlap or another rule starts a new group.
    @Test(needsGPU) func analyticPathsWithDisjointBoundsShareAnAccumulation() throws {
        let renderer = try GLESRenderer()
        try #require(renderer.info.coverage == .analytic, "the context lacks float targets with blending")
        // 50 disjoint stars whose rules alternate: 50 groups…
        _ = try GPU.render(Self.starGrid { $0 % 2 == 0 }, width: 256, height: 256, with: renderer)
        var stats = renderer.lastFrameStatistics
        #expect(stats.analyticPaths == 50 && stats.analyticGroups == 50 && stats.drawCalls == 100, "\(stats)")
        _ = try GPU.render(Self.starGrid { _ in false }, width: 256, height: 256, with: renderer)   // …one rule: one group
        stats = renderer.lastFrameStatistics
        #expect(stats.analyticGroups == 1 && stats.drawCalls == 2, "\(stats)")
        #expect(stats.triangles == 50 * 3, "a star drawn as one 5-point self-intersecting contour: 3 fan triangles: \(stats)")
        let overlapping = try Self.overlappingStars(on: renderer)
        #expect(overlapping.analyticGroups == 3 && overlapping.drawCalls == 6, "\(overlapping)")
    }

    @Test(needsGPU) func everySceneStaysFarBelowOneDrawPerCommand() throws {
        let renderer = try Self.multisampled()
        for scene in PeerScene.all {
            let stats = try Self.frame(scene, renderer: renderer)
            print("draw calls \(scene): \(stats)")
            #expect(stats.drawCalls <= 64, "\(scene): \(stats)")
        }
    }
}
