import Foundation
import CGLES3
import VectorPath
import RenderCommands

/// Creation of the framebuffer objects both the frame targets and the layer targets need (the
/// caller owns and deletes what it gets). Context current.
enum GLObjects {
    /// A `width`×`height` renderbuffer of `format`, multisampled when `samples` > 0.
    static func renderbuffer(width: Int, height: Int, samples: Int, format: Int32) -> GLuint {
        var id: GLuint = 0
        glGenRenderbuffers(1, &id)
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), id)
        if samples > 0 {
            glRenderbufferStorageMultisample(GLenum(GL_RENDERBUFFER), GLsizei(samples), GLenum(format), GLsizei(width), GLsizei(height))
        } else {
            glRenderbufferStorage(GLenum(GL_RENDERBUFFER), GLenum(format), GLsizei(width), GLsizei(height))
        }
        return id
    }

    /// A framebuffer with a color renderbuffer or a color texture, and an optional depth-stencil
    /// renderbuffer; throws (after recording its id in `created`) when it is incomplete.
    static func framebuffer(_ what: String, color: GLuint? = nil, texture: GLuint? = nil, depthStencil: GLuint?,
                            created: inout [GLuint]) throws(GLESError) -> GLuint {
        var id: GLuint = 0
        glGenFramebuffers(1, &id)
        created.append(id)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), id)
        if let color {
            glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_RENDERBUFFER), color)
        }
        if let texture {
            glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), texture, 0)
        }
        if let depthStencil {
            glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_DEPTH_STENCIL_ATTACHMENT), GLenum(GL_RENDERBUFFER), depthStencil)
        }
        let status = glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER))
        guard status == GLenum(GL_FRAMEBUFFER_COMPLETE) else { throw .framebufferIncomplete(what: what, status: status) }
        return id
    }
}
