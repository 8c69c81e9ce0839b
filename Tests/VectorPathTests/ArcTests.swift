import Foundation
import Testing
@testable import VectorPath
import Geometry2D
import AnimationCore

/// A cubic segment's points, in order.
private struct Cubic {
    var p0: CGPoint, c1: CGPoint, c2: CGPoint, p3: CGPoint

    func point(at t: Double) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p3.x, y: a * p0.y + b * c1.y + c * c2.y + d * p3.y)
    }
}

/// The cubic segments of `path`, each with its start point.
private func cubics(_ path: Path) -> [Cubic] {
    var result: [Cubic] = []
    var current = CGPoint.zero
    path.forEach { element in
        switch element {
        case .move(let p), .line(let p): current = p
        case .quadCurve(let p, _): current = p
        case .curve(let p, let c1, let c2):
            result.append(Cubic(p0: current, c1: c1, c2: c2, p3: p))
            current = p
        case .closeSubpath: break
        }
    }
    return result
}

private func near(_ a: CGPoint?, _ b: CGPoint, _ tolerance: Double = 1e-9) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

/// The largest |distance to centre − r| over 64 samples per segment.
private func maxRadialError(_ path: Path, center: CGPoint, radius: Double) -> Double {
    cubics(path).flatMap { c in (0...64).map { c.point(at: Double($0) / 64) } }
        .map { abs(hypot($0.x - center.x, $0.y - center.y) - radius) }.max() ?? .infinity
}

@Suite struct ArcTests {
    let center = CGPoint(x: 0, y: 0)

