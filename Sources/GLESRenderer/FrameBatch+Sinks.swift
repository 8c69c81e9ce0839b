import Foundation
import Tessellation
import Geometry2D

extension FrameBatch {
    /// A TriangleSink writing this frame's vertex layout.
    struct Sink: TriangleSink {
        var vertices: [GPUVertex]
        var indices: [UInt32]
        let color: UInt32
        mutating func addVertex(_ point: CGPoint) -> UInt32 {
            vertices.append(GPUVertex(x: Float(point.x), y: Float(point.y), color: color))
            return UInt32(truncatingIfNeeded: vertices.count - 1)
        }
        mutating func addTriangle(_ a: UInt32, _ b: UInt32, _ c: UInt32) {
            indices.append(a); indices.append(b); indices.append(c)
        }
    }
}

extension [UInt32] {
    /// Appends the two triangles of the quad whose corners are `base` … `base + 3`.
    mutating func appendQuad(_ base: UInt32) {
        append(base); append(base + 1); append(base + 2)
        append(base); append(base + 2); append(base + 3)
    }
}
