import Foundation
import RenderCommands
import VectorPath
import Tessellation
import Geometry2D

/// What the image program needs for one `.image` command: the pixels (uploaded as an RGBA8
/// texture), nearest or bilinear sampling, the opacity rounded to 8 bits as the software renderer
/// rounds it, and the device → texel mapping (the inverse of the command's projection followed by
/// the rect → texel scale; column-major 3×3), the same mapping `ImageRowShader` uses on the CPU.
struct ImageDraw {
    var image: Pixmap
    var bilinear: Bool
    var opacity: Float
    var inverse: [Float]

    /// nil when nothing shows: an empty rectangle, a singular transform or zero opacity.
    init?(image: Pixmap, rect: CGRect, interpolation: ImageInterpolation, opacity: UInt8, transform: ProjectionTransform) {
        let r = rect.standardized
        guard opacity > 0, r.width > 0, r.height > 0, image.width > 0, image.height > 0 else { return nil }
        var inverse = transform
        guard inverse.invert() else { return nil }
        let toTexel = ProjectionTransform(
            CGAffineTransform(translationX: -r.minX, y: -r.minY)
                .concatenating(CGAffineTransform(scaleX: Double(image.width) / r.width, y: Double(image.height) / r.height)))
        let m = inverse.concatenating(toTexel)
        self.inverse = [m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33].map { Float($0) }
        self.image = image
        bilinear = interpolation != .none
        self.opacity = Float(opacity) / 255
    }
}
