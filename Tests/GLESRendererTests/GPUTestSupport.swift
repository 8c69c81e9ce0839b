import Foundation
import GLESRenderer
import RenderCommands
import SoftwareRasterizer
import Testing
import ZoetropeUI
import VectorPath
import Scenes
import Geometry2D
import BenchmarkScenes
import Backends

/// The shared GPU renderer of these tests, or nil (with the reason printed once) where no EGL
/// display gives an OpenGL ES 3 context; GPU tests are then skipped visibly.
enum GPU {
    static let result: Result<GLESRenderer, GLESError> = {
        do throws(GLESError) {
            let renderer = try GLESRenderer()
            print("GPU tests run on \(renderer.info.renderer) (\(renderer.info.version)), platform "
                  + "\(renderer.info.platform), \(renderer.info.samples)× MSAA, \(renderer.info.classification)")
            return .success(renderer)
        } catch {
            print("GPU tests skipped: \(error)")
            return .failure(error)
        }
    }()

    static var renderer: GLESRenderer? { try? result.get() }

    /// Issue 36's bar, checked wherever the shared renderer has analytic coverage: GPU and CPU
    /// differ by a mean of at most 1 level, with at most 1 % of pixels off by more than 16.
    static func expectAnalyticParity(_ difference: ImageDifference, _ label: String,
                                     sourceLocation: SourceLocation = #_sourceLocation) {
        guard renderer?.info.coverage == .analytic else { return }
        #expect(difference.meanAbsoluteDifference <= 1 && difference.fractionOfPixelsOff <= 0.01,
                "analytic coverage: \(label): \(difference)", sourceLocation: sourceLocation)
    }
    static var available: Bool { renderer != nil }

    /// Renders `list` over white (or `background`) on the GPU.
    static func render(_ list: DisplayList, width: Int, height: Int, background: Color = .white,
                       with renderer: GLESRenderer? = nil) throws -> Pixmap {
        var pixmap = try Pixmap(width: width, height: height)
        pixmap.fill(background)
        try #require(renderer ?? Self.renderer).render(list, into: &pixmap)
        return pixmap
    }

    /// Renders `list` over white (or `background`) with the software renderer, strokes thinner
    /// than a pixel widened as the GPU backend draws them (the one difference of model between
    /// the backends; `SoftwareRenderer` otherwise draws them at their true width).
    static func reference(_ list: DisplayList, width: Int, height: Int, background: Color = .white) throws -> Pixmap {
        var pixmap = try Pixmap(width: width, height: height)
        pixmap.fill(background)
        var renderer = SoftwareRenderer()
        renderer.widensThinStrokes = GPU.renderer?.info.coverage == .multisample
        try renderer.render(list, into: &pixmap)
        return pixmap
    }
}

/// The trait of every test that needs a GL context.
let needsGPU = ConditionTrait.enabled(if: GPU.available, "no EGL display initializes an OpenGL ES 3 context here (see the printed reason)")
