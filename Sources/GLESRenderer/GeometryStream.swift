import CGLES3
import Foundation
import VectorPath
import Tessellation
import RenderCommands
import Geometry2D

/// The frame's vertex and index buffers and the vertex array describing `GPUVertex`. Each frame
/// orphans and refills the same two buffers (growing them only when a frame needs more), so
/// rendering many frames allocates no new GL objects. Internal; needs the context current.
final class GeometryStream {
    private(set) var vertexArray: GLuint = 0
    private var vertexBuffer: GLuint = 0, indexBuffer: GLuint = 0
    private var vertexCapacity = 0, indexCapacity = 0

    /// GL objects held: one vertex array and two buffers.
    var objectCount: Int { 3 }

    init() {
        glGenVertexArrays(1, &vertexArray)
        glGenBuffers(1, &vertexBuffer)
        glGenBuffers(1, &indexBuffer)
        glBindVertexArray(vertexArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), vertexBuffer)
        glBindBuffer(GLenum(GL_ELEMENT_ARRAY_BUFFER), indexBuffer)
        let stride = GLsizei(MemoryLayout<GPUVertex>.stride)
        glEnableVertexAttribArray(0)
        glVertexAttribPointer(0, 2, GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride, zoetrope_gl_offset(0))
        glEnableVertexAttribArray(1)
        glVertexAttribPointer(1, 4, GLenum(GL_UNSIGNED_BYTE), GLboolean(GL_TRUE), stride,
                              zoetrope_gl_offset(UInt(MemoryLayout<GPUVertex>.offset(of: \.color)!)))
        glBindVertexArray(0)
    }

    /// Uploads the frame's geometry and leaves the vertex array bound.
    func upload(vertices: [GPUVertex], indices: [UInt32]) {
        glBindVertexArray(vertexArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), vertexBuffer)
        vertexCapacity = Self.fill(GLenum(GL_ARRAY_BUFFER), vertices, capacity: vertexCapacity)
        indexCapacity = Self.fill(GLenum(GL_ELEMENT_ARRAY_BUFFER), indices, capacity: indexCapacity)
    }

    /// Orphans the bound buffer (same size, or 1.5× what is needed when it grows) and writes `values`.
    private static func fill<T>(_ target: GLenum, _ values: [T], capacity: Int) -> Int {
        let bytes = values.count * MemoryLayout<T>.stride
        let newCapacity = bytes > capacity ? max(bytes + bytes / 2, 64 * 1024) : capacity
        glBufferData(target, newCapacity, nil, GLenum(GL_STREAM_DRAW))
        values.withUnsafeBytes { raw in
            if let base = raw.baseAddress, bytes > 0 { glBufferSubData(target, 0, bytes, base) }
        }
        return newCapacity
    }

    func release() {
        glDeleteBuffers(1, &vertexBuffer)
        glDeleteBuffers(1, &indexBuffer)
        glDeleteVertexArrays(1, &vertexArray)
    }
}
