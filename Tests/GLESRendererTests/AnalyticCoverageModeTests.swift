import Foundation
import GLESRenderer
import RenderCommands
import Testing
import ZoetropeTestSupport
import VectorPath
import Geometry2D
import BenchmarkScenes

/// Analytic coverage reads its accumulation in place (framebuffer fetch: llvmpipe, Mesa), from an
/// integer image with atomic adds (NVIDIA's desktop driver: no framebuffer fetch, and a framebuffer
/// switch per group costs a pass over the canvas there) or as a texture in its own framebuffer
/// (anything else). All three are drawn here on this machine's GL. Fetch and texture sum the same
/// floats and must give the same bytes; the image sums 16.16 fixed-point areas, whose rounding
/// (≤ 2⁻¹⁷ a piece) can move a pixel across an 8-bit rounding boundary: at most 1 level, on at most
/// 2 % of pixels (flower_16 at 128², 1.1 % on llvmpipe; every other case less). Cases: the software renderer's golden cases (gradients, layers, clips, blend
/// modes, strokes, images) and every SCENES.md scene at 128².
@Suite struct AnalyticCoverageModeTests {
    static func renderer(framebufferFetch: Bool, imageAtomics: Bool = false) throws -> GLESRenderer {
        var options = GLESOptions()
        options.coverage = .analytic
        options.framebufferFetch = framebufferFetch
        options.imageAtomics = imageAtomics
        return try GLESRenderer(options: options)
    }

    @Test(needsGPU) func everyReadbackOfTheAccumulationGivesTheSamePicture() throws {
        let inPlace = try Self.renderer(framebufferFetch: true), texture = try Self.renderer(framebufferFetch: false)
        let image = try Self.renderer(framebufferFetch: false, imageAtomics: true)
        try #require(inPlace.info.coverage == .analytic, "the context lacks float targets with blending")
        #expect(texture.info.accumulation == "texture")
        print("analytic coverage here: \(inPlace.info.antialiasing); the others: \(texture.info.antialiasing), \(image.info.antialiasing)")
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
                let ab = try ImageDifference(between: a, and: b)
                #expect(a == b, "\(name), round \(round): \(ab)")
                guard image.info.accumulation == "image atomics" else { continue }
                let c = try GPU.render(list, width: width, height: height, with: image)
                let difference = try ImageDifference(between: a, and: c, threshold: 0)
                #expect(difference.maximumDifference <= 1 && difference.percentOfPixelsOff <= 2,
                        "\(name), round \(round), image atomics: \(difference)")
            }
        }
    }
}
