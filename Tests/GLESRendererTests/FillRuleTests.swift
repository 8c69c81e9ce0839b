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

@Suite struct FillRuleTests {
    @Test(needsGPU, arguments: [false, true]) func starCentreFollowsTheFillRule(evenOdd: Bool) throws {
        var list = DisplayList()
        list.fill(TestShapes.star(center: CGPoint(x: 32, y: 32), radius: 30), with: .color(.black),
                  style: FillStyle(eoFill: evenOdd))
        let gpu = try GPU.render(list, width: 64, height: 64)
        let cpu = try GPU.reference(list, width: 64, height: 64)
        let black = PremultipliedRGBA8(red: 0, green: 0, blue: 0, alpha: 255)
        let white = PremultipliedRGBA8(red: 255, green: 255, blue: 255, alpha: 255)
        #expect(gpu[x: 32, y: 33] == (evenOdd ? white : black))
        #expect(gpu[x: 32, y: 8] == black)  // inside the top point: winding 1 under both rules
        #expect(gpu[x: 2, y: 60] == white)
        // 4× MSAA vs analytic coverage: black on white edge pixels differ by up to 255/8 ≈ 32.
        let difference = try ImageDifference(between: gpu, and: cpu)
        #expect(difference.fractionOfPixelsOff < 0.05, "\(difference)")
        #expect(difference.meanAbsoluteDifference < 2, "\(difference)")
    }

    /// Heavy self-intersection (a 41-point star polygon, winding up to 20) stays exact in the stencil.
    /// Nearly a fifth of its pixels are edge pixels, where 4× MSAA and analytic coverage differ.
    @Test(needsGPU, arguments: [false, true]) func denseStarPolygonMatchesTheSoftwareRenderer(evenOdd: Bool) throws {
        var path = Path()
        let n = 41
        for i in 0..<n {
            let angle = Double(i * 20 % n) * 2 * Double.pi / Double(n)
            let point = CGPoint(x: 64 + 60 * cos(angle), y: 64 + 60 * sin(angle))
            if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        var list = DisplayList()
        list.fill(path, with: .color(Color(red: 0.8, green: 0.1, blue: 0.2)), style: FillStyle(eoFill: evenOdd))
        let difference = try ImageDifference(between: GPU.render(list, width: 128, height: 128),
                                             and: GPU.reference(list, width: 128, height: 128))
        #expect(difference.fractionOfPixelsOff < 0.16, "\(difference)")
        #expect(difference.meanAbsoluteDifference < 5, "\(difference)")
    }
}
