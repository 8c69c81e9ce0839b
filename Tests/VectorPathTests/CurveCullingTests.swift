import Foundation
import Testing
import ZoetropeTestSupport
import VectorPath
import Geometry2D

/// `CurveCulling` and `flattenedPointCount`: curves far from the rectangle cost one point, curves
/// that reach it flatten exactly as without culling, and the count matches the flattening.
@Suite struct CurveCullingTests {
    static let rect = CGRect(x: -1024, y: -1024, width: 2304, height: 2304)

    /// 10 000 cubics, each about 10⁷ px long, far right of the rectangle: 16 384 points apiece
    /// without culling, one with it.
    @Test func farCurvesCostOnePointEach() {
        var path = Path()
        path.move(to: CGPoint(x: 1e8, y: 0))
        for i in 0..<10_000 {
            let y = Double(i) * 10
            path.addCurve(to: CGPoint(x: 1e8, y: y + 10), control1: CGPoint(x: 2e8, y: y - 1e7),
                          control2: CGPoint(x: 3e8, y: y + 1e7))
        }
        path.closeSubpath()
        let culling = CurveCulling(rect: Self.rect)
        let culled = path.flattened(tolerance: 0.25, culling: culling)
        #expect(culled.points.count == 10_001)
        #expect(path.flattenedPointCount(tolerance: 0.25, culling: culling) == 10_001)
        #expect(path.flattenedPointCount(tolerance: 0.25) == 1 + 10_000 * 16_384)
    }

    @Test func curvesReachingTheRectangleFlattenAsWithoutCulling() {
        let culling = CurveCulling(rect: Self.rect)
        // Inside the rectangle: bit for bit the plain flattening.
        let small = Path(ellipseIn: CGRect(x: 10, y: 10, width: 100, height: 50))
        for t in [CGAffineTransform.identity, CGAffineTransform(scaleX: 3, y: 2)] {
            #expect(small.flattened(tolerance: 0.25, transform: t, culling: culling) == small.flattened(tolerance: 0.25, transform: t))
        }
        // A circle of radius 10⁶ whose left edge crosses the rectangle: the quarter arcs that
        // miss it become chords, the two that reach it are flattened in full.
        let big = Path(ellipseIn: CGRect(x: 0, y: -1e6, width: 2e6, height: 2e6))
        let plain = big.flattened(tolerance: 0.25).points.count
        let culled = big.flattened(tolerance: 0.25, culling: culling).points.count
        #expect(culled < plain)
        #expect(culled > plain / 2 - 10)
    }

    /// Under a projective map the hull test needs every corner in front of the eye.
    @Test func projectiveCullingNeedsCornersInFront() {
        var m = ProjectionTransform()
        m.m13 = -0.01   // w = 1 − 0.01·x: behind the eye beyond x = 100
        let culling = CurveCulling(rect: Self.rect, toDevice: m)
        let far = (CGPoint(x: 0, y: 5e5), CGPoint(x: 50, y: 6e5), CGPoint(x: 90, y: 5e5))
        #expect(culling.excludes(far.0, far.1, far.2))
        let behind = (CGPoint(x: 0, y: 5e5), CGPoint(x: 150, y: 6e5), CGPoint(x: 90, y: 5e5))
        #expect(!culling.excludes(behind.0, behind.1, behind.2))
        // A stroke's reach grows the box: 10 px from the rectangle is culled only without it.
        let near = (CGPoint(x: 1290, y: 0), CGPoint(x: 1300, y: 5), CGPoint(x: 1290, y: 10))
        #expect(CurveCulling(rect: Self.rect).excludes(near.0, near.1, near.2))
        #expect(!CurveCulling(rect: Self.rect, reach: 20).excludes(near.0, near.1, near.2))
    }

    /// The count is the flattening's, for random paths of lines and curves under random scales,
    /// with and without culling.
    @Test func pointCountMatchesTheFlattening() async {
        await seededPropertyCheck(seed: 0xF1A7_C0DE, count: 200, draw: { rng -> (Path, CGAffineTransform) in
            let spread = [1.0, 100, 1e5, 1e9][Int.random(in: 0..<4, using: &rng)]
            let path = TestShapes.randomPath(spread: spread, segments: 1..<12, using: &rng)
            return (path, CGAffineTransform(scaleX: Double.random(in: 0.1...10, using: &rng), y: Double.random(in: 0.1...10, using: &rng)))
        }) { input in
            let (path, transform) = input
            for culling in [nil, CurveCulling(rect: Self.rect)] {
                #expect(path.flattenedPointCount(tolerance: 0.25, transform: transform, culling: culling)
                        == path.flattened(tolerance: 0.25, transform: transform, culling: culling).points.count)
            }
        }
    }
}
