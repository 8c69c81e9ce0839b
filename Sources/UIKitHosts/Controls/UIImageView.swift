import Foundation
import Geometry2D
import LayerTree
import ZoetropeUI

/// A view that shows an image: its pixels as the layer's contents, placed by `contentMode`
/// (stretched by default), or a symbol (`UIImage(systemName:)`) drawn in the tint colour; a
/// sequence of `animationImages` plays as a discrete keyframe animation of the layer's contents,
/// as UIKit does it.
///
/// ```swift
/// let logo = UIImageView(image: UIImage(named: "logo"))
/// logo.contentMode = .scaleAspectFit
/// logo.frame = CGRect(x: 0, y: 0, width: 120, height: 120)
/// ```
open class UIImageView: UIView {
    /// The image shown.
    open var image: UIImage? { didSet { showImage() } }
    /// The image shown while `isHighlighted`.
    open var highlightedImage: UIImage? { didSet { showImage() } }
    /// Whether the highlighted image shows.
    open var isHighlighted = false { didSet { showImage() } }
    /// Frames `startAnimating()` plays, each `animationDuration / count` long.
    open var animationImages: [UIImage]?
    /// One pass through `animationImages` (0: 1/30 s a frame).
    open var animationDuration: TimeInterval = 0
    /// Passes to play (0: for ever).
    open var animationRepeatCount = 0

    /// An image view the size of `image`.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        showImage()
    }

    /// An image view showing `image`, or `highlightedImage` while highlighted.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    private var shown: UIImage? { isHighlighted ? highlightedImage ?? image : image }

    private func showImage() {
        let image = shown
        if let cgImage = image?.cgImage {
            layer.contents = cgImage
            layer.contentsScale = image?.scale ?? 1
        } else {
            layer.contents = nil
        }
        setNeedsDisplay()
    }

    /// Draws a symbol image (pixels show as the layer's contents instead), fitted to the bounds
    /// by the content mode, in the tint colour.
    open override func draw(_ rect: CGRect) {
        guard let parts = shown?.symbolParts, let ctx = UIGraphicsGetCurrentContext() else { return }
        let box = Self.symbolRect(in: bounds, mode: contentMode, side: shown?.symbolSide ?? 20)
        ctx.saveGState()
        ctx.translateBy(x: box.minX, y: box.minY)
        ctx.scaleBy(x: box.width / 16, y: box.height / 16)
        ctx.setFillColor((tintColor ?? .systemBlue).cgColor)
        for part in parts {
            ctx.addPath(part.path.cgPath)
            ctx.fillPath(using: part.evenOdd ? .evenOdd : .winding)
        }
        ctx.restoreGState()
    }

    /// Where a square symbol goes in `bounds` (fitted for the scaling modes, its own `side` otherwise).
    static func symbolRect(in bounds: CGRect, mode: ContentMode, side natural: CGFloat) -> CGRect {
        let side: CGFloat = switch mode {
        case .scaleToFill, .scaleAspectFit, .redraw: min(bounds.width, bounds.height)
        case .scaleAspectFill: max(bounds.width, bounds.height)
        default: natural
        }
        return CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
    }

    open override var intrinsicContentSize: CGSize {
        guard let image = shown else { return CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }
        return image.symbolParts != nil ? CGSize(width: image.symbolSide, height: image.symbolSide) : image.size
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: Frame animation

    /// Plays `animationImages` from now: a discrete keyframe animation of the layer's contents.
    open func startAnimating() {
        guard let frames = animationImages?.compactMap(\.cgImage), !frames.isEmpty else { return }
        let animation = CAKeyframeAnimation(keyPath: "contents")
        animation.values = frames
        animation.calculationMode = .discrete
        animation.duration = animationDuration > 0 ? animationDuration : Double(frames.count) / 30
        animation.repeatCount = animationRepeatCount > 0 ? Float(animationRepeatCount) : .infinity
        layer.contentsScale = animationImages?.first?.scale ?? 1
        layer.add(animation, forKey: Self.frameAnimationKey)
    }

    /// Stops the frame animation (the image shows again).
    open func stopAnimating() { layer.removeAnimation(forKey: Self.frameAnimationKey) }

    /// Whether the frame animation is playing.
    open var isAnimating: Bool { layer.animation(forKey: Self.frameAnimationKey) != nil }

    private static let frameAnimationKey = "UIImageViewAnimation"
}

extension UIImage {
    /// The image called `name` in the asset directories (`ZOETROPE_ASSETS`, the main bundle's
    /// resources), at the screen's scale where a variant exists; nil when there is none, as in UIKit.
    ///
    /// ```swift
    /// let badge = UIImage(named: "badge")
    /// ```
    public convenience init?(named name: String) {
        guard let found = try? UIImage.namedCatalog.image(named: name, scale: UIScreen.main.scale) else { return nil }
        self.init(pixmap: found.pixmap, scale: found.scale)
    }

    private static let namedCatalog = ImageCatalog(directories: ImageCatalog.defaultDirectories(), missingImages: .error)
}
