import Foundation
import PropertyBased
import Testing
import ZoetropeTestSupport
@testable import VectorPath
import Geometry2D
import AnimationCore

/// Union semantics: where pieces of one stroke overlap, the nonzero fill still covers them, once.
struct StrokeUnionTests: StrokeFixtures {
    @Test(arguments: CGLineJoin.allCases)
    func selfCrossingPolylineIsCoveredAtTheCrossing(join: CGLineJoin) {
        // Z-like path whose last segment crosses the first at (5, 5).
        let zigzag = polyline([pt(0, 0), pt(10, 10), pt(10, 0), pt(0, 10)])
        let outline = zigzag.stroked(style: StrokeStyle(lineWidth: 2, lineJoin: join))
        #expect(winding(outline, pt(5, 5)) == 2)
        #expect(covered(outline, pt(5.5, 5)) && covered(outline, pt(5, 4.2)))
        #expect(!covered(outline, pt(2, 5)) && !covered(outline, pt(8, 5)))
        // Two separate crossing contours: an X.
        let x = FlattenedPath(polylines: [([pt(0, 0), pt(10, 10)], false), ([pt(0, 10), pt(10, 0)], false)])
        #expect(winding(x.stroked(style: StrokeStyle(lineWidth: 2, lineJoin: join)), pt(5, 5)) == 2)
    }

    @Test func figureEightIsCoveredEverywhereAlongIt() {
        // A closed figure-8 (lemniscate of Gerono), flattened, stroked 3 wide.
        var pts: [CGPoint] = []
        for k in 0..<200 {
            let t = Double(k) / 200 * 2 * .pi
            pts.append(pt(50 + 40 * sin(t), 50 + 40 * sin(t) * cos(t)))
        }
        let eight = polyline(pts, closed: true)
        for join in CGLineJoin.allCases {
            let outline = eight.stroked(style: StrokeStyle(lineWidth: 3, lineJoin: join))
            #expect(winding(outline, pt(50, 50)) > 0)
            // On the curve and 1.4 to either side of it: covered; 1.6 away: not (the lobes are far apart).
            for p in pts {
                #expect(covered(outline, p))
            }
            for (i, p) in pts.enumerated() where i % 5 == 0 && distance(p, pt(50, 50)) > 6 {
                let q = pts[(i + 1) % pts.count]
                let len = distance(p, q), nx = (q.y - p.y) / len, ny = -(q.x - p.x) / len
                for (offset, inside) in [(1.4, true), (-1.4, true), (1.6, false), (-1.6, false)] {
                    let m = pt((p.x + q.x) / 2 + offset * nx, (p.y + q.y) / 2 + offset * ny)
                    #expect(covered(outline, m) == inside, "\(join) at \(m)")
                }
            }
            // Inside the lobes: holes.
            #expect(!covered(outline, pt(25, 50)) && !covered(outline, pt(75, 50)))
        }
    }

    @Test func overlappingDashesAndContoursAddUp() {
        // The same segment twice, and dashes of a path that doubles back on itself.
        let twice = FlattenedPath(polylines: [([pt(0, 0), pt(10, 0)], false), ([pt(0, 0), pt(10, 0)], false)])
        #expect(winding(twice.stroked(style: StrokeStyle(lineWidth: 2)), pt(5, 0)) == 2)
        let back = polyline([pt(0, 0), pt(20, 0), pt(0, 0.5)])
        let outline = back.stroked(style: StrokeStyle(lineWidth: 2, lineCap: .round, dash: [7, 3]))
        for x in stride(from: 0.0, through: 20, by: 0.25) {
            #expect(winding(outline, pt(x, 0.25)) >= 0)
        }
        #expect(covered(outline, pt(3, 0.25)) && covered(outline, pt(17, 0.25)))
    }

    @Test func wideStrokeOverShortZigzagHasNoHoles() {
        // Segments much shorter than the width: inner joins fold over many segments.
        var pts: [CGPoint] = []
        for k in 0...40 { pts.append(pt(Double(k) * 0.7, k % 2 == 0 ? 0 : 1.3)) }
        let zigzag = polyline(pts)
        for join in CGLineJoin.allCases {
            let r = 6.0
            let outline = zigzag.stroked(style: StrokeStyle(lineWidth: 2 * r, lineCap: .round, lineJoin: join),
                                         tolerance: 0.05)
            var failures: [String] = []
            for y in stride(from: -7.0, through: 8.5, by: 0.3) {
                for x in stride(from: -7.0, through: 35, by: 0.6) {
                    let p = pt(x, y), d = distance(p, toPolyline: pts[...]), w = winding(outline, p)
                    if w < 0 { failures.append("negative winding \(w) at \(p)") }
                    // Round joins cover the whole r-neighbourhood; bevels and miters at least every
                    // segment's rectangle (bevels leave scallops between the vertices' discs).
                    let inBand = zip(pts, pts.dropFirst()).contains { a, b in
                        let len = distance(a, b), ux = (b.x - a.x) / len, uy = (b.y - a.y) / len
                        let along = (p.x - a.x) * ux + (p.y - a.y) * uy
                        return along > 1e-9 && along < len - 1e-9 && abs((p.x - a.x) * uy - (p.y - a.y) * ux) < r - 1e-9
                    }
                    if w == 0, inBand || (join == .round && d < r - 0.05 - 1e-9) {
                        failures.append("\(p) at distance \(d) not covered")
                    }
                    if w != 0, d > r * (join == .miter ? 10 : 1) + 1e-9 { failures.append("\(p) at distance \(d) covered") }
                }
            }
            #expect(failures.isEmpty, "\(join): \(failures.count) failures, first \(failures.prefix(3))")
        }
    }

