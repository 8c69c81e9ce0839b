import Foundation
import VectorPath
import Geometry2D
import AnimationCore

/// What fills or strokes a shape: a solid color or a gradient. Gradient geometry is in the
/// command's local coordinates (the same space as its path), so the command's transform maps it
/// to device pixels together with the path.
///
/// ```swift
/// let paint = Paint.color(.blue.opacity(0.5))
/// let ramp = Paint.linearGradient(Gradient(colors: [.red, .blue]), start: .zero, end: CGPoint(x: 100, y: 0))
/// ```
public enum Paint: Hashable, Sendable {
    /// One straight-alpha sRGB color.
    case color(Color)
    /// Colors along the line from `start` to `end`, constant across it (padded beyond the ends).
    case linearGradient(Gradient, start: CGPoint, end: CGPoint)
    /// Colors by distance from `center`: `startRadius` is location 0, `endRadius` location 1.
    case radialGradient(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// Colors by angle around `center`, clockwise on screen (y down) from `startAngle` (location 0)
    /// to `endAngle` (location 1).
    case angularGradient(Gradient, center: CGPoint, startAngle: Angle, endAngle: Angle)
    /// Colors by elliptical distance from `center` (SwiftUI's `EllipticalGradient`): the unit square
    /// stretched to `size`, so the contour of location 1 is the ellipse with radii
    /// `endRadiusFraction · size.width` and `endRadiusFraction · size.height`, and location 0 the one
    /// at `startRadiusFraction`.
    case ellipticalGradient(Gradient, center: CGPoint, size: CGSize, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat)

    /// The solid color, or nil for a gradient.
    public var solidColor: Color? {
        if case .color(let color) = self { return color }
        return nil
    }

    /// The paint as one premultiplied 8-bit color: the solid color, or a gradient's first stop.
    public var premultipliedColor: PremultipliedRGBA8 {
        switch self {
        case .color(let color): PremultipliedRGBA8(color)
        case .linearGradient(let g, _, _), .radialGradient(let g, _, _, _), .angularGradient(let g, _, _, _),
             .ellipticalGradient(let g, _, _, _, _):
            PremultipliedRGBA8(g.stops.first?.color ?? .clear)
        }
    }

    /// True when every coordinate, radius, angle and stop location is finite.
    public var isFinite: Bool {
        func finite(_ g: Gradient) -> Bool { g.stops.allSatisfy { $0.location.isFinite } }
        switch self {
        case .color: return true
        case .linearGradient(let g, let s, let e):
            return finite(g) && s.x.isFinite && s.y.isFinite && e.x.isFinite && e.y.isFinite
        case .radialGradient(let g, let c, let r0, let r1):
            return finite(g) && c.x.isFinite && c.y.isFinite && r0.isFinite && r1.isFinite
        case .angularGradient(let g, let c, let a0, let a1):
            return finite(g) && c.x.isFinite && c.y.isFinite && a0.radians.isFinite && a1.radians.isFinite
        case .ellipticalGradient(let g, let c, let size, let f0, let f1):
            return finite(g) && c.x.isFinite && c.y.isFinite && size.width.isFinite && size.height.isFinite
                && f0.isFinite && f1.isFinite
        }
    }
}
