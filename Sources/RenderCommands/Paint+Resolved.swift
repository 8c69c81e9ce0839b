import Foundation

/// What a paint draws once its degenerate cases are resolved: one premultiplied color (a solid
/// paint, or a gradient with no stops, one stop or zero-length geometry) or a real gradient.
package enum PaintShading {
    case solid(PremultipliedRGBA8)
    case gradient(GradientShading)
}

extension Paint {
    /// The paint resolved to a solid color or a real gradient (the LUT is built once, here).
    ///
    /// ```swift
    /// if case .solid(let color) = Paint.color(.red).shading { … } // (255, 0, 0, 255)
    /// ```
    package var shading: PaintShading {
        if case .color(let color) = self { return .solid(PremultipliedRGBA8(color)) }
        guard let shading = GradientShading(self) else { return .solid(premultipliedColor) }
        if case .solid(let color) = shading.geometry { return .solid(color) }
        return .gradient(shading)
    }

    /// The premultiplied color of a solid paint, or of a gradient that degenerates to one color
    /// (no stops, one stop, zero-length geometry); nil for a real gradient. The lowering both
    /// backends consume takes its solid-fill fast path from the same rule (``shading``).
    ///
    /// ```swift
    /// Paint.color(.red).resolvedSolidColor // (255, 0, 0, 255)
    /// ```
    public var resolvedSolidColor: PremultipliedRGBA8? {
        if case .solid(let color) = shading { return color }
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
        return PremultipliedRGBA8.roundedByte(min(unit, 1) * 255)
    }
}
