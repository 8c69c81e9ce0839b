import Foundation

extension Paint {
    /// The premultiplied color of a solid paint, or of a gradient that degenerates to one color
    /// (no stops, one stop, zero-length geometry); nil for a real gradient. Both backends take their
    /// solid-fill fast path from this.
    ///
    /// ```swift
    /// Paint.color(.red).resolvedSolidColor // (255, 0, 0, 255)
    /// ```
    public var resolvedSolidColor: PremultipliedRGBA8? {
        guard let shading = GradientShading(self) else { return premultipliedColor }
        if case .solid(let color) = shading.geometry { return color }
        return nil
    }
}

extension Blend {
    /// A 0…1 factor (opacity, coverage scale) as 0…255, rounded; NaN and negatives give 0, values
    /// above 1 give 255. The one rule both backends use.
    ///
    /// ```swift
    /// Blend.byte(0.5) // 128
    /// ```
    public static func byte(_ unit: Double) -> UInt8 {
        guard unit > 0 else { return 0 }
        return UInt8((min(unit, 1) * 255).rounded(.toNearestOrAwayFromZero))
    }
}
