import CGLES3
import Foundation
import RenderCommands

/// The single-sample framebuffer that gives aliased draws exact pixel-centre coverage on a
/// multisampled context without GL_EXT_multisample_compatibility (``AliasedCoverage/centreMask``):
/// an R8 texture the canvas size and a depth/stencil renderbuffer. An aliased draw's stencil fans
/// are counted here, where GL rasterizes pixel centres only; its covers then write 1 into the
/// texture where the winding is non-zero (`aliasmask.frag`), and the same covers drawn into the
/// multisampled target turn that mask into stencil 1 on every sample of the marked pixels
/// (`aliasstencil.frag`). Created on the first aliased draw at a canvas size, reused after that.
/// Internal; needs the context current.
final class AliasMask {
    let width: Int, height: Int
    private(set) var framebuffer: GLuint = 0
    private(set) var texture: GLuint = 0
    private var renderbuffers: [GLuint] = [], framebuffers: [GLuint] = []

    /// GL objects held.
    var objectCount: Int { renderbuffers.count + framebuffers.count + (texture != 0 ? 1 : 0) }

    init(width: Int, height: Int) throws(GLESError) {
        self.width = width
        self.height = height
        glGenTextures(1, &texture)
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glTexStorage2D(GLenum(GL_TEXTURE_2D), 1, GLenum(GL_R8), GLsizei(width), GLsizei(height))
        for parameter in [GL_TEXTURE_MIN_FILTER, GL_TEXTURE_MAG_FILTER] {
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(parameter), GL_NEAREST)
        }
        let stencil = GLObjects.renderbuffer(width: width, height: height, samples: 0, format: GL_DEPTH24_STENCIL8)
        renderbuffers.append(stencil)
        do {
            framebuffer = try GLObjects.framebuffer("aliased-coverage mask", texture: texture, depthStencil: stencil,
                                                    created: &framebuffers)
            try GLCheck.check("allocating a \(width)×\(height) aliased-coverage mask")
        } catch {
            release()
            throw error
        }
    }

    /// Deletes every GL object.
    func release() {
        if !framebuffers.isEmpty { glDeleteFramebuffers(GLsizei(framebuffers.count), framebuffers) }
        if !renderbuffers.isEmpty { glDeleteRenderbuffers(GLsizei(renderbuffers.count), renderbuffers) }
        if texture != 0 { glDeleteTextures(1, &texture) }
        framebuffers = []; renderbuffers = []; texture = 0; framebuffer = 0
    }
}
