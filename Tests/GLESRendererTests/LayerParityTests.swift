import Foundation
import GLESRenderer
import RenderCommands
import Testing
import ZoetropeTestSupport
import SoftwareRasterizer
import ZoetropeUI
import VectorPath
import Scenes
import Geometry2D
import BenchmarkScenes
import Backends

/// Layers (offscreen groups) on the GPU against the software renderer: group opacity, every blend
/// mode, clips (nonzero and even-odd, anti-aliased through MSAA samples of the parent's stencil),
/// and nesting.
///
/// Tolerance: mean absolute difference ≤ 1.5 (of 255) and at most 4 % of pixels off by more than
/// 16, as for fills; layer interiors match within ±2 per channel (8-bit rounding of the composite).
/// The difference is anti-aliasing only: 4× MSAA edges vs analytic coverage.
@Suite struct LayerParityTests {
    static func expectParity(_ list: DisplayList, width: Int = 128, height: Int = 128, background: Color = .white,
                             _ name: String, mean: Double = 1.5, off: Double = 0.04,
                             sourceLocation: SourceLocation = #_sourceLocation) throws -> (Pixmap, Pixmap) {
        let gpu = try GPU.render(list, width: width, height: height, background: background)
        let cpu = try GPU.reference(list, width: width, height: height, background: background)
        let difference = try ImageDifference(between: gpu, and: cpu)
        GPU.expectAnalyticParity(difference, name)
        print("layer parity \(name): \(difference)")
        #expect(difference.meanAbsoluteDifference <= mean, "\(name): \(difference)", sourceLocation: sourceLocation)
        #expect(difference.fractionOfPixelsOff <= off, "\(name): \(difference)", sourceLocation: sourceLocation)
        #expect(gpu.isValidPremultiplied, sourceLocation: sourceLocation)
        return (gpu, cpu)
    }

    static func close(_ a: PremultipliedRGBA8, _ b: PremultipliedRGBA8, within tolerance: Int = 2) -> Bool {
        abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
            && abs(Int(a.blue) - Int(b.blue)) <= tolerance && abs(Int(a.alpha) - Int(b.alpha)) <= tolerance
    }

    /// Two overlapping circles in a group at opacity 0.5: the overlap is not darker than either.
    @Test(needsGPU) func groupOpacityOverlapIsNotDarker() throws {
        var list = DisplayList()
        list.pushLayer(LayerStyle(opacity: 0.5))
        list.fill(TestShapes.circle(44, 64, 30), with: .color(.red))
        list.fill(TestShapes.circle(84, 64, 30), with: .color(.red))
        list.popLayer()
        let (gpu, cpu) = try Self.expectParity(list, "group opacity")
        #expect(gpu[x: 64, y: 64] == gpu[x: 30, y: 64], "overlap \(gpu[x: 64, y: 64]) vs single \(gpu[x: 30, y: 64])")
        #expect(Self.close(gpu[x: 64, y: 64], cpu[x: 64, y: 64]), "\(gpu[x: 64, y: 64]) vs \(cpu[x: 64, y: 64])")
        #expect(gpu.statisticsLayers(list) == 1)
    }

    /// Each blend mode over a gradient backdrop, with translucent and opaque content and a group
    /// opacity; on a transparent canvas too (multiply's s(1−αd) term).
    @Test(needsGPU, arguments: BlendMode.allCases, [false, true])
    func blendModeMatches(mode: BlendMode, transparentCanvas: Bool) throws {
        var list = DisplayList()
        list.fill(Path(CGRect(x: 0, y: 0, width: 128, height: 96)),
                  with: .linearGradient(Gradient(colors: [.white, .teal, .orange.opacity(0.6)]), start: .zero, end: CGPoint(x: 128, y: 0)))
        list.pushLayer(LayerStyle(opacity: 0.8, blendMode: mode))
        list.fill(TestShapes.circle(44, 56, 32), with: .color(.red))
        list.fill(TestShapes.circle(84, 56, 32), with: .color(.yellow.opacity(0.7)))
        list.fill(TestShapes.circle(64, 84, 32), with: .color(.blue.opacity(0.9)))
        list.popLayer()
        let (gpu, cpu) = try Self.expectParity(list, background: transparentCanvas ? .clear : .white,
                                               "\(mode)\(transparentCanvas ? " on transparent" : "")")
        for (x, y) in [(30, 50), (64, 60), (64, 100), (100, 40), (64, 120)] {
            #expect(Self.close(gpu[x: x, y: y], cpu[x: x, y: y]), "\(mode) at (\(x), \(y)): \(gpu[x: x, y: y]) vs \(cpu[x: x, y: y])")
        }
    }

