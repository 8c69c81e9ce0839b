import Foundation
import PropertyBased
import Testing
import ZoetropeTestSupport
@testable import VectorPath
import Geometry2D
import AnimationCore

struct TrimTests: PathAnalysisFixtures {
    let square = Path(CGRect(x: 0, y: 0, width: 100, height: 100))

    @Test func quarterToHalfOfASquareIsExactlyOneSide() {
        let side = square.trimmedPath(from: 0.25, to: 0.5)
        #expect(side.elements == [.move(to: CGPoint(x: 100, y: 0)), .line(to: CGPoint(x: 100, y: 100))])
    }

    @Test func partialSidesAndTheClosingLine() {
        let piece = square.trimmedPath(from: 0.125, to: 0.875)
        #expect(piece.elements == [
            .move(to: CGPoint(x: 50, y: 0)), .line(to: CGPoint(x: 100, y: 0)), .line(to: CGPoint(x: 100, y: 100)),
            .line(to: CGPoint(x: 0, y: 100)), .line(to: CGPoint(x: 0, y: 50)),
        ])
    }

    @Test func zeroToOneIsThePathItself() {
        let circle = cubicCircle(center: CGPoint(x: 10, y: 10), radius: 30)
        #expect(circle.trimmedPath(from: 0, to: 1) == circle)
        #expect(square.trimmedPath(from: -1, to: 2) == square) // clamped
        // Measuring the whole length rebuilds the same elements (closeSubpath kept).
        #expect(PathMeasure(square).segment(from: 0, to: 400) == square)
        let rebuilt = PathMeasure(circle).segment(from: 0, to: PathMeasure(circle).length)
        #expect(rebuilt.elements == circle.elements)
        // A zero-length first segment does not lose the closeSubpath.
        var stub = Path()
        stub.move(to: .zero)
        stub.addLine(to: .zero)
        stub.addLine(to: CGPoint(x: 10, y: 0))
        stub.addLine(to: CGPoint(x: 10, y: 10))
        stub.closeSubpath()
        let whole = PathMeasure(stub).segment(from: 0, to: PathMeasure(stub).length)
        #expect(whole.verbs == [.move, .line, .line, .close])
    }

    @Test func circleTrimSplitsCurvesExactly() {
        let circle = cubicCircle(center: .zero, radius: 50)
        let total = PathMeasure(circle).length
        let arc = circle.trimmedPath(from: 0.1, to: 0.6)
        #expect(abs(PathMeasure(arc).length - 0.5 * total) <= 1e-9 * total)
        // Still cubics (split by de Casteljau, not flattened) and every control polygon end on the circle.
        #expect(arc.verbs.filter { $0 == .cubic }.count == 3)
        #expect(!arc.verbs.contains(.line))
        let original = circle.segments.map(\.segment)
        arc.forEachSegment { piece, _ in
            for t in stride(from: 0.0, through: 1.0, by: 0.125) {
                let p = piece.point(at: t)
                let d = original.map { closestParameter(on: $0, to: p).distance }.min()!
                #expect(d <= 1e-9)
            }
        }
        let expected = PathMeasure(circle).position(atDistance: 0.1 * total)!
        guard case .move(let start)? = arc.elements.first else { Issue.record("no move"); return }
        #expect(distance(start, expected) <= 1e-9)
    }

    @Test func invertedEmptyAndNaNRangesGiveEmptyPaths() {
        #expect(square.trimmedPath(from: 0.6, to: 0.3).isEmpty)
        #expect(square.trimmedPath(from: 0.5, to: 0.5).isEmpty)
        #expect(square.trimmedPath(from: 1.5, to: 2).isEmpty)       // both clamp to 1
        #expect(square.trimmedPath(from: .nan, to: 1).isEmpty)
        #expect(square.trimmedPath(from: -0.5, to: 0.25) == square.trimmedPath(from: 0, to: 0.25))
    }

    @Test func rangesSpanningSubpaths() {
        var two = square
        two.addRect(CGRect(x: 200, y: 0, width: 100, height: 100))
        let piece = two.trimmedPath(from: 0.25, to: 0.75) // sides 3–4 of the first, 1–2 of the second
        #expect(piece.elements == [
            .move(to: CGPoint(x: 100, y: 100)), .line(to: CGPoint(x: 0, y: 100)), .line(to: .zero),
            .move(to: CGPoint(x: 200, y: 0)), .line(to: CGPoint(x: 300, y: 0)), .line(to: CGPoint(x: 300, y: 100)),
        ])
        let secondWhole = two.trimmedPath(from: 0.5, to: 1)
        #expect(secondWhole.elements == Path(CGRect(x: 200, y: 0, width: 100, height: 100)).elements)
    }

    /// PROPERTY: the trimmed length is (to − from) · length.
    @Test func trimmedLengthIsProportional() async {
        let input = zip(pathGen(-500...500), Gen.double(in: 0...1), Gen.double(in: 0...1))
        await seededPropertyCheck(seed: 0x1234_5678_9012_3456, count: 80, input: input) { path, a, b in
            let from = min(a, b), to = max(a, b)
            let total = PathMeasure(path).length
            let trimmed = PathMeasure(path.trimmedPath(from: from, to: to)).length
            #expect(abs(trimmed - (to - from) * total) <= 1e-6 * total, "\(from)…\(to) of \(path.elements)")
        }
    }

    @Test func edgeCases() {
        #expect(Path().trimmedPath(from: 0, to: 0.5).isEmpty)
        var single = Path()
        single.move(to: CGPoint(x: 4, y: 4))
        #expect(single.trimmedPath(from: 0, to: 0.5).isEmpty)
        #expect(single.trimmedPath(from: 0, to: 1) == single)
        var zeroLength = Path()
        zeroLength.move(to: .zero)
        zeroLength.addLine(to: .zero)
        zeroLength.addLine(to: CGPoint(x: 10, y: 0))
        zeroLength.addLine(to: CGPoint(x: 10, y: 0))
        #expect(zeroLength.trimmedPath(from: 0.5, to: 1).elements == [.move(to: CGPoint(x: 5, y: 0)), .line(to: CGPoint(x: 10, y: 0))])
        var withNaN = Path()
        withNaN.addLines([.zero, CGPoint(x: CGFloat.nan, y: 1)])
        #expect(withNaN.trimmedPath(from: 0.2, to: 0.4).isEmpty)
        let huge = Path(CGRect(x: 0, y: 0, width: 1e12, height: 1e12))
        #expect(huge.trimmedPath(from: 0.25, to: 0.5).elements == [.move(to: CGPoint(x: 1e12, y: 0)), .line(to: CGPoint(x: 1e12, y: 1e12))])
    }
}
