import Foundation
import VectorPath
import Geometry2D
import AnimationCore

extension Paint {
    /// The paint with every color's opacity multiplied by `opacity` (clamped to 0…1).
    ///
    /// ```swift
    /// Paint.color(.red).multiplyingOpacity(0.5) // .color(.red.opacity(0.5))
    /// ```
    public func multiplyingOpacity(_ opacity: Double) -> Paint {
        if opacity == 1 { return self }
        let k = opacity.isFinite ? min(max(opacity, 0), 1) : 0
        func fade(_ g: Gradient) -> Gradient {
            Gradient(stops: g.stops.map { Gradient.Stop(color: $0.color.fading(k), location: $0.location) })
        }
        switch self {
        case .color(let c): return .color(c.fading(k))
        case .linearGradient(let g, let s, let e): return .linearGradient(fade(g), start: s, end: e)
        case .radialGradient(let g, let c, let r0, let r1): return .radialGradient(fade(g), center: c, startRadius: r0, endRadius: r1)
        case .angularGradient(let g, let c, let a0, let a1): return .angularGradient(fade(g), center: c, startAngle: a0, endAngle: a1)
        case .ellipticalGradient(let g, let c, let size, let f0, let f1):
            return .ellipticalGradient(fade(g), center: c, size: size, startRadiusFraction: f0, endRadiusFraction: f1)
        }
    }
}

extension Color {
    fileprivate func fading(_ k: Double) -> Color {
        var c = self
        c.opacity *= k
        return c
    }
}
