import Foundation
import Geometry2D
import LayerTree
import PNGCodec
import RenderCommands
import ZoetropeUI

/// How a `UIGraphicsImageRenderer` makes its images: pixels per point, and whether they start
/// opaque (black) or transparent.
open class UIGraphicsImageRendererFormat {
    /// Pixels per point (the screen's by default: the current render's device, else 1 outside one).
    open var scale: CGFloat = UIScreen.main.scale
    /// True to start from opaque black (no alpha to keep); false to start transparent.
    open var opaque = false
    /// The colour range asked for (Zoetrope draws sRGB in every case).
    open var preferredRange: Range = .automatic

    /// A format at the screen's scale, transparent.
    public init() {}

    /// The format a renderer uses when given none.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// The format best for the screen (the same as `default()`).
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// A colour range (UIKit's `UIGraphicsImageRendererFormat.Range`).
    public enum Range: Int, Sendable { case unspecified = -1, automatic = 0, extended, standard }
}

/// What an image renderer's drawing block gets: the Core Graphics context (also current for
/// UIKit drawing) and rectangle helpers.
open class UIGraphicsImageRendererContext {
    /// The context the block draws into (user space in points, y down, origin at the renderer's bounds' origin).
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat
    private let canvas: ImageCanvas

    init(canvas: ImageCanvas) {
        self.canvas = canvas
        cgContext = canvas.context
        format = canvas.format
    }

    /// The drawing so far as an image.
    open var currentImage: UIImage { canvas.image() ?? UIImage(pixmap: canvas.blank) }
    /// Fills `rect` with the current fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Fills `rect` with the current fill colour and `blendMode`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState(); cgContext.setBlendMode(blendMode); cgContext.fill(rect); cgContext.restoreGState()
    }
    /// Strokes a one-point frame just inside `rect` with the current stroke colour.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1) }
    /// Strokes a one-point frame just inside `rect` with `blendMode`.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState(); cgContext.setBlendMode(blendMode); stroke(rect); cgContext.restoreGState()
    }
    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Draws images with Core Graphics and UIKit drawing: `image { context in … }` runs the block
/// with a fresh context current and returns what it drew, at the format's scale.
///
/// ```swift
/// let renderer = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64))
/// let dot = renderer.image { context in
///     UIColor.systemGreen.setFill()
///     context.cgContext.fillEllipse(in: CGRect(x: 8, y: 8, width: 48, height: 48))
/// }
/// ```
open class UIGraphicsImageRenderer {
    /// The area drawn, in points.
    public let bounds: CGRect
    /// The format of the images.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of `size` points in the default format.
    public convenience init(size: CGSize) { self.init(bounds: CGRect(origin: .zero, size: size), format: .default()) }
    /// A renderer of `size` points in `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }
    /// A renderer of `bounds` (user space's origin at the bounds' origin) in `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.bounds = bounds
        self.format = format
    }

    /// The image `actions` draws (an empty image, with a warning, for a size that cannot be drawn).
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        guard let canvas = ImageCanvas(bounds: bounds, format: format) else { return UIImage(pixmap: ImageCanvas.empty) }
        let context = UIGraphicsImageRendererContext(canvas: canvas)
        UIGraphicsPushContext(canvas.context)
        actions(context)
        UIGraphicsPopContext()
        return canvas.image() ?? UIImage(pixmap: canvas.blank, scale: format.scale)
    }

    /// The PNG file of the image `actions` draws (empty data when it cannot be encoded).
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        let drawn = image(actions: actions)
        guard let pixmap = drawn.pixels?.pixmap else { return Data() }
        return (try? PNGEncoder.encodedData(pixmap)) ?? Data()
    }
}

/// One image being drawn: a recording context in pixels over the bounds, at the format's scale.
final class ImageCanvas {
    let format: UIGraphicsImageRendererFormat
    let context: CGContext
    let width: Int, height: Int

    /// nil (with a warning) for bounds or a scale that make no pixels or too many.
    init?(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        let scale = format.scale.isFinite && format.scale > 0 ? format.scale : 1
        let w = (bounds.width * scale).rounded(.up), h = (bounds.height * scale).rounded(.up)
        guard w.isFinite, h.isFinite, bounds.minX.isFinite, bounds.minY.isFinite, w >= 1, h >= 1,
              w <= CGFloat(CGContext.maximumBitmapSide), h <= CGFloat(CGContext.maximumBitmapSide) else {
            LayerDiagnostics.warn("UIGraphicsImageRenderer: \(bounds.size) at scale \(scale) is not drawn "
                                  + "(each side 1…\(CGContext.maximumBitmapSide) pixels)")
            return nil
        }
        self.format = format
        width = Int(w)
        height = Int(h)
        let toPixels = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY).concatenating(CGAffineTransform(scaleX: scale, y: scale))
        context = CGContext(recordingIn: CGRect(x: 0, y: 0, width: width, height: height), transform: toPixels)
        if format.opaque {
            context.saveGState()
            context.setFillColor(CGColor.black)
            context.fill(bounds)
            context.restoreGState()
        }
    }

    /// The drawing so far as an image at the format's scale.
    func image() -> UIImage? {
        guard let image = context.renderedImage(width: width, height: height) else { return nil }
        return UIImage(pixmap: image.pixmap, scale: format.scale)
    }

    /// A transparent image of the canvas's size.
    var blank: Pixmap { (try? Pixmap(width: width, height: height)) ?? Self.empty }

    /// One transparent pixel.
    static let empty: Pixmap = {
        do { return try Pixmap(width: 1, height: 1) } catch { preconditionFailure("a 1×1 pixmap is always valid") }
    }()

    /// The image contexts begun on this thread with `UIGraphicsBeginImageContextWithOptions`.
    static var open: [ImageCanvas] {
        get { Thread.current.threadDictionary[key] as? [ImageCanvas] ?? [] }
        set { Thread.current.threadDictionary[key] = newValue }
    }
    private static let key = "ZoetropeUIKitImageCanvases"
}
