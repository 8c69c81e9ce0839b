import Foundation
import Testing
import ZoetropeTestSupport
import VectorPath
import Geometry2D

/// `Path.strokedPointCount`: an upper bound on the stroke outline's points, known before
/// flattening or stroking, for every join, cap, dash and width.
@Suite struct StrokeEstimateTests {
    @Test func boundsTheStrokedOutline() async {
        await seededPropertyCheck(seed: 0x57_0CE5_2026, count: 150, draw: { rng -> (Path, StrokeStyle, Double) in
            let spread = [10.0, 300, 1e4][Int.random(in: 0..<3, using: &rng)]
            let path = TestShapes.randomPath(spread: spread, segments: 0..<10, using: &rng)
            let style = StrokeStyle(lineWidth: [0.5, 4, 60, 5000][Int.random(in: 0..<4, using: &rng)],
                                    lineCap: CGLineCap.allCases.randomElement(using: &rng)!,
                                    lineJoin: CGLineJoin.allCases.randomElement(using: &rng)!,
                                    miterLimit: Double.random(in: 1...20, using: &rng),
                                    dash: Bool.random(using: &rng) ? [Double.random(in: 0...20, using: &rng), Double.random(in: 0.5...9, using: &rng)] : [],
                                    dashPhase: Double.random(in: 0...10, using: &rng))
            return (path, style, [0.25, 1][Int.random(in: 0..<2, using: &rng)])
        }) { input in
            let (path, style, tolerance) = input
            let outline = path.strokeCentreLine(tolerance: tolerance / 4).stroked(style: style, tolerance: tolerance)
            let bound = path.strokedPointCount(style: style, centreTolerance: tolerance / 4, tolerance: tolerance)
            #expect(Double(outline.points.count) <= bound)
            // Not absurdly loose for plain strokes.
            if style.dash.isEmpty && style.lineJoin != .round && style.lineCap != .round {
                #expect(bound <= Double(8 * outline.points.count + 64))
            }
        }
    }
}
