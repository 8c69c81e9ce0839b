import Foundation
import Testing
import Geometry2D
import RenderCommands
@testable import ZoetropeUI

/// `Color.gradient` / `AnyGradient`: a subtle top-to-bottom ramp of the colour (inferred values).
@Suite struct ColorGradientTests {
    @Test func stopsAreTheColourLightenedAtTheTopAndItselfAtTheBottom() throws {
        let gradient = Color.indigo.gradient
        let paint = gradient.paint(in: CGRect(x: 0, y: 10, width: 100, height: 44))
        guard case .linearGradient(let ramp, let start, let end) = paint else { Issue.record("\(paint)"); return }
        #expect(start == CGPoint(x: 50, y: 10) && end == CGPoint(x: 50, y: 54))
        #expect(ramp.stops.count == 2 && ramp.stops[0].location == 0 && ramp.stops[1].location == 1)
        #expect(ramp.stops[1].color == .indigo)
        let top = ramp.stops[0].color, base = Color.indigo
        for (t, b) in [(top.red, base.red), (top.green, base.green), (top.blue, base.blue)] {
            #expect(abs(t - (b + (1 - b) * Color.gradientHighlight)) < 1e-9)
        }
    }

    /// Both stops of a system colour keep its dark appearance.
    @Test func followsTheColourScheme() throws {
        guard case .linearGradient(let ramp, _, _) = Color.pink.gradient.paint(in: CGRect(x: 0, y: 0, width: 1, height: 1)) else {
            Issue.record("not linear"); return
        }
        let dark = ramp.stops.map { $0.color.appearance(isDark: true) }
        #expect(dark[1] == Color.pink.appearance(isDark: true))
        #expect(abs(dark[0].red - 1) < 1e-9)   // systemPink dark (255, 55, 95): red already 1
        #expect(abs(dark[0].green - (55.0 / 255 + (1 - 55.0 / 255) * 0.2)) < 1e-6)
    }

    @Test func leadingDotChainAndOpacity() throws {
        func style<S: ShapeStyle>(_ s: S) -> Paint { s.paint(in: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        #expect(style(.pink.gradient) == style(Color.pink.gradient))
        guard case .linearGradient(let faded, _, _) = style(Color.pink.gradient.opacity(0.5)) else { Issue.record("not linear"); return }
        #expect(faded.stops.map(\.color.opacity) == [0.5, 0.5])
        #expect(style(Gradient(colors: [.red, .blue])) == .linearGradient(Gradient(colors: [.red, .blue]),
                                                                          start: CGPoint(x: 5, y: 0), end: CGPoint(x: 5, y: 10)))
    }
}
