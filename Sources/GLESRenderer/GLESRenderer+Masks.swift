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
    func compositeLayer(_ texture: GLuint, filtered: GLuint?, backdrop: GLuint, layer: LayerComposite, cover: Range<Int>,
                        rule: GLint) -> Int {
        glActiveTexture(GLenum(GL_TEXTURE2))
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glActiveTexture(GLenum(GL_TEXTURE3))
        glBindTexture(GLenum(GL_TEXTURE_2D), backdrop)
        glActiveTexture(GLenum(GL_TEXTURE6))   // 4 is the analytic accumulation's, 5 the aliased mask's
        glBindTexture(GLenum(GL_TEXTURE_2D), filtered ?? 0)
        glActiveTexture(GLenum(GL_TEXTURE0))
        glUseProgram(composite.id)
        glUniform1i(composite.uniform("uFiltered"), 6)
        setBlurPass(filtered == nil ? nil : layer.blur)
        setMask(layer.mask)
        glUniform1i(composite.uniform("uLayer"), 2)
        glUniform1i(composite.uniform("uBackdrop"), 3)
        glUniform1f(composite.uniform("uOpacity"), layer.opacity)
        glUniform1i(composite.uniform("uMode"), layer.mode.compositeShaderMode)
        glUniform1i(composite.uniform("uRule"), rule)
        glUniform2f(composite.uniform("uViewport"), GLfloat(layerTargets?.width ?? 1), GLfloat(layerTargets?.height ?? 1))
        setColorMatrix(layer.colorMatrix)
        if let (source, destination) = layer.mode.blendFactors {
            glBlendFunc(GLenum(source), GLenum(destination))
        } else {
            glDisable(GLenum(GL_BLEND))   // computed in the shader from the backdrop
        }
        let draws = drawElements(cover)
        glEnable(GLenum(GL_BLEND))
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        glUseProgram(solid.id)
        return draws
    }
}

extension GLESRenderer {
    /// The composite program's colour matrix (composite.frag's `uColorMatrix`, `uColorOffset`;
    /// `uHasMatrix` 0 without one): the four rows of ``ColorMatrix`` as a column-major `mat4`
    /// whose columns are the multipliers of R, G, B and A, and the offsets.
    func setColorMatrix(_ matrix: ColorMatrix?) {
        glUniform1i(composite.uniform("uHasMatrix"), matrix == nil ? 0 : 1)
        guard let m = matrix?.entries else { return }
        var columns = [GLfloat](repeating: 0, count: 16)
        for row in 0..<4 {
            for column in 0..<4 { columns[column * 4 + row] = GLfloat(m[row * 5 + column]) }
        }
        columns.withUnsafeBufferPointer { glUniformMatrix4fv(composite.uniform("uColorMatrix"), 1, GLboolean(GL_FALSE), $0.baseAddress) }
        glUniform4f(composite.uniform("uColorOffset"), GLfloat(m[4]), GLfloat(m[9]), GLfloat(m[14]), GLfloat(m[19]))
    }
}

