import Foundation
import GLESRenderer
import RenderCommands
import Testing
import SoftwareRasterizer
import ZoetropeUI
import VectorPath
import Scenes
import Geometry2D
import BenchmarkScenes
import Backends

@Suite struct SolidFillTests {
    /// Pixel-aligned opaque rectangles are exact: every sample of a pixel is inside or outside.
    @Test(needsGPU) func pixelAlignedOpaqueRectsAreExact() throws {
        var list = DisplayList()
        list.fill(Path(CGRect(x: 2, y: 3, width: 10, height: 5)), with: .color(Color(red: 1, green: 0, blue: 0)))
        list.fill(Path(CGRect(x: 8, y: 6, width: 4, height: 8)), with: .color(Color(red: 0, green: 0, blue: 1)))
        let pixmap = try GPU.render(list, width: 16, height: 16)
        for y in 0..<16 {
            for x in 0..<16 {
                let blue = (8..<12).contains(x) && (6..<14).contains(y)
                let red = (2..<12).contains(x) && (3..<8).contains(y)
                let expected = blue ? PremultipliedRGBA8(red: 0, green: 0, blue: 255, alpha: 255)
                    : red ? PremultipliedRGBA8(red: 255, green: 0, blue: 0, alpha: 255)
                    : PremultipliedRGBA8(red: 255, green: 255, blue: 255, alpha: 255)
                #expect(pixmap[x: x, y: y] == expected, "pixel (\(x), \(y))")
            }
        }
        #expect(pixmap == (try GPU.reference(list, width: 16, height: 16)))
    }

    /// Premultiplied src-over with a translucent color over a transparent and an opaque canvas.
    @Test(needsGPU) func translucentFillBlendsPremultiplied() throws {
        var list = DisplayList()
        list.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(Color(red: 0, green: 0, blue: 1, opacity: 0.5)))
        let clear = try GPU.render(list, width: 4, height: 4, background: .clear)
        #expect(clear[x: 1, y: 1] == PremultipliedRGBA8(red: 0, green: 0, blue: 128, alpha: 128))
        let white = try GPU.render(list, width: 4, height: 4)
        let reference = try GPU.reference(list, width: 4, height: 4)
        let g = Int(white[x: 1, y: 1].green), r = Int(reference[x: 1, y: 1].green)
        #expect(abs(g - r) <= 1, "GPU \(white[x: 1, y: 1]) vs CPU \(reference[x: 1, y: 1])")
    }

    /// A canvas that is not one color is uploaded and drawn over, row order preserved.
    @Test(needsGPU) func existingCanvasContentsAreKept() throws {
        var pixmap = try Pixmap(width: 8, height: 8)
        pixmap.fill(.white)
        pixmap[x: 1, y: 0] = PremultipliedRGBA8(red: 10, green: 20, blue: 30, alpha: 255)
        pixmap[x: 6, y: 7] = PremultipliedRGBA8(red: 0, green: 64, blue: 0, alpha: 64)
        var list = DisplayList()
        list.fill(Path(CGRect(x: 4, y: 0, width: 1, height: 1)), with: .color(.black))
        let gpu = try #require(GPU.renderer)
        let before = pixmap
        try gpu.render(list, into: &pixmap)
        #expect(pixmap[x: 1, y: 0] == before[x: 1, y: 0])
        #expect(pixmap[x: 6, y: 7] == before[x: 6, y: 7])
        #expect(pixmap[x: 4, y: 0] == PremultipliedRGBA8(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(pixmap[x: 5, y: 5] == before[x: 5, y: 5])
    }
}
