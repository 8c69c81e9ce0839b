import Foundation
import Tessellation
import Geometry2D

extension FrameBatch {
    /// A TriangleSink writing this frame's vertex layout.
    struct Sink: TriangleSink {
        var vertices: [GPUVertex]
        var indices: [UInt32]
        let color: UInt32
        mutating func addVertex(_ point: CGPoint) -> UInt32 {
            vertices.append(GPUVertex(x: Float(point.x), y: Float(point.y), color: color))
            return UInt32(truncatingIfNeeded: vertices.count - 1)
        }
        mutating func addTriangle(_ a: UInt32, _ b: UInt32, _ c: UInt32) {
            indices.append(a); indices.append(b); indices.append(c)
        }
    }

    /// A TriangleSink writing a fan as analytic coverage's instances: two consecutive fan triangles
    /// (a, b, c) and (a, c, d) become the quad (a, b, c, d) when it is strictly convex — a stroke's
    /// segment, a convex polygon's fan: one instance whose polygon around it takes ~0.6× the
    /// fragments of two — else each stays a triangle (a, b, c, a). Call ``flush()`` at the end.
    struct TriangleInstances: TriangleSink {
        var triangles: [Float]
        var points: [Float]
        /// The fan triangle waiting for its neighbour.
        private var pending: (Int, Int, Int)?

        init(triangles: [Float], points: [Float]) {
            self.triangles = triangles
            self.points = points
        }

        mutating func addVertex(_ point: CGPoint) -> UInt32 {
            points.append(Float(point.x)); points.append(Float(point.y))
            return UInt32(truncatingIfNeeded: points.count / 2 - 1)
        }

        mutating func addTriangle(_ a: UInt32, _ b: UInt32, _ c: UInt32) {
            let triangle = (Int(a), Int(b), Int(c))
            guard let (pa, pb, pc) = pending else { pending = triangle; return }
            if pa == triangle.0, pc == triangle.1, isStrictlyConvex(pa, pb, pc, triangle.2) {
                append(pa, pb, pc, triangle.2)
                pending = nil
            } else {
                append(pa, pb, pc, pa)
                pending = triangle
            }
        }

        mutating func flush() {
            if let (a, b, c) = pending { append(a, b, c, a) }
            pending = nil
        }

        /// The turn at `b` from a→b to b→c (its sign says which way).
        private func turn(_ a: Int, _ b: Int, _ c: Int) -> Float {
            let ax = points[a * 2], ay = points[a * 2 + 1], bx = points[b * 2], by = points[b * 2 + 1]
            return (bx - ax) * (points[c * 2 + 1] - by) - (by - ay) * (points[c * 2] - bx)
        }

        /// True when the corners turn the same way at every vertex, none straight (so the grown
        /// polygon of coverage.vert exists and the quad has the area of its two triangles).
        private func isStrictlyConvex(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> Bool {
            let t0 = turn(a, b, c), t1 = turn(b, c, d), t2 = turn(c, d, a), t3 = turn(d, a, b)
            guard t0.isFinite, t1.isFinite, t2.isFinite, t3.isFinite else { return false }
            return (t0 > 0 && t1 > 0 && t2 > 0 && t3 > 0) || (t0 < 0 && t1 < 0 && t2 < 0 && t3 < 0)
        }

        /// Appends the instance (a, b, c, d) in one copy (eight single appends each checked the
        /// array's uniqueness and capacity).
        private mutating func append(_ a: Int, _ b: Int, _ c: Int, _ d: Int) {
            let instance = points.withUnsafeBufferPointer { p in
                SIMD8<Float>(p[a * 2], p[a * 2 + 1], p[b * 2], p[b * 2 + 1], p[c * 2], p[c * 2 + 1], p[d * 2], p[d * 2 + 1])
            }
            withUnsafeBytes(of: instance) { triangles.append(contentsOf: $0.assumingMemoryBound(to: Float.self)) }
        }
    }
}

extension [UInt32] {
    /// Appends the two triangles of the quad whose corners are `base` … `base + 3`.
    mutating func appendQuad(_ base: UInt32) {
        append(base); append(base + 1); append(base + 2)
        append(base); append(base + 2); append(base + 3)
    }
}
