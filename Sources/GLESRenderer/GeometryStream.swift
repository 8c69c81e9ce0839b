import CGLES3
import Foundation
import VectorPath
import Tessellation
import RenderCommands
import Geometry2D

/// The frame's vertex and index buffers and the vertex array describing `GPUVertex`. Each frame
/// rewrites the same two buffers where their bytes changed (``MirroredBuffer``; growing them only
/// when a frame needs more), so rendering many frames allocates no new GL objects and a frame
/// that moves one shape uploads that shape. Internal; needs the context current.
final class GeometryStream {
    private(set) var vertexArray: GLuint = 0
    private var vertexBuffer = MirroredBuffer(), indexBuffer = MirroredBuffer()

    /// GL objects held: one vertex array and two buffers.
    var objectCount: Int { 3 }

    init() {
        glGenVertexArrays(1, &vertexArray)
        glBindVertexArray(vertexArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), vertexBuffer.name)
        glBindBuffer(GLenum(GL_ELEMENT_ARRAY_BUFFER), indexBuffer.name)
        let stride = GLsizei(MemoryLayout<GPUVertex>.stride)
        glEnableVertexAttribArray(0)
        glVertexAttribPointer(0, 2, GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride, zoetrope_gl_offset(0))
        glEnableVertexAttribArray(1)
        glVertexAttribPointer(1, 4, GLenum(GL_UNSIGNED_BYTE), GLboolean(GL_TRUE), stride,
                              zoetrope_gl_offset(UInt(MemoryLayout<GPUVertex>.offset(of: \.color)!)))
        glBindVertexArray(0)
    }

    /// Uploads the frame's geometry where it changed and leaves the vertex array bound; returns the
    /// bytes written to each buffer (all of them unless `comparing`).
    func upload(vertices: [GPUVertex], indices: [UInt32], comparing: Bool) -> (vertices: Int, indices: Int) {
        glBindVertexArray(vertexArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), vertexBuffer.name)
        let vertexBytes = vertexBuffer.upload(vertices, target: GLenum(GL_ARRAY_BUFFER), comparing: comparing)
        let indexBytes = indexBuffer.upload(indices, target: GLenum(GL_ELEMENT_ARRAY_BUFFER), comparing: comparing)
        return (vertexBytes, indexBytes)
    }

    func release() {
        vertexBuffer.release()
        indexBuffer.release()
        glDeleteVertexArrays(1, &vertexArray)
    }
}
