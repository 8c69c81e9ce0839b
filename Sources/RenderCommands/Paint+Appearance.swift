import Foundation
import Geometry2D

extension Paint {
    /// The paint as light (`isDark` false) or dark appearance shows it: every colour that follows
    /// the colour scheme replaced by its components in that appearance (the view layer resolves a
    /// style's paint this way for the scheme of the view that draws it).
    ///
    /// ```swift
    /// Paint.color(.primary).appearance(isDark: true)   // .color(.white)
    /// ```
    package func appearance(isDark: Bool) -> Paint {
        func resolved(_ g: Gradient) -> Gradient {
            guard g.stops.contains(where: \.color.followsColorScheme) else { return g }
            return Gradient(stops: g.stops.map { Gradient.Stop(color: $0.color.appearance(isDark: isDark), location: $0.location) })
        }
        switch self {
        case .color(let c): return c.followsColorScheme ? .color(c.appearance(isDark: isDark)) : self
        case .linearGradient(let g, let s, let e): return .linearGradient(resolved(g), start: s, end: e)
        case .radialGradient(let g, let c, let r0, let r1): return .radialGradient(resolved(g), center: c, startRadius: r0, endRadius: r1)
        case .angularGradient(let g, let c, let a0, let a1): return .angularGradient(resolved(g), center: c, startAngle: a0, endAngle: a1)
        case .ellipticalGradient(let g, let c, let size, let f0, let f1):
            return .ellipticalGradient(resolved(g), center: c, size: size, startRadiusFraction: f0, endRadiusFraction: f1)
        }
    }
}
