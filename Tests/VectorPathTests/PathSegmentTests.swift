import Foundation
import PropertyBased
import Testing
import ZoetropeTestSupport
@testable import VectorPath
import Geometry2D
import AnimationCore

/// `PathSegment` math and `Path.forEachSegment` / `addSegment`.
struct PathSegmentTests: PathAnalysisFixtures {
    @Test func iterationReportsContexts() {
        var path = Path()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 20, y: 5))
        path.closeSubpath()
        path.move(to: CGPoint(x: 50, y: 50)) // lone move: no segment, but counts as a sub-path
        path.move(to: CGPoint(x: 30, y: 0))
        path.addCurve(to: CGPoint(x: 40, y: 0), control1: CGPoint(x: 30, y: 5), control2: CGPoint(x: 40, y: 5))
        let all = path.segments
        #expect(all.map(\.segment) == [
            .line(from: .zero, to: CGPoint(x: 10, y: 0)),
            .quadCurve(from: CGPoint(x: 10, y: 0), control: CGPoint(x: 20, y: 5), to: CGPoint(x: 10, y: 10)),
            .line(from: CGPoint(x: 10, y: 10), to: .zero),
            .curve(from: CGPoint(x: 30, y: 0), control1: CGPoint(x: 30, y: 5), control2: CGPoint(x: 40, y: 5),
                   to: CGPoint(x: 40, y: 0)),
        ])
        #expect(all.map(\.context) == [
            .init(subpathIndex: 0, isFirstInSubpath: true, isClosing: false),
            .init(subpathIndex: 0, isFirstInSubpath: false, isClosing: false),
            .init(subpathIndex: 0, isFirstInSubpath: false, isClosing: true),
            .init(subpathIndex: 2, isFirstInSubpath: true, isClosing: false),
        ])
        // Rebuilding from segments gives the same path (closing lines become closeSubpath).
        var copy = Path()
        for (segment, context) in all {
            if context.isFirstInSubpath { copy.move(to: segment.start) }
            if context.isClosing { copy.closeSubpath() } else { copy.addSegment(segment) }
        }
        let expected = Path { p in
            p.move(to: .zero)
            p.addLine(to: CGPoint(x: 10, y: 0))
            p.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 20, y: 5))
            p.closeSubpath()
            p.move(to: CGPoint(x: 30, y: 0))
            p.addCurve(to: CGPoint(x: 40, y: 0), control1: CGPoint(x: 30, y: 5), control2: CGPoint(x: 40, y: 5))
        }
        #expect(copy == expected)
    }

    /// PROPERTY: split and subsegment trace the same curve (de Casteljau is exact).
    @Test func splitHalvesLieOnTheCurve() async {
        let input = zip(curveGen(-200...200), Gen.double(in: 0.01...0.99), Gen.double(in: 0...1))
        await seededPropertyCheck(seed: 0x9876, count: 100, input: input) { segment, t, u in
            let (left, right) = segment.split(at: t)
            #expect(left.start == segment.start && right.end == segment.end)
            #expect(distance(left.end, segment.point(at: t)) <= 1e-9)
            #expect(distance(left.point(at: u), segment.point(at: u * t)) <= 1e-9)
            #expect(distance(right.point(at: u), segment.point(at: t + u * (1 - t))) <= 1e-9)
            let middle = segment.subsegment(from: t * 0.5, to: t)
            #expect(distance(middle.point(at: u), segment.point(at: t * 0.5 + u * t * 0.5)) <= 1e-9)
        }
    }

    @Test func tangentsAndDegenerateDerivatives() {
        // Control point on the start: B'(0) = 0, the tangent falls back to the next control point.
        let cubic = PathSegment.curve(from: .zero, control1: .zero, control2: CGPoint(x: 0, y: 10), to: CGPoint(x: 10, y: 10))
        #expect(cubic.derivative(at: 0) == .zero)
        let t0 = cubic.unitTangent(at: 0)!
        #expect(distance(t0, CGPoint(x: 0, y: 1)) <= 1e-5)
        #expect(PathSegment.line(from: .zero, to: CGPoint(x: 0, y: -3)).unitTangent(at: 0.5) == CGPoint(x: 0, y: -1))
        #expect(PathSegment.line(from: .zero, to: .zero).unitTangent(at: 0) == nil)
        #expect(PathSegment.quadCurve(from: .zero, control: CGPoint(x: 5, y: 10), to: CGPoint(x: 10, y: 0))
            .extremaParameters(axis: 1) == [0.5])
    }
}
