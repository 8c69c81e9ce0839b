import CGLES3
import Foundation
import RenderCommands

extension GLESRenderer {
    /// Prepares the mask of a gradient, image or clipped layer step and returns the `uRule` its
    /// cover shader needs: 0 for a stencil (none for a convex fan drawn directly, both ranges empty;
    /// else its fans counted as ``stencilPass(nonzero:evenOdd:cover:aliased:target:width:height:)``
    /// does), 1 or 2 for analytic coverage accumulated first. Leaves `target` and the solid
    /// program bound.
    func applyMask(_ mask: CoverMask, cover: Range<Int>, target: GLuint, width: Int, height: Int,
                   statistics: inout GLESFrameStatistics) throws(GLESError) -> GLint {
        switch mask {
        case .stencil(let nonzero, let evenOdd, let aliased):
            guard !nonzero.isEmpty || !evenOdd.isEmpty else {
                glDisable(GLenum(GL_STENCIL_TEST))
                return 0
            }
            statistics.drawCalls += try stencilPass(nonzero: nonzero, evenOdd: evenOdd, cover: cover, aliased: aliased,
                                                    target: target, width: width, height: height)
            statistics.stencilGroups += 1
            return 0
        case .analytic(let triangles, let evenOdd, let bounds):
            glDisable(GLenum(GL_STENCIL_TEST))
            statistics.drawCalls += try accumulate(triangles, bounds: bounds, target: target)
            statistics.analyticGroups += 1
            glUseProgram(solid.id)
            return evenOdd ? 2 : 1
        }
    }

    /// Accumulates analytic coverage (see ``AnalyticCoverage``) and binds `target` and the frame's
    /// vertex array again.
    func accumulate(_ triangles: Range<Int>, bounds: DeviceBounds, target: GLuint) throws(GLESError) -> Int {
        guard let coverage else { return 0 }
        let draws = try coverage.accumulate(triangles, bounds: bounds, target: target)
        glBindVertexArray(geometry.vertexArray)
        return draws
    }

    /// Counts the fans into the stencil (colors off), then sets the state of the cover: colors on,
    /// pass where stencil ≠ 0 and zero it there. Returns the draw calls issued.
    func stencilPass(nonzero: Range<Int>, evenOdd: Range<Int>) -> Int {
        var draws = 0
        glEnable(GLenum(GL_STENCIL_TEST))
        glColorMask(GLboolean(GL_FALSE), GLboolean(GL_FALSE), GLboolean(GL_FALSE), GLboolean(GL_FALSE))
        glStencilFunc(GLenum(GL_ALWAYS), 0, 0xFF)
        if !nonzero.isEmpty {
            glStencilOpSeparate(GLenum(GL_FRONT), GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(GL_INCR_WRAP))
            glStencilOpSeparate(GLenum(GL_BACK), GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(GL_DECR_WRAP))
            draws += drawElements(nonzero)
        }
        if !evenOdd.isEmpty {
            glStencilOp(GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(GL_INVERT))
            draws += drawElements(evenOdd)
        }
        glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE))
        glStencilFunc(GLenum(GL_NOTEQUAL), 0, 0xFF)
        glStencilOp(GLenum(GL_KEEP), GLenum(GL_ZERO), GLenum(GL_ZERO))
        return draws
    }

    /// Draws `cover` with the composite program: the layer's texture × its opacity, blended onto
    /// the bound framebuffer with the layer's mode (see composite.frag). Restores the solid program
    /// and premultiplied source-over blending.
    func compositeLayer(_ texture: GLuint, backdrop: GLuint, layer: LayerComposite, cover: Range<Int>, rule: GLint) -> Int {
        glActiveTexture(GLenum(GL_TEXTURE2))
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glActiveTexture(GLenum(GL_TEXTURE3))
        glBindTexture(GLenum(GL_TEXTURE_2D), backdrop)
        glActiveTexture(GLenum(GL_TEXTURE0))
        glUseProgram(composite.id)
        glUniform1i(composite.uniform("uLayer"), 2)
        glUniform1i(composite.uniform("uBackdrop"), 3)
        glUniform1f(composite.uniform("uOpacity"), layer.opacity)
        glUniform1i(composite.uniform("uMode"), layer.mode == .multiply ? 1 : 0)
        glUniform1i(composite.uniform("uRule"), rule)
        glUniform2f(composite.uniform("uViewport"), GLfloat(layerTargets?.width ?? 1), GLfloat(layerTargets?.height ?? 1))
        switch layer.mode {
        case .normal: glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        case .screen: glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_COLOR))   // s + d − s·d
        case .plusLighter: glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE))              // min(1, s + d): RGBA8 clamps
        case .multiply: glDisable(GLenum(GL_BLEND))                                 // computed in the shader
        }
        let draws = drawElements(cover)
        glEnable(GLenum(GL_BLEND))
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        glUseProgram(solid.id)
        return draws
    }
}
