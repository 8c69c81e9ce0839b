import Foundation
import Geometry2D

// Where a layer's `contents` image is drawn (spec §3 paint order step 3): the part of the image
// `contentsRect` selects, sized by `contentsScale` and placed by `contentsGravity`. In Zoetrope's
// y-down layer space `.top` is the maximum-y edge (the visual bottom), as Core Animation's header
// says for layers whose contents are not flipped.

extension CALayer {
    /// The part of `image` that is drawn, in image pixels: `contentsRect` (unit coordinates)
    /// scaled to the image and clipped to it; nil if nothing is left.
    package final func contentsSourceRect(for image: CGImage) -> CGRect? {
        let unit = contentsRect.standardized
        let full = CGRect(x: 0, y: 0, width: image.width, height: image.height)
        let r = CGRect(x: unit.minX * full.width, y: unit.minY * full.height,
                       width: unit.width * full.width, height: unit.height * full.height).intersection(full)
        guard !r.isNull, r.width > 0, r.height > 0 else { return nil }
        return r
    }

    /// Where the image's selected part is drawn, in the layer's bounds space (it may overflow
    /// the bounds: `.resizeAspectFill`, or a large image with a non-resizing gravity).
    ///
    /// ```swift
    /// layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    /// layer.contentsGravity = .top
    /// layer.contentsDestinationRect(for: image10x10) // (45, 90, 10, 10)
    /// ```
    package final func contentsDestinationRect(for image: CGImage) -> CGRect? {
        guard let source = contentsSourceRect(for: image) else { return nil }
        let scale = contentsScale > 0 ? contentsScale : 1
        return contentsDestinationRect(forSize: CGSize(width: source.width / scale, height: source.height / scale))
    }

    /// Where contents of `size` points (an image at its scale, a recorded drawing) are drawn in
    /// the bounds space by `contentsGravity`.
    package final func contentsDestinationRect(forSize size: CGSize) -> CGRect {
        let b = bounds.standardized
        let w = size.width, h = size.height
        func placed(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
            CGRect(x: x, y: y, width: width, height: height)
        }
        switch contentsGravity {
        case .resize:
            return b
        case .resizeAspect, .resizeAspectFill:
            guard w > 0, h > 0 else { return b }
            let fit = contentsGravity == .resizeAspect ? min(b.width / w, b.height / h) : max(b.width / w, b.height / h)
            return placed(b.midX - w * fit / 2, b.midY - h * fit / 2, w * fit, h * fit)
        case .top: return placed(b.midX - w / 2, b.maxY - h, w, h)
        case .bottom: return placed(b.midX - w / 2, b.minY, w, h)
        case .left: return placed(b.minX, b.midY - h / 2, w, h)
        case .right: return placed(b.maxX - w, b.midY - h / 2, w, h)
        case .topLeft: return placed(b.minX, b.maxY - h, w, h)
        case .topRight: return placed(b.maxX - w, b.maxY - h, w, h)
        case .bottomLeft: return placed(b.minX, b.minY, w, h)
        case .bottomRight: return placed(b.maxX - w, b.minY, w, h)
        case .center: return placed(b.midX - w / 2, b.midY - h / 2, w, h)
        default:
            LayerDiagnostics.warn("contentsGravity \"\(contentsGravity.rawValue)\" of \(debugName) is not one of Core Animation's; drawn as .resize")
            return b
        }
    }
}
