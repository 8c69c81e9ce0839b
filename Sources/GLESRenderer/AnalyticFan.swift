import VectorPath

/// Analytic coverage's pieces of a fan (see ``AnalyticCoverage``).
///
/// ```swift
/// var instances: [Float] = []
/// let count = AnalyticFan.append(outline, to: &instances)   // 8 floats per instance
/// ```
package enum AnalyticFan {
    /// Appends, for each contour of `outline` with at least 3 points, its fan from the first point
    /// (p0, pi, pi+1) as analytic coverage's instances of 8 floats: two consecutive fan triangles
    /// (p0, pi, pi+1) and (p0, pi+1, pi+2) become the quad (p0, pi, pi+1, pi+2) when it is strictly
    /// convex — a stroke's segment, a convex polygon's fan: one instance whose polygon around it
    /// takes ~0.6× the fragments of two — else the first stays a triangle (p0, pi, pi+1, p0).
    /// Returns the number of instances appended.
    ///
    /// Written out for the fan (no sink, no point list between): the tessellator's fan through a
    /// pairing sink was ~20 % of the GPU path's CPU-side samples on polygons_10000 (perf), this
    /// ~8 %; `AnalyticFanTests` holds it to the same instances, bit for bit.
    @discardableResult
    package static func append(_ outline: FlattenedPath, to instances: inout [Float]) -> Int {
        var count = 0
        outline.points.withUnsafeBufferPointer { points in
            for contour in outline.contours where contour.range.count >= 3 {
                let first = contour.range.lowerBound, last = contour.range.upperBound - 1
                let a = SIMD2<Float>(Float(points[first].x), Float(points[first].y))
                var i = first + 1
                var b = SIMD2<Float>(Float(points[i].x), Float(points[i].y))
                var c = SIMD2<Float>(Float(points[i + 1].x), Float(points[i + 1].y))
                while i + 1 <= last {
                    if i + 2 <= last {
                        let d = SIMD2<Float>(Float(points[i + 2].x), Float(points[i + 2].y))
                        if Self.isStrictlyConvex(a, b, c, d) {
                            appendInstance(a, b, c, d, to: &instances)
                            count += 1
                            i += 2
                            guard i + 1 <= last else { break }
                            b = d
                            c = SIMD2<Float>(Float(points[i + 1].x), Float(points[i + 1].y))
                            continue
                        }
                        appendInstance(a, b, c, a, to: &instances)
                        count += 1
                        i += 1
                        b = c; c = d
                        continue
                    }
                    appendInstance(a, b, c, a, to: &instances)
                    count += 1
                    i += 1
                }
            }
        }
        return count
    }

    /// The turn at `b` from a→b to b→c (its sign says which way).
    private static func turn(_ a: SIMD2<Float>, _ b: SIMD2<Float>, _ c: SIMD2<Float>) -> Float {
        (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
    }

    /// True when the corners turn the same way at every vertex, none straight (so the grown
    /// polygon of coverage.vert exists and the quad has the area of its two triangles).
    private static func isStrictlyConvex(_ a: SIMD2<Float>, _ b: SIMD2<Float>, _ c: SIMD2<Float>, _ d: SIMD2<Float>) -> Bool {
        let t0 = turn(a, b, c), t1 = turn(b, c, d), t2 = turn(c, d, a), t3 = turn(d, a, b)
        guard t0.isFinite, t1.isFinite, t2.isFinite, t3.isFinite else { return false }
        return (t0 > 0 && t1 > 0 && t2 > 0 && t3 > 0) || (t0 < 0 && t1 < 0 && t2 < 0 && t3 < 0)
    }

    /// Appends the instance (a, b, c, d) in one copy.
    private static func appendInstance(_ a: SIMD2<Float>, _ b: SIMD2<Float>, _ c: SIMD2<Float>, _ d: SIMD2<Float>,
                                       to instances: inout [Float]) {
        let instance = SIMD8<Float>(a.x, a.y, b.x, b.y, c.x, c.y, d.x, d.y)
        withUnsafeBytes(of: instance) { instances.append(contentsOf: $0.assumingMemoryBound(to: Float.self)) }
    }
}
