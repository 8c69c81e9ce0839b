import Foundation
import Testing
@testable import VectorPath
import Geometry2D
import AnimationCore

/// Miter, round and bevel joins, the miter limit, and closed contours.
struct StrokeJoinTests: StrokeFixtures {
    /// Right along +x, then down the screen: a right-angle turn whose outer corner is up-right.
    var corner: FlattenedPath { polyline([pt(0, 0), pt(20, 0), pt(20, 20)]) }

    @Test func miterOnARightAngleReachesTheCorner() {
        let outline = corner.stroked(style: StrokeStyle(lineWidth: 2, lineJoin: .miter))
        // The tip is w/2·√2 from the vertex, at (21, −1).
        #expect(nearestVertexDistance(outline, to: pt(21, -1)) < 1e-12)
        #expect(abs(distance(pt(21, -1), pt(20, 0)) - 2.0.squareRoot()) < 1e-12)
        #expect(covered(outline, pt(20.99, -0.99)))
        #expect(!covered(outline, pt(21.01, -0.5)) && !covered(outline, pt(20.5, -1.01)))
        // Area: two 20 × 2 rectangles overlapping in a 1 × 1 square on the inner side (counted
        // once), plus the 1 × 1 miter square outside.
        let area = coveredArea(outline, in: CGRect(x: -2, y: -2, width: 25, height: 25), step: 0.05)
        #expect(abs(area - 80) < 0.05)
    }

    /// A 10° angle between the segments: the miter ratio 1/sin(5°) ≈ 11.47.
    func sharpTurn() -> (FlattenedPath, vertex: CGPoint, outward: CGPoint) {
        let angle = 10.0 * .pi / 180
        let v = pt(100, 0)
        let path = polyline([pt(0, 0), v, pt(100 - 100 * cos(angle), 100 * sin(angle))])
        return (path, v, pt(cos(angle / 2), -sin(angle / 2)))
    }

    @Test func sharpMiterPastTheLimitFallsBackToBevel() {
        let (path, v, u) = sharpTurn()
        let r = 1.0
        let bevelled = path.stroked(style: StrokeStyle(lineWidth: 2 * r, lineJoin: .miter, miterLimit: 10))
        // The bevel reaches only r·cos(85°) ≈ 0.087·r past the vertex.
        #expect(covered(bevelled, pt(v.x + 0.05 * r * u.x, v.y + 0.05 * r * u.y)))
        #expect(!covered(bevelled, pt(v.x + 0.5 * r * u.x, v.y + 0.5 * r * u.y)))
        #expect(bevelled == path.stroked(style: StrokeStyle(lineWidth: 2 * r, lineJoin: .bevel)))

        let mitred = path.stroked(style: StrokeStyle(lineWidth: 2 * r, lineJoin: .miter, miterLimit: 12))
        let ratio = 1 / sin(5.0 * .pi / 180)
        #expect(nearestVertexDistance(mitred, to: pt(v.x + ratio * r * u.x, v.y + ratio * r * u.y)) < 1e-9)
        #expect(covered(mitred, pt(v.x + 11.3 * r * u.x, v.y + 11.3 * r * u.y)))
        #expect(!covered(mitred, pt(v.x + 11.6 * r * u.x, v.y + 11.6 * r * u.y)))
    }

    @Test func miterLimitBelowOneAlwaysBevels() {
        let bevel = corner.stroked(style: StrokeStyle(lineWidth: 2, lineJoin: .bevel))
        for limit in [0.5, 0, -3, .nan] {
            #expect(corner.stroked(style: StrokeStyle(lineWidth: 2, lineJoin: .miter, miterLimit: limit)) == bevel)
        }
    }

    @Test(arguments: [0.25, 0.05, 0.001])
    func roundJoinPointsLieOnTheCircleWithinTolerance(tolerance: Double) {
        let r = 2.0, v = pt(20, 0)
        let outline = corner.stroked(style: StrokeStyle(lineWidth: 2 * r, lineJoin: .round), tolerance: tolerance)
        // Outline vertices in the outer quadrant (up-right of the vertex) are on the circle, and
        // consecutive ones are close enough that each chord's sagitta is within tolerance.
        let arc = outline.points.filter { $0.x > v.x - 1e-9 && $0.y < v.y + 1e-9 && distance($0, v) < 1.5 * r }
            .map { atan2($0.y - v.y, $0.x - v.x) }.sorted()
        #expect(arc.count >= 2 && abs(arc.first! + .pi / 2) < 1e-12 && abs(arc.last!) < 1e-12)
        for p in outline.points where p.x > v.x - 1e-9 && p.y < v.y + 1e-9 && distance(p, v) < 1.5 * r {
            #expect(abs(distance(p, v) - r) < 1e-9)
        }
        for (a, b) in zip(arc, arc.dropFirst()) {
            #expect(r * (1 - cos((b - a) / 2)) <= tolerance)
        }
        // Points of the outer quadrant: covered within r − tolerance, not beyond r.
        for k in 0...16 {
            let angle = -Double.pi / 2 + Double(k) / 16 * .pi / 2
            let inner = r - tolerance - 1e-6, outer = r + 1e-6
            #expect(covered(outline, pt(v.x + inner * cos(angle), v.y + inner * sin(angle))))
            #expect(!covered(outline, pt(v.x + outer * cos(angle), v.y + outer * sin(angle))))
        }
    }

