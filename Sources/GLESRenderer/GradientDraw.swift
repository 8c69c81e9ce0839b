import Foundation
import RenderCommands
import VectorPath
import Geometry2D

/// What the gradient program needs for one lowered gradient: the shared ramp (``GradientLUT/bytes``,
/// 1024 RGBA8 entries), the `GradientShading` geometry as shader parameters, the lowering's device →
/// local mapping as a column-major 3×3, and the hairline coverage.
struct GradientDraw {
    var ramp: [UInt8]
    /// 0 linear, 1 radial, 2 angular (as `gradient.frag`'s uKind).
    var kind: Int32
    var parameters: (Float, Float, Float, Float)
    var reversed: Bool
    var inverse: [Float]
    var coverage: Float

    /// nil only for a solid shading, which the lowering never gives as a gradient (it resolves
    /// those to solid colors).
    init?(_ shading: GradientShading, toLocal: ProjectionTransform, coverage: UInt8) {
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
        inverse = toLocal.columnMajorFloats
        self.coverage = Float(coverage) / 255
    }
}

extension ProjectionTransform {
    /// The matrix as `glUniformMatrix3fv` reads it (column-major, no transpose): the row-vector
    /// convention `[x y 1] · m` becomes the column-vector `m' · (x, y, 1)` of the shaders.
    var columnMajorFloats: [Float] {
        [m11, m12, m13, m21, m22, m23, m31, m32, m33].map { Float($0) }
    }
}
