import Foundation
import Geometry2D
import VectorPath
import RenderCommands

extension CGContext {
    /// Draws `image` into `rect` (user space) as Core Graphics does: its first row at the
    /// rectangle's maximum y, so in a y-down UIKit context it appears upside down (flip the
    /// context, or use `UIImage.draw(in:)`, to draw it upright). `byTiling`: repeats it at that
    /// size over the clip (at most ``maximumImageTiles`` copies).
    ///
    /// ```swift
    /// ctx.draw(image, in: CGRect(x: 0, y: 0, width: 64, height: 64))
    /// ```
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        let r = rect.standardized
        guard ctmIsFinite, r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite, r.width > 0, r.height > 0 else { return }
        guard byTiling else { drawImage(image.pixmap, in: r); return }
        let box = boundingBoxOfClipPath
        guard !box.isNull, box.width.isFinite, box.height.isFinite else { return }
        let i0 = floor((box.minX - r.minX) / r.width), i1 = ceil((box.maxX - r.minX) / r.width)
        let j0 = floor((box.minY - r.minY) / r.height), j1 = ceil((box.maxY - r.minY) / r.height)
        guard (i1 - i0) * (j1 - j0) <= CGFloat(Self.maximumImageTiles) else {
            LayerDiagnostics.warn("CGContext: tiling \(image) over the clip needs more than \(Self.maximumImageTiles) copies; not drawn")
            return
        }
        var j = j0
        while j < j1 {
            var i = i0
            while i < i1 {
                drawImage(image.pixmap, in: r.offsetBy(dx: i * r.width, dy: j * r.height))
                i += 1
            }
            j += 1
        }
    }

    /// The most copies one tiled image draw makes.
    public static let maximumImageTiles = 65_536

    /// Draws `pixmap` with its first row at `rect`'s maximum y (Core Graphics' image orientation).
    func drawImage(_ pixmap: Pixmap, in rect: CGRect) {
        let transform = ProjectionTransform(Self.imageFlip(rect).concatenating(state.ctm))
        let interpolation = state.interpolationQuality.imageInterpolation
        paint { list, adjust in
            if adjust.opaque {
                list.draw(pixmap, in: rect, interpolation: interpolation, opacity: 1, transform: transform)
            } else {
                list.draw(pixmap, in: rect, interpolation: interpolation, opacity: adjust.opacity, transform: transform)
            }
        }
    }
}
