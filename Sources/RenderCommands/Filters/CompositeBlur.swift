import Foundation
import Geometry2D

/// A layer's lone blur, drop shadow or backdrop in device pixels, for a backend that draws it
/// while compositing the layer (in shaders, from the layer's pixels where they were drawn, or from
/// the canvas beneath) instead of resolving it into an image on the CPU
/// (``DisplayList/compositingBlurs(width:height:)``). The kernel, offset and region are those the
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

    package var kernel: GaussianBlurKernel
    /// Set for a drop shadow; nil for a blur.
    package var shadow: Shadow?
    /// Set for a backdrop; nil for a blur.
    package var backdrop: Backdrop?

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

extension DisplayList {
    /// The list with each layer whose only filter is a blur or a drop shadow, and whose content
    /// lies inside the `width`×`height` canvas, or a backdrop directly on the canvas (in no other
    /// group), left as a layer with the filter moved to ``LayerStyle/compositeBlur`` — for a
    /// backend that blurs in its compositing shaders, from the layer's pixels as drawn (or the
    /// canvas beneath), instead of resolving the filter into an image first. Opaque blurs, layers
    /// whose content reaches past the canvas (the CPU path blurs content beyond the edge in),
    /// whose content draws a backdrop (which inside a filtered layer sees only that layer), and
    /// everything inside a layer that keeps its filters (its content is drawn on its own, in its
    /// own pixels), are left as they are. Lists whose filtered layers nest deeper than
    /// ``maximumFilterDepth`` are left whole, for ``resolvingFilters(width:height:canvas:render:renderMany:)``
    /// to refuse.
    ///
    /// ```swift
    /// let list = list.compositingBlurs(width: 1024, height: 1024)   // then resolve what is left
    /// ```
    package func compositingBlurs(width: Int, height: Int) -> DisplayList {
        guard hasFilters, filterNesting <= Self.maximumFilterDepth else { return self }
        var result = self
        var index = 0, open = 0
        while index < result.commands.count {
            switch result.commands[index] {
            case .pushLayer(var style) where !style.filters.isEmpty:
                let end = Self.endOfGroup(result.commands, from: index + 1)
                guard let blur = Self.compositeBlur(style, content: result.commands[(index + 1)..<max(index + 1, end - 1)],
                                                    onCanvas: open == 0, width: width, height: height) else {
                    index = end
                    continue
                }
                style.filters = []
                style.compositeBlur = blur
                result.commands[index] = .pushLayer(style)
                open += 1
            case .pushLayer: open += 1
            case .popLayer: open -= 1
            default: break
            }
            index += 1
        }
        return result
    }

    /// `style`'s lone blur, shadow or backdrop in device pixels when `content` lies inside the
    /// canvas (a backdrop: when the layer lies directly on it); nil otherwise.
    private static func compositeBlur(_ style: LayerStyle, content: ArraySlice<Command>, onCanvas: Bool,
                                      width: Int, height: Int) -> CompositeBlur? {
        guard style.filters.count == 1, !content.contains(where: drawsBackdrop) else { return nil }
        let device = DeviceFilter(style.filters[0], transform: style.transform, width: width, height: height)
        var inner = DisplayList()
        inner.commands = Array(content)
        guard let bounds = inner.deviceBounds() else { return nil }
        let canvas = CGRect(x: 0, y: 0, width: width, height: height)
        switch device.filter {
        case .backdrop(_, let saturation):
            // What lies beneath a layer in a group is not on the canvas yet.
            let region = bounds.intersection(canvas).integral
            guard onCanvas, saturation.isFinite, !region.isNull, region.width >= 1, region.height >= 1 else { return nil }
            return CompositeBlur(kernel: device.kernel, backdrop: CompositeBlur.Backdrop(saturation: saturation, region: DeviceBounds(
                minX: Int(region.minX), minY: Int(region.minY), maxX: Int(region.maxX), maxY: Int(region.maxY))))
        case .blur(_, opaque: false), .dropShadow:
            // What the canvas shows of the result depends only on what the layer draws on the
            // canvas when all of it lies there (pixels blurred or shadowed past the edge are not shown).
            guard bounds.isNull || canvas.contains(bounds) else { return nil }
            guard case .dropShadow(let color, _, _) = device.filter else { return CompositeBlur(kernel: device.kernel) }
            return CompositeBlur(kernel: device.kernel, shadow: CompositeBlur.Shadow(color: color, dx: device.dx, dy: device.dy))
        default:
            // An opaque blur un-premultiplies its faint edge pixels, where a level's rounding
            // becomes tens of levels: only the CPU's exact bytes give the CPU's picture.
            return nil
        }
    }
}
