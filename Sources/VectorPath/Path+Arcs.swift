import Foundation
import Geometry2D
import AnimationCore

// Angles follow SwiftUI: 0 along +x, increasing angles turn towards +y, which is clockwise on a
// y-down screen. SwiftUI's `clockwise` flag is named for the unflipped (y-up) coordinate system of
// Core Graphics, so on screen it reads backwards:
//   clockwise: false  → angles increase  → the arc turns clockwise on screen,
//   clockwise: true   → angles decrease  → the arc turns counter-clockwise on screen.
// (Apple's docs: "true to make a clockwise arc" in user space; `addRelativeArc`: "A positive value
// creates a counter-clockwise arc (in user space coordinates)"; both meanings hold in a y-up space.)

extension Path {
    /// Adds an arc of a circle, approximated by cubic Béziers of at most 90° each. If the path has
    /// a current point, a straight line joins it to the arc's start; otherwise the arc starts a
    /// new sub-path.
    ///
    /// `clockwise` has SwiftUI's meaning, which is flipped on a y-down screen: `false` sweeps
    /// towards increasing angles (clockwise on screen), `true` towards decreasing angles. The
    /// sweep is taken modulo a full turn in that direction (as Core Graphics and the canvas
    /// `arc()` do): a difference of one turn or more in the sweep direction draws the whole
    /// circle; equal angles draw nothing but the joining line. Non-finite input adds nothing; a
    /// negative radius draws through the opposite points (angle + 180°).
    ///
    /// ```swift
    /// // A countdown ring from 12 o'clock, growing clockwise on screen:
    /// var ring = Path()
    /// ring.addArc(center: CGPoint(x: 50, y: 50), radius: 40,
    ///             startAngle: .degrees(-90), endAngle: .degrees(90), clockwise: false)
    /// ```
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle,
                                clockwise: Bool, transform: CGAffineTransform = .identity) {
        let start = startAngle.radians, end = endAngle.radians
        guard start.isFinite, end.isFinite else { return }
        let fullTurn = 2 * Double.pi
        let sweep: Double
        if !clockwise {
            if end - start >= fullTurn {
                sweep = fullTurn
            } else if start > end {
                sweep = fullTurn - fmod(start - end, fullTurn)
            } else {
                sweep = end - start
            }
        } else {
            if start - end >= fullTurn {
                sweep = -fullTurn
            } else if start < end {
                sweep = -(fullTurn - fmod(end - start, fullTurn))
            } else {
                sweep = end - start
            }
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: .radians(sweep),
                       transform: transform)
    }

    /// Adds an arc of a circle from `startAngle` turning by `delta` (positive: towards increasing
    /// angles, clockwise on a y-down screen), joined to the current point by a line if there is
    /// one. `delta` is clamped to ±2π (one full turn); non-finite input adds nothing.
    ///
    /// ```swift
    /// var p = Path()
    /// p.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .degrees(90))
    /// p.currentPoint // ≈ (0, 10)
    /// ```
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        let start = startAngle.radians
        let sweep = min(max(delta.radians, -2 * Double.pi), 2 * Double.pi)
        guard start.isFinite, sweep.isFinite, radius.isFinite, center.x.isFinite, center.y.isFinite else { return }
        let arc = EllipticalArc(center: center, radiusX: radius, radiusY: radius, rotation: 0,
                                startAngle: start, sweep: sweep)
        let first = arc.point(at: start).applying(transform)
        if currentPoint != nil {
            if currentPoint != first { addLine(to: first) }
        } else {
            move(to: first)
        }
        arc.appendCurves(to: &self, transform: transform)
    }

    /// Adds an arc of radius `radius` tangent to the line from the current point to `tangent1End`
    /// and to the line from `tangent1End` to `tangent2End` (PostScript `arct`, Core Graphics
    /// `addArc(tangent1End:…)`). A straight line joins the current point to the arc's first
    /// tangent point; the path ends at the second tangent point. If the three points are
    /// collinear, or the radius is zero, it adds a line to `tangent1End`. On an empty path it
    /// starts a sub-path at `tangent1End` and adds nothing else. The current point is mapped back
    /// through the inverse of `transform` (used as is when `transform` is not invertible).
    ///
    /// ```swift
    /// var p = Path()
    /// p.move(to: CGPoint(x: 0, y: 0))
    /// p.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
    /// // a line to (80, 0), then a quarter circle to (100, 20)
    /// ```
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        let corner = tangent1End.applying(transform)
        // The current point is already in path space; work in the untransformed space.
        guard let current = currentPoint else {
            move(to: corner)
            return
        }
        let inverse = transform.inverted()
        let p0 = transform.isIdentity ? current : current.applying(inverse)
        let p1 = tangent1End, p2 = tangent2End
        let u = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let lengthU = hypot(u.x, u.y), lengthV = hypot(v.x, v.y)
        let r = abs(radius)
        guard r > 0, lengthU > 0, lengthV > 0, r.isFinite else {
            addLine(to: corner)
            return
        }
        let ux = u.x / lengthU, uy = u.y / lengthU, vx = v.x / lengthV, vy = v.y / lengthV
        let cross = ux * vy - uy * vx
        let cosine = min(max(ux * vx + uy * vy, -1), 1)
        let between = acos(cosine) // angle at the corner between the two legs
        guard abs(cross) > 1e-12, between > 1e-12 else {
            addLine(to: corner)
            return
        }
        let tangentDistance = r / tan(between / 2)
        let t1 = CGPoint(x: p1.x + ux * tangentDistance, y: p1.y + uy * tangentDistance)
        let t2 = CGPoint(x: p1.x + vx * tangentDistance, y: p1.y + vy * tangentDistance)
        // The centre lies on the bisector, r / sin(θ/2) from the corner.
        let bx = ux + vx, by = uy + vy
        let bisectorLength = hypot(bx, by)
        let centerDistance = r / sin(between / 2)
        let center = CGPoint(x: p1.x + bx / bisectorLength * centerDistance,
                             y: p1.y + by / bisectorLength * centerDistance)
        let a1 = atan2(Double(t1.y - center.y), Double(t1.x - center.x))
        var sweep = atan2(Double(t2.y - center.y), Double(t2.x - center.x)) - a1
        // The arc is the short one (less than a half turn), turning the way the corner turns.
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        let firstTangentPoint = t1.applying(transform)
        if firstTangentPoint != current { addLine(to: firstTangentPoint) }
        EllipticalArc(center: center, radiusX: r, radiusY: r, rotation: 0, startAngle: a1, sweep: sweep,
                      exactEnd: t2)
            .appendCurves(to: &self, transform: transform)
    }
}

