import Foundation

extension Blend {
    /// `source` composited onto `destination` with one of the modes that are not plain 8-bit
    /// arithmetic (every mode but normal, multiply, screen and plusLighter; those give the same
    /// results here as in ``blend(_:_:onto:)``). Porter–Duff modes and plusDarker are exact 8-bit
    /// arithmetic; the W3C separable and non-separable modes are computed in double precision on
    /// unpremultiplied colours and rounded to the nearest byte, never above the alpha.
    @usableFromInline
    static func formulaBlend(_ mode: BlendMode, _ source: PremultipliedRGBA8,
                             onto destination: PremultipliedRGBA8) -> PremultipliedRGBA8 {
        let s = (UInt32(source.red), UInt32(source.green), UInt32(source.blue), UInt32(source.alpha))
        let d = (UInt32(destination.red), UInt32(destination.green), UInt32(destination.blue), UInt32(destination.alpha))
        func pixel(_ f: (UInt32, UInt32) -> UInt32) -> PremultipliedRGBA8 {
            PremultipliedRGBA8(red: UInt8(min(f(s.0, d.0), 255)), green: UInt8(min(f(s.1, d.1), 255)),
                               blue: UInt8(min(f(s.2, d.2), 255)), alpha: UInt8(min(f(s.3, d.3), 255)))
        }
        switch mode {
        case .sourceAtop:
            return pixel { sc, dc in div255(sc * d.3 + dc * (255 - s.3)) }
        case .destinationOver:
            return pixel { sc, dc in dc + div255(sc * (255 - d.3)) }
        case .destinationOut:
            return pixel { _, dc in div255(dc * (255 - s.3)) }
        case .xor:
            return pixel { sc, dc in div255(sc * (255 - d.3) + dc * (255 - s.3)) }
        case .plusDarker:
            let alpha = s.3 + d.3 - div255(s.3 * d.3), both = div255(s.3 * d.3)
            func channel(_ sc: UInt32, _ dc: UInt32) -> UInt8 { UInt8(min(sc + dc > both ? sc + dc - both : 0, alpha)) }
            return PremultipliedRGBA8(red: channel(s.0, d.0), green: channel(s.1, d.1), blue: channel(s.2, d.2), alpha: UInt8(alpha))
        case .normal, .multiply, .screen, .plusLighter:
            return blend(mode, source, onto: destination)
        default:
            return w3cBlend(mode, source, onto: destination)
        }
    }

    /// The W3C separable and non-separable blend modes: `co = cs(1−αb) + cb(1−αs) + αs·αb·B(Cb, Cs)`.
    private static func w3cBlend(_ mode: BlendMode, _ source: PremultipliedRGBA8,
                                 onto destination: PremultipliedRGBA8) -> PremultipliedRGBA8 {
        let sa = Double(source.alpha) / 255, da = Double(destination.alpha) / 255
        let sp = [Double(source.red), Double(source.green), Double(source.blue)].map { $0 / 255 }
        let dp = [Double(destination.red), Double(destination.green), Double(destination.blue)].map { $0 / 255 }
        let cs = sp.map { sa > 0 ? min($0 / sa, 1) : 0 }, cb = dp.map { da > 0 ? min($0 / da, 1) : 0 }
        let mixed = BlendFunctions.blend(mode, backdrop: (cb[0], cb[1], cb[2]), source: (cs[0], cs[1], cs[2]))
        let b = [mixed.0, mixed.1, mixed.2]
        let alpha = ((sa + da - sa * da) * 255).rounded()
        func channel(_ i: Int) -> UInt8 {
            let c = sp[i] * (1 - da) + dp[i] * (1 - sa) + sa * da * b[i]
            return UInt8(min(max((c * 255).rounded(), 0), alpha))
        }
        return PremultipliedRGBA8(red: channel(0), green: channel(1), blue: channel(2), alpha: UInt8(alpha))
    }
}

/// The W3C Compositing and Blending Level 1 blend functions B(Cb, Cs) on unpremultiplied colours
/// (0…1): the one definition the CPU backend runs and the GPU's composite shader mirrors.
enum BlendFunctions {
    typealias RGB = (Double, Double, Double)

    static func blend(_ mode: BlendMode, backdrop b: RGB, source s: RGB) -> RGB {
        switch mode {
        case .hue: return setLum(setSat(s, sat(b)), lum(b))
        case .saturation: return setLum(setSat(b, sat(s)), lum(b))
        case .color: return setLum(s, lum(b))
        case .luminosity: return setLum(b, lum(s))
        default: return (separable(mode, b.0, s.0), separable(mode, b.1, s.1), separable(mode, b.2, s.2))
        }
    }

    static func separable(_ mode: BlendMode, _ cb: Double, _ cs: Double) -> Double {
        switch mode {
        case .multiply: return cb * cs
        case .screen: return cb + cs - cb * cs
        case .overlay: return hardLight(cs: cb, cb: cs)
        case .darken: return min(cb, cs)
        case .lighten: return max(cb, cs)
        case .colorDodge: return cb == 0 ? 0 : cs >= 1 ? 1 : min(1, cb / (1 - cs))
        case .colorBurn: return cb >= 1 ? 1 : cs <= 0 ? 0 : 1 - min(1, (1 - cb) / cs)
        case .hardLight: return hardLight(cs: cs, cb: cb)
        case .softLight:
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
            return cb + (2 * cs - 1) * (d - cb)
        case .difference: return abs(cb - cs)
        case .exclusion: return cb + cs - 2 * cb * cs
        default: return cs
        }
    }

    private static func hardLight(cs: Double, cb: Double) -> Double {
        cs <= 0.5 ? cb * 2 * cs : cb + (2 * cs - 1) - cb * (2 * cs - 1)
    }

    private static func lum(_ c: RGB) -> Double { 0.3 * c.0 + 0.59 * c.1 + 0.11 * c.2 }

    private static func clipColor(_ c: RGB) -> RGB {
        let l = lum(c), n = min(c.0, c.1, c.2), x = max(c.0, c.1, c.2)
        var r = c
        if n < 0 && l > n {
            let f = { (v: Double) in l + (v - l) * l / (l - n) }
            r = (f(r.0), f(r.1), f(r.2))
        }
        if x > 1 && x > l {
            let f = { (v: Double) in l + (v - l) * (1 - l) / (x - l) }
            r = (f(r.0), f(r.1), f(r.2))
        }
        return r
    }

    private static func setLum(_ c: RGB, _ l: Double) -> RGB {
        let d = l - lum(c)
        return clipColor((c.0 + d, c.1 + d, c.2 + d))
    }

    private static func sat(_ c: RGB) -> Double { max(c.0, c.1, c.2) - min(c.0, c.1, c.2) }

    private static func setSat(_ c: RGB, _ s: Double) -> RGB {
        let values = [c.0, c.1, c.2]
        let order = values.indices.sorted { values[$0] < values[$1] }
        let (lo, mid, hi) = (order[0], order[1], order[2])
        var out = [0.0, 0.0, 0.0]
        if values[hi] > values[lo] {
            out[mid] = (values[mid] - values[lo]) * s / (values[hi] - values[lo])
            out[hi] = s
        }
        return (out[0], out[1], out[2])
    }
}
