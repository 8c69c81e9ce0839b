import Foundation
import Geometry2D
import RenderCommands
import SoftwareRasterizer

// Bitmap contexts: Core Graphics' default space (origin at the bottom left, y up) over a pixel
// rectangle; `makeImage()` draws the recording with the CPU backend into a `CGImage`.

extension CGContext {
    /// A bitmap context of `width` × `height` pixels, user space y up with the origin at the bottom
    /// left (Core Graphics' default). Zoetrope keeps 8-bit premultiplied RGBA whatever `bitmapInfo`
    /// asks; nil (with a warning) for a size that is not positive or above
    /// ``maximumBitmapSide``, or components other than 8 bits. Pixels are read with
    /// ``makeImage()``; a `data` buffer given here is not written (a warning says so).
    ///
    /// ```swift
    /// let ctx = CGContext(data: nil, width: 64, height: 64, bitsPerComponent: 8, bytesPerRow: 0,
    ///                     space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    /// ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    /// ctx.fill(CGRect(x: 0, y: 0, width: 32, height: 32))   // the bottom-left quarter
    /// let image = ctx.makeImage()
    /// ```
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: UInt32) {
        guard width > 0, height > 0, width <= Self.maximumBitmapSide, height <= Self.maximumBitmapSide else {
            LayerDiagnostics.warn("CGContext: a \(width)×\(height) bitmap is not made (each side 1…\(Self.maximumBitmapSide))")
            return nil
        }
        guard bitsPerComponent == 8 else {
            LayerDiagnostics.warn("CGContext: \(bitsPerComponent)-bit components are not supported (8 only)")
            return nil
        }
        if data != nil {
            LayerDiagnostics.warn("CGContext: the data buffer given is not written; read the pixels with makeImage()")
        }
        let alpha = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue) ?? .premultipliedLast
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
        self.init(recordingIn: CGRect(x: 0, y: 0, width: width, height: height), transform: flip,
                  bitmap: CGBitmapFormat(width: width, height: height, bytesPerRow: max(bytesPerRow, width * 4), alphaInfo: alpha))
    }

    /// The longest side of a bitmap context, in pixels.
    public static let maximumBitmapSide = 16_384

    /// The bitmap's width in pixels (0 for a context that is not a bitmap).
    public var width: Int { bitmap?.width ?? 0 }
    /// The bitmap's height in pixels (0 for a context that is not a bitmap).
    public var height: Int { bitmap?.height ?? 0 }
    /// The bytes per row asked for.
    public var bytesPerRow: Int { bitmap?.bytesPerRow ?? 0 }
    /// Bits per component (8).
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel (32).
    public var bitsPerPixel: Int { 32 }
    /// Where alpha lives in the pixels asked for.
    public var alphaInfo: CGImageAlphaInfo { bitmap?.alphaInfo ?? .premultipliedLast }
    /// The colour space (device RGB).
    public var colorSpace: CGColorSpace? { CGColorSpaceCreateDeviceRGB() }

    /// The bitmap drawn so far as an image (nil for a context that is not a bitmap, or when the
    /// drawing cannot be rendered: a warning says why).
    public func makeImage() -> CGImage? {
        guard let bitmap else { return nil }
        return renderedImage(width: bitmap.width, height: bitmap.height)
    }

    /// The recording drawn into a transparent `width` × `height` pixmap by the CPU backend.
    package func renderedImage(width: Int, height: Int) -> CGImage? {
        do {
            var pixmap = try Pixmap(width: width, height: height)
            try SoftwareRenderer(threads: 1).render(recording, into: &pixmap)
            return CGImage(pixmap: pixmap)
        } catch {
            LayerDiagnostics.warn("CGContext: the bitmap could not be drawn: \(error)")
            return nil
        }
    }

    /// Nothing to do: every operation is recorded at once.
    public func flush() {}
    /// Nothing to do: every operation is recorded at once.
    public func synchronize() {}
}
