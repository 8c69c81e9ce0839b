import Foundation
import Testing
import Geometry2D
@testable import LayerTree

/// CAGradientLayer's model: stops and axis (spec §9 vector 20's geometry).
@Suite struct GradientLayerTests {
    @Test func vector20StopsAndAxis() throws {
        let g = CAGradientLayer()
        g.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        g.position = CGPoint(x: 50, y: 50)
        #expect(g.gradientStops == nil)
        g.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        let stops = try #require(g.gradientStops).stops
        #expect(stops.map(\.location) == [0, 1])
        #expect(stops[0].color == Color(red: 1, green: 0, blue: 0) && stops[1].color == Color(red: 0, green: 0, blue: 1))
        #expect(g.gradientPoints.start == CGPoint(x: 50, y: 0) && g.gradientPoints.end == CGPoint(x: 50, y: 100))
    }

    @Test func locations() throws {
        let g = CAGradientLayer()
        g.colors = [CGColor.black, CGColor.white, CGColor.black]
        #expect(try #require(g.gradientStops).stops.map(\.location) == [0, 0.5, 1])
        g.locations = [0, 0.2, 2]
        #expect(try #require(g.gradientStops).stops.map(\.location) == [0, 0.2, 1])
        g.locations = [0, 1]                          // one per colour or ignored
        #expect(try #require(g.gradientStops).stops.map(\.location) == [0, 0.5, 1])
        let (_, warnings) = LayerDiagnostics.capturing { g.colors = ["red"] }
        #expect(warnings.count == 1 && g.colors?.count == 3)
    }
}
