import CGLES3
import Foundation
import RenderCommands
import VectorPath
import Tessellation
import Geometry2D

/// The offscreen targets of layers (groups) at one canvas size, one level per nesting depth, and
/// the backdrop copy the shader blend modes (multiply, overlay …) read. A level is a framebuffer drawn into (multisampled RGBA8 +
/// depth/stencil, as the canvas) and a single-sample RGBA8 texture it resolves into at pop, which
/// the composite program samples. Levels are created the first time a frame nests that deep and
/// reused by every later layer at that depth and every later frame; rebuilt only when the size
/// changes. Internal; needs the context current.
final class LayerTargets {
    struct Level {
        /// Where the layer's commands draw (the texture's framebuffer itself without MSAA).
        var drawFramebuffer: GLuint
        /// Single-sample framebuffer of `texture`.
        var textureFramebuffer: GLuint
        var texture: GLuint
    }

    let width: Int, height: Int, samples: Int
    private(set) var levels: [Level] = []
    private var backdropFramebuffer: GLuint = 0
    private(set) var backdropTexture: GLuint = 0
    /// The two single-sample targets a layer's blur passes write (rows, then columns).
    private var scratch: [(framebuffer: GLuint, texture: GLuint)] = []
    private var renderbuffers: [GLuint] = [], framebuffers: [GLuint] = [], textures: [GLuint] = []

    /// GL objects held.
    var objectCount: Int { renderbuffers.count + framebuffers.count + textures.count }

    init(width: Int, height: Int, samples: Int) {
        self.width = width
        self.height = height
        self.samples = samples
    }

    /// The level of nesting `depth` (1 = a layer directly on the canvas), created if needed.
    func level(_ depth: Int) throws(GLESError) -> Level {
        while levels.count < depth {
            let texture = makeTexture()
            let textureFramebuffer: GLuint
            let drawFramebuffer: GLuint
            if samples > 0 {
                textureFramebuffer = try makeFramebuffer("layer resolve", texture: texture, depthStencil: nil)
                drawFramebuffer = try makeFramebuffer("layer \(samples)× MSAA", color: makeRenderbuffer(samples: samples, format: GL_RGBA8),
                                                      depthStencil: makeRenderbuffer(samples: samples, format: GL_DEPTH24_STENCIL8))
            } else {
                textureFramebuffer = try makeFramebuffer("layer", texture: texture,
                                                         depthStencil: makeRenderbuffer(samples: 0, format: GL_DEPTH24_STENCIL8))
                drawFramebuffer = textureFramebuffer
            }
            levels.append(Level(drawFramebuffer: drawFramebuffer, textureFramebuffer: textureFramebuffer, texture: texture))
            try GLCheck.check("allocating a \(width)×\(height) layer")
        }
        return levels[depth - 1]
    }

    /// The two targets of a blur's passes (framebuffer, texture), created the first time.
    func blurScratch() throws(GLESError) -> (rows: (framebuffer: GLuint, texture: GLuint), columns: (framebuffer: GLuint, texture: GLuint)) {
        while scratch.count < 2 {
            let texture = makeTexture()
            scratch.append((try makeFramebuffer("blur pass", texture: texture, depthStencil: nil), texture))
        }
        return (scratch[0], scratch[1])
    }

    /// Resolves a level's multisampled drawing into its texture (nothing to do without MSAA).
    func resolve(_ level: Level) {
        guard level.drawFramebuffer != level.textureFramebuffer else { return }
        blit(from: level.drawFramebuffer, to: level.textureFramebuffer)
    }

    /// Copies (and resolves) the pixels of `framebuffer` into the backdrop texture; returns it.
    func copyBackdrop(from framebuffer: GLuint) throws(GLESError) -> GLuint {
        if backdropTexture == 0 {
            backdropTexture = makeTexture()
            backdropFramebuffer = try makeFramebuffer("backdrop", texture: backdropTexture, depthStencil: nil)
        }
        blit(from: framebuffer, to: backdropFramebuffer)
        return backdropTexture
    }

    private func blit(from source: GLuint, to destination: GLuint) {
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), source)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), destination)
        glBlitFramebuffer(0, 0, GLint(width), GLint(height), 0, 0, GLint(width), GLint(height),
                          GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
    }

    /// Deletes every GL object.
    func release() {
        if !framebuffers.isEmpty { glDeleteFramebuffers(GLsizei(framebuffers.count), framebuffers) }
        if !renderbuffers.isEmpty { glDeleteRenderbuffers(GLsizei(renderbuffers.count), renderbuffers) }
        if !textures.isEmpty { glDeleteTextures(GLsizei(textures.count), textures) }
        framebuffers = []; renderbuffers = []; textures = []; levels = []; scratch = []
        backdropTexture = 0; backdropFramebuffer = 0
    }

    private func makeTexture() -> GLuint {
        var id: GLuint = 0
        glGenTextures(1, &id)
        textures.append(id)
        glBindTexture(GLenum(GL_TEXTURE_2D), id)
        glTexStorage2D(GLenum(GL_TEXTURE_2D), 1, GLenum(GL_RGBA8), GLsizei(width), GLsizei(height))
        for parameter in [GL_TEXTURE_MIN_FILTER, GL_TEXTURE_MAG_FILTER] {
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(parameter), GL_NEAREST)
        }
        return id
    }

    private func makeRenderbuffer(samples: Int, format: Int32) -> GLuint {
        let id = GLObjects.renderbuffer(width: width, height: height, samples: samples, format: format)
        renderbuffers.append(id)
        return id
    }

    private func makeFramebuffer(_ what: String, color: GLuint? = nil, texture: GLuint? = nil,
                                 depthStencil: GLuint?) throws(GLESError) -> GLuint {
        try GLObjects.framebuffer(what, color: color, texture: texture, depthStencil: depthStencil, created: &framebuffers)
    }
}

/// Textures for the images of a frame: texture i holds the frame's i-th image, re-specified only
/// when its size changes, so many frames reuse the same objects. Internal; needs the context current.
final class ImageTextures {
    private var textures: [GLuint] = []
    private var sizes: [(Int, Int)] = []
    /// The textures uploaded this frame (an image drawn many times is uploaded once).
    private var uploaded: Set<Int> = []

    var objectCount: Int { textures.count }

    /// Starts a frame: every texture is uploaded again at its first bind.
    func beginFrame() {
        uploaded.removeAll(keepingCapacity: true)
    }

    /// Binds texture `index` to the active texture unit, uploading `image` into it at its first
    /// bind of the frame.
    func bind(_ index: Int, image: Pixmap, filter: Int32) {
        while textures.count <= index {
            var id: GLuint = 0
            glGenTextures(1, &id)
            textures.append(id)
            sizes.append((0, 0))
        }
        glBindTexture(GLenum(GL_TEXTURE_2D), textures[index])
        for parameter in [GL_TEXTURE_MIN_FILTER, GL_TEXTURE_MAG_FILTER] {
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(parameter), filter)
        }
        guard uploaded.insert(index).inserted else { return }
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 4)
        image.withUnsafeBytes { bytes in
            if sizes[index] != (image.width, image.height) {
                sizes[index] = (image.width, image.height)
                glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(image.width), GLsizei(image.height), 0,
                             GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
            } else {
                glTexSubImage2D(GLenum(GL_TEXTURE_2D), 0, 0, 0, GLsizei(image.width), GLsizei(image.height),
                                GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
            }
        }
    }

    func release() {
        if !textures.isEmpty { glDeleteTextures(GLsizei(textures.count), textures) }
        textures = []; sizes = []
    }
}