    @Test func counterClockwiseFlagFalseTurnsTowardsIncreasingAngles() {
        var p = Path()
        p.addArc(center: center, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        #expect(p.verbs == [.move, .cubic])
        #expect(near(p.points.first, CGPoint(x: 10, y: 0)))
        #expect(near(p.currentPoint, CGPoint(x: 0, y: 10))) // the bottom point on a y-down screen
        let mid = cubics(p)[0].point(at: 0.5)
        #expect(mid.x > 7 && mid.y > 7) // through the lower-right quadrant
    }

    @Test func clockwiseFlagTrueTakesTheLongWayRound() {
        var p = Path()
        p.addArc(center: center, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        #expect(p.verbs == [.move, .cubic, .cubic, .cubic]) // 270° in 90° pieces
        let ends = cubics(p).map(\.p3)
        #expect(near(ends[0], CGPoint(x: 0, y: -10))) // up first (decreasing angle)
        #expect(near(ends[1], CGPoint(x: -10, y: 0)))
        #expect(near(ends[2], CGPoint(x: 0, y: 10)))
    }

    /// Hacking with Swift's well-known surprise: -90° → 90° with `clockwise: true` draws the
    /// left half of the circle (counter-clockwise on screen).
    @Test func clockwiseTrueFromTopToBottomDrawsTheLeftHalf() {
        var p = Path()
        p.addArc(center: center, radius: 10, startAngle: .degrees(-90), endAngle: .degrees(90), clockwise: true)
        #expect(near(p.points.first, CGPoint(x: 0, y: -10)))
        #expect(near(cubics(p)[0].p3, CGPoint(x: -10, y: 0)))
        #expect(near(p.currentPoint, CGPoint(x: 0, y: 10)))
    }

    @Test func countdownRingFromTwelveOClock() {
        func ring(_ degrees: Double) -> Path {
            var p = Path()
            p.addArc(center: CGPoint(x: 50, y: 50), radius: 45, startAngle: .degrees(-90),
                     endAngle: .degrees(degrees), clockwise: false)
            return p
        }
        let quarter = ring(0)
        #expect(near(quarter.points.first, CGPoint(x: 50, y: 5)))
        #expect(near(quarter.currentPoint, CGPoint(x: 95, y: 50)))
        let mid = cubics(quarter)[0].point(at: 0.5)
        #expect(mid.x > 50 && mid.y < 50) // top-right: clockwise on screen
        let full = ring(270)
        #expect(full.verbs.filter { $0 == .cubic }.count == 4)
        #expect(near(full.currentPoint, CGPoint(x: 50, y: 5), 1e-9))
        #expect(ring(-90).verbs == [.move]) // nothing left to draw
        let wrapped = ring(-180) // end before start: goes on round, 270°
        #expect(wrapped.verbs.filter { $0 == .cubic }.count == 3)
        #expect(near(wrapped.currentPoint, CGPoint(x: 5, y: 50)))
    }

    @Test func clockFaceFullCircleWithClockwiseTrue() {
        var p = Path()
        p.addArc(center: CGPoint(x: 100, y: 100), radius: 80, startAngle: .degrees(0), endAngle: .degrees(360),
                 clockwise: true)
        #expect(p.verbs == [.move, .cubic, .cubic, .cubic, .cubic])
        #expect(near(cubics(p)[0].p3, CGPoint(x: 100, y: 20))) // decreasing angle: up first
        #expect(near(p.currentPoint, CGPoint(x: 180, y: 100)))
    }

    @Test func bezierApproximationStaysWithinAThousandthOfTheRadius() {
        for (start, end) in [(0.0, 90.0), (10.0, 350.0), (-90.0, 45.0), (0.0, 359.0), (30.0, 31.0)] {
            var p = Path()
            p.addArc(center: CGPoint(x: 3, y: 4), radius: 100, startAngle: .degrees(start), endAngle: .degrees(end),
                     clockwise: false)
            #expect(maxRadialError(p, center: CGPoint(x: 3, y: 4), radius: 100) < 1e-3 * 100)
            // Every segment spans at most 90°.
            for c in cubics(p) {
                let a0 = atan2(c.p0.y - 4, c.p0.x - 3), a1 = atan2(c.p3.y - 4, c.p3.x - 3)
                var d = abs(a1 - a0)
                if d > .pi { d = 2 * .pi - d }
                #expect(d <= .pi / 2 + 1e-9)
            }
        }
    }

    @Test func existingCurrentPointIsJoinedByALine() {
        var p = Path()
        p.move(to: CGPoint(x: -5, y: -5))
        p.addArc(center: center, radius: 10, startAngle: .zero, endAngle: .degrees(45), clockwise: false)
        #expect(p.verbs == [.move, .line, .cubic])
        #expect(near(p.points[1], CGPoint(x: 10, y: 0)))
    }

    @Test func relativeArcSignGivesDirection() {
        var down = Path()
        down.addRelativeArc(center: center, radius: 10, startAngle: .zero, delta: .degrees(90))
        #expect(near(down.currentPoint, CGPoint(x: 0, y: 10)))
        var up = Path()
        up.addRelativeArc(center: center, radius: 10, startAngle: .zero, delta: .degrees(-90))
        #expect(near(up.currentPoint, CGPoint(x: 0, y: -10)))
        var clamped = Path()
        clamped.addRelativeArc(center: center, radius: 10, startAngle: .zero, delta: .degrees(1000))
        #expect(clamped.verbs.filter { $0 == .cubic }.count == 4)
    }

    @Test func transformMapsEveryPoint() {
        var p = Path()
        p.addArc(center: center, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false,
                 transform: CGAffineTransform(translationX: 100, y: 0).scaledBy(x: 2, y: 1))
        #expect(near(p.points.first, CGPoint(x: 120, y: 0)))
        #expect(near(p.currentPoint, CGPoint(x: 100, y: 10)))
    }

    @Test func tangentArcRoundsACorner() {
        var p = Path()
        p.move(to: .zero)
        p.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        #expect(p.verbs == [.move, .line, .cubic])
        #expect(near(p.points[1], CGPoint(x: 80, y: 0)))
        #expect(near(p.currentPoint, CGPoint(x: 100, y: 20)))
        #expect(maxRadialError(p, center: CGPoint(x: 80, y: 20), radius: 20) < 0.02)
        let mid = cubics(p)[0].point(at: 0.5)
        #expect(near(mid, CGPoint(x: 80 + 20 / 2.0.squareRoot(), y: 20 - 20 / 2.0.squareRoot()), 0.02))
    }

    @Test func tangentArcDegenerateCasesAddALine() {
        var collinear = Path()
        collinear.move(to: .zero)
        collinear.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 0), radius: 5)
        #expect(collinear.verbs == [.move, .line] && collinear.currentPoint == CGPoint(x: 10, y: 0))
        var empty = Path()
        empty.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 5), radius: 5)
        #expect(empty.verbs == [.move])
    }

    @Test func nonFiniteInputAddsNothing() {
        var p = Path()
        p.addArc(center: center, radius: 10, startAngle: .radians(.nan), endAngle: .zero, clockwise: false)
        p.addRelativeArc(center: center, radius: .infinity, startAngle: .zero, delta: .degrees(90))
        #expect(p.isEmpty)
    }

    /// `appendCurves` finds each angle's cosine and sine once (a whole turn's kept); its curves
    /// are bit for bit those `point(at:)` and `tangent(at:)` give per angle, on seeded rotated
    /// arcs of every sweep and on whole unrotated turns (every ellipse).
    @Test func arcCurvesAreThePerAngleFormulasBitForBit() {
        var seed: UInt64 = 0x00A2_C5EE
        func next() -> Double {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Double(seed >> 11) / Double(1 << 53)
        }
        for case_ in 0..<200 {
            var arc = EllipticalArc(center: CGPoint(x: next() * 200 - 100, y: next() * 200 - 100), radiusX: 0.5 + next() * 80,
                                    radiusY: 0.5 + next() * 80, rotation: next() * 7 - 3.5, startAngle: next() * 13 - 6.5,
                                    sweep: (next() * 2 - 1) * 4 * .pi)
            if case_ % 4 == 0 {   // every ellipse's arc: a whole turn from 0, unrotated (its trigonometry kept)
                arc.rotation = 0
                arc.startAngle = 0
                arc.sweep = 2 * .pi
            }
            var path = Path()
            path.move(to: arc.point(at: arc.startAngle))
            arc.appendCurves(to: &path, transform: .identity)
            // The same construction, every point from the per-angle formulas.
            let count = Int(max(1, (abs(arc.sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
            let step = arc.sweep / Double(count), k = 4.0 / 3.0 * tan(step / 4)
            var expected: [CGPoint] = [arc.point(at: arc.startAngle)]
            var a0 = arc.startAngle
            for index in 0..<count {
                let a1 = index == count - 1 ? arc.startAngle + arc.sweep : a0 + step
                let p0 = arc.point(at: a0), d0 = arc.tangent(at: a0), p3 = arc.point(at: a1), d1 = arc.tangent(at: a1)
                expected += [CGPoint(x: p0.x + k * d0.x, y: p0.y + k * d0.y), CGPoint(x: p3.x - k * d1.x, y: p3.y - k * d1.y), p3]
                a0 = a1
            }
            #expect(path.points == expected, "case \(case_) (seed 0x00A2C5EE)")
        }
    }
}
