import Foundation
import GLESRenderer
import RenderCommands
import Testing
import ZoetropeTestSupport
import SoftwareRasterizer
import ZoetropeUI
import VectorPath
import Geometry2D

/// `antialiased: false` on the GPU (4× MSAA by default, so through ``AliasedCoverage``): every pixel
/// is the background or the full ink, never in between, and the pixels covered are the software
/// renderer's (which samples pixel centres exactly). The two may differ only where a pixel centre
/// lies on an edge: exactly (the tie rule is the driver's; llvmpipe leaves out the row of centres
/// on the rectangle's top edge at y = 20.5 that the CPU's top-left rule keeps: 61 pixels) or to
/// within the GPU's fixed-point vertex precision (a few pixels of the circle stroke). So ≥ 99 % of
/// the pixels must agree exactly; the count actually seen is printed.
@Suite struct AliasedParityTests {
    static let size = 96

    static func polygon(_ points: [CGPoint]) -> Path {
        var path = Path()
        path.addLines(points)
        path.closeSubpath()
        return path
    }

    static func star(evenOdd: Bool) -> DisplayList {
        var list = DisplayList()
        list.fill(TestShapes.star(center: CGPoint(x: 48.3, y: 47.8), radius: 44), with: .color(.black),
                  style: FillStyle(eoFill: evenOdd, antialiased: false))
        return list
    }

    static var cases: [(String, DisplayList)] {
        var rotated = DisplayList()
        let angle = 0.4, c = CGPoint(x: 48.2, y: 47.6)
        let corners = [(-38.0, -17.0), (38.0, -17.0), (38.0, 17.0), (-38.0, 17.0)].map { a, b in
            CGPoint(x: c.x + a * cos(angle) - b * sin(angle), y: c.y + a * sin(angle) + b * cos(angle))
        }
        rotated.fill(polygon(corners), with: .color(.black), style: FillStyle(antialiased: false))
        // Convex: it must not take the direct (multisampled) path.
        var square = DisplayList()
        square.fill(Path(CGRect(x: 10.3, y: 20.5, width: 60.4, height: 35.7)), with: .color(.black),
                    style: FillStyle(antialiased: false))
        let ring = DisplayList(Circle().stroke(Color.black, lineWidth: 3, antialiased: false).frame(width: 80, height: 80),
                               size: CGSize(width: size, height: size))
        var hairline = DisplayList()
        hairline.stroke(Path(ellipseIn: CGRect(x: 12, y: 20, width: 70, height: 50)), style: StrokeStyle(lineWidth: 0.4),
                        with: .color(.black), antialiased: false)
        var clipped = DisplayList()
        clipped.pushLayer(LayerStyle(clip: polygon([CGPoint(x: 5.2, y: 9.9), CGPoint(x: 90.1, y: 3.4), CGPoint(x: 60.6, y: 91.3)]),
                                     clipStyle: FillStyle(antialiased: false)))
        clipped.fill(Path(CGRect(x: 0, y: 0, width: 96, height: 96)), with: .color(.black))
        clipped.popLayer()
        // Mixed with anti-aliased neighbours in one frame: each keeps its own coverage.
        var mixed = DisplayList()
        mixed.fill(Path(CGRect(x: 60, y: 60, width: 30, height: 30)), with: .color(.black))
        mixed.fill(polygon(corners), with: .color(.black), style: FillStyle(antialiased: false))
        return [("rotated rectangle", rotated), ("axis-aligned rectangle", square), ("nonzero star", star(evenOdd: false)),
                ("even-odd star", star(evenOdd: true)), ("circle stroke", ring), ("hairline", hairline),
                ("clip", clipped), ("mixed", mixed)]
    }

    @Test(needsGPU, arguments: 0..<8)
    func aliasedSolidDrawsAreHardAndMatchTheSoftwareRenderer(index: Int) throws {
        let (name, list) = Self.cases[index]
        let gpu = try GPU.render(list, width: Self.size, height: Self.size)
        let cpu = try GPU.reference(list, width: Self.size, height: Self.size)
        let ink = PremultipliedRGBA8.black, paper = PremultipliedRGBA8.white
        var soft = 0, agree = 0, inked = 0
        for y in 0..<Self.size {
            for x in 0..<Self.size {
                let g = gpu[x: x, y: y], c = cpu[x: x, y: y]
                // "mixed" has one anti-aliased square: judge hardness outside it.
                let inAntialiased = name == "mixed" && x >= 59 && y >= 59
                if g != ink && g != paper && !inAntialiased { soft += 1 }
                if g == c { agree += 1 }
                if g == ink { inked += 1 }
            }
        }
        let total = Self.size * Self.size
        print("aliased \(name): \(total - agree) of \(total) pixels differ between GPU and CPU, \(inked) inked")
        #expect(soft == 0, "\(name): \(soft) GPU pixels with intermediate coverage")
        #expect(inked > 100, "\(name): nothing drawn")
        #expect(Double(agree) >= 0.99 * Double(total), "\(name): only \(agree) of \(total) pixels agree")
    }

    @Test(needsGPU) func aliasedGradientIsHardOnTheGPU() throws {
        var list = DisplayList()
        list.fill(Path(ellipseIn: CGRect(x: 8.3, y: 10.6, width: 80, height: 70)),
                  with: .linearGradient(Gradient(colors: [.red, .blue]), start: .zero, end: CGPoint(x: 96, y: 0)),
                  style: FillStyle(antialiased: false))
        let gpu = try GPU.render(list, width: Self.size, height: Self.size, background: .clear)
        let cpu = try GPU.reference(list, width: Self.size, height: Self.size, background: .clear)
        var agree = 0
        for y in 0..<Self.size {
            for x in 0..<Self.size {
                let alpha = gpu[x: x, y: y].alpha
                #expect(alpha == 0 || alpha == 255, "alpha \(alpha) at (\(x), \(y))")
                if alpha == cpu[x: x, y: y].alpha { agree += 1 }
            }
        }
        #expect(Double(agree) >= 0.99 * Double(Self.size * Self.size))
    }

    @Test(needsGPU) func theContextSaysHowAliasedCoverageIsMade() throws {
        let info = try #require(GPU.renderer).info
        print("GPU aliased coverage: \(info.aliasedCoverage); GL_EXT_multisample_compatibility "
              + (info.extensions.contains("GL_EXT_multisample_compatibility") ? "exposed" : "not exposed"))
        #expect(!info.extensions.isEmpty)
        if info.samples == 0 {
            #expect(info.aliasedCoverage == .singleSample)
        } else if info.extensions.contains("GL_EXT_multisample_compatibility") {
            #expect(info.aliasedCoverage == .multisampleCompatibility)
        } else {
            #expect(info.aliasedCoverage == .centreMask)
        }
    }
}
