import Foundation
import Testing
import Geometry2D
import VectorPath
@testable import RenderCommands

/// `Paint.ellipticalGradient`: SwiftUI's EllipticalGradient, the unit square stretched to a
/// rectangle — t = (|((x − cx)/w, (y − cy)/h)| − start) / (end − start).
@Suite struct EllipticalGradientShadingTests {
    static let ramp = Gradient(colors: [.black, .white])

    static func shading(size: CGSize = CGSize(width: 200, height: 100), start: CGFloat = 0, end: CGFloat = 0.5) throws -> GradientShading {
        try #require(GradientShading(.ellipticalGradient(ramp, center: CGPoint(x: 100, y: 50), size: size,
                                                          startRadiusFraction: start, endRadiusFraction: end)))
    }

    @Test func locationsAtKnownPoints() throws {
        let s = try Self.shading()
        #expect(s.location(atLocal: CGPoint(x: 100, y: 50)) == 0)
        // The end ellipse passes through the middle of each edge of the 200 × 100 frame.
        #expect(abs(s.location(atLocal: CGPoint(x: 200, y: 50)) - 1) < 1e-12)
        #expect(abs(s.location(atLocal: CGPoint(x: 100, y: 0)) - 1) < 1e-12)
        // Half way out along each axis: 50 points across, 25 down — the same location.
        #expect(abs(s.location(atLocal: CGPoint(x: 150, y: 50)) - 0.5) < 1e-12)
        #expect(abs(s.location(atLocal: CGPoint(x: 100, y: 75)) - 0.5) < 1e-12)
        // On the diagonal: |(0.15, 0.15)| / 0.5 = 0.4243.
        #expect(abs(s.location(atLocal: CGPoint(x: 130, y: 65)) - (0.15 * 2.0.squareRoot()) / 0.5) < 1e-12)
        // Beyond the end: padded.
        #expect(s.location(atLocal: CGPoint(x: 0, y: 0)) == 1)
    }

    @Test func startFractionOffsetsTheRamp() throws {
        let s = try Self.shading(start: 0.1, end: 0.3)
        #expect(s.location(atLocal: CGPoint(x: 110, y: 50)) == 0)                      // 0.05 < 0.1
        #expect(abs(s.location(atLocal: CGPoint(x: 140, y: 50)) - 0.5) < 1e-12)        // 0.2
        #expect(abs(s.location(atLocal: CGPoint(x: 100, y: 70)) - 0.5) < 1e-12)        // 0.2
    }

    @Test func squareFrameIsTheRadialGradient() throws {
        let elliptical = try Self.shading(size: CGSize(width: 100, height: 100))
        let radial = try #require(GradientShading(.radialGradient(Self.ramp, center: CGPoint(x: 100, y: 50), startRadius: 0, endRadius: 50)))
        for point in [CGPoint(x: 120, y: 30), CGPoint(x: 77, y: 61), CGPoint(x: 10, y: 90)] {
            #expect(abs(elliptical.location(atLocal: point) - radial.location(atLocal: point)) < 1e-12)
        }
    }

    @Test func degenerateSizesAndFractionsDrawTheLastStop() throws {
        for paint in [Paint.ellipticalGradient(Self.ramp, center: .zero, size: CGSize(width: 0, height: 10), startRadiusFraction: 0, endRadiusFraction: 0.5),
                      .ellipticalGradient(Self.ramp, center: .zero, size: CGSize(width: 10, height: 10), startRadiusFraction: 0.5, endRadiusFraction: 0.5),
                      .ellipticalGradient(Self.ramp, center: .zero, size: CGSize(width: CGFloat.infinity, height: 10), startRadiusFraction: 0, endRadiusFraction: 0.5)] {
            #expect(paint.resolvedSolidColor == PremultipliedRGBA8(.white), "\(paint)")
        }
        #expect(!Paint.ellipticalGradient(Self.ramp, center: CGPoint(x: CGFloat.nan, y: 0), size: CGSize(width: 1, height: 1),
                                          startRadiusFraction: 0, endRadiusFraction: 1).isFinite)
    }

    /// The lowering hands the backends a radial geometry and a mapping that reaches its space.
    @Test func foldingMovesTheEllipseIntoTheMapping() throws {
        let s = try Self.shading()
        let folded = s.folding(into: ProjectionTransform())
        #expect(folded.shading.gradientSpace.isIdentity)
        let p = CGPoint(x: 130, y: 65)
        let mapped = p.applying(folded.toLocal)
        #expect(abs(folded.shading.location(atLocal: mapped) - s.location(atLocal: p)) < 1e-12)
    }
}