    @Test func bevelCutsTheCorner() {
        let outline = corner.stroked(style: StrokeStyle(lineWidth: 4, lineJoin: .bevel))
        // The bevel is the chord from (20, −2) to (22, 0).
        #expect(covered(outline, pt(20.9, -0.9)))
        #expect(!covered(outline, pt(21.1, -1.1)))
    }

    @Test func uTurnJoins() {
        let back = polyline([pt(0, 0), pt(10, 0), pt(0, 0)])
        let round = back.stroked(style: StrokeStyle(lineWidth: 2, lineJoin: .round), tolerance: 0.01)
        #expect(covered(round, pt(10.98, 0)) && covered(round, pt(10.6, 0.6)))
        #expect(!covered(round, pt(11.02, 0)))
        let bevel = back.stroked(style: StrokeStyle(lineWidth: 2, lineJoin: .bevel))
        #expect(covered(bevel, pt(9.95, 0.5)) && !covered(bevel, pt(10.05, 0)))
        let miter = back.stroked(style: StrokeStyle(lineWidth: 2, lineJoin: .miter, miterLimit: 1e9))
        #expect(!covered(miter, pt(10.05, 0)) && miter.points.allSatisfy { $0.x.isFinite && $0.y.isFinite })
    }

    @Test func closedRectangleHasJoinsEverywhereAndAHole() {
        let corners = [pt(0, 0), pt(100, 0), pt(100, 50), pt(0, 50)]
        let style = StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .miter)
        let closed = polyline(corners, closed: true).stroked(style: style)
        #expect(closed.contours.count == 2)
        // Outer 104 × 54 minus inner 96 × 46: the perimeter times the width.
        #expect(abs(signedArea(closed) - 1200) < 1e-9)
        #expect(!covered(closed, pt(50, 25)))
        #expect(covered(closed, pt(1.9, 25)) && !covered(closed, pt(2.1, 25)))
        #expect(covered(closed, pt(-1.9, 25)) && !covered(closed, pt(-2.1, 25)))
        // No cap at the seam: the start corner is mitred like the others.
        for c in [pt(-1.9, -1.9), pt(101.9, -1.9), pt(101.9, 51.9), pt(-1.9, 51.9)] {
            #expect(covered(closed, c), "corner \(c)")
        }
        // The same points left open get round caps at (0, 0) instead of a miter.
        let open = polyline(corners + [pt(0, 0)]).stroked(style: style)
        #expect(!covered(open, pt(-1.9, -1.9)) && covered(open, pt(-1.9, 0.5)) && covered(open, pt(0.5, -1.9)))
    }

    @Test func closedContourOfTwoPointsIsACapsule() {
        let outline = polyline([pt(0, 0), pt(10, 0)], closed: true)
            .stroked(style: StrokeStyle(lineWidth: 2, lineCap: .butt, lineJoin: .round), tolerance: 0.01)
        #expect(covered(outline, pt(-0.98, 0)) && covered(outline, pt(10.98, 0)) && covered(outline, pt(5, 0.98)))
        #expect(!covered(outline, pt(-1.02, 0)) && !covered(outline, pt(5, 1.02)))
    }

    @Test func flattenedCurveStrokesStayWithinTheBand() {
        // A circle flattened finely: its stroke is an annulus 40 ± 3.
        var circle = Path()
        circle.addEllipse(in: CGRect(x: -40, y: -40, width: 80, height: 80))
        let flat = circle.flattened(tolerance: 0.001)
        for join in CGLineJoin.allCases {
            let outline = flat.stroked(style: StrokeStyle(lineWidth: 6, lineJoin: join))
            for k in 0..<90 {
                let a = Double(k) * 4 * .pi / 180
                for (radius, inside) in [(37.02, true), (42.98, true), (40, true), (36.98, false), (43.02, false), (0, false)] {
                    #expect(covered(outline, pt(radius * cos(a), radius * sin(a))) == inside, "\(join) r=\(radius)")
                }
            }
        }
    }
}
