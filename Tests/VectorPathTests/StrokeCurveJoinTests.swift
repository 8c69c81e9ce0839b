import Foundation
import Testing
@testable import VectorPath
import Geometry2D
import AnimationCore

/// Issue 16: the chords of one flattened curve are joined round whatever the style's join (a wide
/// stroke sweeps its offset around the curve, as Cairo, Blend2D and Core Graphics draw it); the
/// style's join stays at the points where two segments meet. The marks that tell them apart
/// (``FlattenedPath/curveInterior``) survive everything between the flattener and the stroker.
struct StrokeCurveJoinTests: StrokeFixtures {
    /// A cubic with a cusp at t = ½ (its chords turn by up to π there) and nothing else: no point
    /// where two segments meet, so every join is a curve's own.
    var cusp: Path {
        Path { $0.move(to: pt(0, 0)); $0.addCurve(to: pt(60, 0), control1: pt(60, 60), control2: pt(0, 60)) }
    }

    /// Points of `a` and `b` on a `step` grid over `box` that one covers and the other does not, as an area.
    func symmetricDifference(_ a: FlattenedPath, _ b: FlattenedPath, in box: CGRect, step: Double) -> Double {
        var count = 0
        var y = box.minY + step / 2
        while y < box.maxY {
            var x = box.minX + step / 2
            while x < box.maxX {
                if covered(a, pt(x, y)) != covered(b, pt(x, y)) { count += 1 }
                x += step
            }
            y += step
        }
        return Double(count) * step * step
    }

    /// A dictionary key for a point, exact to the bit.
    func key(_ p: CGPoint) -> String { "\(p.x.bitPattern),\(p.y.bitPattern)" }

    func style(_ join: CGLineJoin, width: Double = 20) -> StrokeStyle {
        StrokeStyle(lineWidth: width, lineCap: .butt, lineJoin: join, miterLimit: 10)
    }

    @Test func flattenerMarksOnlyPointsInsideCurves() {
        let path = Path {
            $0.move(to: pt(0, 0))
            $0.addLine(to: pt(10, 0))
            $0.addQuadCurve(to: pt(30, 0), control: pt(20, 20))
            $0.addCurve(to: pt(60, 0), control1: pt(40, -30), control2: pt(50, 30))
            $0.addLine(to: pt(60, 40))
            $0.closeSubpath()
        }
        let flat = path.flattened(tolerance: 0.1)
        let ends = [pt(0, 0), pt(10, 0), pt(30, 0), pt(60, 0), pt(60, 40)]
        #expect(flat.points.count > 10)
        for (i, p) in flat.points.enumerated() {
            #expect(flat.isCurveInterior(i) == !ends.contains(p), "point \(i) at \(p)")
        }
        // Without curves nothing is marked, and nothing is stored.
        let lines = Path { $0.move(to: pt(0, 0)); $0.addLine(to: pt(5, 5)); $0.addLine(to: pt(9, 0)) }
        #expect(lines.flattened().curveInterior.isEmpty)
    }

    @Test(arguments: [CGLineJoin.miter, .bevel])
    func wideStrokeOnATightCurveIsTheRoundJoinedStroke(join: CGLineJoin) {
        let centre = cusp.strokeCentreLine(tolerance: 0.0625)
        let box = CGRect(x: -40, y: -40, width: 140, height: 130)
        let round = centre.stroked(style: style(.round), tolerance: 0.25)
        let styled = centre.stroked(style: style(join), tolerance: 0.25)
        // No two segments meet on this path: every join is a curve's, round whatever the style.
        #expect(styled == round)
        // The same chords without their marks get the style's join at the cusp: a spike or a cut
        // far bigger than that (what the stroke looked like before).
        let unmarked = FlattenedPath(polylines: centre.contours.map { (Array(centre[$0]), $0.isClosed) })
        #expect(symmetricDifference(unmarked.stroked(style: style(join), tolerance: 0.25), round, in: box, step: 0.25) > 20)
    }

