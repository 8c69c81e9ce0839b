import Foundation
import VectorPath
import Geometry2D
import AnimationCore

extension Blend {
    /// `source` composited onto `destination` with `mode`, on premultiplied 8-bit channels with exact
    /// rounding (every channel, alpha included, s = source, d = destination, αs/αd their alphas):
    ///
    /// - normal: ``sourceOver(_:onto:)``, `s + div255(d·(255 − αs))`;
    /// - multiply: `div255(s·d + s·(255 − αd) + d·(255 − αs))` (one rounding of the whole sum);
    /// - screen: `s + div255(d·(255 − s))`;
    /// - plusLighter: `min(255, s + d)`.
    ///
    /// Each result is a valid premultiplied pixel when both inputs are: every formula is monotone in
    /// s and d and equals the alpha formula when s = αs and d = αd. A transparent source leaves the
    /// destination unchanged under every mode.
    ///
    /// ```swift
    /// Blend.blend(.multiply, PremultipliedRGBA8(Color(white: 0.5)), onto: .white)   // (128, 128, 128, 255)
    /// ```
    @inlinable
    public static func blend(
        _ mode: BlendMode, _ source: PremultipliedRGBA8, onto destination: PremultipliedRGBA8
    ) -> PremultipliedRGBA8 {
        switch mode {
        case .normal:
            return sourceOver(source, onto: destination)
        case .multiply:
            let inverseSource = 255 &- UInt32(source.alpha), inverseDestination = 255 &- UInt32(destination.alpha)
            @inline(__always) func channel(_ s: UInt8, _ d: UInt8) -> UInt8 {
                let s = UInt32(s), d = UInt32(d)
                return UInt8(truncatingIfNeeded: div255(s &* d &+ s &* inverseDestination &+ d &* inverseSource))
            }
            return PremultipliedRGBA8(
                red: channel(source.red, destination.red), green: channel(source.green, destination.green),
                blue: channel(source.blue, destination.blue), alpha: channel(source.alpha, destination.alpha))
        case .screen:
            @inline(__always) func channel(_ s: UInt8, _ d: UInt8) -> UInt8 {
                UInt8(truncatingIfNeeded: UInt32(s) &+ div255(UInt32(d) &* (255 &- UInt32(s))))
            }
            return PremultipliedRGBA8(
                red: channel(source.red, destination.red), green: channel(source.green, destination.green),
                blue: channel(source.blue, destination.blue), alpha: channel(source.alpha, destination.alpha))
        case .plusLighter:
            @inline(__always) func channel(_ s: UInt8, _ d: UInt8) -> UInt8 {
                UInt8(truncatingIfNeeded: min(UInt32(s) &+ UInt32(d), 255))
            }
            return PremultipliedRGBA8(
                red: channel(source.red, destination.red), green: channel(source.green, destination.green),
                blue: channel(source.blue, destination.blue), alpha: channel(source.alpha, destination.alpha))
        default:
            return formulaBlend(mode, source, onto: destination)
        }
    }

    /// Four pixels at once (lanes R, G, B, A of pixel 0, then pixel 1 …, each 0…255) composited with
    /// `mode`: lane for lane the same results as ``blend(_:_:onto:)``. Every intermediate fits in 16
    /// bits (multiply's whole sum is at most 255·255).
    @inlinable @inline(__always)
    public static func blend(_ mode: BlendMode, source s: SIMD16<UInt16>, destination d: SIMD16<UInt16>) -> SIMD16<UInt16> {
        let full = SIMD16<UInt16>(repeating: 255)
        switch mode {
        case .normal:
            return sourceOver(source: s, destination: d)
        case .multiply:
            let inverseSource = full &- spreadAlpha(s), inverseDestination = full &- spreadAlpha(d)
            return div255(s &* d &+ s &* inverseDestination &+ d &* inverseSource)
        case .screen:
            return s &+ div255(d &* (full &- s))
        case .plusLighter:
            return pointwiseMin(s &+ d, full)
        default:
            // The formula modes pixel by pixel (they are rare; their arithmetic is not 16-bit lanes).
            var out = SIMD16<UInt16>()
            for p in 0..<4 {
                let i = p * 4
                let r = formulaBlend(mode, PremultipliedRGBA8(red: UInt8(s[i]), green: UInt8(s[i + 1]), blue: UInt8(s[i + 2]), alpha: UInt8(s[i + 3])),
                                     onto: PremultipliedRGBA8(red: UInt8(d[i]), green: UInt8(d[i + 1]), blue: UInt8(d[i + 2]), alpha: UInt8(d[i + 3])))
                out[i] = UInt16(r.red); out[i + 1] = UInt16(r.green); out[i + 2] = UInt16(r.blue); out[i + 3] = UInt16(r.alpha)
            }
            return out
        }
    }

    /// Each pixel's alpha lane copied to its four lanes.
    @inlinable @inline(__always)
    static func spreadAlpha(_ v: SIMD16<UInt16>) -> SIMD16<UInt16> {
        let a0 = v[3], a1 = v[7], a2 = v[11], a3 = v[15]
        return SIMD16<UInt16>(a0, a0, a0, a0, a1, a1, a1, a1, a2, a2, a2, a2, a3, a3, a3, a3)
    }

    /// `source` scaled by `coverage` (``scaled(_:by:)``), then composited with `mode`.
    @inlinable
    public static func blend(
        _ mode: BlendMode, _ source: PremultipliedRGBA8, coverage: UInt8, onto destination: PremultipliedRGBA8
    ) -> PremultipliedRGBA8 {
        blend(mode, scaled(source, by: coverage), onto: destination)
    }