    /// A clip masks the group with anti-aliased edges, under both fill rules and a transform.
    @Test(needsGPU, arguments: [false, true]) func clipMatches(evenOdd: Bool) throws {
        var list = DisplayList()
        let star = TestShapes.star(center: CGPoint(x: 0, y: 0), radius: 56)
        list.pushLayer(LayerStyle(opacity: 0.9, clip: star, clipStyle: FillStyle(eoFill: evenOdd),
                                  transform: ProjectionTransform(CGAffineTransform(translationX: 64, y: 66).rotated(by: 0.2))))
        list.fill(Path(CGRect(x: 0, y: 0, width: 128, height: 128)),
                  with: .linearGradient(Gradient(colors: [.orange, .indigo]), start: .zero, end: CGPoint(x: 0, y: 128)))
        list.fill(TestShapes.circle(64, 64, 20), with: .color(.green))
        list.popLayer()
        let (gpu, _) = try Self.expectParity(list, "clip \(evenOdd ? "even-odd" : "nonzero")")
        let white = PremultipliedRGBA8(red: 255, green: 255, blue: 255, alpha: 255)
        #expect(gpu[x: 2, y: 2] == white)          // outside the star
        #expect((gpu[x: 64, y: 66] == white) == evenOdd, "\(gpu[x: 64, y: 66])")  // the centre: winding 2
    }

    /// Layers nested three deep, each with its own opacity, blend mode and clip.
    @Test(needsGPU) func nestedLayersMatch() throws {
        var list = DisplayList()
        list.fill(Path(CGRect(x: 0, y: 0, width: 128, height: 128)), with: .color(.mint.opacity(0.5)))
        list.pushLayer(LayerStyle(opacity: 0.8, clip: TestShapes.circle(64, 64, 60)))
        list.fill(Path(CGRect(x: 10, y: 10, width: 80, height: 80)), with: .color(.blue))
        list.pushLayer(LayerStyle(opacity: 0.6, blendMode: .screen))
        list.fill(TestShapes.circle(70, 70, 30), with: .color(.red))
        list.pushLayer(LayerStyle(blendMode: .multiply, clip: Path(CGRect(x: 40, y: 40, width: 60, height: 30))))
        list.fill(TestShapes.circle(60, 60, 30), with: .color(.yellow))
        list.popLayer()
        list.fill(TestShapes.circle(90, 40, 15), with: .color(.purple))
        list.popLayer()
        list.fill(TestShapes.circle(30, 100, 20), with: .color(.orange))
        list.popLayer()
        list.pushLayer(LayerStyle(opacity: 0))   // invisible: skipped with its content
        list.fill(Path(CGRect(x: 0, y: 0, width: 128, height: 128)), with: .color(.black))
        list.popLayer()
        let (gpu, cpu) = try Self.expectParity(list, "nested")
        for (x, y) in [(64, 64), (50, 50), (90, 40), (30, 100), (20, 20)] {
            #expect(Self.close(gpu[x: x, y: y], cpu[x: x, y: y], within: 3), "(\(x), \(y)): \(gpu[x: x, y: y]) vs \(cpu[x: x, y: y])")
        }
    }

    /// Layers do not add GL objects from frame to frame (levels are created once per depth).
    @Test(needsGPU) func layersReuseTheirTargets() throws {
        let renderer = try GLESRenderer()
        var list = DisplayList()
        list.pushLayer(LayerStyle(opacity: 0.5))
        list.pushLayer(LayerStyle(blendMode: .multiply))
        list.fill(TestShapes.circle(16, 16, 10), with: .color(.red))
        list.popLayer()
        list.popLayer()
        _ = try GPU.render(list, width: 32, height: 32, with: renderer)
        let objects = renderer.liveObjectCount
        for _ in 0..<10 { _ = try GPU.render(list, width: 32, height: 32, with: renderer) }
        #expect(renderer.liveObjectCount == objects)
        #expect(renderer.lastFrameStatistics.layers == 2)
    }
}

extension Pixmap {
    /// The number of layers the shared GPU renderer composited for `list` (renders it again);
    /// nil without a renderer or when the render fails (not the statistics of an earlier frame).
    fileprivate func statisticsLayers(_ list: DisplayList) -> Int? {
        guard let renderer = GPU.renderer, (try? GPU.render(list, width: width, height: height, with: renderer)) != nil else { return nil }
        return renderer.lastFrameStatistics.layers
    }
}

/// Every blend mode on the GPU against the software renderer (`BlendCases.allModes`): the blend
/// equation's modes and composite.frag's backdrop modes, both against `Blend`'s formulas.
/// Tolerance as LayerParityTests: mean absolute difference ≤ 1.5, at most 4 % of pixels off by
/// more than 16 (the edges' MSAA vs analytic coverage).
@Suite struct BlendModeParityTests {
    @Test(needsGPU) func allModesMatch() throws {
        let size = BlendCases.allModesSize
        try FilterParityTests.expectParity(BlendCases.allModes(), width: size.width, height: size.height, label: "blend mode parity")
    }
}
