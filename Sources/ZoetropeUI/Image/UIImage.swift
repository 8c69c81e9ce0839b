import Foundation
import RenderCommands
import VectorPath

/// UIKit's image type, as far as SwiftUI code meets it: what `#imageLiteral(resourceName:)` makes
/// where no type is expected, and what `Image(uiImage:)` shows. It stands for an image by name
/// (looked up where `Image(name)` looks, when a view shows it) or for pixels. UIKit's drawing and
/// resizing API is not here (a UIKit host module would build on this type).
///
/// ```swift
/// let logo = #imageLiteral(resourceName: "logo")      // a UIImage
/// Image(uiImage: logo).resizable().frame(width: 32, height: 32)
/// ```
open class UIImage: NSObject, _ExpressibleByImageLiteral, @unchecked Sendable {
    /// The SwiftUI image this image shows as.
    let image: Image
    /// A symbol image's point size (UIKit's `UIImage.SymbolConfiguration`; nil: the default, 17).
    package var symbolPointSize: CGFloat?

    /// The image `#imageLiteral(resourceName:)` names: the file's name without its folder, its
    /// extension and an `@2x`/`@3x` suffix, as for `Image`.
    public required init(imageLiteralResourceName path: String) {
        image = Image(imageLiteralResourceName: path)
    }

    /// `pixmap` at `scale` pixels per point (UIKit's `UIImage(cgImage:scale:orientation:)` in spirit).
    public init(pixmap: Pixmap, scale: CGFloat = 1) {
        image = Image(decorative: pixmap, scale: scale)
    }

    /// A second image of the same source and symbol size (for a variant made from it).
    package init(copying other: UIImage) {
        image = other.image
        symbolPointSize = other.symbolPointSize
    }

    /// The SF Symbol `name` (drawn with its stand-in; see `Image(systemName:)`).
    public init?(systemName name: String) {
        image = Image(systemName: name)
    }

    open override var description: String { "UIImage(\(image.source))" }

    /// The outline of a symbol image (`UIImage(systemName:)`): its Bootstrap Icons stand-in's
    /// parts in a 16 × 16 box, each with its fill rule; nil for other images or a name without one.
    package var symbolParts: [(path: Path, evenOdd: Bool)]? {
        guard case .symbol(let name) = image.source else { return nil }
        return SymbolCatalog.shared.symbol(named: name)?.parts
    }

    /// The pixels and their scale of an image made from pixels (nil for a named image or a symbol).
    package var pixels: (pixmap: Pixmap, scale: CGFloat)? {
        if case .pixels(let pixmap, let scale) = image.source { return (pixmap, scale) }
        return nil
    }
}

/// The type `#imageLiteral(resourceName:)` makes where nothing else is expected: `UIImage`, as in UIKit.
public typealias _ImageLiteralType = UIImage

extension Image {
    /// The image `uiImage` stands for.
    ///
    /// ```swift
    /// Image(uiImage: #imageLiteral(resourceName: "logo"))
    /// ```
    public init(uiImage: UIImage) {
        self = uiImage.image
    }
}
