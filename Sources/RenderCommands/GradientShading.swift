import Foundation
import VectorPath
import Geometry2D
import AnimationCore

/// How a gradient paint maps a point of the command's local space to a ramp location 0…1, shared by
/// both backends (the GPU's fragment shader mirrors ``location(atLocal:)``; the CPU calls it).
///
/// - linear: the projection of the point onto start→end, `t = (p − start)·(end − start) / |end − start|²`;
/// - radial: `t = (|p − center| − startRadius) / (endRadius − startRadius)`;
/// - angular (SwiftUI): the angle θ of p around `center`, clockwise on screen (y down) from +x.
///   `startAngle` is location 0, `endAngle` location 1. When the sweep is shorter than a full turn,
///   the missing arc is padded: its first half takes location 1, its second half location 0
///   (SwiftUI's "transitioning between the two halfway across the missing area"). When the sweep is
///   longer than a full turn only the last complete turn is drawn (θ in [end − 2π, end)). A negative
///   sweep (end < start) runs counter-clockwise: the same rules with the angles swapped and t → 1 − t.
/// - elliptical (SwiftUI's `EllipticalGradient`): the radial rule in the space where the gradient's
///   unit square is the unit square again: `q = ((x − cx) / width, (y − cy) / height)`,
///   `t = (|q| − startFraction) / (endFraction − startFraction)`. The shading keeps it as a radial
///   geometry centred at the origin plus ``gradientSpace`` (local → that space); the lowering folds
///   ``gradientSpace`` into its device → local mapping, so both backends draw an ellipse with the
///   code that draws a circle (no second rule to keep in step).
///
/// Locations outside 0…1 are clamped (padding). Degenerate gradients never produce NaN: no stops →
/// transparent; one stop → that color; start == end, equal radii or equal angles → the last stop's
/// color (by location, stably sorted), as SVG does for a zero-length gradient vector.
///
/// ```swift
/// let shading = GradientShading(.linearGradient(g, start: .zero, end: CGPoint(x: 256, y: 0)))!
/// shading.location(atLocal: CGPoint(x: 128, y: 7))   // 0.5
/// ```
public struct GradientShading: Sendable {
    public enum Geometry: Sendable, Equatable {
        /// `t = (p − origin)·direction` where direction = (end − start) / |end − start|².
        case linear(origin: CGPoint, direction: CGPoint)
        /// `t = (|p − center| − startRadius) · inverseSpan`.
        case radial(center: CGPoint, startRadius: Double, inverseSpan: Double)
        /// Angular with `start ≤ end` after normalization; `reversed` maps t → 1 − t.
        case angular(center: CGPoint, start: Double, sweep: Double, reversed: Bool)
        /// Every point has this one premultiplied color.
        case solid(PremultipliedRGBA8)
    }

    /// The sampled ramp.
    public let lut: GradientLUT
    /// The geometry, in the space ``gradientSpace`` maps local points to.
    public private(set) var geometry: Geometry
    /// Local space → the space ``geometry`` is written in: the identity, except for an elliptical
    /// gradient (translate by −center, scale by 1 / size).
    public private(set) var gradientSpace = ProjectionTransform()

    /// The shading of a gradient paint; nil for `.color`.
    public init?(_ paint: Paint) {
        let gradient: Gradient
        switch paint {
        case .color:
            return nil
        case .linearGradient(let g, let start, let end):
            gradient = g
            let dx = Double(end.x - start.x), dy = Double(end.y - start.y)
            let length2 = dx * dx + dy * dy
            if length2 > 0 && length2.isFinite {
                geometry = .linear(origin: start, direction: CGPoint(x: dx / length2, y: dy / length2))
            } else {
                geometry = .solid(Self.lastColor(g))
            }
        case .radialGradient(let g, let center, let r0, let r1):
            gradient = g
            let span = Double(r1 - r0)
            if span != 0 && span.isFinite && (1 / span).isFinite {
                geometry = .radial(center: center, startRadius: Double(r0), inverseSpan: 1 / span)
            } else {
                geometry = .solid(Self.lastColor(g))
            }
        case .angularGradient(let g, let center, let a0, let a1):
            gradient = g
            let sweep = a1.radians - a0.radians
            if sweep != 0 && sweep.isFinite {
                geometry = sweep > 0
                    ? .angular(center: center, start: a0.radians, sweep: sweep, reversed: false)
                    : .angular(center: center, start: a1.radians, sweep: -sweep, reversed: true)
            } else {
                geometry = .solid(Self.lastColor(g))
            }
        case .ellipticalGradient(let g, let center, let size, let f0, let f1):
            gradient = g
            let span = Double(f1 - f0)
            let sx = 1 / Double(size.width), sy = 1 / Double(size.height)
            if span != 0 && span.isFinite && (1 / span).isFinite && sx.isFinite && sy.isFinite && sx != 0 && sy != 0 {
                geometry = .radial(center: .zero, startRadius: Double(f0), inverseSpan: 1 / span)
                gradientSpace = ProjectionTransform(CGAffineTransform(a: sx, b: 0, c: 0, d: sy,
                                                                      tx: -Double(center.x) * sx, ty: -Double(center.y) * sy))
            } else {
                geometry = .solid(Self.lastColor(g))
            }
        }
        lut = GradientLUT(gradient)
        // No stops: transparent; one stop: that color, whatever the geometry.
        if gradient.stops.count <= 1 { geometry = .solid(lut.entries[0]) }
    }

