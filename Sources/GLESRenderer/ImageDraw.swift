import Foundation
import RenderCommands
import VectorPath
import Geometry2D

/// What the image program needs for one lowered image: the pixels (uploaded as an RGBA8 texture),
/// nearest or bilinear sampling, the lowered opacity byte as 0…1, and the lowering's device → texel
/// mapping as a column-major 3×3 (the mapping `ImageRowShader` uses on the CPU).
struct ImageDraw {
    var image: Pixmap
    /// The frame's texture of `image`: draws of the same pixels (shared storage) share one.
    var texture: Int
    var bilinear: Bool
    var opacity: Float
    var inverse: [Float]

    init(image: Pixmap, texture: Int, toTexel: ProjectionTransform, bilinear: Bool, opacity: UInt8) {
        self.image = image
        self.texture = texture
        self.bilinear = bilinear
        self.opacity = Float(opacity) / 255
        inverse = toTexel.columnMajorFloats
    }
}
