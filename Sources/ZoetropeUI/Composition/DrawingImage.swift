import Foundation
import RenderCommands
import AnimationCore

/// A pixmap drawn stretched over its frame (the drawing half of SwiftUI's resizable `Image`).
///
/// ```swift
/// DrawingImage(pixmap).interpolation(.none).frame(width: 64, height: 64)
/// ```
public struct DrawingImage: Drawable {
    public var pixmap: Pixmap
    public var quality: ImageInterpolation

    public init(_ pixmap: Pixmap, interpolation: ImageInterpolation = .high) {
        self.pixmap = pixmap
        quality = interpolation
    }

    /// The same image sampled with `interpolation`.
    public func interpolation(_ interpolation: ImageInterpolation) -> DrawingImage {
        DrawingImage(pixmap, interpolation: interpolation)
    }

    public func draw(in frame: CGRect, context: inout DrawingContext) {
        context.displayList.draw(pixmap, in: frame, interpolation: quality, opacity: context.opacity,
                                 transform: context.transform)
    }
}
