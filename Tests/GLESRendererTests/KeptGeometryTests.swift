import Foundation
import GLESRenderer
import RenderCommands
import Testing
import VectorPath
import Geometry2D

/// Issue 36: geometry kept between frames. An animation where one shape of 1,000 moves flattens,
/// fans and uploads only that shape (the statistics count what was written to the GPU), and every
/// frame is the same bytes as from a renderer that keeps nothing.
@Suite struct KeptGeometryTests {
    /// 1,000 small circles in a grid (the `moved` one shifted right by `shift`) under a stroke.
    static func frame(moved: Int? = nil, shift: Double = 0) -> DisplayList {
        var list = DisplayList()
        for index in 0..<1000 {
            let x = Double(index % 40) * 6 + (index == moved ? shift : 0), y = Double(index / 40) * 6
            list.fill(Path(ellipseIn: CGRect(x: x, y: y, width: 5, height: 5)),
                      with: .color(Color(red: 0.1, green: 0.3, blue: Double(index % 7) / 7)),
                      transform: ProjectionTransform(CGAffineTransform(translationX: 8, y: 40)))
        }
        list.stroke(Path(ellipseIn: CGRect(x: 30, y: 30, width: 190, height: 150)), style: StrokeStyle(lineWidth: 2.5),
                    with: .color(.red))
        return list
    }

    static func renderer(keeping: Bool, threads: Int = 0) throws -> GLESRenderer {
        var options = GLESOptions()
        options.keepsGeometry = keeping
        options.tessellationThreads = threads
        return try GLESRenderer(options: options)
    }

    @Test(needsGPU, arguments: [1, 3])
    func oneMovedShapeOfAThousandIsTheOneUploaded(threads: Int) throws {
        let kept = try Self.renderer(keeping: true, threads: threads)
        let fresh = try Self.renderer(keeping: false, threads: threads)
        guard kept.info.coverage == .analytic else { return }   // the pieces are analytic coverage's
        let still = Self.frame(), moved = Self.frame(moved: 417, shift: 0.5)

        let first = try GPU.render(still, width: 256, height: 256, with: kept)
        let all = kept.lastFrameStatistics
        #expect(all.keptPaths == 0 && all.uploadedInstances == all.triangles && all.uploadedVertices == all.vertices)

        let second = try GPU.render(still, width: 256, height: 256, with: kept)
        #expect(kept.lastFrameStatistics.keptPaths == 0, "the second frame fans again and keeps the pieces")
        let again = try GPU.render(still, width: 256, height: 256, with: kept)
        let unchanged = kept.lastFrameStatistics
        #expect(again == first && second == first)
        #expect(unchanged.keptPaths == 1001, "\(unchanged)")
        #expect(unchanged.uploadedInstances == 0 && unchanged.uploadedVertices == 0 && unchanged.uploadedIndices == 0,
                "\(unchanged.uploadedInstances) instances, \(unchanged.uploadedVertices) vertices, \(unchanged.uploadedIndices) indices")

        let pixels = try GPU.render(moved, width: 256, height: 256, with: kept)
        let one = kept.lastFrameStatistics
        #expect(pixels == (try GPU.render(moved, width: 256, height: 256, with: fresh)), "kept geometry draws the same bytes")
        #expect(one.keptPaths == 1000)
        // What the moved circle alone consists of.
        var alone = DisplayList()
        alone.fill(Path(ellipseIn: CGRect(x: Double(417 % 40 * 6) + 0.5, y: Double(417 / 40 * 6), width: 5, height: 5)), with: .color(.blue),
                   transform: ProjectionTransform(CGAffineTransform(translationX: 8, y: 40)))
        _ = try GPU.render(alone, width: 256, height: 256, with: fresh)
        let circle = fresh.lastFrameStatistics
        #expect(one.uploadedInstances > 0 && one.uploadedInstances <= circle.triangles,
                "uploaded \(one.uploadedInstances) pieces; the moved circle has \(circle.triangles) of the frame's \(one.triangles)")
        #expect(one.uploadedVertices > 0 && one.uploadedVertices <= 4, "its cover quad: \(one.uploadedVertices) of \(one.vertices)")
        #expect(one.uploadedIndices == 0, "the same indices: \(one.uploadedIndices)")
    }

    @Test(needsGPU) func aPipelineOfKeptFramesGivesTheFramesOfOneThatKeepsNothing() throws {
        let kept = try Self.renderer(keeping: true), fresh = try Self.renderer(keeping: false)
        let lists = [Self.frame(), Self.frame(), Self.frame(moved: 3, shift: 0.25), Self.frame(moved: 3, shift: 0.5),
                     Self.frame(moved: 900, shift: -2), Self.frame()]
        var canvas = try Pixmap(width: 256, height: 256)
        canvas.fill(.white)
        let a = try kept.render(frames: lists, over: canvas)
        let b = try fresh.render(frames: lists, over: canvas)
        #expect(a.count == lists.count && a == b)
    }
}
