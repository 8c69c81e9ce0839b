import Foundation
import Geometry2D
import AnimationCore

extension FlattenedPath {
    /// These polygons (every contour closed, as fills are) brought inside `rect` without changing
    /// what they fill inside it: each edge is split where it crosses one of the rectangle's four
    /// boundary lines, then every vertex is clamped to the rectangle.
    ///
    /// **Invariant**: for every point strictly inside `rect` that lies on no edge, the winding
    /// number — and so the nonzero and even-odd insideness — is the same as for `self`, up to the
    /// rounding of the split points. Why: after the split, each piece of an edge lies in one of
    /// the nine regions the lines cut the plane into; clamping is the identity inside `rect` and
    /// affine in each outer region, so moving every point of an outer piece straight towards its
    /// clamped position never enters the interior: the polygons deform into the clamped ones
    /// without crossing an interior point, which keeps its winding number.
    ///
    /// Contours with every point inside `rect` (its boundary included) come back bit for bit,
    /// curve-interior marks included, in the same storage when all do. In a clamped contour, a
    /// point that is an original vertex (clamped) keeps its mark; split points are not marked. Clamped contours lose consecutive duplicates and the middle
    /// of three consecutive points on one boundary line (a degenerate triangle), so geometry far
    /// outside costs a few points; a clamped contour left with fewer than three points (no area)
    /// and any contour with a NaN coordinate are dropped. Split points are interpolated from the
    /// end of the edge nearer to the boundary line, so a vertex at 10¹⁹ moves the part of its edge
    /// inside the rectangle by rounding of the near end's magnitude only.
    ///
    /// ```swift
    /// let work = CGRect(x: -1024, y: -1024, width: 2304, height: 2304)
    /// let device = outline.clamped(to: work)   // coordinates within ±3328, same pixels on a 256² canvas
    /// ```
    public func clamped(to rect: CGRect) -> FlattenedPath {
        let box = ClampBox(rect)
        let inside = points.withUnsafeBufferPointer { points in
            for p in points where !box.contains(p) { return false }
            return true
        }
        guard !inside else { return self }
        var result = FlattenedPath()
        result.reserveCapacity(points: points.count)
        var scratch: [CGPoint] = []
        var marks: [Bool] = []
        for contour in contours {
            let pts = points[contour.range]
            if pts.allSatisfy(box.contains) {
                result.append(contour, of: self)
                continue
            }
            guard !pts.contains(where: { $0.x.isNaN || $0.y.isNaN }) else { continue }
            scratch.removeAll(keepingCapacity: true)
            marks.removeAll(keepingCapacity: true)
            box.clamp(pts, marks: curveInterior, into: &scratch, marks: &marks)
            if scratch.count >= 3 { result.append(scratch, closed: contour.isClosed, curveInterior: marks) }
        }
        return result
    }
}

/// The rectangle of ``FlattenedPath/clamped(to:)`` and its edge splitting.
private struct ClampBox {
    let minX: Double, minY: Double, maxX: Double, maxY: Double

    @inline(__always)
    init(_ rect: CGRect) {
        let x0 = rect.origin.x, x1 = x0 + rect.size.width, y0 = rect.origin.y, y1 = y0 + rect.size.height
        minX = Swift.min(x0, x1); maxX = Swift.max(x0, x1); minY = Swift.min(y0, y1); maxY = Swift.max(y0, y1)
    }

    @inline(__always)
    func contains(_ p: CGPoint) -> Bool { minX <= p.x && p.x <= maxX && minY <= p.y && p.y <= maxY }

    @inline(__always)
    func clamped(_ p: CGPoint) -> CGPoint {
        CGPoint(x: Swift.min(Swift.max(p.x, minX), maxX), y: Swift.min(Swift.max(p.y, minY), maxY))
    }

    /// Appends the clamped polygon of `pts` (closed implicitly) to `out`, and to `outMarks`
    /// whether each of its points is a vertex of `pts` that `marks` marks (indices of `pts`' base).
    func clamp(_ pts: ArraySlice<CGPoint>, marks: CurveInteriorMarks, into out: inout [CGPoint],
               marks outMarks: inout [Bool]) {
        guard var a = pts.last else { return }
        var aIndex = pts.endIndex - 1
        for bIndex in pts.indices {
            let b = pts[bIndex]
            // The edge a → b: its clamped start, then its crossings (at most four) in order.
            add(clamped(a), marked: marks[aIndex], to: &out, marks: &outMarks)
            let c0 = Self.crossing(a, b, line: minX, vertical: true), c1 = Self.crossing(a, b, line: maxX, vertical: true)
            let c2 = Self.crossing(a, b, line: minY, vertical: false), c3 = Self.crossing(a, b, line: maxY, vertical: false)
            if c0 != nil || c1 != nil || c2 != nil || c3 != nil {
                for crossing in [c0, c1, c2, c3].compactMap({ $0 }).sorted(by: { $0.t < $1.t }) {
                    add(clamped(crossing.p), marked: false, to: &out, marks: &outMarks)
                }
            }
            a = b
            aIndex = bIndex
        }
        // The seam: the last point may repeat the first.
        if out.count > 1, out[out.count - 1] == out[0] { out.removeLast(); outMarks.removeLast() }
    }

    /// Where the edge a → b strictly crosses the line x = `line` (`vertical`) or y = `line`, with
    /// its parameter along the edge; nil when it does not (or the point is not a number).
    @inline(__always)
    static func crossing(_ a: CGPoint, _ b: CGPoint, line: Double, vertical: Bool) -> (t: Double, p: CGPoint)? {
        let (au, av, bu, bv) = vertical ? (a.x, a.y, b.x, b.y) : (a.y, a.x, b.y, b.x)
        guard (au < line && bu > line) || (au > line && bu < line) else { return nil }
        let t = (line - au) / (bu - au)
        // Interpolate from the nearer end: the error scales with the distance from it.
        let v = abs(line - au) <= abs(line - bu)
            ? av + (line - au) * ((bv - av) / (bu - au))
            : bv + (line - bu) * ((av - bv) / (au - bu))
        guard t.isFinite, v.isFinite else { return nil }
        return (t, vertical ? CGPoint(x: line, y: v) : CGPoint(x: v, y: line))
    }

    /// Appends `q` (and its mark), dropping a repeat of the last point and the middle of three
    /// points on one boundary line (a triangle of no area).
    @inline(__always)
    func add(_ q: CGPoint, marked: Bool, to out: inout [CGPoint], marks: inout [Bool]) {
        guard let b = out.last else { out.append(q); marks.append(marked); return }
        if b == q { return }
        if out.count >= 2 {
            let a = out[out.count - 2]
            let onX = (b.x == minX || b.x == maxX) && a.x == b.x && q.x == b.x
            let onY = (b.y == minY || b.y == maxY) && a.y == b.y && q.y == b.y
            if onX || onY {
                out[out.count - 1] = q
                marks[marks.count - 1] = marked
                if a == q { out.removeLast(); marks.removeLast() }
                return
            }
        }
        out.append(q)
        marks.append(marked)
    }
}
