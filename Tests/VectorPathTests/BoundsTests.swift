import Foundation
import PropertyBased
import Testing
import ZoetropeTestSupport
@testable import VectorPath
import Geometry2D
import AnimationCore

struct BoundsTests: PathAnalysisFixtures {
    @Test func circleFromFourCubicsHasTheCircleBox() {
        let circle = cubicCircle(center: CGPoint(x: 50, y: 30), radius: 40)
        expectRect(circle.boundingRect, CGRect(x: 10, y: -10, width: 80, height: 80), within: 1e-9)
    }

    @Test func rotatedCircleUsesCurveExtremaNotControlPoints() {
        // Rotated by 30°, the extrema fall inside the cubics; the control-point hull is wider.
        let circle = cubicCircle(center: .zero, radius: 100, rotatedBy: .pi / 6)
        let box = circle.boundingRect
        // The 4-cubic circle deviates from the true circle by at most 2.75e-4·r.
        expectRect(box, CGRect(x: -100, y: -100, width: 200, height: 200), within: 0.03)
        expectRect(box, sampledBox(circle, samples: 20_000), within: 1e-6)
        let hull = circle.points.reduce(CGRect.null) { $0.union(CGRect(origin: $1, size: .zero)) }
        #expect(hull.width > box.width + 10)
    }

    @Test func sCurveIncludesItsInteriorExtrema() {
        var path = Path()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 100, y: 100), control1: CGPoint(x: 50, y: -100), control2: CGPoint(x: 50, y: 200))
        let box = path.boundingRect
        // y'(t) = 0 where 8t² − 8t + 1 = 0, i.e. t = (2 ∓ √2)/4.
        let t1 = (2 - 2.0.squareRoot()) / 4, t2 = (2 + 2.0.squareRoot()) / 4
        func y(_ t: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * -100 + 3 * u * t * t * 200 + t * t * t * 100
        }
        #expect(abs(box.minY - y(t1)) <= 1e-9)
        #expect(abs(box.maxY - y(t2)) <= 1e-9)
        #expect(box.minY < -20 && box.maxY > 120) // beyond the end points, inside the hull
        #expect(box.minX == 0 && box.maxX == 100)
        expectRect(box, sampledBox(path, samples: 100_000), within: 1e-6)
    }

    @Test func quadExtremumAndLines() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 10))
        path.addQuadCurve(to: CGPoint(x: 20, y: 10), control: CGPoint(x: 10, y: -10))
        path.addLine(to: CGPoint(x: 25, y: 12))
        expectRect(path.boundingRect, CGRect(x: 0, y: 0, width: 25, height: 12), within: 1e-12)
        let segment = PathSegment.quadCurve(from: CGPoint(x: 0, y: 10), control: CGPoint(x: 10, y: -10),
                                            to: CGPoint(x: 20, y: 10))
        expectRect(segment.boundingRect, CGRect(x: 0, y: 0, width: 20, height: 10), within: 1e-12)
    }

    /// PROPERTY: bounds contain every point of every segment and are attained (match dense samples).
    @Test func boundsAreTightForRandomPaths() async {
        await seededPropertyCheck(seed: 0x1122_3344, count: 60, input: pathGen(-1000...1000)) { path in
            let box = path.boundingRect
            let sampled = sampledBox(path, samples: 2000)
            let slack = 1e-9 * 1000
            #expect(box.insetBy(dx: -slack, dy: -slack).contains(sampled))
            // Dense samples come within the sampling error of each edge (extrema are attained).
            expectRect(box, sampled, within: 0.01)
        }
    }

    @Test func edgeCases() {
        #expect(Path().boundingRect == .zero) // SwiftUI gives .zero for an empty path
        var single = Path()
        single.move(to: CGPoint(x: 5, y: 7))
        #expect(single.boundingRect == CGRect(x: 5, y: 7, width: 0, height: 0))
        var zeroLength = Path()
        zeroLength.move(to: CGPoint(x: 1, y: 1))
        zeroLength.addLine(to: CGPoint(x: 1, y: 1))
        zeroLength.addCurve(to: CGPoint(x: 1, y: 1), control1: CGPoint(x: 1, y: 1), control2: CGPoint(x: 1, y: 1))
        #expect(zeroLength.boundingRect == CGRect(x: 1, y: 1, width: 0, height: 0))
        var withNaN = Path()
        withNaN.move(to: CGPoint(x: 0, y: 0))
        withNaN.addLine(to: CGPoint(x: CGFloat.nan, y: 3))
        withNaN.addCurve(to: CGPoint(x: 10, y: 10), control1: CGPoint(x: CGFloat.nan, y: 0), control2: .zero)
        #expect(withNaN.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 10)) // NaN points skipped
        var allNaN = Path()
        allNaN.move(to: CGPoint(x: CGFloat.nan, y: CGFloat.nan))
        #expect(allNaN.boundingRect == .zero)
        let huge = Path(CGRect(x: -1e12, y: -1e12, width: 2e12, height: 3e12))
        #expect(huge.boundingRect == CGRect(x: -1e12, y: -1e12, width: 2e12, height: 3e12))
    }
}
