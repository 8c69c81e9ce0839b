import CGLES3
import Foundation
import RenderCommands

extension GLESRenderer {
    /// `GL_MULTISAMPLE_EXT` of GL_EXT_multisample_compatibility (gl2ext.h).
    static let multisampleEXT = GLenum(0x809D)

    /// Counts a step's fans into the stencil of `target` (bound) and leaves the cover state set
    /// (colors on, pass where stencil ≠ 0 and zero it there), as ``stencilPass(nonzero:evenOdd:)``
    /// does. For an `aliased` step the stencil is made per pixel, from the winding at the pixel
    /// centre, on every MSAA sample, so the cover that follows paints whole pixels or none: the
    /// coverage the software renderer gives aliased geometry. How depends on the context
    /// (``GPUInfo/aliasedCoverage``). Returns the draw calls issued. Expects the solid program bound
    /// and leaves it bound.
    func stencilPass(nonzero: Range<Int>, evenOdd: Range<Int>, cover: Range<Int>, aliased: Bool,
                     target: GLuint, width: Int, height: Int) throws(GLESError) -> Int {
        guard aliased else { return stencilPass(nonzero: nonzero, evenOdd: evenOdd) }
        switch info.aliasedCoverage {
        case .singleSample:
            return stencilPass(nonzero: nonzero, evenOdd: evenOdd)
        case .multisampleCompatibility:
            glDisable(Self.multisampleEXT)
            defer { glEnable(Self.multisampleEXT) }
            return stencilPass(nonzero: nonzero, evenOdd: evenOdd)
        case .centreMask:
            return try maskedStencilPass(nonzero: nonzero, evenOdd: evenOdd, cover: cover, target: target,
                                         width: width, height: height)
        }
    }

    /// ``AliasedCoverage/centreMask``: the fans counted in the single-sample `AliasMask` (pixel
    /// centres only), its covers marking the pixels whose winding is non-zero, then the same covers
    /// drawn into `target` turning the marks into stencil 1 on all samples of those pixels.
    private func maskedStencilPass(nonzero: Range<Int>, evenOdd: Range<Int>, cover: Range<Int>, target: GLuint,
                                   width: Int, height: Int) throws(GLESError) -> Int {
        if aliasMask?.width != width || aliasMask?.height != height {
            aliasMask?.release()
            aliasMask = nil
            aliasMask = try AliasMask(width: width, height: height)
        }
        guard let mask = aliasMask else { return 0 }
        var draws = 0
        // 1. The winding at pixel centres, in the mask's stencil; 1 where it is non-zero.
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), mask.framebuffer)
        glDisable(GLenum(GL_STENCIL_TEST))
        glClearColor(0, 0, 0, 0)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT | GL_STENCIL_BUFFER_BIT))
        draws += stencilPass(nonzero: nonzero, evenOdd: evenOdd)
        glDisable(GLenum(GL_BLEND))
        glUseProgram(aliasMaskProgram.id)
        glUniform2f(aliasMaskProgram.uniform("uViewport"), GLfloat(width), GLfloat(height))
        draws += drawElements(cover)
        // 2. The marked pixels as stencil 1 on every sample of the target (covers are whole pixels).
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), target)
        glActiveTexture(GLenum(GL_TEXTURE5))
        glBindTexture(GLenum(GL_TEXTURE_2D), mask.texture)
        glActiveTexture(GLenum(GL_TEXTURE0))
        glUseProgram(aliasStencilProgram.id)
        glUniform1i(aliasStencilProgram.uniform("uMask"), 5)
        glUniform2f(aliasStencilProgram.uniform("uViewport"), GLfloat(width), GLfloat(height))
        glColorMask(GLboolean(GL_FALSE), GLboolean(GL_FALSE), GLboolean(GL_FALSE), GLboolean(GL_FALSE))
        glStencilFunc(GLenum(GL_ALWAYS), 1, 0xFF)
        glStencilOp(GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(GL_REPLACE))
        draws += drawElements(cover)
        // 3. The cover state, as stencilPass leaves it.
        glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE))
        glStencilFunc(GLenum(GL_NOTEQUAL), 0, 0xFF)
        glStencilOp(GLenum(GL_KEEP), GLenum(GL_ZERO), GLenum(GL_ZERO))
        glEnable(GLenum(GL_BLEND))
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        glUseProgram(solid.id)
        return draws
    }
}
