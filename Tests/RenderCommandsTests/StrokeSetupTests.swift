import Foundation
import Testing
@testable import RenderCommands
import VectorPath
import Geometry2D

/// How finely a stroke's centre line is flattened: half the fills' tolerance for solid strokes
/// wider than a device pixel (their chords' sag is a small part of the width, and both sides follow
/// the curve's offset), a quarter for dashed strokes (a chord is shorter than its curve, which shifts
/// every later dash) and hairlines (where the sag is a large part of the width).
@Suite struct StrokeSetupTests {
    let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))

    func setup(width: Double, dash: [CGFloat] = [], scale: Double = 1) -> StrokeSetup? {
        StrokeSetup(circle, style: StrokeStyle(lineWidth: width, dash: dash), antialiased: true,
                    transform: ProjectionTransform(CGAffineTransform(scaleX: scale, y: scale)), tolerance: 0.1,
                    widensThinStrokes: false)
    }

    @Test func solidStrokesWiderThanAPixelUseHalfTheTolerance() throws {
        #expect(try #require(setup(width: 3)).centreTolerance == 0.05)
        #expect(try #require(setup(width: 1.01)).centreTolerance == 0.05)
        // Local units: 2 device pixels per unit, so 0.05 device pixels is 0.025 units.
        #expect(try #require(setup(width: 1, scale: 2)).centreTolerance == 0.025)
    }

    @Test func dashedStrokesAndHairlinesUseAQuarter() throws {
        #expect(try #require(setup(width: 3, dash: [4, 2])).centreTolerance == 0.025)
        #expect(try #require(setup(width: 1)).centreTolerance == 0.025)
        #expect(try #require(setup(width: 0.25)).centreTolerance == 0.025)
        #expect(try #require(setup(width: 0)).centreTolerance == 0.025)
        #expect(try #require(setup(width: 0.4, scale: 2)).centreTolerance == 0.0125)
    }
}
