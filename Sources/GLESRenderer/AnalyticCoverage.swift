import CGLES3
import Foundation
import RenderCommands

/// Anti-aliased coverage computed exactly on the GPU, as the software renderer computes it: a
/// path's fan triangles (``FrameBatch/triangles``, the stencil fan's geometry) are drawn into a
/// single-sample R32F accumulation target with additive blending, each fragment adding the signed
/// area of its pixel covered by one triangle (coverage.vert/.frag). Summed over the fan that is
/// the pixel's integral of the winding number — the software renderer's accumulated cell value —
/// and the cover that follows (any cover shader, through mask.glsl) folds it by the fill rule into
/// 0…255. 256 coverage levels instead of MSAA's five: thin and dense strokes look as on the CPU.
///
/// Paths with disjoint pixel bounds share one accumulation (``FrameBatch`` groups them); the
/// region a group accumulated is cleared just before the next group accumulates, so each group
/// costs two framebuffer switches. Needs renderable, blendable 32-bit float color
/// (GL_EXT_color_buffer_float and GL_EXT_float_blend); ``GLESRenderer`` falls back to MSAA
/// without them. Internal; needs the context current.
final class AnalyticCoverage {
    /// The extensions analytic coverage needs.
    static let requiredExtensions = ["GL_EXT_color_buffer_float", "GL_EXT_float_blend"]
    /// Bytes of one triangle instance: three device points as Float pairs.
    static let triangleStride = 24
    /// The texture unit the cover shaders read the accumulation from (`uAccumulation`).
    static let textureUnit: GLint = 4

    private let program: ShaderProgram
    private let viewport: GLint
    private var vertexArray: GLuint = 0, buffer: GLuint = 0, capacity = 0
    private(set) var texture: GLuint = 0
    private var framebuffer: GLuint = 0
    private(set) var width = 0, height = 0
    /// What the last group accumulated (device pixels), cleared before the next one accumulates.
    private var dirty: DeviceBounds?

    /// GL objects held: the program's vertex array and buffer, the target texture and framebuffer.
    var objectCount: Int { 2 + (texture != 0 ? 2 : 0) }

    init() throws(GLESError) {
        program = try ShaderProgram(vertex: "coverage.vert", fragment: "coverage.frag")
        viewport = program.uniform("uViewport")
        glGenVertexArrays(1, &vertexArray)
        glGenBuffers(1, &buffer)
    }

    /// Makes the accumulation target `width`×`height` (cleared) unless it is already, and binds its
    /// texture to ``textureUnit``. May leave its framebuffer bound: call before binding the frame's.
    func prepare(width: Int, height: Int) throws(GLESError) {
        if width != self.width || height != self.height || texture == 0 {
            releaseTarget()
            glGenTextures(1, &texture)
            glBindTexture(GLenum(GL_TEXTURE_2D), texture)
            glTexStorage2D(GLenum(GL_TEXTURE_2D), 1, GLenum(GL_R32F), GLsizei(width), GLsizei(height))
            for parameter in [GL_TEXTURE_MIN_FILTER, GL_TEXTURE_MAG_FILTER] {
                glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(parameter), GL_NEAREST)
            }
            var created: [GLuint] = []
            do {
                framebuffer = try GLObjects.framebuffer("R32F coverage accumulation", texture: texture, depthStencil: nil,
                                                        created: &created)
            } catch {
                created.forEach { var id = $0; glDeleteFramebuffers(1, &id) }
                releaseTarget()
                throw error
            }
            self.width = width
            self.height = height
            glDisable(GLenum(GL_SCISSOR_TEST))
            glClearColor(0, 0, 0, 0)
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
            dirty = nil
            try GLCheck.check("allocating the \(width)×\(height) coverage accumulation")
        }
        glActiveTexture(GLenum(GL_TEXTURE0 + Self.textureUnit))
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glActiveTexture(GLenum(GL_TEXTURE0))
    }

    /// Uploads the frame's triangle instances (orphaning the buffer as `GeometryStream` does).
    func upload(_ triangles: [Float]) {
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), buffer)
        let bytes = triangles.count * 4
        if bytes > capacity { capacity = max(bytes + bytes / 2, 64 * 1024) }
        glBufferData(GLenum(GL_ARRAY_BUFFER), capacity, nil, GLenum(GL_STREAM_DRAW))
        triangles.withUnsafeBytes { raw in
            if let base = raw.baseAddress, bytes > 0 { glBufferSubData(GLenum(GL_ARRAY_BUFFER), 0, bytes, base) }
        }
    }

    /// Accumulates the triangle instances `triangles` over `bounds` (after clearing what the
    /// previous group left), then binds `target` again with premultiplied source-over blending.
    /// The caller binds its program and vertex array again. Returns the draw calls issued.
    func accumulate(_ triangles: Range<Int>, bounds: DeviceBounds, target: GLuint) -> Int {
        guard !triangles.isEmpty else { return 0 }
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glDisable(GLenum(GL_STENCIL_TEST))
        if let dirty {
            glEnable(GLenum(GL_SCISSOR_TEST))
            glScissor(GLint(dirty.minX), GLint(height - dirty.maxY), GLsizei(dirty.maxX - dirty.minX),
                      GLsizei(dirty.maxY - dirty.minY))
            glClearColor(0, 0, 0, 0)
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
            glDisable(GLenum(GL_SCISSOR_TEST))
        }
        // The polygon around a triangle reaches 1.42 px beyond it; float noise outside is cleared too.
        dirty = DeviceBounds(minX: max(bounds.minX - 2, 0), minY: max(bounds.minY - 2, 0),
                             maxX: min(bounds.maxX + 2, width), maxY: min(bounds.maxY + 2, height))
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE))
        glUseProgram(program.id)
        glUniform2f(viewport, GLfloat(width), GLfloat(height))
        glBindVertexArray(vertexArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), buffer)
        for corner in 0..<3 {
            let location = GLuint(2 + corner)
            glEnableVertexAttribArray(location)
            glVertexAttribPointer(location, 2, GLenum(GL_FLOAT), GLboolean(GL_FALSE), GLsizei(Self.triangleStride),
                                  zoetrope_gl_offset(UInt(triangles.lowerBound * Self.triangleStride + corner * 8)))
            glVertexAttribDivisor(location, 1)
        }
        glDrawArraysInstanced(GLenum(GL_TRIANGLES), 0, 30, GLsizei(triangles.count))
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), target)
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        return 1
    }

    private func releaseTarget() {
        if framebuffer != 0 { glDeleteFramebuffers(1, &framebuffer) }
        if texture != 0 { glDeleteTextures(1, &texture) }
        framebuffer = 0; texture = 0; width = 0; height = 0; dirty = nil
    }

    func release() {
        releaseTarget()
        glDeleteBuffers(1, &buffer)
        glDeleteVertexArrays(1, &vertexArray)
        glDeleteProgram(program.id)
    }
}
