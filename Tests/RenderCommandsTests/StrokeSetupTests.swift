import Foundation
import Testing
@testable import RenderCommands
import VectorPath
import Geometry2D

/// How finely a stroke's centre line is flattened: the fills' tolerance over 1.5 for solid strokes
/// wider than a device pixel (their chords' sag is a small part of the width, and both sides follow
/// the curve's offset; over 2 under perspective, whose scale is an estimate), a quarter for dashed
/// strokes (a chord is shorter than its curve, which shifts every later dash) and hairlines (where
/// the sag is a large part of the width).
@Suite struct StrokeSetupTests {
    let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))

    func setup(width: Double, dash: [CGFloat] = [], scale: Double = 1) -> StrokeSetup? {
        StrokeSetup(circle, style: StrokeStyle(lineWidth: width, dash: dash), antialiased: true,
                    transform: ProjectionTransform(CGAffineTransform(scaleX: scale, y: scale)), tolerance: 0.1,
                    widensThinStrokes: false)
    }

    @Test func solidStrokesWiderThanAPixelUseTwoThirdsOfTheTolerance() throws {
        #expect(try #require(setup(width: 3)).centreTolerance == 0.1 / 1.5)
        #expect(try #require(setup(width: 1.01)).centreTolerance == 0.1 / 1.5)
        // Local units: 2 device pixels per unit, so 0.1 / 1.5 device pixels is half that in units.
        #expect(try #require(setup(width: 1, scale: 2)).centreTolerance == 0.05 / 1.5)
    }

    @Test func solidStrokesUnderPerspectiveUseHalfTheTolerance() throws {
        var perspective = ProjectionTransform()
        perspective.m13 = 0.001
        let setup = try #require(StrokeSetup(circle, style: StrokeStyle(lineWidth: 3), antialiased: true,
                                             transform: perspective, tolerance: 0.1, widensThinStrokes: false))
        #expect(setup.centreTolerance == setup.localTolerance / 2)
    }

    @Test func dashedStrokesAndHairlinesUseAQuarter() throws {
        #expect(try #require(setup(width: 3, dash: [4, 2])).centreTolerance == 0.025)
        #expect(try #require(setup(width: 1)).centreTolerance == 0.025)
        #expect(try #require(setup(width: 0.25)).centreTolerance == 0.025)
        #expect(try #require(setup(width: 0)).centreTolerance == 0.025)
        #expect(try #require(setup(width: 0.4, scale: 2)).centreTolerance == 0.0125)
    }
}
