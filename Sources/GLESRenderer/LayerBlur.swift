import CGLES3
import RenderCommands

/// Draws a layer's blur, drop shadow or backdrop (``BlurPass``) on the GPU at its pop, from the
/// pixels the layer drew (a backdrop: from a copy of the canvas beneath it): a rows pass from the layer's texture into a scratch texture, then a columns pass
/// into a second, each one weighted sum per pixel along its axis (blur.frag, the CPU's passes
/// along that axis convolved into one kernel by ``RenderCommands/CompositeBlur/weights(of:)``) and
/// rounded to bytes as the CPU rounds after each axis. The composite program then reads the
/// second texture (see composite.frag's `uFilter`). Internal; needs the context current.
final class LayerBlur {
    let program: ShaderProgram
    /// The kernel whose weights the program's `uWeights` holds.
    private var loaded: GaussianBlurKernel?

    init() throws(GLESError) {
        program = try ShaderProgram(vertex: "canvas.vert", fragment: "blur.frag")
    }

    /// GL objects held (the program).
    var objectCount: Int { 1 }

    func release() {
        glDeleteProgram(program.id)
        loaded = nil
    }

    /// Draws `pass` from `source` (the layer's resolved texture; for a backdrop, a copy of the
    /// canvas) into the scratch targets of `targets`; returns the texture holding the result over
    /// `pass.columns` (blurred pixels, a shadow's tinted blurred alpha moved by its offset, or the
    /// blurred backdrop). Leaves blending on (premultiplied source-over), the scissor off and
    /// texture unit 0 active; the caller binds its framebuffer and program.
    func draw(_ pass: BlurPass, from source: GLuint, targets: LayerTargets) throws(GLESError) -> GLuint {
        let scratch = try targets.blurScratch()
        let height = targets.height
        glDisable(GLenum(GL_BLEND))
        glDisable(GLenum(GL_STENCIL_TEST))
        glEnable(GLenum(GL_SCISSOR_TEST))
        glUseProgram(program.id)
        loadWeights(pass.blur.kernel)
        glUniform1i(program.uniform("uSource"), 2)
        let shadow = pass.blur.shadow
        let canvas = DeviceBounds(minX: 0, minY: 0, maxX: targets.width, maxY: targets.height)
        // Only what lies on the canvas is drawn and read (texels beyond it do not exist).
        let backdrop = pass.blur.backdrop != nil
        let passes = [(framebuffer: scratch.rows.framebuffer, read: source, valid: backdrop ? canvas : pass.drawn, written: pass.rows),
                      (framebuffer: scratch.columns.framebuffer, read: scratch.rows.texture, valid: pass.rows, written: pass.columns)]
        for (axis, step) in passes.enumerated() {
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), step.framebuffer)
            let area = step.written.intersection(canvas)
            glScissor(GLint(area.minX), GLint(height - area.maxY), GLsizei(area.maxX - area.minX), GLsizei(area.maxY - area.minY))
            glActiveTexture(GLenum(GL_TEXTURE2))
            glBindTexture(GLenum(GL_TEXTURE_2D), step.read)
            // Columns run up the texture (GL rows count from the bottom), the same sum: the kernel is symmetric.
            glUniform1i(program.uniform("uAxis"), GLint(axis))
            // A shadow's first pass reads its offset away (GL's y is device −y).
            glUniform2i(program.uniform("uOffset"), GLint(clamping: axis == 0 ? shadow?.dx ?? 0 : 0),
                        GLint(clamping: axis == 0 ? -(shadow?.dy ?? 0) : 0))
            Self.setRect(program.uniform("uValid"), step.valid.intersection(canvas), height: height)
            glUniform1i(program.uniform("uClamp"), backdrop ? 1 : 0)
            glUniform1i(program.uniform("uTint"), axis == 0 && shadow != nil ? 1 : 0)
            if let color = shadow?.color {
                glUniform4f(program.uniform("uTintColor"), GLfloat(color.red), GLfloat(color.green), GLfloat(color.blue), GLfloat(color.alpha))
            }
            glDrawArrays(GLenum(GL_TRIANGLES), 0, 3)
        }
        glDisable(GLenum(GL_SCISSOR_TEST))
        glEnable(GLenum(GL_BLEND))
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        glActiveTexture(GLenum(GL_TEXTURE0))
        try GLCheck.check("blurring a layer")
        return scratch.columns.texture
    }

    /// Sets an `ivec4` rectangle uniform (x0, y0, x1, y1 in GL texels, rows from the bottom) from
    /// device pixels (rows from the top) of a target `height` high.
    static func setRect(_ location: GLint, _ rect: DeviceBounds, height: Int) {
        glUniform4i(location, GLint(clamping: rect.minX), GLint(clamping: height - rect.maxY),
                    GLint(clamping: rect.maxX), GLint(clamping: height - rect.minY))
    }

    /// Sets `uWeights` and `uRadius` to `kernel`'s unless they hold them already. Program in use.
    private func loadWeights(_ kernel: GaussianBlurKernel) {
        guard loaded != kernel else { return }
        let (taps, radius) = CompositeBlur.weights(of: kernel)
        var floats = taps.map { Float($0) }
        floats += [Float](repeating: 0, count: (4 - floats.count % 4) % 4)
        floats.withUnsafeBufferPointer { glUniform4fv(program.uniform("uWeights"), GLsizei(floats.count / 4), $0.baseAddress) }
        glUniform1i(program.uniform("uRadius"), GLint(radius))
        loaded = kernel
    }
}
