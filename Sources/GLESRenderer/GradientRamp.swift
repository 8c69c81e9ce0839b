import CGLES3
import Foundation
import VectorPath
import Tessellation
import RenderCommands

/// The gradient program's state: a 1024×1 RGBA8 ramp texture (NEAREST; entries read with
/// texelFetch) refilled from ``GradientDraw/ramp`` before each gradient draw, and the program's
/// uniforms. Internal; needs the context current.
final class GradientRamp {
    private let program: ShaderProgram
    private var texture: GLuint = 0
    private let viewport, inverse, kind, parameters, reversed, coverage, sampler: GLint

    init(program: ShaderProgram) {
        self.program = program
        viewport = program.uniform("uViewport"); inverse = program.uniform("uInverse")
        kind = program.uniform("uKind"); parameters = program.uniform("uParams")
        reversed = program.uniform("uReversed"); coverage = program.uniform("uCoverage")
        sampler = program.uniform("uRamp")
        glGenTextures(1, &texture)
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glTexStorage2D(GLenum(GL_TEXTURE_2D), 1, GLenum(GL_RGBA8), 1024, 1)
        for parameter in [GL_TEXTURE_MIN_FILTER, GL_TEXTURE_MAG_FILTER] {
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(parameter), GL_NEAREST)
        }
    }

    /// Uploads `draw`'s ramp, binds it to texture unit 1 and makes the gradient program current
    /// with `draw`'s uniforms.
    func prepare(_ draw: GradientDraw, width: Int, height: Int) {
        glActiveTexture(GLenum(GL_TEXTURE1))
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 4)
        draw.ramp.withUnsafeBytes { bytes in
            glTexSubImage2D(GLenum(GL_TEXTURE_2D), 0, 0, 0, GLsizei(min(draw.ramp.count / 4, 1024)), 1,
                            GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
        }
        glUseProgram(program.id)
        glUniform1i(sampler, 1)
        glUniform2f(viewport, GLfloat(width), GLfloat(height))
        draw.inverse.withUnsafeBufferPointer { glUniformMatrix3fv(inverse, 1, GLboolean(GL_FALSE), $0.baseAddress) }
        glUniform1i(kind, draw.kind)
        glUniform4f(parameters, draw.parameters.0, draw.parameters.1, draw.parameters.2, draw.parameters.3)
        glUniform1i(reversed, draw.reversed ? 1 : 0)
        glUniform1f(coverage, draw.coverage)
        glActiveTexture(GLenum(GL_TEXTURE0))
    }

    func release() {
        glDeleteTextures(1, &texture)
    }
}
