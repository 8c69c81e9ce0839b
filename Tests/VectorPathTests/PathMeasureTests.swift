import Foundation
import PropertyBased
import Testing
import ZoetropeTestSupport
@testable import VectorPath
import Geometry2D
import AnimationCore

struct PathMeasureTests: PathAnalysisFixtures {
    @Test func squarePositionsAndTangents() {
        let measure = PathMeasure(Path(CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(measure.length == 40)
        #expect(measure.position(atDistance: 0) == .zero)
        #expect(measure.position(atDistance: 15) == CGPoint(x: 10, y: 5))
        #expect(measure.tangent(atDistance: 15) == CGPoint(x: 0, y: 1))
        #expect(measure.position(atDistance: 35) == CGPoint(x: 0, y: 5))
        #expect(measure.tangent(atDistance: 35) == CGPoint(x: 0, y: -1))
        #expect(measure.position(atDistance: -5) == .zero)     // clamped
        #expect(measure.position(atDistance: 1000) == .zero)   // clamped to the end = start
        #expect(measure.subpaths == [PathMeasure.Subpath(entryRange: 0..<4, distanceRange: 0...40, isClosed: true)])
    }

    @Test func curveLengthsMatchDensePolylines() {
        let curves: [PathSegment] = [
            .curve(from: .zero, control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 0)),
            .curve(from: .zero, control1: CGPoint(x: 100, y: 100), control2: CGPoint(x: 0, y: 100), to: CGPoint(x: 100, y: 0)), // cusp-like loop
            .curve(from: .zero, control1: CGPoint(x: 300, y: 0), control2: CGPoint(x: -200, y: 0), to: CGPoint(x: 100, y: 0)), // collinear, reverses
            .quadCurve(from: .zero, control: CGPoint(x: 50, y: 100), to: CGPoint(x: 100, y: 0)),
            .quadCurve(from: .zero, control: CGPoint(x: 100, y: 0), to: CGPoint(x: 50, y: 0)), // doubles back
        ]
        for segment in curves {
            var path = Path()
            path.move(to: segment.start)
            PathMeasure.append(segment, to: &path)
            let length = PathMeasure(path).length
            let reference = referenceLength(segment)
            #expect(abs(length - reference) <= 1e-7 * reference, "\(segment): \(length) vs \(reference)")
        }
        // Exact value for the collinear quad: 0 → 50 → ... goes to x = 66.67 and back to 50.
        var back = Path()
        back.move(to: .zero)
        back.addQuadCurve(to: CGPoint(x: 50, y: 0), control: CGPoint(x: 100, y: 0))
        #expect(abs(PathMeasure(back).length - (200.0 / 3 + 50.0 / 3)) <= 1e-9)
    }

    @Test func circleLengthIsNearTwoPiR() {
        let measure = PathMeasure(cubicCircle(center: .zero, radius: 50))
        // The κ-cubic circle is ~1e-4 relatively off the true circle.
        #expect(abs(measure.length - 2 * .pi * 50) <= 1e-3 * 2 * .pi * 50)
        // A quarter of the way along is the end of the first cubic, (0, 50), heading −x.
        let quarter = measure.position(atDistance: measure.length / 4)!
        #expect(distance(quarter, CGPoint(x: 0, y: 50)) <= 1e-9)
        let tangent = measure.tangent(atDistance: measure.length / 4)!
        #expect(distance(tangent, CGPoint(x: -1, y: 0)) <= 1e-9)
    }

    /// PROPERTY: the point at distance d is where the arc length from the start is d.
    @Test func positionInvertsArcLength() async {
        let input = zip(curveGen(-300...300), Gen.double(in: 0...1))
        await seededPropertyCheck(seed: 0x0101_0202_0303_0404, count: 50, input: input) { segment, fraction in
            var path = Path()
            path.move(to: segment.start)
            PathMeasure.append(segment, to: &path)
            let measure = PathMeasure(path)
            let d = fraction * measure.length
            guard let (index, t) = measure.location(atDistance: d) else { Issue.record("no location"); return }
            #expect(index == 0)
            let head = segment.subsegment(from: 0, to: t)
            let headLength = referenceLength(head, pieces: 4000)
            #expect(abs(headLength - d) <= 1e-6 * max(measure.length, 1e-9), "\(segment) at \(fraction)")
        }
    }

    @Test func subpathsAndZeroLengthSegments() {
        var path = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.move(to: CGPoint(x: 50, y: 50)) // lone move: dropped
        path.move(to: CGPoint(x: 20, y: 0))
        path.addLine(to: CGPoint(x: 20, y: 0)) // zero length
        path.addLine(to: CGPoint(x: 30, y: 0))
        let measure = PathMeasure(path)
        #expect(measure.length == 50)
        #expect(measure.subpaths.count == 2)
        #expect(measure.subpaths[1].distanceRange == 40...50 && !measure.subpaths[1].isClosed)
        // At the boundary the earlier segment wins; just after, the second sub-path.
        #expect(measure.position(atDistance: 40) == .zero)
        #expect(measure.position(atDistance: 45) == CGPoint(x: 25, y: 0))
        #expect(measure.tangent(atDistance: 40.5) == CGPoint(x: 1, y: 0)) // zero-length line skipped
    }

    @Test func edgeCases() {
        let empty = PathMeasure(Path())
        #expect(empty.length == 0 && empty.entries.isEmpty)
        #expect(empty.position(atDistance: 0) == nil && empty.tangent(atDistance: 0) == nil)
        #expect(empty.segment(from: 0, to: 1).isEmpty)
        var single = Path()
        single.move(to: CGPoint(x: 1, y: 2))
        #expect(PathMeasure(single).length == 0)
        #expect(PathMeasure(single).position(atDistance: 0) == nil)
        var dot = Path()
        dot.move(to: CGPoint(x: 1, y: 2))
        dot.addCurve(to: CGPoint(x: 1, y: 2), control1: CGPoint(x: 1, y: 2), control2: CGPoint(x: 1, y: 2))
        let dotMeasure = PathMeasure(dot)
        #expect(dotMeasure.length == 0)
        #expect(dotMeasure.position(atDistance: 0) == CGPoint(x: 1, y: 2))
        #expect(dotMeasure.tangent(atDistance: 0) == nil) // no direction anywhere
        var withNaN = Path()
        withNaN.move(to: .zero)
        withNaN.addLine(to: CGPoint(x: CGFloat.nan, y: 0))
        let nanMeasure = PathMeasure(withNaN)
        #expect(nanMeasure.length.isNaN)
        #expect(nanMeasure.position(atDistance: 1) == nil)
        #expect(nanMeasure.segment(from: 0, to: 1).isEmpty)
        #expect(PathMeasure(Path(CGRect(x: 0, y: 0, width: 1, height: 1))).position(atDistance: .nan) == nil)
        var huge = Path()
        huge.move(to: CGPoint(x: -1e12, y: 0))
        huge.addCurve(to: CGPoint(x: 1e12, y: 0), control1: CGPoint(x: -1e12, y: 1e12), control2: CGPoint(x: 1e12, y: 1e12))
        let hugeMeasure = PathMeasure(huge)
        let seg = PathSegment.curve(from: CGPoint(x: -1e12, y: 0), control1: CGPoint(x: -1e12, y: 1e12),
                                    control2: CGPoint(x: 1e12, y: 1e12), to: CGPoint(x: 1e12, y: 0))
        #expect(abs(hugeMeasure.length - referenceLength(seg)) <= 1e-7 * hugeMeasure.length)
        let mid = hugeMeasure.position(atDistance: hugeMeasure.length / 2)!
        #expect(abs(mid.x) <= 1e-6 * 1e12 && abs(mid.y - 0.75e12) <= 1e-6 * 1e12) // symmetric curve
    }
}