/// A piece of an ellipse (centre parameterization) that can append itself as cubic Béziers of at
/// most 90° each. Shared by the circular arcs, ellipses and SVG's `A` command.
struct EllipticalArc {
    var center: CGPoint
    var radiusX: CGFloat
    var radiusY: CGFloat
    /// Rotation of the ellipse's x axis, radians.
    var rotation: Double
    var startAngle: Double
    var sweep: Double
    /// When set, the last segment ends exactly here (avoids rounding drift at known end points).
    var exactEnd: CGPoint?

    init(center: CGPoint, radiusX: CGFloat, radiusY: CGFloat, rotation: Double, startAngle: Double,
         sweep: Double, exactEnd: CGPoint? = nil) {
        self.center = center
        self.radiusX = radiusX
        self.radiusY = radiusY
        self.rotation = rotation
        self.startAngle = startAngle
        self.sweep = sweep
        self.exactEnd = exactEnd
    }

    /// The point at parameter angle `angle`.
    func point(at angle: Double) -> CGPoint {
        point(cosine: cos(angle), sine: sin(angle), rotation: (cos(rotation), sin(rotation)))
    }

    /// The derivative with respect to the angle at `angle`.
    func tangent(at angle: Double) -> CGPoint {
        tangent(cosine: cos(angle), sine: sin(angle), rotation: (cos(rotation), sin(rotation)))
    }

    /// ``point(at:)`` from the angle's cosine and sine and the rotation's (the same arithmetic).
    private func point(cosine: Double, sine: Double, rotation r: (cos: Double, sin: Double)) -> CGPoint {
        let x = Double(radiusX) * cosine, y = Double(radiusY) * sine
        return CGPoint(x: Double(center.x) + r.cos * x - r.sin * y, y: Double(center.y) + r.sin * x + r.cos * y)
    }

