import Foundation
import PropertyBased
import Testing
import ZoetropeTestSupport
@testable import VectorPath
import Geometry2D
import AnimationCore

/// Checks `Path.flattened(tolerance:transform:)` (Path+Flatten.swift) against its contract.
struct FlattenTests: PathAnalysisFixtures {
    /// PROPERTY: for random quads/cubics and tolerances 0.05…2, every flattened vertex lies on the
    /// curve and no dense curve sample is farther than `tolerance` from the polyline.
    @Test func flatteningErrorIsWithinTolerance() async {
        let input = zip(curveGen(-500...500), Gen.double(in: 0.05...2))
        var checked = 0
        await seededPropertyCheck(seed: 0x9E37_79B9_7F4A_7C15, count: 60, input: input) {
            segment, tolerance in
            var path = Path()
            path.move(to: segment.start)
            PathMeasure.append(segment, to: &path)
            let flat = path.flattened(tolerance: tolerance)
            #expect(flat.contours.count == 1)
            let vertices = flat.points
            #expect(vertices.first == segment.start)
            #expect(vertices.last == segment.end)
            // 1. Vertices on the curve; remember their parameters (increasing along the curve).
            var params: [Double] = []
            for v in vertices {
                let (t, d) = closestParameter(on: segment, to: v)
                #expect(d <= 1e-9, "vertex \(v) is \(d) off the curve \(segment)")
                params.append(t)
            }
            params[0] = 0
            params[params.count - 1] = 1
            // 2. Dense samples within tolerance of the chord of the polyline piece spanning them.
            let samples = 2000
            var k = 0
            var worst = 0.0
            for i in 0...samples {
                let t = Double(i) / Double(samples)
                while k + 2 < params.count, params[k + 1] < t { k += 1 }
                let p = segment.point(at: t)
                worst = max(worst, min(distance(p, toSegment: vertices[k], vertices[k + 1]),
                                       distance(p, toPolyline: vertices[...])))
            }
            #expect(worst <= tolerance + 1e-9, "error \(worst) > tolerance \(tolerance) for \(segment)")
            checked += 1
        }
        #expect(checked == 60)
    }

    @Test func straightLinesAreKeptAsIs() {
        var path = Path()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 10))
        path.closeSubpath()
        let flat = path.flattened(tolerance: 0.25)
        #expect(flat.points == [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        #expect(flat.contours == [FlattenedPath.Contour(range: 0..<3, isClosed: true)])
    }

    /// PROPERTY: a path without curves flattens, untransformed, to its own points (shared, not
    /// copied) with the contours the general flattener records — checked against a flattening under
    /// a translation by 1 (exact on these integer coordinates) for random sequences of moves, lines
    /// and closes, a path that starts with a line or repeats a close included.
    @Test func pathsWithoutCurvesKeepTheirPointsAndContours() async {
        let input = zip(Gen.int(in: 0...2).array(of: 1...30), Gen.int(in: -50...50).array(of: 60))
        await seededPropertyCheck(seed: 0x5EED_11E5, count: 200, input: input) { verbs, coordinates in
            var path = Path()
            for (k, verb) in verbs.enumerated() {
                let p = CGPoint(x: Double(coordinates[2 * k]), y: Double(coordinates[2 * k + 1]))
                switch verb {
                case 0: path.move(to: p)
                case 1: path.addLine(to: p)
                default: path.closeSubpath()
                }
            }
            let flat = path.flattened(tolerance: 0.1)
            let moved = path.flattened(tolerance: 0.1, transform: CGAffineTransform(translationX: 1, y: 0))
            #expect(flat.points == path.points)
            #expect(flat.points.map { CGPoint(x: $0.x + 1, y: $0.y) } == moved.points)
            #expect(flat.contours == moved.contours, "\(path)")
            #expect(flat.curveInterior.isEmpty)
        }
    }

    @Test func quadSegmentCountFollowsTheBound() {
        // ‖p0 − 2p1 + p2‖ = 200, tol 0.5 ⇒ n = ⌈√(200 / 2)⌉ = 10 segments, 11 points.
        var path = Path()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        #expect(path.flattened(tolerance: 0.5).points.count == 11)
    }

    @Test func badTolerancesFallBackSafely() {
        var path = Path()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        let reference = path.flattened(tolerance: 0.25)
        #expect(path.flattened(tolerance: .nan) == reference)
        #expect(path.flattened(tolerance: -1) == reference)
        #expect(path.flattened(tolerance: 0).points.count > 1)
    }

    @Test func nanAndHugeCoordinatesDoNotCrash() {
        var path = Path()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: CGFloat.nan, y: 0), control1: CGPoint(x: 1, y: 1), control2: CGPoint(x: 2, y: 2))
        // Non-finite curvature ⇒ one segment: the end point only.
        #expect(path.flattened().points.count == 2)
        var huge = Path()
        huge.move(to: CGPoint(x: -1e12, y: 0))
        huge.addQuadCurve(to: CGPoint(x: 1e12, y: 0), control: CGPoint(x: 0, y: 1e12))
        let flat = huge.flattened(tolerance: 0.25)
        #expect(flat.points.count == 16_385) // capped segment count (documented)
        #expect(flat.points.allSatisfy { $0.x.isFinite && $0.y.isFinite })
    }
}
