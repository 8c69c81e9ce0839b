import Foundation
import VectorPath
import Geometry2D
import AnimationCore

/// The one source-over formula of Zoetrope, for 8-bit premultiplied sRGB-encoded pixels.
///
/// For every channel (alpha included), with exact rounding:
///
///     dst' = src + div255(dst · (255 − src.alpha))
///
/// With coverage c (0…255, anti-aliasing × mask) the source is scaled first, channel by channel:
/// src' = div255(src · c), then the formula above runs with src'. `div255(x)` is the exact rounded
/// x / 255, computed as `(x + 128 + ((x + 128) >> 8)) >> 8` (exact for 0 ≤ x ≤ 255 · 255).
///
/// The scalar functions and the SIMD ones (four pixels in `SIMD16<UInt16>` lanes, RGBA RGBA …)
/// give identical results; renderers must use one of these so the CPU and GPU paths agree.
///
/// ```swift
/// let dst = PremultipliedRGBA8.white
/// let src = PremultipliedRGBA8(Color.blue.opacity(0.5))
/// let out = Blend.sourceOver(src, onto: dst)                   // full coverage
/// let edge = Blend.sourceOver(src, coverage: 64, onto: dst)    // a quarter-covered pixel
/// ```
public enum Blend {
    /// The exact rounded x / 255 for 0 ≤ x ≤ 65025 (= 255 · 255).
    @inlinable @inline(__always)
    public static func div255(_ x: UInt32) -> UInt32 {
        let biased = x &+ 128
        return (biased &+ (biased >> 8)) >> 8
    }

    /// Lane-wise exact rounded x / 255 for lanes 0…65025; all intermediate values fit in 16 bits.
    @inlinable @inline(__always)
    public static func div255(_ x: SIMD16<UInt16>) -> SIMD16<UInt16> {
        let biased = x &+ 128
        return (biased &+ (biased &>> 8)) &>> 8
    }

    /// `source` over `destination` at full coverage.
    @inlinable
    public static func sourceOver(
        _ source: PremultipliedRGBA8, onto destination: PremultipliedRGBA8
    ) -> PremultipliedRGBA8 {
        let inverse = 255 &- UInt32(source.alpha)
        @inline(__always) func channel(_ s: UInt8, _ d: UInt8) -> UInt8 {
            UInt8(truncatingIfNeeded: UInt32(s) &+ div255(UInt32(d) &* inverse))
        }
        return PremultipliedRGBA8(
            red: channel(source.red, destination.red),
            green: channel(source.green, destination.green),
            blue: channel(source.blue, destination.blue),
            alpha: channel(source.alpha, destination.alpha)
        )
    }

    /// `source` scaled by `coverage` (0 = untouched … 255 = full), then over `destination`.
    @inlinable
    public static func sourceOver(
        _ source: PremultipliedRGBA8, coverage: UInt8, onto destination: PremultipliedRGBA8
    ) -> PremultipliedRGBA8 {
        sourceOver(scaled(source, by: coverage), onto: destination)
    }

    /// `source` with every channel scaled by `coverage`: div255(c · coverage).
    @inlinable
    public static func scaled(_ source: PremultipliedRGBA8, by coverage: UInt8) -> PremultipliedRGBA8 {
        let c = UInt32(coverage)
        @inline(__always) func channel(_ s: UInt8) -> UInt8 {
            UInt8(truncatingIfNeeded: div255(UInt32(s) &* c))
        }
        return PremultipliedRGBA8(
            red: channel(source.red), green: channel(source.green),
            blue: channel(source.blue), alpha: channel(source.alpha)
        )
    }

    /// Four pixels at once: lanes hold R, G, B, A of pixel 0, then pixel 1 … (each lane 0…255).
    ///
    /// ```swift
    /// let out = Blend.sourceOver(source: src4, destination: dst4)   // same as 4 scalar calls
    /// ```
    @inlinable @inline(__always)
    public static func sourceOver(source: SIMD16<UInt16>, destination: SIMD16<UInt16>) -> SIMD16<UInt16> {
        // Each pixel's alpha spread over its four lanes. Written lane by lane (not with a SIMD index
        // subscript, which stays a scalar loop) so the optimizer emits one shuffle.
        let a0 = source[3], a1 = source[7], a2 = source[11], a3 = source[15]
        let alpha = SIMD16<UInt16>(a0, a0, a0, a0, a1, a1, a1, a1, a2, a2, a2, a2, a3, a3, a3, a3)
        let inverse = SIMD16<UInt16>(repeating: 255) &- alpha
        return source &+ div255(destination &* inverse)
    }

    /// Four pixels with coverage: `coverage` lanes (0…255) scale the matching `source` lanes first.
    /// Give each pixel's four lanes the same coverage (see ``expandCoverage(_:)``).
    @inlinable @inline(__always)
    public static func sourceOver(
        source: SIMD16<UInt16>, coverage: SIMD16<UInt16>, destination: SIMD16<UInt16>
    ) -> SIMD16<UInt16> {
        sourceOver(source: div255(source &* coverage), destination: destination)
    }

    /// Four per-pixel coverages spread to the four lanes of each pixel: (c0, c0, c0, c0, c1, …).
    @inlinable @inline(__always)
    public static func expandCoverage(_ coverage: SIMD4<UInt8>) -> SIMD16<UInt16> {
        let c0 = UInt16(coverage[0]), c1 = UInt16(coverage[1])
        let c2 = UInt16(coverage[2]), c3 = UInt16(coverage[3])
        return SIMD16<UInt16>(c0, c0, c0, c0, c1, c1, c1, c1, c2, c2, c2, c2, c3, c3, c3, c3)
    }

    /// One pixel repeated in all four pixel slots of a SIMD register.
    @inlinable @inline(__always)
    public static func splat(_ pixel: PremultipliedRGBA8) -> SIMD16<UInt16> {
        let one = SIMD4<UInt16>(UInt16(pixel.red), UInt16(pixel.green), UInt16(pixel.blue), UInt16(pixel.alpha))
        let two = SIMD8<UInt16>(lowHalf: one, highHalf: one)
        return SIMD16<UInt16>(lowHalf: two, highHalf: two)
    }
}
