import Foundation
import GLESRenderer
import RenderCommands
import Testing
import ZoetropeTestSupport
import SoftwareRasterizer
import VectorPath
import Geometry2D

/// Filtered layers (blur, drop shadow, colour matrix) on the GPU against the software renderer.
/// Both backends lower filters through the same shared code (`DisplayList.resolvingFilters`):
/// each draws the layer's content, the shared CPU kernels filter it, and the result is drawn as
/// an image, so the pictures differ only as the content's anti-aliasing does (4× MSAA vs analytic
/// coverage), softened by the blur.
///
/// Tolerance: as LayerParityTests, mean absolute difference ≤ 1.5 (of 255) and at most 4 % of
/// pixels off by more than 16.
@Suite struct FilterParityTests {
    @Test(needsGPU) func panelsMatch() throws {
        try Self.expectParity(FilterCases.panels(), width: 192, height: 96, label: "filter parity panels")
    }

    /// GPU against CPU for `list`, within this suite's tolerance.
    static func expectParity(_ list: DisplayList, width: Int, height: Int, label: String,
                             sourceLocation: SourceLocation = #_sourceLocation) throws {
        let gpu = try GPU.render(list, width: width, height: height)
        let cpu = try GPU.reference(list, width: width, height: height)
        let difference = try ImageDifference(between: gpu, and: cpu)
        print("\(label): \(difference)")
        #expect(difference.meanAbsoluteDifference <= 1.5, "\(difference)", sourceLocation: sourceLocation)
        #expect(difference.fractionOfPixelsOff <= 0.04, "\(difference)", sourceLocation: sourceLocation)
        #expect(gpu.isValidPremultiplied, sourceLocation: sourceLocation)
    }

    /// The frame pipeline resolves filters as `render` does.
    @Test(needsGPU) func pipelineDrawsFiltersAsRenderDoes() throws {
        let renderer = try #require(GPU.renderer)
        let list = FilterCases.panels()
        let pipeline = renderer.makeFramePipeline()
        var frames = try pipeline.submit(list, clearingTo: .white, width: 192, height: 96)
        frames += try pipeline.finish()
        let rendered = try GPU.render(list, width: 192, height: 96)
        #expect(frames.count == 1)
        #expect(frames.first == rendered)
    }
}

/// Masked layers (`LayerFilter.mask`) on the GPU against the software renderer: the mask's
/// content is drawn by the backend itself and applied by the shared CPU code, so the pictures
/// differ only as anti-aliasing does. Tolerance as FilterParityTests.
@Suite struct MaskParityTests {
    @Test(needsGPU) func maskPanelsMatch() throws {
        try FilterParityTests.expectParity(FilterCases.masks(), width: 192, height: 96, label: "mask parity panels")
    }
}

/// Backdrop layers (`LayerFilter.backdrop`, materials) on the GPU against the software renderer:
/// the backdrop is drawn again by the backend itself and blurred by the shared CPU code.
/// Tolerance as FilterParityTests.
@Suite struct BackdropParityTests {
    @Test(needsGPU) func backdropPanelsMatch() throws {
        try FilterParityTests.expectParity(FilterCases.backdrops(), width: 192, height: 96, label: "backdrop parity panels")
    }
}