    /// Random polylines with random widths and styles (kind 3: dashed, round): every point within
    /// w/2 of a segment's rectangle (or of the polyline, for round joins and caps) is covered,
    /// every point farther than w/2 × the style's reach is not, and no winding number is negative.
    /// For dashed strokes the reference polylines are the dashes (gaps must stay empty).
    @Test func randomPolylinesAreCoveredExactlyByTheirStroke() async {
        let shape = zip(pointGen(0...40).array(of: 2...7), Gen.bool, Gen.double(in: 0.3...14),
                        Gen.int(in: 0...3), Gen.double(in: 1...8))
        let tolerance = 0.1
        // The case's input and the seed of its 80 sample points.
        await seededPropertyCheck(seed: 0x5712_0CE5_DEAD_BEEF, count: 160, draw: { rng in
            let (pts, closed, width, kind, limit) = shape.run(using: &rng)
            let dash: [CGFloat] = [Double.random(in: 0...12, using: &rng), Double.random(in: 0.5...12, using: &rng)]
            let phase = Double.random(in: -20...20, using: &rng)
            return (pts, closed, width, kind, limit, dash, phase, rng.next())
        }) { pts, closed, width, kind, limit, dash, phase, samples in
            var rng = SeededRandom(seed: samples)
            let style = switch kind {
            case 0: StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round)
            case 1: StrokeStyle(lineWidth: width, lineCap: .square, lineJoin: .miter, miterLimit: limit)
            case 2: StrokeStyle(lineWidth: width, lineCap: .butt, lineJoin: .bevel)
            default: StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round, dash: dash, dashPhase: phase)
            }
            let input = polyline(pts, closed: closed)
            let outline = input.stroked(style: style, tolerance: tolerance)
            let r = width / 2
            let reach = r * (kind == 1 ? max(limit, 2.0.squareRoot()) : 1)
            let references = kind == 3 ? input.dashed(dash, phase: phase) : input
            let paths = references.contours.map { c in
                c.isClosed ? Array(references[c]) + [references[c].first!] : Array(references[c])
            }
            var failures: [String] = []
            for s in 0..<80 {
                let p: CGPoint
                if s % 2 == 0 {
                    p = pt(Double.random(in: -reach - 1...41 + reach, using: &rng),
                           Double.random(in: -reach - 1...41 + reach, using: &rng))
                } else {
                    // Near the boundary of a segment's band or of its reach.
                    let path = closed ? pts + [pts[0]] : pts
                    let i = Int.random(in: 0..<(path.count - 1), using: &rng)
                    let t = Double.random(in: -0.2...1.2, using: &rng)
                    let angle = Double.random(in: 0..<(2 * .pi), using: &rng)
                    let d = (s % 4 == 1 ? r : reach) * Double.random(in: 0.8...1.2, using: &rng)
                    p = pt(path[i].x + t * (path[i + 1].x - path[i].x) + d * cos(angle),
                           path[i].y + t * (path[i + 1].y - path[i].y) + d * sin(angle))
                }
                let w = winding(outline, p)
                let d = paths.map { distance(p, toPolyline: $0[...]) }.min() ?? .infinity
                if w < 0 { failures.append("negative winding \(w) at \(p)") }
                if d > reach + 1e-7, w != 0 { failures.append("\(p) at distance \(d) > \(reach) is covered") }
                if kind == 0 || kind == 3, d < r - tolerance - 1e-7, w == 0 {
                    failures.append("\(p) at distance \(d) not covered")
                }
                for path in paths {
                    for (a, b) in zip(path, path.dropFirst()) where a != b {
                        let len = distance(a, b), ux = (b.x - a.x) / len, uy = (b.y - a.y) / len
                        let along = (p.x - a.x) * ux + (p.y - a.y) * uy, across = abs((p.x - a.x) * uy - (p.y - a.y) * ux)
                        if along > 1e-7, along < len - 1e-7, across < r - 1e-7, w == 0 {
                            failures.append("\(p) inside the band of \(a)–\(b) not covered")
                        }
                    }
                }
            }
            #expect(failures.isEmpty, "\(failures.count) failures, first \(failures.prefix(3))")
        }
    }
}
