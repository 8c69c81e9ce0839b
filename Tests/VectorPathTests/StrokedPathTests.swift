import Foundation
import Testing
@testable import VectorPath
import Geometry2D
import AnimationCore

/// `Path.strokedPath(_:)`, SwiftUI's API over the stroker.
struct StrokedPathTests: StrokeFixtures {
    @Test func strokedCircleIsARing() {
        let ring = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)).strokedPath(StrokeStyle(lineWidth: 10))
        #expect(ring.elements.allSatisfy {
            switch $0 { case .move, .line, .closeSubpath: true; default: false }
        })
        #expect(!ring.contains(CGPoint(x: 50, y: 50)))
        for k in 0..<36 {
            let a = Double(k) * 10 * .pi / 180
            func at(_ radius: Double) -> CGPoint { pt(50 + radius * cos(a), 50 + radius * sin(a)) }
            #expect(ring.contains(at(45.06)) && ring.contains(at(50)) && ring.contains(at(54.94)))
            #expect(!ring.contains(at(44.94)) && !ring.contains(at(55.06)))
        }
    }

    @Test func smallShapesAreFlattenedFinely() {
        // A ring of radius 0.5 and width 0.1: 0.05-unit flattening would miss the band by far.
        let ring = Path(ellipseIn: CGRect(x: -0.5, y: -0.5, width: 1, height: 1)).strokedPath(StrokeStyle(lineWidth: 0.1))
        for k in 0..<36 {
            let a = Double(k) * 10 * .pi / 180
            func at(_ radius: Double) -> CGPoint { pt(radius * cos(a), radius * sin(a)) }
            #expect(ring.contains(at(0.4506)) && ring.contains(at(0.5494)))
            #expect(!ring.contains(at(0.4494)) && !ring.contains(at(0.5506)))
        }
    }

    @Test func clockHandWithRoundCaps() {
        var hand = Path()
        hand.move(to: pt(100, 100))
        hand.addLine(to: pt(100, 40))
        let outline = hand.strokedPath(StrokeStyle(lineWidth: 3, lineCap: .round))
        #expect(outline.contains(pt(101.4, 70)) && !outline.contains(pt(101.6, 70)))
        #expect(outline.contains(pt(100, 38.55)) && !outline.contains(pt(100, 38.45)))
        #expect(outline.contains(pt(100, 101.45)) && !outline.contains(pt(100, 101.55)))
        // Stroking the outline again (as the clock seed does) strokes both sides of it.
        var again = outline
        again.move(to: pt(100, 100))
        again.addLine(to: pt(140, 100))
        let twice = again.strokedPath(StrokeStyle(lineWidth: 1, lineCap: .round))
        #expect(twice.contains(pt(101.5, 70)) && twice.contains(pt(98.5, 70)) && !twice.contains(pt(100, 70)))
        #expect(twice.contains(pt(120, 100)) && !twice.contains(pt(120, 100.6)))
    }

    @Test func loneMovesDrawNothingButZeroLengthSegmentsDrawDots() {
        let style = StrokeStyle(lineWidth: 4, lineCap: .round)
        var lone = Path()
        lone.move(to: pt(10, 10))
        #expect(lone.strokedPath(style).isEmpty)
        var trailing = Path()
        trailing.move(to: pt(0, 0))
        trailing.addLine(to: pt(20, 0))
        trailing.move(to: pt(50, 50))
        let line = trailing.strokedPath(style)
        #expect(line.contains(pt(21.9, 0)) && !line.contains(pt(50, 50)))
        var dot = Path()
        dot.move(to: pt(10, 10))
        dot.addLine(to: pt(10, 10))
        #expect(dot.strokedPath(style).contains(pt(11.9, 10)) && !dot.strokedPath(style).contains(pt(12.1, 10)))
        var closedDot = Path()
        closedDot.move(to: pt(10, 10))
        closedDot.closeSubpath()
        #expect(closedDot.strokedPath(style).contains(pt(10, 11.9)))
        #expect(dot.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .butt)).isEmpty)
        #expect(Path().strokedPath(style).isEmpty)
    }

    @Test func dashedRectangleOutline() {
        let rect = Path(CGRect(x: 0, y: 0, width: 40, height: 40))
        let outline = rect.strokedPath(StrokeStyle(lineWidth: 2, dash: [10, 10]))
        // Perimeter 160: 8 dashes of 10 along the edges, each 10 × 2.
        #expect(outline.contains(pt(5, 0)) && !outline.contains(pt(15, 0)) && outline.contains(pt(25, 0)))
        #expect(outline.contains(pt(40, 5)) && !outline.contains(pt(40, 15)))
        #expect(!outline.contains(pt(20, 20)))
    }
}
