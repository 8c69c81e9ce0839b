import Foundation
import Testing
@testable import VectorPath
import Geometry2D

/// Stroke centre lines keep their curves' end tangents (`flattened(preservingEndTangents:)`): the
/// join where two segments meet follows the curves there, as Cairo's and Blend2D's do, not their
/// first and last chords — a miter join magnifies the difference.
struct EndTangentTests: StrokeFixtures {
    /// A cubic leaving (0, 0) straight up and arriving at (60, 0) from the left, then a line.
    var hook: Path {
        Path {
            $0.move(to: pt(0, 0))
            $0.addCurve(to: pt(60, 0), control1: pt(0, -40), control2: pt(30, 0))
            $0.addQuadCurve(to: pt(100, 30), control: pt(100, 0))
            $0.addLine(to: pt(120, 60))
        }
    }

    @Test func endChordsFollowTheTangentsAndAreMarked() {
        let flat = hook.flattened(tolerance: 0.1, preservingEndTangents: true)
        let p = flat.points
        // First chord: along the start tangent (0, −1) of the cubic.
        let first = CGPoint(x: p[1].x - p[0].x, y: p[1].y - p[0].y)
        // (a thousandth of a chord in: its direction is within ~10⁻³ rad of the tangent's)
        #expect(abs(first.x) < 1e-3 * abs(first.y) && first.y < 0, "\(first)")
        #expect(flat.isCurveInterior(1))
        // Into (60, 0): along the end tangent (1, 0); out of it: along the quadratic's (1, 0) too.
        let end = p.firstIndex { abs($0.x - 60) < 1e-12 && abs($0.y) < 1e-12 }!
        let into = CGPoint(x: p[end].x - p[end - 1].x, y: p[end].y - p[end - 1].y)
        let out = CGPoint(x: p[end + 1].x - p[end].x, y: p[end + 1].y - p[end].y)
        #expect(abs(into.y) < 1e-3 * into.x && abs(out.y) < 1e-3 * out.x, "\(into) \(out)")
        #expect(!flat.isCurveInterior(end) && flat.isCurveInterior(end - 1) && flat.isCurveInterior(end + 1))
        // Without the option, the first chord is ten times further off the tangent at least.
        let plain = hook.flattened(tolerance: 0.1).points
        #expect(abs(plain[1].x - plain[0].x) > 1e-2 * abs(plain[1].y - plain[0].y))
    }

    @Test func countsMatchTheFlatteningAndTheExtraPointsStayOnTheCurve() {
        for tolerance in [0.25, 0.1, 0.01] {
            let with = hook.flattened(tolerance: tolerance, preservingEndTangents: true)
            let without = hook.flattened(tolerance: tolerance)
            #expect(hook.flattenedPointCount(tolerance: tolerance, preservingEndTangents: true) == with.points.count)
            #expect(with.points.count == without.points.count + 4, "two per curve")
            // Every point of the plain flattening is in the other, in order (the extra ones only add).
            var i = 0
            for q in with.points where i < without.points.count && q == without.points[i] { i += 1 }
            #expect(i == without.points.count)
        }
        // A curve culled to its chord gets none.
        let far = CurveCulling(rect: CGRect(x: 1000, y: 1000, width: 10, height: 10))
        #expect(hook.flattened(tolerance: 0.1, culling: far, preservingEndTangents: true).points.count
                == hook.flattenedPointCount(tolerance: 0.1, culling: far, preservingEndTangents: true))
    }
}