    /// ``tangent(at:)`` from the angle's cosine and sine and the rotation's (the same arithmetic).
    private func tangent(cosine: Double, sine: Double, rotation r: (cos: Double, sin: Double)) -> CGPoint {
        let x = -Double(radiusX) * sine, y = Double(radiusY) * cosine
        return CGPoint(x: r.cos * x - r.sin * y, y: r.sin * x + r.cos * y)
    }

    /// Appends the cubic segments (no move or line) mapped by `transform`. A zero sweep adds nothing.
    func appendCurves(to path: inout Path, transform: CGAffineTransform) {
        guard sweep != 0, sweep.isFinite else { return }
        if startAngle == 0, sweep == 2 * .pi, rotation == 0 {
            // Every ellipse and circle: its trigonometry found once (the same values).
            let whole = Self.wholeTurn
            appendCurves(to: &path, transform: transform, steps: whole.steps, turn: (1, 0)) { index, _ in whole.boundaries[index] }
        } else {
            appendCurves(to: &path, transform: transform, steps: steps, turn: (cos(rotation), sin(rotation))) { _, angle in
                (cos(angle), sin(angle))
            }
        }
    }

    /// How the sweep is cut: quarter turns or less (with a little slack so 90° + rounding noise
    /// stays one segment), the step, and the control-length factor of each step's cubic.
    private var steps: (count: Int, step: Double, k: Double) {
        let count = Int(max(1, (abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(count)
        return (count, step, 4.0 / 3.0 * tan(step / 4))
    }

    /// The angle where segment `index`'s end lies (the last ends exactly at the sweep's end).
    private func boundary(after index: Int, from previous: Double, steps: (count: Int, step: Double, k: Double)) -> Double {
        index == steps.count - 1 ? startAngle + sweep : previous + steps.step
    }

    /// A whole turn from angle 0, unrotated: its steps and each step boundary's cosine and sine.
    private static let wholeTurn: (steps: (count: Int, step: Double, k: Double), boundaries: [(cos: Double, sin: Double)]) = {
        let arc = EllipticalArc(center: .zero, radiusX: 1, radiusY: 1, rotation: 0, startAngle: 0, sweep: 2 * .pi)
        let steps = arc.steps
        var angle = arc.startAngle
        var boundaries = [(cos(angle), sin(angle))]
        for index in 0..<steps.count {
            angle = arc.boundary(after: index, from: angle, steps: steps)
            boundaries.append((cos(angle), sin(angle)))
        }
        return (steps, boundaries)
    }()

    /// The cubic segments, with `trigonometry(index, angle)` the cosine and sine of boundary
    /// `index` (at `angle`): each boundary's found once (a segment's end is the next one's
    /// start) and the rotation's once — the values point(at:) and tangent(at:) give, at 10 of
    /// the 65 trigonometric calls a circle took (a particle system's discs spent half their
    /// recording time there).
    private func appendCurves(to path: inout Path, transform: CGAffineTransform, steps: (count: Int, step: Double, k: Double),
                              turn: (cos: Double, sin: Double),
                              trigonometry: (Int, Double) -> (cos: Double, sin: Double)) {
        let k = steps.k
        var a0 = startAngle
        var start = trigonometry(0, a0)
        for index in 0..<steps.count {
            let a1 = boundary(after: index, from: a0, steps: steps)
            let end = trigonometry(index + 1, a1)
            let p0 = point(cosine: start.cos, sine: start.sin, rotation: turn)
            let d0 = tangent(cosine: start.cos, sine: start.sin, rotation: turn)
            var p3 = point(cosine: end.cos, sine: end.sin, rotation: turn)
            if index == steps.count - 1, let exactEnd { p3 = exactEnd }
            let d1 = tangent(cosine: end.cos, sine: end.sin, rotation: turn)
            let c1 = CGPoint(x: p0.x + k * d0.x, y: p0.y + k * d0.y)
            let c2 = CGPoint(x: p3.x - k * d1.x, y: p3.y - k * d1.y)
            path.addCurve(to: p3.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            a0 = a1
            start = end
        }
    }
}
