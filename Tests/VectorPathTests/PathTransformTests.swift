import Foundation
import PropertyBased
import Testing
import ZoetropeTestSupport
@testable import VectorPath
import Geometry2D
import AnimationCore

struct PathTransformTests: PathAnalysisFixtures {
    /// PROPERTY: applying(t1).applying(t2) == applying(t1.concatenating(t2)) within 1e-9 (relative).
    @Test func applyingComposes() async {
        let input = zip(pathGen(-100...100), transformGen(), transformGen())
        await seededPropertyCheck(seed: 0x7788_9911, count: 100, input: input) { path, t1, t2 in
            let stepwise = path.applying(t1).applying(t2)
            let combined = path.applying(t1.concatenating(t2))
            #expect(stepwise.verbs == combined.verbs)
            let scale = 1 + stepwise.points.reduce(0) { max($0, abs($1.x), abs($1.y)) }
            for (p, q) in zip(stepwise.points, combined.points) {
                #expect(distance(p, q) <= 1e-9 * scale)
            }
        }
    }

    /// PROPERTY: the bounds of a transformed path contain the transformed curve points.
    @Test func boundsOfTransformedPathContainTransformedPoints() async {
        let input = zip(pathGen(-100...100), transformGen())
        await seededPropertyCheck(seed: 0x3141, count: 60, input: input) { path, t in
            let box = path.applying(t).boundingRect
            let slack = 1e-9 * (1 + max(abs(box.minX), abs(box.maxX), abs(box.minY), abs(box.maxY)))
            let grown = box.insetBy(dx: -slack, dy: -slack)
            path.forEachSegment { segment, _ in
                for i in 0...64 {
                    let p = segment.point(at: Double(i) / 64).applying(t)
                    #expect(grown.contains(p), "\(p) outside \(box)")
                }
            }
        }
    }

    /// PROPERTY: flattening with a transform equals transforming then flattening, within the
    /// tolerance (each result's vertices lie within tolerance of the other's polylines).
    @Test func flatteningWithTransformEqualsTransformThenFlatten() async {
        let input = zip(pathGen(-100...100), transformGen(), Gen.double(in: 0.1...1))
        await seededPropertyCheck(seed: 0x2718, count: 40, input: input) { path, t, tolerance in
            let a = path.flattened(tolerance: tolerance, transform: t)
            let b = path.applying(t).flattened(tolerance: tolerance)
            #expect(a.contours.count == b.contours.count)
            #expect(a.contours.map(\.isClosed) == b.contours.map(\.isClosed))
            for (ca, cb) in zip(a.contours, b.contours) {
                for p in a[ca] { #expect(distance(p, toPolyline: b[cb]) <= tolerance + 1e-9) }
                for p in b[cb] { #expect(distance(p, toPolyline: a[ca]) <= tolerance + 1e-9) }
            }
        }
    }

    @Test func offsetAndIdentity() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.applying(.identity) == square)
        #expect(square.offsetBy(dx: 5, dy: -2) == Path(CGRect(x: 5, y: -2, width: 10, height: 10)))
        #expect(square.offsetBy(dx: 5, dy: -2).boundingRect == CGRect(x: 5, y: -2, width: 10, height: 10))
    }
}
