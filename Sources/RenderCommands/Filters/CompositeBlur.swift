import Foundation
import Geometry2D

/// A layer's lone blur, drop shadow or backdrop in device pixels, for a backend that draws it
/// while compositing the layer (in shaders, from the layer's pixels where they were drawn, or from
/// the canvas beneath) instead of resolving it into an image on the CPU
/// (``DisplayList/compositingFilters(width:height:blurs:masks:)``). The kernel, offset and region are those the
/// CPU path uses, so both give the same picture.
package struct CompositeBlur: Equatable, Sendable {
    /// A drop shadow: the layer's alpha tinted with `color`, moved by (`dx`, `dy`) device pixels
    /// (y down), blurred, beneath the layer.
    package struct Shadow: Equatable, Sendable {
        package var color: PremultipliedRGBA8
        package var dx: Int, dy: Int
    }

    /// A backdrop (a material): the canvas beneath the layer, as drawn so far, blurred (its edges
    /// repeated) and saturated by `saturation`, under the layer over `region` (the layer's
    /// content bounds on the canvas, as the CPU path takes them).
    package struct Backdrop: Equatable, Sendable {
        package var saturation: Double
        package var region: DeviceBounds
    }

    /// An alpha threshold after the blur (a Canvas's metaballs: `.alphaThreshold` added before
    /// `.blur`): a blurred pixel whose alpha byte lies in `low`…`high` becomes `color`, any other
    /// transparent. `low` is at least 1, so what the blur left transparent stays so.
    package struct Threshold: Equatable, Sendable {
        package var low: Int, high: Int
        package var color: PremultipliedRGBA8
    }

    package var kernel: GaussianBlurKernel
    /// Set for a drop shadow; nil for a blur.
    package var shadow: Shadow?
    /// Set for a backdrop; nil for a blur.
    package var backdrop: Backdrop?
    /// Set for a blur thresholded after; nil otherwise.
    package var threshold: Threshold?

    /// The pixels the result may cover when the layer drew over `drawn`: for a shadow the layer's
    /// own pixels and the shadow's; for a backdrop its region.
    package func covered(_ drawn: DeviceBounds) -> DeviceBounds {
        if let region = backdrop?.region {
            return DeviceBounds(minX: min(drawn.minX, region.minX), minY: min(drawn.minY, region.minY),
                                maxX: max(drawn.maxX, region.maxX), maxY: max(drawn.maxY, region.maxY))
        }
        let e = kernel.extent, dx = shadow?.dx ?? 0, dy = shadow?.dy ?? 0
        let spread = DeviceBounds(minX: drawn.minX + dx - e, minY: drawn.minY + dy - e, maxX: drawn.maxX + dx + e, maxY: drawn.maxY + dy + e)
        guard shadow != nil else { return spread }
        return DeviceBounds(minX: min(drawn.minX, spread.minX), minY: min(drawn.minY, spread.minY),
                            maxX: max(drawn.maxX, spread.maxX), maxY: max(drawn.maxY, spread.maxY))
    }

    /// The kernel's passes along one axis as one weighted sum: `weights[k]` applied to the sample
    /// `k − radius` away (the three boxes convolved into one kernel, or the sampled Gaussian), the
    /// weights summing to 1. `[1]`, radius 0, for a kernel that changes nothing.
    ///
    /// ```swift
    /// let (weights, radius) = CompositeBlur.weights(of: GaussianBlurKernel(sigma: 4))   // 23 taps
    /// ```
    package static func weights(of kernel: GaussianBlurKernel) -> (weights: [Double], radius: Int) {
        var weights: [Double] = [1]
        var left = 0
        for pass in kernel.passes {
            let taps: [Double], passLeft: Int
            switch pass {
            case .gaussian(let integral, let radius):
                taps = integral.map { Double($0) / 65_536 }
                passLeft = radius
            case .box(let l, let r):
                taps = [Double](repeating: 1 / Double(l + r + 1), count: l + r + 1)
                passLeft = l
            }
            var combined = [Double](repeating: 0, count: weights.count + taps.count - 1)
            for (i, a) in weights.enumerated() where a != 0 {
                for (j, b) in taps.enumerated() { combined[i + j] += a * b }
            }
            weights = combined
            left += passLeft
        }
        // Every pass here is symmetric overall (the even boxes lean left, then right).
        return (weights, left)
    }
}
