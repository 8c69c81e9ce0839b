import Foundation
import Geometry2D
import AnimationCore

extension Stroker {
    /// Appends the left side of the join at `p` between two segments, from the end of the
    /// incoming segment's left offset to the start of the outgoing one's.
    ///
    /// Outer side (the turn is away from the left side): the join's geometry — a miter point, a
    /// bevel, or an arc; at a `curveInterior` point (two chords of one flattened curve) the arc,
    /// whatever the style — except where the chords turn so little that the offset's chords sag
    /// by less than a quarter of the tolerance (the usual case on a curve): there one point on the
    /// bisector, at the radius, lies on the curve's offset, where the arc would be the two offsets. A U-turn
    /// counts as outer on both sides. Inner side: the intersection of the two offset lines when
    /// it lies within both segments (it then only trims area that both segment rectangles cover
    /// twice), otherwise the offset end, the vertex itself and the offset start, which keeps the
    /// area of both rectangles. Either way the outline stays the sum of positively oriented
    /// pieces, so the nonzero fill is their union. Except at a curve's interior point of an
    /// undashed stroke (`pivotsCurveInterior` false): there the inner side is one point, offset
    /// along the bisector of the two normals, the curve's offset as Cairo and Blend2D draw it
    /// (they place it along the curve's own normal there); where the curve bends tighter than
    /// the radius, that offset runs backwards and its loop cancels part of the stroke, as theirs.
    ///
    /// ```swift
    /// stroker.addJoin(at: corner, incoming: edges[0], outgoing: edges[1])
    /// ```
    mutating func addJoin(at p: CGPoint, incoming a: Edge, outgoing b: Edge, curveInterior: Bool) {
        let cross = a.dx * b.dy - a.dy * b.dx
        let dot = a.dx * b.dx + a.dy * b.dy
        // Left normals (dy, -dx) of both segments.
        let nax = a.dy, nay = -a.dx, nbx = b.dy, nby = -b.dx
        let onePlusDot = 1 + dot
        if cross > 0 || (cross == 0 && dot < 0) {
            if curveInterior {
                if dot >= cosGentleTurn {
                    // The chords turn by less than a quarter-tolerance chord of the arc: one point on
                    // the offset curve, along the bisector, stays as close to it as the two offsets
                    // with half the points, as on the inner side.
                    appendBisectorPoint(at: p, nax + nbx, nay + nby)
                } else {
                    appendRoundJoin(at: p, nax, nay, nbx, nby)
                }
                return
            }
            switch join {
            case .miter:
                if onePlusDot >= miterThreshold, onePlusDot > 1e-12 {
                    // The offset ends lie on the lines from the previous point to the miter point and
                    // from it to the next one, so the miter point alone describes the same outline.
                    let k = radius / onePlusDot
                    outPoints.append(CGPoint(x: p.x + k * (nax + nbx), y: p.y + k * (nay + nby)))
                } else {
                    appendBevel(at: p, nax, nay, nbx, nby)
                }
            case .bevel:
                appendBevel(at: p, nax, nay, nbx, nby)
            case .round:
                appendRoundJoin(at: p, nax, nay, nbx, nby)
            }
            return
        }
        if curveInterior, !pivotsCurveInterior, onePlusDot > 1e-9 {
            appendBisectorPoint(at: p, nax + nbx, nay + nby)
            return
        }
        // Inner side. The offset lines meet at radius·tan(α/2) before the vertex along both
        // segments; the trimmed kite also reaches radius·sin α along them.
        if onePlusDot > 1e-9 {
            let reach = radius * max(-cross, -cross / onePlusDot)
            if reach <= a.length, reach <= b.length {
                let k = radius / onePlusDot
                outPoints.append(CGPoint(x: p.x + k * (nax + nbx), y: p.y + k * (nay + nby)))
                return
            }
        }
        outPoints.append(CGPoint(x: p.x + radius * nax, y: p.y + radius * nay))
        outPoints.append(p)
        outPoints.append(CGPoint(x: p.x + radius * nbx, y: p.y + radius * nby))
    }

    /// The offset from a curve's interior point to its left outline point, when both sides of the
    /// join are one point on the bisector — the usual case on a curve: an undashed stroke (no
    /// pivots) whose chords turn gently (`dot` ≥ ``cosGentleTurn``, so the outer side is one
    /// point too) and not back on themselves. Then ``addJoin`` gives `p + offset` on the left, and, walking back along the
    /// reversed chords (whose normals, cross and dot are exactly the negated normals, negated
    /// cross and same dot), `p − offset` on the right: the same bits, computed once. Nil otherwise.
    @inline(__always)
    func sharedBisectorOffset(incoming a: Edge, outgoing b: Edge, curveInterior: Bool) -> (x: Double, y: Double)? {
        // (A very thin stroke's gentle turn can reach a U-turn, whose inner side is not one point.)
        let dot = a.dx * b.dx + a.dy * b.dy
        guard curveInterior, !pivotsCurveInterior, dot >= cosGentleTurn, 1 + dot > 1e-9 else { return nil }
        return bisectorOffset(a.dy + b.dy, -a.dx + -b.dx)
    }

    /// The bisector (bx, by) of two unit normals (not opposite) scaled to the radius.
    @inline(__always)
    private func bisectorOffset(_ bx: Double, _ by: Double) -> (x: Double, y: Double) {
        let k = radius / (bx * bx + by * by).squareRoot()
        return (k * bx, k * by)
    }

    /// The point at the radius from `p` along the bisector (bx, by) of two unit normals (not
    /// opposite): where the offset of a curve lies at one of its interior points.
    @inline(__always)
    private mutating func appendBisectorPoint(at p: CGPoint, _ bx: Double, _ by: Double) {
        let offset = bisectorOffset(bx, by)
        outPoints.append(CGPoint(x: p.x + offset.x, y: p.y + offset.y))
    }

    /// The outer side of a round join: both offsets and the arc between them.
    @inline(__always)
    private mutating func appendRoundJoin(at p: CGPoint, _ nax: Double, _ nay: Double, _ nbx: Double, _ nby: Double) {
        outPoints.append(CGPoint(x: p.x + radius * nax, y: p.y + radius * nay))
        appendArcInterior(center: p, from: nax, nay, to: nbx, nby)
        outPoints.append(CGPoint(x: p.x + radius * nbx, y: p.y + radius * nby))
    }

    @inline(__always)
    private mutating func appendBevel(at p: CGPoint, _ nax: Double, _ nay: Double, _ nbx: Double, _ nby: Double) {
        outPoints.append(CGPoint(x: p.x + radius * nax, y: p.y + radius * nay))
        outPoints.append(CGPoint(x: p.x + radius * nbx, y: p.y + radius * nby))
    }
}
