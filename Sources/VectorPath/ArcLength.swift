import Foundation
import Geometry2D
import AnimationCore

/// Arc-length quadrature for Bézier segments (internal machinery of ``PathMeasure``).
enum ArcLength {
    /// 10-point Gauss–Legendre nodes on [-1, 1] (positive half) and their weights.
    private static let nodes: [Double] = [
        0.1488743389816312, 0.4333953941292472, 0.6794095682990244,
        0.8650633666889845, 0.9739065285171717,
    ]
    private static let weights: [Double] = [
        0.2955242247147529, 0.2692667193099963, 0.2190863625159820,
        0.1494513491505806, 0.0666713443086881,
    ]

    /// Speed `|B'(t)|`.
    @inline(__always)
    static func speed(_ segment: PathSegment, _ t: Double) -> Double {
        let d = segment.derivative(at: t)
        return hypot(d.x, d.y)
    }

    /// Arc length between parameters `a` and `b` by one 10-point Gauss–Legendre rule.
    static func gauss(_ segment: PathSegment, _ a: Double, _ b: Double) -> Double {
        let half = 0.5 * (b - a), mid = 0.5 * (a + b)
        var sum = 0.0
        for i in 0..<nodes.count {
            let dx = half * nodes[i]
            sum += weights[i] * (speed(segment, mid - dx) + speed(segment, mid + dx))
        }
        return sum * half
    }

    /// Adaptive integration over `[a, b]`: splits until the halves agree with `whole` to
    /// `tolerance` (or the depth limit), appending `(t, cumulative length)` for each accepted
    /// interval's end to `table`.
    static func integrate(_ segment: PathSegment, _ a: Double, _ b: Double, whole: Double,
                          tolerance: Double, depth: Int, into table: inout [(t: Double, s: Double)]) {
        let mid = 0.5 * (a + b)
        let left = gauss(segment, a, mid), right = gauss(segment, mid, b)
        let base = table[table.count - 1].s
        if depth >= 24 || abs(left + right - whole) <= tolerance || !(left + right).isFinite {
            if depth == 0 {
                // Keep a few table points even for smooth curves so inversion starts close.
                table.append((mid, base + left))
            }
            table.append((b, base + left + right))
            return
        }
        integrate(segment, a, mid, whole: left, tolerance: tolerance * 0.5, depth: depth + 1, into: &table)
        integrate(segment, mid, b, whole: right, tolerance: tolerance * 0.5, depth: depth + 1, into: &table)
    }
}
