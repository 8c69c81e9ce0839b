import Foundation
import RenderCommands

/// An immutable bitmap image: a premultiplied RGBA8 `Pixmap`, as layers show through
/// `contents`. Two images are equal only if they are the same object.
///
/// ```swift
/// let image = CGImage(pixmap: try Pixmap(width: 10, height: 10))
/// layer.contents = image
/// ```
public final class CGImage: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The pixels (premultiplied RGBA8, sRGB).
    public let pixmap: Pixmap

    /// An image of `pixmap`'s pixels.
    public init(pixmap: Pixmap) { self.pixmap = pixmap }

    /// The width in pixels.
    public var width: Int { pixmap.width }
    /// The height in pixels.
    public var height: Int { pixmap.height }
    /// Bits per colour component (8).
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel (32).
    public var bitsPerPixel: Int { 32 }
    /// Bytes per row of pixels.
    public var bytesPerRow: Int { pixmap.stride }

    public static func == (a: CGImage, b: CGImage) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { "CGImage(\(width)×\(height))" }
}
