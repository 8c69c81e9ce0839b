import Foundation
import GLESRenderer
import RenderCommands
import Testing
import ZoetropeTestSupport
import SoftwareRasterizer
import VectorPath
import Geometry2D
import Zoetrope

/// A layer whose only filter is a mask draws the mask's content into a layer target of its own and
/// is multiplied by its alpha in the composite shader: the CPU's picture within a level, for a
/// gradient mask, a blurred mask (its blur resolved inside), a mask that draws nothing, a mask
/// under a clip with opacity, and masks nested in masks.
@Suite struct ShaderMaskTests {
    static func masks() -> DisplayList {
        var list = DisplayList()
        list.fill(Path(CGRect(x: 0, y: 0, width: 192, height: 64)), with: .color(Color(white: 0.9)))
        let colours = Gradient(colors: [Color(red: 1, green: 0.3, blue: 0.1), Color(red: 0.2, green: 0.3, blue: 1)])
        func content(_ x: Double) -> DisplayList {
            var c = DisplayList()
            c.fill(Path(CGRect(x: x + 4, y: 4, width: 56, height: 56)),
                   with: .linearGradient(colours, start: CGPoint(x: x, y: 0), end: CGPoint(x: x + 64, y: 64)))
            return c
        }
        // A gradient mask from opaque to clear.
        var fade = DisplayList()
        fade.fill(Path(CGRect(x: 0, y: 0, width: 64, height: 64)), with: .linearGradient(
            Gradient(colors: [.black, Color(white: 0, opacity: 0)]), start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: 64)))
        list.pushLayer(LayerStyle(filters: [.mask(fade)])); list.commands += content(0).commands; list.popLayer()
        // A blurred disc as the mask, under a clip at 0.8 opacity.
        var soft = DisplayList()
        soft.pushLayer(LayerStyle(filters: [.blur(radius: 4)]))
        soft.fill(Path(ellipseIn: CGRect(x: 76, y: 12, width: 40, height: 40)), with: .color(.black))
        soft.popLayer()
        list.pushLayer(LayerStyle(opacity: 0.8, clip: Path(CGRect(x: 64, y: 8, width: 56, height: 48)), filters: [.mask(soft)]))
        list.commands += content(64).commands; list.popLayer()
        // A mask inside a mask: the text-like bars cut by a circle.
        var bars = DisplayList()
        for i in 0..<5 { bars.fill(Path(CGRect(x: 132, y: 8 + Double(i) * 11, width: 52, height: 6)), with: .color(.black)) }
        var circle = DisplayList()
        circle.fill(Path(ellipseIn: CGRect(x: 130, y: 2, width: 60, height: 60)), with: .color(Color(white: 0, opacity: 0.7)))
        list.pushLayer(LayerStyle(filters: [.mask(circle)]))
        list.pushLayer(LayerStyle(filters: [.mask(bars)])); list.commands += content(128).commands; list.popLayer()
        list.popLayer()
        // A mask that draws nothing hides its layer.
        list.pushLayer(LayerStyle(filters: [.mask(DisplayList())])); list.commands += content(0).commands; list.popLayer()
        return list
    }

    @Test(needsGPU) func theShaderMasksAsTheCPUDoes() throws {
        var on = GLESOptions(), off = GLESOptions()
        on.shaderMasks = true
        off.shaderMasks = false
        let shaderRenderer = try GLESRenderer(options: on)
        let shaded = try GPU.render(Self.masks(), width: 192, height: 64, with: shaderRenderer)
        let statistics = shaderRenderer.lastFrameStatistics
        let resolving = try GLESRenderer(options: off)
        let resolved = try GPU.render(Self.masks(), width: 192, height: 64, with: resolving)
        if let folder = ProcessInfo.processInfo.environment["GPU_LOOK_DIR"] {   // to look at
            try Data(PNGEncoder.encode(shaded)).write(to: URL(fileURLWithPath: folder).appendingPathComponent("shader-masks.png"))
        }
        let difference = try ImageDifference(between: shaded, and: resolved)
        print("shader masks vs CPU masks on the GPU: \(difference)")
        #expect(difference.maximumDifference <= 1 && difference.meanAbsoluteDifference <= 0.1, "\(difference)")
        #expect(shaded.isValidPremultiplied)
        // Masks draw no image back; the blurred mask's blur may (llvmpipe blurs on the CPU).
        #expect(statistics.images <= 1 && resolving.lastFrameStatistics.images == 3,
                "\(statistics.images) images drawn back, \(resolving.lastFrameStatistics.images) without shader masks")
        let software = try ImageDifference(between: shaded, and: try GPU.reference(Self.masks(), width: 192, height: 64))
        #expect(software.meanAbsoluteDifference <= 1.5 && software.fractionOfPixelsOff <= 0.04, "\(software)")
    }
}
