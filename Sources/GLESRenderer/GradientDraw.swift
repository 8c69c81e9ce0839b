import Foundation
import RenderCommands
import VectorPath
import Geometry2D

/// What the gradient program needs for one command: the shared ramp (``GradientLUT/bytes``, 1024
/// RGBA8 entries), the `GradientShading` geometry as shader parameters, the inverse of the command's
/// projection (device → local, column-major 3×3) and the hairline coverage.
struct GradientDraw {
    var ramp: [UInt8]
    /// 0 linear, 1 radial, 2 angular (as `gradient.frag`'s uKind).
    var kind: Int32
    var parameters: (Float, Float, Float, Float)
    var reversed: Bool
    var inverse: [Float]
    var coverage: Float

    /// nil for solid shadings (drawn as solid colors) and singular transforms (nothing to draw).
    init?(_ shading: GradientShading, transform: ProjectionTransform, coverage: UInt8) {
        var inverse = transform
        guard inverse.invert() else { return nil }
        switch shading.geometry {
        case .linear(let origin, let direction):
            kind = 0
            parameters = (Float(origin.x), Float(origin.y), Float(direction.x), Float(direction.y))
            reversed = false
        case .radial(let center, let startRadius, let inverseSpan):
            kind = 1
            parameters = (Float(center.x), Float(center.y), Float(startRadius), Float(inverseSpan))
            reversed = false
        case .angular(let center, let start, let sweep, let isReversed):
            kind = 2
            parameters = (Float(center.x), Float(center.y), Float(start), Float(sweep))
            reversed = isReversed
        case .solid:
            return nil
        }
        ramp = shading.lut.bytes
        let m = inverse
        self.inverse = [m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33].map { Float($0) }
        self.coverage = Float(coverage) / 255
    }
}