    @Test func curveJoinPointsLieWithinToleranceOfTheOffset() {
        // A circle of radius 30 as cubics, stroked 20 wide with miter joins: every outline point
        // lies within the tolerance of the band from radius 20 to 40 (inner joins meet a little
        // inside it, where the chords' offset lines cross), and the outer side is round: no miter
        // point reaches beyond 40 by the tolerance, and every outer point is within it of 40.
        let flat = cubicCircle(center: .zero, radius: 30).strokeCentreLine(tolerance: 0.0625)
        let outline = flat.stroked(style: style(.miter), tolerance: 0.25)
        var outer = 0
        for p in outline.points {
            let r = hypot(p.x, p.y)
            #expect(r <= 40 + 0.25 && r >= 20 - 0.25, "\(p) at radius \(r)")
            // (The inner side may pass through a centre-line vertex itself, at radius 30: the
            // fallback of an inner join whose offset lines cross beyond a short chord.)
            if r > 30 + 1e-6 { outer += 1; #expect(r >= 40 - 0.25, "\(p) at radius \(r)") }
        }
        #expect(outer > 50)
    }

    @Test func aGentleCurveGetsOnePointPerSideAtEachChordVertex() {
        // A circle of radius 300 stroked 3 wide: every chord turns by less than one chord of a
        // round join, so each centre-line vertex gives one point a side, on the bisector of the
        // chords' normals at the radius (1.5 from the vertex). Before, the outer side took both
        // offsets: three points a vertex. (Where two cubics meet the style's miter joins them,
        // 3·10⁻⁵ beyond the radius for their slight turn.)
        let flat = cubicCircle(center: .zero, radius: 300).strokeCentreLine(tolerance: 0.025)
        let outline = flat.stroked(style: style(.miter, width: 3), tolerance: 0.1)
        #expect(flat.points.count > 200)
        #expect(outline.points.count <= 2 * flat.points.count, "\(outline.points.count) for \(flat.points.count)")
        for p in outline.points {
            let nearest = flat.points.map { hypot(p.x - $0.x, p.y - $0.y) }.min() ?? 0
            #expect(abs(nearest - 1.5) < 1e-4, "\(p) lies \(nearest) from the centre line's vertices")
            // The cubics stray from the circle by less than 0.1.
            #expect(abs(abs(hypot(p.x, p.y) - 300) - 1.5) < 0.1, "\(p)")
        }
    }

    @Test func aWideStrokeOnATightCurveKeepsItsOuterSideWithinTheTolerance() {
        // A circle of radius 8 stroked 16 wide (outer radius 16), its centre line flattened at 0.05
        // (half of 0.1, as solid strokes are): chords turning by ~0.2 rad. One bisector point per
        // vertex would let the outer chords sag (8 + 8)·θ²/8 ≈ 0.077 inside the offset circle; the
        // joins take both offsets where the turn's share of that (8·θ²/8) exceeds a quarter of the
        // tolerance, so the outer side sags no more than the centre line, ~0.04.
        let flat = cubicCircle(center: .zero, radius: 8).strokeCentreLine(tolerance: 0.05)
        let outline = flat.stroked(style: style(.miter, width: 16), tolerance: 0.1)
        var deepest = 0.0
        for contour in outline.contours {
            let points = Array(outline.points[contour.range])
            for (a, b) in zip(points, points.dropFirst() + [points[0]]) {
                let mid = pt((a.x + b.x) / 2, (a.y + b.y) / 2)
                // Only the outer side: points beyond the centre circle.
                guard hypot(a.x, a.y) > 12, hypot(b.x, b.y) > 12 else { continue }
                deepest = max(deepest, 16 - hypot(mid.x, mid.y))
            }
        }
        #expect(deepest > 0, "the outer chords sag a little")
        #expect(deepest <= 0.05, "the outer side sags \(deepest) inside the offset circle")
    }

    @Test func aCurveTighterThanTheRadiusFoldsItsInnerOffsetAsThePeersDo() {
        // Seed 4970 of the differential test: a quadratic bending with radius ~6.5 at its start,
        // stroked 22.9 wide. Cairo and Blend2D leave a notch right of the start's butt end, where
        // the folded inner offset cancels the stroke; every point there lies within the radius of
        // the curve, so the union of the chords' pieces (and a dashed stroke) covers it.
        let centre = Path {
            $0.move(to: pt(49.4375, 27.71875))
            $0.addQuadCurve(to: pt(47.453125, -10), control: pt(38.390625, 27.125))
        }.strokeCentreLine(tolerance: 0.025)
        let plain = StrokeStyle(lineWidth: 22.890625, lineCap: .butt, lineJoin: .round)
        var dashed = plain
        dashed.dash = [1000, 1]
        let notch = [pt(51, 19.5), pt(52.5, 19), pt(51.5, 20.5)]
        let solid = centre.stroked(style: plain, tolerance: 0.1), union = centre.stroked(style: dashed, tolerance: 0.1)
        for p in notch {
            #expect(!covered(solid, p), "\(p) is in the peers' notch")
            #expect(covered(union, p), "\(p) is within the radius of the curve")
        }
        // Away from the fold both agree: the stroke's body and its outer side.
        for p in [pt(40, 20), pt(36, 16), pt(54, 5), pt(45, 36)] {
            #expect(covered(solid, p) && covered(union, p), "\(p)")
        }
        #expect(!covered(solid, pt(56, 30)) && !covered(union, pt(56, 30)))
    }

    @Test func segmentJoinsKeepTheStylesJoin() {
        // Line → line, line → curve and curve → curve vertices all turn by 90°: miter points at
        // (55, −5), (105, 55) show the style's join there.
        let lines = polyline([pt(0, 0), pt(50, 0), pt(50, 50)])
        let miter = StrokeStyle(lineWidth: 10, lineJoin: .miter)
        #expect(nearestVertexDistance(lines.stroked(style: miter), to: pt(55, -5)) < 1e-9)
        let mixed = Path {
            $0.move(to: pt(0, 0))
            $0.addLine(to: pt(50, 0))
            // A straight "curve" down, then one to the right: their end points are segment joins.
            $0.addCurve(to: pt(50, 50), control1: pt(50, 10), control2: pt(50, 40))
            $0.addQuadCurve(to: pt(100, 50), control: pt(75, 50))
            $0.addLine(to: pt(100, 100))
        }.strokeCentreLine(tolerance: 0.0625)
        #expect(!mixed.curveInterior.isEmpty)
        let outline = mixed.stroked(style: miter, tolerance: 0.25)
        for corner in [pt(55, -5), pt(45, 55), pt(105, 45)] {
            #expect(nearestVertexDistance(outline, to: corner) < 1e-9, "miter point \(corner)")
        }
        let bevelled = mixed.stroked(style: StrokeStyle(lineWidth: 10, lineJoin: .bevel), tolerance: 0.25)
        for corner in [pt(55, -5), pt(45, 55), pt(105, 45)] {
            #expect(nearestVertexDistance(bevelled, to: corner) > 3, "no miter point \(corner) when bevelled")
        }
    }

    @Test func lonelyMovesAreRemovedWithoutLosingMarks() {
        var path = Path()
        path.move(to: pt(-10, -10))    // a lone move: no contour
        path.move(to: pt(0, 0))
        path.addCurve(to: pt(60, 0), control1: pt(60, 60), control2: pt(0, 60))
        path.move(to: pt(80, 80))      // another one at the end
        let centre = path.strokeCentreLine(tolerance: 0.0625)
        #expect(centre.contours.count == 1)
        let n = centre.points.count
        #expect(n > 10)
        for i in 0..<n { #expect(centre.isCurveInterior(i) == (i != 0 && i != n - 1)) }
    }

    @Test func dashesKeepTheirPointsMarksAndEndAtUnmarkedCuts() {
        var shapes = [cusp.strokeCentreLine(tolerance: 0.0625)]
        // Closed: the dash across the seam continues through the start point (a segment end).
        shapes.append(cubicCircle(center: pt(100, 100), radius: 30).strokeCentreLine(tolerance: 0.0625))
        for source in shapes {
            var marks: [String: Bool] = [:]
            for (i, p) in source.points.enumerated() { marks[key(p)] = source.isCurveInterior(i) }
            for phase in [0.0, 3, 17] {
                let dashed = source.dashed([23, 7], phase: phase)
                #expect(dashed.contours.count > 3)
                var interior = 0
                for contour in dashed.contours {
                    let range = contour.range
                    #expect(!dashed.isCurveInterior(range.lowerBound) && !dashed.isCurveInterior(range.upperBound - 1))
                    for i in range.dropFirst().dropLast() {
                        // A dash's inner points are the source's points, marks and all.
                        #expect(marks[key(dashed.points[i])] == dashed.isCurveInterior(i), "point \(dashed.points[i])")
                        interior += dashed.isCurveInterior(i) ? 1 : 0
                    }
                }
                #expect(interior > 20)
            }
        }
    }

    @Test func clampingKeepsTheMarksOfTheVerticesItKeeps() {
        let flat = cubicCircle(center: pt(0, 0), radius: 50).flattened(tolerance: 0.25)
        let rect = CGRect(x: -30, y: -100, width: 200, height: 200)
        let clamped = flat.clamped(to: rect)
        var marks: [String: Bool] = [:]
        for (i, p) in flat.points.enumerated() { marks[key(p)] = flat.isCurveInterior(i) }
        var kept = 0
        for (i, p) in clamped.points.enumerated() where p.x > rect.minX {
            #expect(marks[key(p)] == clamped.isCurveInterior(i), "\(p)")
            kept += clamped.isCurveInterior(i) ? 1 : 0
        }
        #expect(kept > 10)
        // The points on the clamped edge are split or moved points: not a curve's.
        for (i, p) in clamped.points.enumerated() where p.x == rect.minX && marks[key(p)] == nil {
            #expect(!clamped.isCurveInterior(i))
        }
    }

    @Test(arguments: [CGLineJoin.miter, .bevel])
    func theEstimateCountsTheCurvesRoundJoins(join: CGLineJoin) {
        // Tight turns, cusps, loops and back-and-forth cubics (U-turns joined on both sides), wide.
        let curves: [Path] = [
            cusp,
            Path { $0.move(to: pt(0, 0)); $0.addCurve(to: pt(50, 0), control1: pt(100, 0), control2: pt(-50, 0)) },
            Path { $0.move(to: pt(0, 0)); $0.addCurve(to: pt(10, 0), control1: pt(80, 80), control2: pt(-70, 80)) },
            Path { $0.move(to: pt(0, 0)); $0.addQuadCurve(to: pt(0, 1), control: pt(100, 0)) },
            Path { $0.move(to: pt(0, 0)); $0.addQuadCurve(to: pt(-20, 0), control: pt(100, 0)) },
        ]
        for path in curves {
            for width in [4.0, 60, 5000] {
                let style = StrokeStyle(lineWidth: width, lineJoin: join, miterLimit: 10)
                for tolerance in [0.25, 0.01] {
                    let outline = path.strokeCentreLine(tolerance: tolerance / 4).stroked(style: style, tolerance: tolerance)
                    let bound = path.strokedPointCount(style: style, centreTolerance: tolerance / 4, tolerance: tolerance)
                    #expect(Double(outline.points.count) <= bound, "\(path) width \(width) tolerance \(tolerance)")
                }
            }
        }
    }
}
