import Foundation
import VectorPath
import Geometry2D
import AnimationCore

/// A gradient's colors sampled into ``count`` premultiplied 8-bit entries: entry i is the ramp's
/// color at location i / (count − 1). Both backends build it once per command (the GPU uploads the
/// same bytes as a count×1 texture), so they agree on every color.
///
/// Rules (the one definition of a ramp in Zoetrope):
/// - stops are sorted **stably** by location (equal locations keep their given order, which makes
///   hard stops: locations before the shared point use the earlier stop, from it on the later one);
/// - before the first stop the first color is used, after the last stop the last color (padding);
/// - between two stops the colors are interpolated linearly **premultiplied** (sRGB-encoded
///   components × alpha, then alpha), as CSS gradients and Core Animation do, so a stop of
///   `Color.clear` (transparent black) fades a color out without a dark fringe;
/// - each entry is rounded to nearest (half away from zero) from the exact Double value; every entry
///   is a valid premultiplied pixel;
/// - no stops give transparent entries, one stop a solid ramp.
///
/// ```swift
/// let lut = GradientLUT(Gradient(colors: [.black, .white]))
/// lut.entries[0]                  // (0, 0, 0, 255)
/// lut[0.5]                        // the entry nearest to location 0.5
/// ```
public struct GradientLUT: Hashable, Sendable {
    /// Entries per ramp: 1024 (hard stops land within 1/1023 of their location).
    public static let count = 1024

    /// The premultiplied colors at locations i / (count − 1).
    public let entries: [PremultipliedRGBA8]
    /// True when every entry is opaque.
    public let isOpaque: Bool

    /// Samples `gradient`'s ramp.
    public init(_ gradient: Gradient) {
        // Stable sort: ties keep their original order.
        let stops = gradient.stops.enumerated()
            .map { (index: $0.offset, location: Self.finiteLocation($0.element.location),
                    color: Self.premultiplied($0.element.color)) }
            .sorted { $0.location != $1.location ? $0.location < $1.location : $0.index < $1.index }
        var entries = [PremultipliedRGBA8](repeating: .transparent, count: Self.count)
        if let first = stops.first, let last = stops.last {
            var segment = 0   // stops[segment].location ≤ t < stops[segment + 1].location
            for i in 0..<Self.count {
                let t = Double(i) / Double(Self.count - 1)
                let color: SIMD4<Double>
                if t < first.location {
                    color = first.color
                } else if t >= last.location {
                    color = last.color
                } else {
                    while segment + 1 < stops.count && stops[segment + 1].location <= t { segment += 1 }
                    let a = stops[segment], b = stops[segment + 1]
                    let f = (t - a.location) / (b.location - a.location)   // b.location > t ≥ a.location
                    color = a.color + (b.color - a.color) * f
                }
                entries[i] = Self.rounded(color)
            }
        }
        self.entries = entries
        isOpaque = entries.allSatisfy { $0.alpha == 255 }
    }

    /// The entry nearest to location `t` (clamped to 0…1; NaN gives entry 0).
    @inlinable
    public subscript(t: Double) -> PremultipliedRGBA8 {
        entries[Self.index(t)]
    }

    /// The entry index for location `t`: round(clamp(t, 0, 1) · (count − 1)); NaN gives 0.
    @inlinable @inline(__always)
    public static func index(_ t: Double) -> Int {
        guard t > 0 else { return 0 }          // also catches NaN
        guard t < 1 else { return count - 1 }
        return Int(t * Double(count - 1) + 0.5)
    }

    /// The bytes R, G, B, A of every entry in order: the GPU texture's upload data.
    public var bytes: [UInt8] {
        entries.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] }
    }

    private static func finiteLocation(_ location: CGFloat) -> Double {
        Double(location).isFinite ? Double(location) : 0
    }

    /// (r·a, g·a, b·a, a) with components clamped to 0…1 (NaN → 0).
    private static func premultiplied(_ color: Color) -> SIMD4<Double> {
        func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        let a = unit(color.opacity)
        return SIMD4(unit(color.red) * a, unit(color.green) * a, unit(color.blue) * a, a)
    }

    private static func rounded(_ c: SIMD4<Double>) -> PremultipliedRGBA8 {
        func byte(_ v: Double) -> UInt8 { UInt8(min(max((v * 255).rounded(.toNearestOrAwayFromZero), 0), 255)) }
        let alpha = byte(c[3])
        // Rounding is monotone, so channels stay ≤ alpha; min() guards the last ulp.
        return PremultipliedRGBA8(red: min(byte(c[0]), alpha), green: min(byte(c[1]), alpha),
                                  blue: min(byte(c[2]), alpha), alpha: alpha)
    }
}
