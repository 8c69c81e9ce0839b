import Foundation
import Geometry2D
import LayerTree
import PNGCodec
import RenderCommands
import ZoetropeUI

// UIImage as UIKit drawing code meets it: made from and turned into a CGImage, sized in points,
// drawn upright into the current context, encoded as PNG.

extension UIImage {
    /// How an image is turned when drawn (Zoetrope keeps pixels upright: only `.up` is drawn as given).
    public enum Orientation: Int, Sendable { case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored }

    /// An image of `cgImage`'s pixels at `scale` pixels per point.
    ///
    /// ```swift
    /// let image = UIImage(cgImage: ctx.makeImage()!, scale: 2, orientation: .up)
    /// ```
    public convenience init(cgImage: CGImage, scale: CGFloat = 1, orientation: Orientation = .up) {
        if orientation != .up { LayerDiagnostics.warn("UIImage: orientation \(orientation) is drawn as .up") }
        self.init(pixmap: cgImage.pixmap, scale: scale.isFinite && scale > 0 ? scale : 1)
    }

    /// The pixels as a `CGImage` (nil for a named image or a symbol, which are found when shown).
    public var cgImage: CGImage? { pixels.map { CGImage(pixmap: $0.pixmap) } }
    /// Pixels per point (1 for a named image or a symbol).
    public var scale: CGFloat { pixels?.scale ?? 1 }
    /// The size in points (zero for a named image or a symbol).
    public var size: CGSize {
        guard let (pixmap, scale) = pixels else { return .zero }
        return CGSize(width: CGFloat(pixmap.width) / scale, height: CGFloat(pixmap.height) / scale)
    }
    /// The orientation (always `.up`).
    public var imageOrientation: Orientation { .up }

    /// Draws the image upright into `rect` of the current context.
    ///
    /// ```swift
    /// icon.draw(in: CGRect(x: 8, y: 8, width: 24, height: 24))
    /// ```
    public func draw(in rect: CGRect) { draw(in: rect, blendMode: .normal, alpha: 1) }

    /// Draws the image upright at its size with its top-left corner at `point`.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// Draws the image upright into `rect` with `blendMode` and `alpha`.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let ctx = CGContext.currentForUIKit("UIImage.draw(in:)") else { return }
        guard let image = cgImage else {
            LayerDiagnostics.warn("UIImage.draw(in:): \(self) has no pixels here (draw images made from pixels)")
            return
        }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        ctx.setBlendMode(blendMode)
        ctx.setAlpha(alpha)
        // Core Graphics draws an image's first row at the rectangle's maximum y; flip so it is upright.
        ctx.translateBy(x: 0, y: rect.minY + rect.maxY)
        ctx.scaleBy(x: 1, y: -1)
        ctx.draw(image, in: rect)
    }

    /// The image as a PNG file (nil for a named image or a symbol, or when it cannot be encoded).
    public func pngData() -> Data? {
        guard let pixmap = pixels?.pixmap else { return nil }
        return try? PNGEncoder.encodedData(pixmap)
    }
}
