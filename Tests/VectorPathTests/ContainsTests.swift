import Foundation
import PropertyBased
import Testing
import ZoetropeTestSupport
@testable import VectorPath
import Geometry2D
import AnimationCore

struct ContainsTests: PathAnalysisFixtures {
    @Test func selfIntersectingStarNonzeroVersusEvenOdd() {
        let star = pentagram(center: CGPoint(x: 100, y: 100), radius: 80)
        let centre = CGPoint(x: 100, y: 100)
        #expect(abs(star.windingNumber(at: centre)) == 2)
        #expect(star.contains(centre))
        #expect(!star.contains(centre, eoFill: true))
        // A point in the top arm is covered once: inside under both rules.
        let arm = CGPoint(x: 100, y: 35)
        #expect(star.contains(arm) && star.contains(arm, eoFill: true))
        // Outside the star, between two arms.
        let gap = CGPoint(x: 100 + 60 * cos(-Double.pi / 2 + .pi / 5), y: 100 + 60 * sin(-Double.pi / 2 + .pi / 5))
        #expect(!star.contains(gap) && !star.contains(gap, eoFill: true))
    }

    @Test(arguments: [false, true])
    func squareWithSquareHole(holeReversed: Bool) {
        var path = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
        if holeReversed {
            path.addLines([CGPoint(x: 25, y: 25), CGPoint(x: 25, y: 75), CGPoint(x: 75, y: 75), CGPoint(x: 75, y: 25)])
            path.closeSubpath()
        } else {
            path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        }
        let hole = CGPoint(x: 50, y: 50), band = CGPoint(x: 10, y: 50), outside = CGPoint(x: 150, y: 50)
        // Same orientation: winding 2 in the hole, nonzero fills it; opposite: winding 0.
        #expect(path.contains(hole) == !holeReversed)
        #expect(!path.contains(hole, eoFill: true))
        #expect(path.contains(band) && path.contains(band, eoFill: true))
        #expect(!path.contains(outside) && !path.contains(outside, eoFill: true))
    }

    @Test func boundaryPointsFollowTheHalfOpenRule() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.contains(CGPoint(x: 0, y: 5)))   // left edge: inside
        #expect(square.contains(CGPoint(x: 5, y: 0)))   // top edge: inside
        #expect(!square.contains(CGPoint(x: 10, y: 5))) // right edge: outside
        #expect(!square.contains(CGPoint(x: 5, y: 10))) // bottom edge: outside
    }

    @Test func curvesAreHandledExactly() {
        let circle = cubicCircle(center: CGPoint(x: 0, y: 0), radius: 100, rotatedBy: 0.3)
        for k in 0..<64 {
            let a = Double(k) * 2 * .pi / 64
            #expect(circle.contains(CGPoint(x: 99.9 * cos(a), y: 99.9 * sin(a))))
            #expect(!circle.contains(CGPoint(x: 100.1 * cos(a), y: 100.1 * sin(a))))
        }
        // A point just inside the bulge of a quad, far from the chord.
        var quad = Path()
        quad.move(to: .zero)
        quad.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100)) // apex y = 50
        #expect(quad.contains(CGPoint(x: 50, y: 49.999)))
        #expect(!quad.contains(CGPoint(x: 50, y: 50.001)))
    }

    /// PROPERTY: the exact winding number equals that of a very fine flattening for points not
    /// within the flattening tolerance of the outline.
    @Test func windingMatchesFineFlattening() async {
        let input = zip(pathGen(-100...100), pointGen(-120...120).array(of: 20...20))
        await seededPropertyCheck(seed: 0x5678, count: 40, input: input) { path, points in
            let flat = path.flattened(tolerance: 1e-3)
            for p in points {
                let nearOutline = flat.contours.contains { contour in
                    var pts = flat[contour]
                    pts.append(flat.points[contour.range.lowerBound]) // implicit close
                    return distance(p, toPolyline: pts) < 1e-2
                }
                guard !nearOutline else { continue }
                #expect(path.windingNumber(at: p) == polygonWinding(flat, p), "\(p) in \(path.elements)")
            }
        }
    }

    @Test func openSubpathsAreImplicitlyClosed() {
        var triangle = Path()
        triangle.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 0, y: 30)])
        #expect(triangle.contains(CGPoint(x: 5, y: 5)))
        #expect(!triangle.contains(CGPoint(x: 25, y: 25)))
    }

    @Test func edgeCases() {
        #expect(!Path().contains(.zero))
        var single = Path()
        single.move(to: .zero)
        #expect(!single.contains(.zero))
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(!square.contains(CGPoint(x: CGFloat.nan, y: 5)))
        var withNaN = Path()
        withNaN.addLines([.zero, CGPoint(x: 10, y: 0), CGPoint(x: CGFloat.nan, y: 10), CGPoint(x: 0, y: 10)])
        _ = withNaN.contains(CGPoint(x: 5, y: 5)) // defined (no crash); NaN edges never cross
        var degenerate = Path()
        degenerate.move(to: CGPoint(x: 3, y: 3))
        degenerate.addLine(to: CGPoint(x: 3, y: 3))
        degenerate.addCurve(to: CGPoint(x: 3, y: 3), control1: CGPoint(x: 3, y: 3), control2: CGPoint(x: 3, y: 3))
        #expect(!degenerate.contains(CGPoint(x: 2, y: 3)))
        let huge = Path(CGRect(x: -1e12, y: -1e12, width: 2e12, height: 2e12))
        #expect(huge.contains(CGPoint(x: 5e11, y: -5e11)))
        #expect(!huge.contains(CGPoint(x: 2e12, y: 0)))
    }
}
