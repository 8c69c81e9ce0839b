import Foundation
import Geometry2D
import VectorPath
import RenderCommands

// Spec §3 step 3: `contents` (a CGImage) placed by contentsGravity, cropped by contentsRect, sized by
// contentsScale.

extension LayerRenderer {
    /// Where an image of `size` points goes in `bounds` for `gravity`. `.top` is max Y — the visual
    /// bottom in Zoetrope's y-down space, as on iOS for layers whose contents are not flipped.
    ///
    /// ```swift
    /// LayerRenderer.contentsFrame(CGSize(width: 10, height: 10), in: CGRect(x: 0, y: 0, width: 100, height: 100),
    ///                             gravity: .top)   // (45, 90, 10, 10)
    /// ```
    static func contentsFrame(_ size: CGSize, in bounds: CGRect, gravity: CALayerContentsGravity) -> CGRect {
        let b = bounds, w = size.width, h = size.height
        func at(_ x: CGFloat, _ y: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }
        let midX = b.midX - w / 2, midY = b.midY - h / 2
        switch gravity {
        case .center: return at(midX, midY)
        case .top: return at(midX, b.maxY - h)
        case .bottom: return at(midX, b.minY)
        case .left: return at(b.minX, midY)
        case .right: return at(b.maxX - w, midY)
        case .topLeft: return at(b.minX, b.maxY - h)
        case .topRight: return at(b.maxX - w, b.maxY - h)
        case .bottomLeft: return at(b.minX, b.minY)
        case .bottomRight: return at(b.maxX - w, b.minY)
        case .resizeAspect, .resizeAspectFill:
            guard w > 0, h > 0 else { return .null }
            let sx = b.width / w, sy = b.height / h
            let k = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let fw = w * k, fh = h * k
            return CGRect(x: b.midX - fw / 2, y: b.midY - fh / 2, width: fw, height: fh)
        default: // .resize and unknown names
            return b
        }
    }

    /// The part of `pixmap` that `contentsRect` (unit coordinates) selects, on whole pixels; nil when
    /// nothing is left. The unit rect keeps the whole image.
    static func crop(_ pixmap: Pixmap, to unit: CGRect) -> Pixmap? {
        let u = unit.standardized
        guard u.minX.isFinite, u.minY.isFinite, u.width.isFinite, u.height.isFinite else { return pixmap }
        if u == CGRect(x: 0, y: 0, width: 1, height: 1) { return pixmap }
        let W = Double(pixmap.width), H = Double(pixmap.height)
        let x0 = Int(max(0, min(W, (u.minX * W).rounded()))), x1 = Int(max(0, min(W, (u.maxX * W).rounded())))
        let y0 = Int(max(0, min(H, (u.minY * H).rounded()))), y1 = Int(max(0, min(H, (u.maxY * H).rounded())))
        guard x1 > x0, y1 > y0 else { return nil }
        if x0 == 0, y0 == 0, x1 == pixmap.width, y1 == pixmap.height { return pixmap }
        let src = pixmap.bytes, stride = pixmap.stride, rowBytes = (x1 - x0) * 4
        var out = [UInt8](repeating: 0, count: rowBytes * (y1 - y0))
        for y in y0..<y1 {
            let from = y * stride + x0 * 4
            out.replaceSubrange((y - y0) * rowBytes..<((y - y0) + 1) * rowBytes, with: src[from..<(from + rowBytes)])
        }
        return try? Pixmap(width: x1 - x0, height: y1 - y0, premultipliedBytes: out)
    }

    /// `pixmap` with every premultiplied channel multiplied by the tint's colour (alpha goes through
    /// the draw's opacity instead).
    static func tinted(_ pixmap: Pixmap, _ tint: LayerTint) -> Pixmap {
        guard tint.r != 1 || tint.g != 1 || tint.b != 1 else { return pixmap }
        var bytes = pixmap.bytes
        let k = [tint.r, tint.g, tint.b]
        for i in Swift.stride(from: 0, to: bytes.count, by: 4) {
            for c in 0..<3 { bytes[i + c] = UInt8((Double(bytes[i + c]) * k[c]).rounded()) }
        }
        return (try? Pixmap(width: pixmap.width, height: pixmap.height, premultipliedBytes: bytes)) ?? pixmap
    }

    /// The image's frame in layer space, with the cropped pixmap, or nil when nothing is drawn.
    func contentsPlacement(of layer: CALayer) -> (image: Pixmap, frame: CGRect)? {
        guard let image = layer.contents as? CGImage, let cropped = Self.crop(image.pixmap, to: layer.contentsRect) else { return nil }
        let cs = layer.contentsScale.isFinite && layer.contentsScale > 0 ? layer.contentsScale : 1
        let size = CGSize(width: Double(cropped.width) / cs, height: Double(cropped.height) / cs)
        let frame = Self.contentsFrame(size, in: layer.bounds, gravity: layer.contentsGravity)
        guard !frame.isNull, frame.width > 0, frame.height > 0, frame.minX.isFinite, frame.minY.isFinite,
              frame.width.isFinite, frame.height.isFinite else { return nil }
        return (cropped, frame)
    }

    /// Step 3: the contents image.
    func drawContents(of layer: CALayer, transform: ProjectionTransform, tint: LayerTint) -> Int {
        guard let placement = contentsPlacement(of: layer), tint.a > 0 else { return 0 }
        commands.append(.image(Self.tinted(placement.image, tint), rect: placement.frame, interpolation: .high,
                               opacity: tint.a, transform: transform))
        return 1
    }
}
