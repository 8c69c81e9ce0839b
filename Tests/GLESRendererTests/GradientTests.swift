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

/// Gradients on the GPU follow GradientShading's rules and sample the same GradientLUT, so inside
/// shapes they match the software renderer to ±1–2 per channel; edges differ by anti-aliasing.
@Suite struct GradientTests {
    static let gradient = Gradient(stops: [.init(color: .red, location: 0), .init(color: Color(red: 0, green: 0.5, blue: 1, opacity: 0.6), location: 0.6),
                                           .init(color: .yellow, location: 1)])
    static let paints: [(String, Paint)] = [
        ("linear", .linearGradient(gradient, start: CGPoint(x: 10, y: 20), end: CGPoint(x: 100, y: 90))),
        ("radial", .radialGradient(gradient, center: CGPoint(x: 60, y: 64), startRadius: 5, endRadius: 50)),
        ("angular", .angularGradient(gradient, center: CGPoint(x: 64, y: 60), startAngle: .degrees(30), endAngle: .degrees(250))),
        ("angular reversed", .angularGradient(gradient, center: CGPoint(x: 64, y: 60), startAngle: .degrees(300), endAngle: .degrees(-200))),
        // Radial in its own space: the lowering folds the ellipse into the device → local mapping.
        ("elliptical", .ellipticalGradient(gradient, center: CGPoint(x: 60, y: 64), size: CGSize(width: 110, height: 60),
                                           startRadiusFraction: 0.05, endRadiusFraction: 0.5)),
    ]

    @Test(needsGPU, arguments: 0..<paints.count) func gradientFillsMatchTheSoftwareRenderer(index: Int) throws {
        let (name, paint) = Self.paints[index]
        var list = DisplayList()
        list.fill(Path(CGRect(x: 4, y: 4, width: 120, height: 120)), with: paint)  // convex: drawn directly
        list.fill(TestShapes.star(center: CGPoint(x: 64, y: 64), radius: 40), with: paint,
                  style: FillStyle(eoFill: true), transform: ProjectionTransform(CGAffineTransform(rotationAngle: 0.3)))
        let gpu = try GPU.render(list, width: 128, height: 128)
        let cpu = try GPU.reference(list, width: 128, height: 128)
        let difference = try ImageDifference(between: gpu, and: cpu)
        print("gradient \(name): \(difference)")
        #expect(difference.meanAbsoluteDifference < 1.5, "\(name): \(difference)")
        #expect(difference.fractionOfPixelsOff < 0.04, "\(name): \(difference)")
        let centre = (gpu[x: 30, y: 100], cpu[x: 30, y: 100])
        #expect(abs(Int(centre.0.green) - Int(centre.1.green)) <= 2 && abs(Int(centre.0.alpha) - Int(centre.1.alpha)) <= 2,
                "\(name): \(centre)")
    }

    @Test(needsGPU) func gradientUnderPerspectiveMatches() throws {
        var card = CATransform3DIdentity
        card.m34 = -1 / 300
        card = CATransform3DRotate(card, 0.6, 0, 1, 0)
        let transform = ProjectionTransform(card).concatenating(ProjectionTransform(CGAffineTransform(translationX: 64, y: 64)))
        var list = DisplayList()
        list.fill(Path(CGRect(x: -40, y: -40, width: 80, height: 80)),
                  with: .linearGradient(Self.gradient, start: CGPoint(x: -40, y: 0), end: CGPoint(x: 40, y: 0)), transform: transform)
        let difference = try ImageDifference(between: GPU.render(list, width: 128, height: 128),
                                             and: GPU.reference(list, width: 128, height: 128))
        #expect(difference.meanAbsoluteDifference < 1.5 && difference.fractionOfPixelsOff < 0.04, "\(difference)")
    }

    /// A fill whose outline encloses no area (one line segment) draws nothing with any paint; the
    /// GPU used to paint a gradient over the segment's bounding box.
    @Test(needsGPU) func gradientFillOfALineDrawsNothing() throws {
        var path = Path()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 80, y: 80))
        var list = DisplayList()
        list.fill(path, with: Self.paints[0].1)
        let gpu = try GPU.render(list, width: 96, height: 96)
        #expect(try ImageDifference(between: gpu, and: GPU.reference(list, width: 96, height: 96)).meanAbsoluteDifference == 0)
    }
}
