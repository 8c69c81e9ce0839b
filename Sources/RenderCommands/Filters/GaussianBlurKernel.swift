import Foundation

/// The one Gaussian blur both backends draw: from a standard deviation σ in device pixels, either
/// an exact sampled Gaussian (σ < 2) or three box blurs (σ ≥ 2), as the SVG/CSS Filter Effects
/// specification prescribes for `feGaussianBlur`, in integer arithmetic so that every backend
/// gives the same bytes. Built once per filter, in shared code; applied separably (rows, then
/// columns) by ``Pixmap/applyBlur(_:edges:)``.
///
/// - σ < 2: weights `exp(−i²/2σ²)` for |i| ≤ ⌈3σ⌉, in units of 2⁻¹⁶, summing to exactly 65 536
///   (the rounding remainder goes to the centre tap).
/// - σ ≥ 2: box width `d = ⌊σ·3·√(2π)/4 + 0.5⌋`; three boxes of width `d` when `d` is odd, else
///   two of width `d` (offset half a pixel left, then right) and one of width `d + 1`.
///
/// ```swift
/// let kernel = GaussianBlurKernel(sigma: 1.5)   // 11 taps, extent 5
/// kernel.extent                                // how far the blur reaches, in pixels
/// ```
public struct GaussianBlurKernel: Equatable, Sendable {
    /// One pass along a line.
    public enum Pass: Equatable, Sendable {
        /// `weights[k]` (units of 2⁻¹⁶, summing to 65 536) applied to the sample `k − radius` away.
        case gaussian(weights: [UInt32], radius: Int)
        /// The rounded mean of the samples from `left` before to `right` after.
        case box(left: Int, right: Int)
    }

    /// The standard deviation, in device pixels, after clamping to 0…``maximumSigma``.
    public let sigma: Double
    /// The passes applied along each axis, in order (empty: no blur).
    public let passes: [Pass]

    /// The largest σ drawn, in device pixels: larger ones are drawn at this (a bound on the work
    /// and on how far a group grows; at σ = 128 a blur spreads over ~770 pixels — inferred).
    public static let maximumSigma = 128.0
    /// Below this σ the blur changes no byte, and none is applied.
    public static let minimumSigma = 0.2

    /// SwiftUI's and Core Animation's blur radius to σ: σ = radius (inferred; Apple documents no
    /// number. Core Image's Gaussian radius is its σ, and a CALayer shadow of radius r matches a
    /// CSS box-shadow of blur 2r, whose σ is r).
    public static func sigma(forRadius radius: Double) -> Double { radius }

    /// The kernel of standard deviation `sigma` device pixels (NaN or ≤ ``minimumSigma``: no blur;
    /// clamped to ``maximumSigma``).
    public init(sigma: Double) {
        let sigma = sigma.isNaN ? 0 : min(max(sigma, 0), Self.maximumSigma)
        self.sigma = sigma
        if sigma < Self.minimumSigma {
            passes = []
        } else if sigma < 2 {
            let radius = Int((3 * sigma).rounded(.up))
            let raw = (-radius...radius).map { i in exp(-Double(i * i) / (2 * sigma * sigma)) }
            let total = raw.reduce(0, +)
            var weights = raw.map { UInt32(($0 / total * 65_536).rounded()) }
            let sum = weights.reduce(0, +)
            weights[radius] = weights[radius] &+ 65_536 &- sum
            passes = [.gaussian(weights: weights, radius: radius)]
        } else {
            let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
            if d % 2 == 1 {
                let h = (d - 1) / 2
                passes = [.box(left: h, right: h), .box(left: h, right: h), .box(left: h, right: h)]
            } else {
                let h = d / 2
                passes = [.box(left: h, right: h - 1), .box(left: h - 1, right: h), .box(left: h, right: h)]
            }
        }
    }

    /// How far, in pixels, the blur spreads a pixel along each axis (0: no blur).
    public var extent: Int {
        passes.reduce(0) { total, pass in
            switch pass {
            case .gaussian(_, let radius): total + radius
            case .box(let left, let right): total + max(left, right)
            }
        }
    }

    /// True when the kernel changes nothing.
    public var isIdentity: Bool { passes.isEmpty }
}