    /// Composites a run of per-pixel premultiplied `source` pixels (4 bytes each) onto `destination`
    /// with `mode`, pixel i scaled first by `coverage[i]`: the span form of
    /// ``blend(_:_:coverage:onto:)``, with identical results. The pixel count is the smallest of the
    /// three buffers' pixel counts. Runs four pixels per SIMD step (``blend(_:source:destination:)``);
    /// `.normal` stores fully covered opaque runs directly.
    ///
    /// ```swift
    /// Blend.compositeSpan(.normal, source: shadedRow, coverage: coverageRow, onto: destinationRow)
    /// ```
    public static func compositeSpan(
        _ mode: BlendMode,
        source: UnsafeRawBufferPointer,
        coverage: UnsafeBufferPointer<UInt8>,
        onto destination: UnsafeMutableRawBufferPointer
    ) {
        let count = min(coverage.count, source.count / 4, destination.count / 4)
        guard count > 0, let dst = destination.baseAddress, let src = source.baseAddress,
              let cover = coverage.baseAddress else { return }
        var index = 0
        let full = SIMD4<UInt8>(repeating: 255)
        while index + 4 <= count {
            let c = UnsafeRawPointer(cover + index).loadUnaligned(as: SIMD4<UInt8>.self)
            if c != .zero {
                let pointer = dst + index * 4
                let bytes = (src + index * 4).loadUnaligned(as: SIMD16<UInt8>.self)
                if mode == .normal && c == full && bytes[3] == 255 && bytes[7] == 255 && bytes[11] == 255 && bytes[15] == 255 {
                    pointer.storeBytes(of: bytes, as: SIMD16<UInt8>.self)
                } else {
                    var s = SIMD16<UInt16>(truncatingIfNeeded: bytes)
                    if c != full { s = div255(s &* expandCoverage(c)) }
                    let d = SIMD16<UInt16>(truncatingIfNeeded: pointer.loadUnaligned(as: SIMD16<UInt8>.self))
                    let out = blend(mode, source: s, destination: d)
                    pointer.storeBytes(of: SIMD16<UInt8>(truncatingIfNeeded: out), as: SIMD16<UInt8>.self)
                }
            }
            index += 4
        }
        while index < count {
            let c = cover[index]
            if c != 0 {
                let p = dst + index * 4
                let out = blend(mode, load(src + index * 4), coverage: c, onto: load(UnsafeRawPointer(p)))
                store(out, at: p)
            }
            index += 1
        }
    }

    /// Composites a run of per-pixel premultiplied `source` pixels onto `destination` with `mode`,
    /// every pixel scaled first by the same `coverage` (a layer's opacity).
    public static func compositeSpan(
        _ mode: BlendMode,
        source: UnsafeRawBufferPointer,
        coverage: UInt8,
        onto destination: UnsafeMutableRawBufferPointer
    ) {
        let count = min(source.count / 4, destination.count / 4)
        guard count > 0, coverage != 0, let dst = destination.baseAddress, let src = source.baseAddress else { return }
        var index = 0
        let c = SIMD16<UInt16>(repeating: UInt16(coverage))
        while index + 4 <= count {
            let pointer = dst + index * 4
            let bytes = (src + index * 4).loadUnaligned(as: SIMD16<UInt8>.self)
            if bytes != .zero {
                if mode == .normal && coverage == 255 && bytes[3] == 255 && bytes[7] == 255 && bytes[11] == 255 && bytes[15] == 255 {
                    pointer.storeBytes(of: bytes, as: SIMD16<UInt8>.self)
                } else {
                    var s = SIMD16<UInt16>(truncatingIfNeeded: bytes)
                    if coverage != 255 { s = div255(s &* c) }
                    let d = SIMD16<UInt16>(truncatingIfNeeded: pointer.loadUnaligned(as: SIMD16<UInt8>.self))
                    let out = blend(mode, source: s, destination: d)
                    pointer.storeBytes(of: SIMD16<UInt8>(truncatingIfNeeded: out), as: SIMD16<UInt8>.self)
                }
            }
            index += 4
        }
        while index < count {
            let s = load(src + index * 4)
            if s.alpha != 0 || s.red != 0 || s.green != 0 || s.blue != 0 {
                let p = dst + index * 4
                store(blend(mode, s, coverage: coverage, onto: load(UnsafeRawPointer(p))), at: p)
            }
            index += 1
        }
    }

    @inline(__always)
    static func load(_ pointer: UnsafeRawPointer) -> PremultipliedRGBA8 {
        PremultipliedRGBA8(
            red: pointer.load(fromByteOffset: 0, as: UInt8.self),
            green: pointer.load(fromByteOffset: 1, as: UInt8.self),
            blue: pointer.load(fromByteOffset: 2, as: UInt8.self),
            alpha: pointer.load(fromByteOffset: 3, as: UInt8.self))
    }

    @inline(__always)
    static func store(_ pixel: PremultipliedRGBA8, at pointer: UnsafeMutableRawPointer) {
        pointer.storeBytes(of: pixel.red, toByteOffset: 0, as: UInt8.self)
        pointer.storeBytes(of: pixel.green, toByteOffset: 1, as: UInt8.self)
        pointer.storeBytes(of: pixel.blue, toByteOffset: 2, as: UInt8.self)
        pointer.storeBytes(of: pixel.alpha, toByteOffset: 3, as: UInt8.self)
    }
}
