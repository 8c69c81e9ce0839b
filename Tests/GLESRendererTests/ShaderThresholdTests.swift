import Foundation
import GLESRenderer
import RenderCommands
import Testing
import ZoetropeTestSupport
import VectorPath
import Geometry2D

/// A Canvas's metaballs — a layer blurred, then thresholded on its alpha (`.alphaThreshold` added
/// before `.blur`) — are drawn by the blur shaders with the threshold applied as the layer is
/// composited: no readback, CPU pass or image drawn back, and the CPU kernels' picture except
/// where a blurred alpha one level apart falls on the other side of the threshold. A threshold
/// that keeps transparent pixels (minimum 0) keeps the CPU path.
@Suite struct ShaderThresholdTests {
    static let pink = PremultipliedRGBA8(Color(red: 1, green: 0.3, blue: 0.6))

    /// Three 128×128 panels of four discs close enough to melt together, each in one layer whose
    /// filters are a blur then `threshold`.
    static func metaballs(_ thresholds: [LayerFilter]) -> DisplayList {
        var list = DisplayList()
        list.fill(Path(CGRect(x: 0, y: 0, width: 128 * thresholds.count, height: 128)), with: .color(Color(white: 0.1)))
        for (index, threshold) in thresholds.enumerated() {
            let x = CGFloat(index) * 128
            list.pushLayer(LayerStyle(filters: [.blur(radius: 9), threshold]))
            for (dx, dy, r) in [(40.0, 44.0, 20.0), (78, 50, 14), (60, 84, 17), (96, 92, 9)] as [(CGFloat, CGFloat, CGFloat)] {
                list.fill(Path(ellipseIn: CGRect(x: x + dx - r, y: dy - r, width: 2 * r, height: 2 * r)), with: .color(.white))
            }
            list.popLayer()
        }
        return list
    }

    @Test(needsGPU) func blurThenThresholdIsDrawnInShaders() throws {
        let list = Self.metaballs([
            .alphaThreshold(minimum: 0.5, maximum: 1, color: Self.pink),
            .alphaThreshold(minimum: 0.2, maximum: 0.6, color: PremultipliedRGBA8(Color(red: 0.2, green: 0.8, blue: 1, opacity: 0.7))),   // a ring
            .alphaThreshold(minimum: 0.9, maximum: 0.1, color: Self.pink),   // keeps nothing
        ])
        let (shaded, statistics, resolved, resolvedStatistics) = try ShaderBlurTests.bothWays(list, width: 384, height: 128)
        let difference = try ImageDifference(between: shaded, and: resolved)
        print("thresholded shader blur vs CPU kernels on the GPU: \(difference)")
        #expect(statistics.blurredLayers == 3 && statistics.images == 0, "\(statistics.blurredLayers), \(statistics.images) drawn back")
        #expect(resolvedStatistics.blurredLayers == 0 && resolvedStatistics.images == 3)
        #expect(difference.fractionOfPixelsOff <= 0.005 && difference.meanAbsoluteDifference <= 0.5, "\(difference)")
        #expect(shaded.isValidPremultiplied)
        // The blobs melted into one shape in the threshold's colour, and nothing in the last panel.
        #expect(shaded.pixel(x: 57, y: 47) == Self.pink, "between the first two discs")
        #expect(shaded.pixel(x: 10, y: 10) == shaded.pixel(x: 300, y: 60), "the third panel keeps nothing")
        let software = try ImageDifference(between: shaded, and: try GPU.reference(list, width: 384, height: 128))
        print("thresholded shader blur vs software renderer: \(software)")
        #expect(software.fractionOfPixelsOff <= 0.01 && software.meanAbsoluteDifference <= 1, "\(software)")
    }

    @Test(needsGPU) func aThresholdKeepingTransparentPixelsKeepsTheCPUPath() throws {
        let list = Self.metaballs([.alphaThreshold(minimum: 0, maximum: 0.5, color: Self.pink)])
        let (shaded, statistics, resolved, _) = try ShaderBlurTests.bothWays(list, width: 128, height: 128)
        #expect(statistics.blurredLayers == 0 && statistics.images == 1)
        #expect(shaded == resolved)
    }
}