    /// The ramp location 0…1 at local point `p` (NaN-free for finite input; ``Geometry/solid`` gives 1).
    @inlinable
    public func location(atLocal p: CGPoint) -> Double {
        if gradientSpace.isIdentity { return Self.location(geometry, x: Double(p.x), y: Double(p.y)) }
        let m = gradientSpace
        let x = Double(p.x), y = Double(p.y)
        return Self.location(geometry, x: x * m.m11 + y * m.m21 + m.m31, y: x * m.m12 + y * m.m22 + m.m32)
    }

    /// The premultiplied color at local point `p`.
    @inlinable
    public func color(atLocal p: CGPoint) -> PremultipliedRGBA8 {
        if case .solid(let color) = geometry { return color }
        return lut[location(atLocal: p)]
    }

    /// This shading with ``gradientSpace`` moved into a device → local mapping: the mapping now
    /// reaches the geometry's space, and the shading's space is the identity (what the lowering
    /// hands the backends, so `color(atLocal:)` on the result takes the mapped point as is).
    package func folding(into toLocal: ProjectionTransform) -> (shading: GradientShading, toLocal: ProjectionTransform) {
        if gradientSpace.isIdentity { return (self, toLocal) }
        var folded = self
        folded.gradientSpace = ProjectionTransform()
        return (folded, toLocal.concatenating(gradientSpace))
    }

    /// The location of local point (x, y) under `geometry`, clamped to 0…1.
    @inlinable @inline(__always)
    public static func location(_ geometry: Geometry, x: Double, y: Double) -> Double {
        let t: Double
        switch geometry {
        case .linear(let o, let d):
            t = (x - Double(o.x)) * Double(d.x) + (y - Double(o.y)) * Double(d.y)
        case .radial(let c, let r0, let inverse):
            let dx = x - Double(c.x), dy = y - Double(c.y)
            t = ((dx * dx + dy * dy).squareRoot() - r0) * inverse
        case .angular(let c, let start, let sweep, let reversed):
            let u = angularLocation(atan2(y - Double(c.y), x - Double(c.x)), start: start, sweep: sweep)
            t = reversed ? 1 - u : u
        case .solid:
            return 1
        }
        return t > 0 ? min(t, 1) : 0   // NaN → 0
    }

    /// Location of angle θ for a clockwise sweep `sweep` > 0 starting at `start` (see the type's rules).
    @inlinable
    public static func angularLocation(_ theta: Double, start: Double, sweep: Double) -> Double {
        let turn = 2 * Double.pi
        if sweep >= turn {
            // Only the last complete turn: θ in [end − 2π, end).
            let base = start + sweep - turn
            var d = (theta - base).truncatingRemainder(dividingBy: turn)
            if d < 0 { d += turn }
            return (base + d - start) / sweep
        }
        var d = (theta - start).truncatingRemainder(dividingBy: turn)
        if d < 0 { d += turn }
        if d <= sweep { return d / sweep }
        // The missing arc: first half continues the end color, second half anticipates the start.
        return d - sweep < (turn - sweep) / 2 ? 1 : 0
    }

    /// The color of the stop with the largest location (the last given among equals).
    static func lastColor(_ gradient: Gradient) -> PremultipliedRGBA8 {
        guard var best = gradient.stops.first else { return .transparent }
        for stop in gradient.stops.dropFirst() where !(stop.location < best.location) { best = stop }
        return GradientLUT(Gradient(stops: [best])).entries[0]
    }
}
