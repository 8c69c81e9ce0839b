import Foundation
import VectorPath
import Geometry2D
import AnimationCore

/// Clips a polygon to the part in front of the eye (w ≥ `minimumW`) of a projective transform and
/// projects it (Sutherland–Hodgman against one plane, in homogeneous coordinates), so a shape turned
/// past 90° under perspective never wraps through infinity.
enum NearPlaneClipper {
    /// Points closer to the eye than this are cut away; they would project beyond any canvas.
    static let minimumW: Double = 1e-6

    /// Appends the projected, clipped polygon of `points` (closed implicitly) to `out`.
    static func clip(_ points: ArraySlice<CGPoint>, by m: ProjectionTransform, into out: inout [CGPoint]) {
        guard var previous = points.last else { return }
        var previousW = w(previous, m)
        for p in points {
            let pw = w(p, m)
            let inside = pw >= minimumW, previousInside = previousW >= minimumW
            if inside != previousInside {
                // The crossing point with w == minimumW, along the local segment (w is affine in it).
                let t = (minimumW - previousW) / (pw - previousW)
                let q = CGPoint(x: previous.x + (p.x - previous.x) * t, y: previous.y + (p.y - previous.y) * t)
                out.append(project(q, m, w: minimumW))
            }
            if inside { out.append(project(p, m, w: pw)) }
            previous = p
            previousW = pw
        }
    }

    @inline(__always)
    static func w(_ p: CGPoint, _ m: ProjectionTransform) -> Double { m.m13 * p.x + m.m23 * p.y + m.m33 }

    @inline(__always)
    static func project(_ p: CGPoint, _ m: ProjectionTransform, w: Double) -> CGPoint {
        CGPoint(x: (m.m11 * p.x + m.m21 * p.y + m.m31) / w, y: (m.m12 * p.x + m.m22 * p.y + m.m32) / w)
    }
}
