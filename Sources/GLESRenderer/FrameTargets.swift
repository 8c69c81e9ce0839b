import CGLES3
import Foundation
import VectorPath
import Tessellation
import RenderCommands

/// The framebuffers of one canvas size: a multisampled RGBA8 + depth/stencil framebuffer that is
/// drawn into, a single-sample RGBA8 framebuffer it resolves into (glBlitFramebuffer), a pixel-pack
/// buffer for readback, and a texture for the previous canvas contents. Reused frame after frame;
/// rebuilt only when the size changes. Never sRGB. Internal; needs the context current.
final class FrameTargets {
    let width: Int, height: Int, samples: Int
    /// Where frames are drawn (the resolve framebuffer itself when samples == 0).
    private(set) var drawFramebuffer: GLuint = 0
    /// Single-sample RGBA8, read back from.
    private(set) var resolveFramebuffer: GLuint = 0
    private(set) var packBuffer: GLuint = 0
    private(set) var canvasTexture: GLuint = 0
    private var renderbuffers: [GLuint] = []
    private var framebuffers: [GLuint] = []

    /// Number of GL objects this holds (framebuffers, renderbuffers, buffers, textures).
    var objectCount: Int { renderbuffers.count + framebuffers.count + (packBuffer != 0 ? 1 : 0) + (canvasTexture != 0 ? 1 : 0) }

    init(width: Int, height: Int, samples: Int) throws(GLESError) {
        self.width = width
        self.height = height
        self.samples = samples
        do {
            let resolveColor = makeRenderbuffer(samples: 0, format: GL_RGBA8)
            resolveFramebuffer = try makeFramebuffer("resolve", color: resolveColor,
                                                     depthStencil: samples > 0 ? nil : makeRenderbuffer(samples: 0, format: GL_DEPTH24_STENCIL8))
            if samples > 0 {
                drawFramebuffer = try makeFramebuffer("\(samples)× MSAA", color: makeRenderbuffer(samples: samples, format: GL_RGBA8),
                                                      depthStencil: makeRenderbuffer(samples: samples, format: GL_DEPTH24_STENCIL8))
            } else {
                drawFramebuffer = resolveFramebuffer
            }
            glGenBuffers(1, &packBuffer)
            glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), packBuffer)
            glBufferData(GLenum(GL_PIXEL_PACK_BUFFER), width * height * 4, nil, GLenum(GL_STREAM_READ))
            glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), 0)
            try GLCheck.check("allocating \(width)×\(height) framebuffers")
        } catch {
            release()
            throw error
        }
    }

    /// The texture holding the previous canvas (created on first use), bound to TEXTURE0.
    func bindCanvasTexture() {
        if canvasTexture == 0 {
            glGenTextures(1, &canvasTexture)
            glBindTexture(GLenum(GL_TEXTURE_2D), canvasTexture)
            glTexStorage2D(GLenum(GL_TEXTURE_2D), 1, GLenum(GL_RGBA8), GLsizei(width), GLsizei(height))
            for parameter in [GL_TEXTURE_MIN_FILTER, GL_TEXTURE_MAG_FILTER] {
                glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(parameter), GL_NEAREST)
            }
        }
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D), canvasTexture)
    }

    /// Resolves the multisampled framebuffer (if any) into the single-sample one.
    func resolve() {
        guard samples > 0 else { return }
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), drawFramebuffer)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), resolveFramebuffer)
        glBlitFramebuffer(0, 0, GLint(width), GLint(height), 0, 0, GLint(width), GLint(height),
                          GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
    }

    /// Starts reading the resolved pixels into a pack buffer (this one's, or `buffer` of at least
    /// width × height × 4 bytes); returns without waiting.
    func startReadback(into buffer: GLuint? = nil) {
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), resolveFramebuffer)
        glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), buffer ?? packBuffer)
        glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 4)
        glReadPixels(0, 0, GLsizei(width), GLsizei(height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)
        glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), 0)
    }

    /// Maps the pack buffer (waiting for the readback) and copies it into `destination` with rows
    /// flipped: GL's row 0 is the bottom one.
    func finishReadback(into destination: UnsafeMutableRawBufferPointer) throws(GLESError) {
        try Self.copyFlipped(from: packBuffer, width: width, height: height, into: destination)
    }

    /// Maps `buffer` (waiting for its readback unless fenced already) and copies `height` rows of
    /// `width` pixels into `destination`, flipped. Context current.
    static func copyFlipped(from buffer: GLuint, width: Int, height: Int,
                            into destination: UnsafeMutableRawBufferPointer) throws(GLESError) {
        let stride = width * 4
        glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), buffer)
        defer { glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), 0) }
        guard let mapped = glMapBufferRange(GLenum(GL_PIXEL_PACK_BUFFER), 0, stride * height, GLbitfield(GL_MAP_READ_BIT)) else {
            throw .readbackFailed("glMapBufferRange returned null (GL error 0x\(String(glGetError(), radix: 16)))")
        }
        guard let base = destination.baseAddress, destination.count >= stride * height else {
            _ = glUnmapBuffer(GLenum(GL_PIXEL_PACK_BUFFER))
            throw .readbackFailed("destination smaller than \(width)×\(height)")
        }
        for row in 0..<height {
            (base + row * stride).copyMemory(from: mapped + (height - 1 - row) * stride, byteCount: stride)
        }
        _ = glUnmapBuffer(GLenum(GL_PIXEL_PACK_BUFFER))
    }

    /// Deletes every GL object.
    func release() {
        if !framebuffers.isEmpty { glDeleteFramebuffers(GLsizei(framebuffers.count), framebuffers) }
        if !renderbuffers.isEmpty { glDeleteRenderbuffers(GLsizei(renderbuffers.count), renderbuffers) }
        if packBuffer != 0 { glDeleteBuffers(1, &packBuffer) }
        if canvasTexture != 0 { glDeleteTextures(1, &canvasTexture) }
        framebuffers = []; renderbuffers = []; packBuffer = 0; canvasTexture = 0
    }

    private func makeRenderbuffer(samples: Int, format: Int32) -> GLuint {
        let id = GLObjects.renderbuffer(width: width, height: height, samples: samples, format: format)
        renderbuffers.append(id)
        return id
    }

    private func makeFramebuffer(_ what: String, color: GLuint, depthStencil: GLuint?) throws(GLESError) -> GLuint {
        try GLObjects.framebuffer(what, color: color, depthStencil: depthStencil, created: &framebuffers)
    }
}