extension GLESRenderer {
    /// The composite program's filtered layer (composite.frag's `uFilter`, `uFilteredRect`,
    /// `uBackdropMatrix`, `uThreshold`): what `pass` wrote, and how it joins the layer.
    func setBlurPass(_ pass: BlurPass?) {
        guard let pass, let targets = layerTargets else {
            glUniform1i(composite.uniform("uFilter"), 0)
            glUniform1i(composite.uniform("uHasThreshold"), 0)
            return
        }
        let mode: GLint = pass.blur.shadow != nil ? 2 : pass.blur.backdrop != nil ? 3 : 1
        glUniform1i(composite.uniform("uFilter"), mode)
        glUniform1i(composite.uniform("uHasThreshold"), pass.blur.threshold == nil ? 0 : 1)
        if let threshold = pass.blur.threshold {
            glUniform2i(composite.uniform("uThreshold"), GLint(threshold.low), GLint(threshold.high))
            let c = threshold.color
            glUniform4f(composite.uniform("uThresholdColor"), GLfloat(c.red) / 255, GLfloat(c.green) / 255,
                        GLfloat(c.blue) / 255, GLfloat(c.alpha) / 255)
        }
        LayerBlur.setRect(composite.uniform("uFilteredRect"), pass.columns.intersection(
            DeviceBounds(minX: 0, minY: 0, maxX: targets.width, maxY: targets.height)), height: targets.height)
        guard let saturation = pass.blur.backdrop?.saturation else { return }
        // The saturation matrix's colour part (it has no offsets and keeps alpha), column-major.
        let m = ColorMatrix.saturation(saturation).entries
        var columns = [GLfloat](repeating: 0, count: 9)
        for row in 0..<3 {
            for column in 0..<3 { columns[column * 3 + row] = GLfloat(m[row * 5 + column]) }
        }
        columns.withUnsafeBufferPointer { glUniformMatrix3fv(composite.uniform("uBackdropMatrix"), 1, GLboolean(GL_FALSE), $0.baseAddress) }
    }
}

extension GLESRenderer {
    /// The composite program's mask (composite.frag's `uHasMask`, `uMask`, `uMaskRect`): the
    /// resolved texture of the mask's group, bound to unit 7, and what it drew.
    func setMask(_ mask: MaskSource?) {
        glUniform1i(composite.uniform("uHasMask"), mask == nil ? 0 : 1)
        guard let mask, let targets = layerTargets, let level = try? targets.level(mask.depth) else { return }
        glActiveTexture(GLenum(GL_TEXTURE7))
        glBindTexture(GLenum(GL_TEXTURE_2D), level.texture)
        glActiveTexture(GLenum(GL_TEXTURE0))
        glUniform1i(composite.uniform("uMask"), 7)
        let empty = DeviceBounds(minX: 0, minY: 0, maxX: 0, maxY: 0)
        LayerBlur.setRect(composite.uniform("uMaskRect"), mask.drawn ?? empty, height: targets.height)
    }
}

extension BlendMode {
    /// The blend equation's factors (source, destination) for the modes it does exactly on
    /// premultiplied colours; nil for those composite.frag computes from the backdrop.
    var blendFactors: (Int32, Int32)? {
        switch self {
        case .normal: (GL_ONE, GL_ONE_MINUS_SRC_ALPHA)
        case .screen: (GL_ONE, GL_ONE_MINUS_SRC_COLOR)              // s + d − s·d
        case .plusLighter: (GL_ONE, GL_ONE)                         // min(1, s + d): RGBA8 clamps
        case .sourceAtop: (GL_DST_ALPHA, GL_ONE_MINUS_SRC_ALPHA)    // s·αd + d(1 − αs)
        case .destinationOver: (GL_ONE_MINUS_DST_ALPHA, GL_ONE)     // s(1 − αd) + d
        case .destinationOut: (GL_ZERO, GL_ONE_MINUS_SRC_ALPHA)     // d(1 − αs)
        case .xor: (GL_ONE_MINUS_DST_ALPHA, GL_ONE_MINUS_SRC_ALPHA) // s(1 − αd) + d(1 − αs)
        default: nil
        }
    }

    /// True when compositing reads a copy of the parent's pixels (the shader's modes).
    var readsBackdrop: Bool { blendFactors == nil }

    /// composite.frag's `uMode` for this mode.
    var compositeShaderMode: GLint {
        switch self {
        case .normal, .screen, .plusLighter, .sourceAtop, .destinationOver, .destinationOut, .xor: 0
        case .multiply: 1
        case .overlay: 2
        case .darken: 3
        case .lighten: 4
        case .colorDodge: 5
        case .colorBurn: 6
        case .softLight: 7
        case .hardLight: 8
        case .difference: 9
        case .exclusion: 10
        case .hue: 11
        case .saturation: 12
        case .color: 13
        case .luminosity: 14
        case .plusDarker: 15
        }
    }
}
