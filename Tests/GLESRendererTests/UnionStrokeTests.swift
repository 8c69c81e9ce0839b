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

@Suite struct UnionStrokeTests {
    /// One stroked path crossing itself covers the crossing once: a translucent stroke is no darker
    /// there than anywhere else along it.
    @Test(needsGPU) func translucentSelfCrossingStrokeDoesNotDarken() throws {
        var path = Path()
        path.move(to: CGPoint(x: 4, y: 32)); path.addLine(to: CGPoint(x: 60, y: 32))
        path.move(to: CGPoint(x: 32, y: 4)); path.addLine(to: CGPoint(x: 32, y: 60))
        path.move(to: CGPoint(x: 8, y: 8)); path.addLine(to: CGPoint(x: 56, y: 56))
        var list = DisplayList()
        list.stroke(path, style: StrokeStyle(lineWidth: 6), with: .color(Color(red: 0, green: 0, blue: 1, opacity: 0.5)))
        let pixmap = try GPU.render(list, width: 64, height: 64)
        let alongOne = pixmap[x: 12, y: 32], crossing = pixmap[x: 32, y: 32]
        #expect(crossing == alongOne, "crossing \(crossing) vs single \(alongOne)")
        #expect(alongOne.red == 127 || alongOne.red == 128)
    }

    /// flower_alpha(16) at 256²: the union rule makes every pixel inside the polygon the same blue.
    @Test(needsGPU) func flowerAlphaIsUniformInside() throws {
        var path = Path()
        let n = 16
        let points = (0..<n).map { i in
            CGPoint(x: 128 + 120 * cos(2 * Double.pi * Double(i) / Double(n)), y: 128 + 120 * sin(2 * Double.pi * Double(i) / Double(n)))
        }
        for i in 0..<n { for j in (i + 1)..<n { path.move(to: points[i]); path.addLine(to: points[j]) } }
        var list = DisplayList()
        list.stroke(path, style: StrokeStyle(lineWidth: 2), with: .color(Color(red: 0, green: 0, blue: 1, opacity: 0.5)))
        let pixmap = try GPU.render(list, width: 256, height: 256)
        var darkest = 255
        for y in 100..<156 { for x in 100..<156 { darkest = min(darkest, Int(pixmap[x: x, y: y].red)) } }
        #expect(darkest >= 126, "a pixel near the centre is darker than one coat of 50 % blue: \(darkest)")
    }
}
