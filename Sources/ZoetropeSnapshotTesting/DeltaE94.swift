import Foundation

/// CIE ΔE 1994 (graphic-arts weights: k_L = k_C = k_H = 1, K₁ = 0.045, K₂ = 0.015) between two
/// sRGB colours — the measure Core Image's `CILabDeltaE` reports, which swift-snapshot-testing's
/// `perceptualPrecision` thresholds on Apple platforms (a pixel matches when ΔE ≤ (1 − p) · 100;
/// about 2 is a just noticeable difference).
///
/// Colours go sRGB → linear → XYZ (D65) → CIELAB with D65 white. Core Image works in its own
/// working space; that the two agree to a fraction of a unit is inferred, not measured on a Mac.
///
/// ```swift
/// DeltaE94.between((255, 255, 255), (254, 255, 255))   // ≈ 0.23: a 1-level step
/// DeltaE94.between((255, 255, 255), (0, 0, 0))         // 100
/// ```
enum DeltaE94 {
    /// ΔE94 from `reference` to `other` (asymmetric, as CIE94 is: the weights use the reference's chroma).
    static func between(_ reference: (UInt8, UInt8, UInt8), _ other: (UInt8, UInt8, UInt8)) -> Double {
        let a = lab(reference), b = lab(other)
        let dL = a.l - b.l
        let c1 = (a.a * a.a + a.b * a.b).squareRoot(), c2 = (b.a * b.a + b.b * b.b).squareRoot()
        let dC = c1 - c2
        let da = a.a - b.a, db = a.b - b.b
        let dH2 = max(da * da + db * db - dC * dC, 0)
        let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
        return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
    }

    /// CIELAB (D65) of an sRGB colour.
    static func lab(_ rgb: (UInt8, UInt8, UInt8)) -> (l: Double, a: Double, b: Double) {
        let r = linear[Int(rgb.0)], g = linear[Int(rgb.1)], b = linear[Int(rgb.2)]
        // sRGB primaries to XYZ (D65), normalized by the white point's X and Z.
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    private static func f(_ t: Double) -> Double {
        t > 216.0 / 24389.0 ? Foundation.cbrt(t) : (24389.0 / 27.0 * t + 16) / 116
    }

    /// sRGB-encoded level → linear light, for the 256 levels.
    private static let linear: [Double] = (0..<256).map { level in
        let c = Double(level) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
}
