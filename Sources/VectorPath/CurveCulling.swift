import Foundation
import Geometry2D
import AnimationCore

/// Which curve segments flattening may replace by their chord: those whose control points, grown
/// by ``reach`` and mapped to device space, lie entirely outside ``rect``.
///
/// A Bézier curve lies in the convex hull of its control points, so the region between such a
/// curve and its chord lies outside `rect` too: filling with the chord instead of the curve
/// changes the winding number only outside `rect`, and costs one point instead of up to 16 384.
/// For a stroke, `reach` is how far the stroke's outline can stray from its centre line (half
/// the width, times the miter limit for miter joins, √2 for square caps): the joins at the
/// chord's ends then lie outside `rect` as well. Under a projective map the test holds when every
/// grown corner is in front of the eye (w ≥ ``minimumW``): a projective map takes the convex
/// grown box to the convex hull of its mapped corners; otherwise nothing is culled.
///
/// ```swift
/// let cull = CurveCulling(rect: CGRect(x: -1024, y: -1024, width: 2304, height: 2304))
/// let flat = path.flattened(tolerance: 0.25, transform: toDevice, culling: cull)
/// ```
public struct CurveCulling: Sendable, Equatable {
    /// Device space: curves whose grown hull misses it may become chords.
    public var rect: CGRect
    /// Maps the flattened coordinates to device space; nil when they are device coordinates.
    public var toDevice: ProjectionTransform?
    /// How far (in flattened coordinates) the control-point box is grown before the test.
    public var reach: Double

    /// Corners closer to the eye than this (w) disable culling: as the near-plane clipper's limit.
    public static let minimumW = 1e-6

    /// Culling for `rect`; `toDevice` nil when the flattened coordinates are device coordinates.
    @inlinable
    public init(rect: CGRect, toDevice: ProjectionTransform? = nil, reach: Double = 0) {
        self.rect = rect
        self.toDevice = toDevice
        self.reach = reach >= 0 ? reach : reach.isNaN ? .infinity : 0
    }

    /// True when the curve with control points `a`, `b`, `c` (and `d`) may become its chord.
    @inline(__always)
    public func excludes(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint? = nil) -> Bool {
        var minX = min(a.x, b.x, c.x), maxX = max(a.x, b.x, c.x)
        var minY = min(a.y, b.y, c.y), maxY = max(a.y, b.y, c.y)
        if let d {
            minX = min(minX, d.x); maxX = max(maxX, d.x)
            minY = min(minY, d.y); maxY = max(maxY, d.y)
        }
        // NaN compares false everywhere below: such a curve is never culled.
        guard let m = toDevice else {
            return maxX + reach < rect.minX || minX - reach > rect.maxX
                || maxY + reach < rect.minY || minY - reach > rect.maxY
        }
        return excludes(box: (minX - reach, minY - reach, maxX + reach, maxY + reach), mappedBy: m)
    }

    /// True when the local box, mapped by `m`, lies outside `rect` (all corners in front of the eye).
    private func excludes(box: (Double, Double, Double, Double), mappedBy m: ProjectionTransform) -> Bool {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        @inline(__always) func corner(_ x: Double, _ y: Double) -> Bool {
            let w = m.m13 * x + m.m23 * y + m.m33
            guard w >= Self.minimumW else { return false }
            let px = (m.m11 * x + m.m21 * y + m.m31) / w, py = (m.m12 * x + m.m22 * y + m.m32) / w
            x0 = min(x0, px); x1 = max(x1, px); y0 = min(y0, py); y1 = max(y1, py)
            return true
        }
        guard corner(box.0, box.1), corner(box.2, box.1), corner(box.0, box.3), corner(box.2, box.3) else { return false }
        return x1 < rect.minX || x0 > rect.maxX || y1 < rect.minY || y0 > rect.maxY
    }
}
