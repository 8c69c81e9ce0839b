import Foundation
import Testing
import Geometry2D
import VectorPath
@testable import LayerTree

/// CAShapeLayer's model: the stroked part of the path (spec §9 vector 21) and its stroke settings.
@Suite struct ShapeLayerTests {
    static func ring() -> CAShapeLayer {
        let s = CAShapeLayer()
        s.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        s.position = CGPoint(x: 50, y: 50)
        let p = CGMutablePath()
        p.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        s.path = p
        s.fillColor = nil
        s.strokeColor = CGColor.black
        s.lineWidth = 4
        return s
    }

    @Test func vector21QuarterOfTheRing() throws {
        let s = Self.ring()
        s.strokeEnd = 0.25
        let trimmed = try #require(s.strokedPath)
        // A quarter turn clockwise on screen from 3 o'clock: (90, 50) → (50, 90), through 45° below-right.
        let box = trimmed.boundingRect
        #expect(abs(box.minX - 50) < 1e-6 && abs(box.maxX - 90) < 1e-6 && abs(box.minY - 50) < 1e-6 && abs(box.maxY - 90) < 1e-6)
        let end = try #require(trimmed.currentPoint)
        #expect(abs(end.x - 50) < 1e-6 && abs(end.y - 90) < 1e-6)
        // The stroke's outline covers (78, 78) and not (21, 78) (layer space = canvas space here).
        let points = trimmed.segments.flatMap { seg in (0...16).map { seg.segment.point(at: Double($0) / 16) } }
        func near(_ x: Double, _ y: Double) -> Bool { points.contains { hypot($0.x - x, $0.y - y) < 2 } }
        #expect(near(78.5, 78.5))
        #expect(!near(21.5, 78.5))
    }

    @Test func emptyAndFullRanges() {
        let s = Self.ring()
        #expect(s.strokedPath == s.path?.path)
        s.strokeStart = 0.6
        s.strokeEnd = 0.4
        #expect(s.strokedPath == nil)
        s.path = nil
        s.strokeStart = 0
        s.strokeEnd = 1
        #expect(s.strokedPath == nil)
    }

    @Test func strokeSettings() {
        let s = Self.ring()
        s.lineCap = .round
        s.lineJoin = .bevel
        s.lineDashPattern = [4, 2]
        s.lineDashPhase = 1
        s.miterLimit = 4
        let style = s.strokeStyle
        #expect(style.lineWidth == 4 && style.lineCap == .round && style.lineJoin == .bevel)
        #expect(style.dash == [4, 2] && style.dashPhase == 1 && style.miterLimit == 4)
        s.lineDashPattern = [0, 0]
        #expect(s.strokeStyle.dash.isEmpty)
        s.fillRule = .evenOdd
        #expect(s.fillStyle.isEOFilled)
    }
}
