import Foundation
import Testing
@testable import VectorPath
import Geometry2D
import AnimationCore

/// Straight strokes and their caps, zero-length sub-paths and invalid widths.
struct StrokeCapTests: StrokeFixtures {
    /// A 3-4-5 diagonal, 50 long, so nothing relies on axis alignment.
    var line: FlattenedPath { polyline([pt(10, 20), pt(40, 60)]) }

    @Test func buttLineIsAWidthByLengthRectangle() {
        let outline = line.stroked(style: StrokeStyle(lineWidth: 4, lineCap: .butt))
        #expect(outline.contours.count == 1)
        #expect(abs(signedArea(outline) - 200) < 1e-9)
        // The corners are the ends moved by ±2 along the normal (0.8, -0.6).
        for corner in [pt(11.6, 18.8), pt(8.4, 21.2), pt(41.6, 58.8), pt(38.4, 61.2)] {
            #expect(nearestVertexDistance(outline, to: corner) < 1e-12, "corner \(corner)")
        }
        // Just past an end is outside; just inside it is covered.
        #expect(!covered(outline, pt(10 - 0.06, 20 - 0.08)))
        #expect(covered(outline, pt(10 + 0.06, 20 + 0.08)))
    }

    @Test func squareCapsAddHalfAWidthAtEachEnd() {
        let outline = line.stroked(style: StrokeStyle(lineWidth: 4, lineCap: .square))
        #expect(abs(signedArea(outline) - (200 + 16)) < 1e-9)
        #expect(covered(outline, pt(10 - 1.14, 20 - 1.52)))   // 1.9 back along the line
        #expect(!covered(outline, pt(10 - 1.26, 20 - 1.68)))  // 2.1 back
    }

    @Test(arguments: [0.25, 0.01, 0.0001])
    func roundCapsAddADiscWithinTolerance(tolerance: Double) {
        let r = 2.0
        let outline = line.stroked(style: StrokeStyle(lineWidth: 2 * r, lineCap: .round), tolerance: tolerance)
        let exact = 200 + Double.pi * r * r
        let area = signedArea(outline)
        // Chords lie inside the circle, at most `tolerance` from it: the deficit is below
        // tolerance × the caps' perimeter.
        #expect(area <= exact + 1e-9)
        #expect(exact - area <= tolerance * 2 * .pi * r, "area \(area) vs \(exact)")
        // Every vertex of the caps is on the circle.
        for p in outline.points {
            let d = min(distance(p, pt(10, 20)), distance(p, pt(40, 60)))
            #expect(abs(d - r) < 1e-9)
        }
        // Past the end along the line: covered up to r − tolerance, not beyond r.
        #expect(covered(outline, pt(40 + 0.6 * (r - tolerance - 1e-6), 60 + 0.8 * (r - tolerance - 1e-6))))
        #expect(!covered(outline, pt(40 + 0.6 * (r + 1e-6), 60 + 0.8 * (r + 1e-6))))
    }

    @Test func zeroLengthRoundCapDrawsADisc() {
        for input in [polyline([pt(5, 7)]), polyline([pt(5, 7), pt(5, 7), pt(5, 7)]), polyline([pt(5, 7)], closed: true)] {
            let outline = input.stroked(style: StrokeStyle(lineWidth: 6, lineCap: .round), tolerance: 0.01)
            #expect(outline.contours.count == 1)
            let area = signedArea(outline)
            #expect(area > 0 && area <= 9 * .pi && 9 * .pi - area < 0.01 * 6 * .pi)
            #expect(outline.points.allSatisfy { abs(distance($0, pt(5, 7)) - 3) < 1e-12 })
        }
    }

    @Test func zeroLengthSquareCapDrawsAnAxisAlignedSquare() {
        let outline = polyline([pt(5, 7), pt(5, 7)]).stroked(style: StrokeStyle(lineWidth: 6, lineCap: .square))
        #expect(outline.contours.count == 1)
        #expect(abs(signedArea(outline) - 36) < 1e-12)
        #expect(Set(outline.points.map { "\($0.x),\($0.y)" }) == ["2.0,4.0", "8.0,4.0", "8.0,10.0", "2.0,10.0"])
    }

    @Test func zeroLengthButtCapDrawsNothing() {
        let outline = polyline([pt(5, 7), pt(5, 7)]).stroked(style: StrokeStyle(lineWidth: 6, lineCap: .butt))
        #expect(outline.contours.isEmpty && outline.points.isEmpty)
    }

    @Test(arguments: [0.0, -1, .nan, .infinity, -.infinity])
    func invalidWidthDrawsNothing(width: Double) {
        let outline = line.stroked(style: StrokeStyle(lineWidth: width, lineCap: .round))
        #expect(outline.contours.isEmpty)
    }

    @Test func tinyWidthsAreNotSpecialCased() {
        let outline = line.stroked(style: StrokeStyle(lineWidth: 0.01))
        #expect(abs(signedArea(outline) - 0.5) < 1e-12)
    }

    @Test func consecutiveDuplicatePointsAreSkipped() {
        let style = StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round)
        let clean = polyline([pt(0, 0), pt(10, 0), pt(10, 10)]).stroked(style: style)
        let dirty = polyline([pt(0, 0), pt(0, 0), pt(10, 0), pt(10, 0), pt(10, 0), pt(10, 10), pt(10, 10)])
            .stroked(style: style)
        #expect(dirty == clean)
        // A closed contour repeating its first point at the end has no zero-length closing segment.
        let square = [pt(0, 0), pt(10, 0), pt(10, 10), pt(0, 10)]
        #expect(polyline(square + [pt(0, 0)], closed: true).stroked(style: style)
                == polyline(square, closed: true).stroked(style: style))
    }

    @Test func contoursWithNonFiniteCoordinatesAreSkipped() {
        let input = FlattenedPath(polylines: [([pt(0, 0), pt(.nan, 3), pt(10, 0)], false),
                                              ([pt(0, 20), pt(.infinity, 20)], false),
                                              ([pt(0, 30), pt(1e200, 30)], false),
                                              ([pt(0, 40), pt(10, 40)], false)])
        let outline = input.stroked(style: StrokeStyle(lineWidth: 2))
        #expect(outline.contours.count == 1)
        #expect(abs(signedArea(outline) - 20) < 1e-12)
        #expect(outline.points.allSatisfy { $0.x.isFinite && $0.y.isFinite })
    }

    @Test func capsSitOnEveryOpenContourAndEveryContourIsPositive() {
        let input = FlattenedPath(polylines: [([pt(0, 0), pt(10, 0)], false), ([pt(0, 10), pt(0, 30)], false)])
        let outline = input.stroked(style: StrokeStyle(lineWidth: 2, lineCap: .square))
        #expect(outline.contours.count == 2)
        for contour in outline.contours {
            let one = FlattenedPath(polylines: [(Array(outline[contour]), true)])
            #expect(signedArea(one) > 0)
        }
        #expect(abs(signedArea(outline) - (24 + 44)) < 1e-9)
    }
}
