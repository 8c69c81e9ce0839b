import CGLES3
import Foundation
import RenderCommands

/// Anti-aliased coverage computed exactly on the GPU, as the software renderer computes it: the
/// pieces of a path's fan (``FrameBatch/triangles``: the stencil fan's triangles, strictly convex
/// pairs of them as quads) are drawn instanced into a single-sample R32F accumulation target with
/// additive blending, each fragment adding the signed area of its pixel covered by one piece
/// (coverage.vert/.frag). Summed over the fan that is
/// the pixel's integral of the winding number — the software renderer's accumulated cell value —
/// and the cover that follows (any cover shader, through mask.glsl) folds it by the fill rule into
/// 0…255. 256 coverage levels instead of MSAA's five: thin and dense strokes look as on the CPU.
///
/// Paths with disjoint pixel bounds share one accumulation (``FrameBatch`` groups them). The
/// accumulation texture is color attachment 1 (the coverage shader writes location 1); where it
/// lives depends on ``Mode``:
/// - ``Mode/framebufferFetch`` (GL_EXT_shader_framebuffer_fetch: llvmpipe, Mesa, mobile GPUs): it is
///   attached to every framebuffer the frame draws into, with both draw buffers on from the canvas
///   copy to the readback; the cover reads it in place and clears it (mask.glsl), every other draw
///   writes back what it read, and the accumulation draw adds 0 to the color. A group costs two draws
///   and two blend-function changes, no framebuffer or draw-buffer change — each of which llvmpipe
///   turns into a flush, and it would also have to finish the accumulation before a cover samples it.
/// - ``Mode/imageAtomics`` (OpenGL ES 3.2, or 3.1 with GL_OES_shader_image_atomic, and images in
///   fragment shaders: NVIDIA's desktop driver): an R32I image that the accumulation adds to with
///   `imageAtomicAdd` (areas in 16.16 fixed point: integer sums, the same whatever order the
///   fragments run in) and the cover reads and zeroes with `imageAtomicExchange`. The frame's
///   framebuffer stays bound; a group costs two draws and two memory barriers.
/// - ``Mode/texture`` (anything else): its own framebuffer; a group binds it, clears what the
///   previous group left, accumulates and binds the target again, whose cover samples it. On
///   NVIDIA's driver each such switch cost about a pass over the whole canvas (H200, 2026-12-04:
///   polygons_10000, 1,227 groups, 93 ms at 1024², 1.2 s at 4096²) — why ``Mode/imageAtomics`` exists.
///
/// Needs renderable, blendable 32-bit float color (GL_EXT_color_buffer_float and
/// GL_EXT_float_blend); ``GLESRenderer`` falls back to MSAA without them. Internal; needs the
/// context current.
final class AnalyticCoverage {
    /// The extensions analytic coverage needs.
    static let requiredExtensions = ["GL_EXT_color_buffer_float", "GL_EXT_float_blend"]
    /// The extension of ``Mode/framebufferFetch``.
    static let framebufferFetchExtension = "GL_EXT_shader_framebuffer_fetch"

    /// How the cover reads the accumulation.
    enum Mode: Equatable, CustomStringConvertible {
        case framebufferFetch
        /// `es32`: an OpenGL ES 3.2 context (image atomics are core), else 3.1 with the OES extension.
        case imageAtomics(es32: Bool)
        case texture

        /// The first way `options` allow that this context has.
        static func choose(_ options: GLESOptions, extensions: [String], version: String) -> Mode {
            if options.framebufferFetch && extensions.contains(AnalyticCoverage.framebufferFetchExtension) { return .framebufferFetch }
            if options.imageAtomics, zoetrope_gles_has_images() != 0, GLCheck.integer(GL_MAX_FRAGMENT_IMAGE_UNIFORMS) >= 1,
               let (major, minor) = Self.esVersion(version), major == 3, minor >= 1 {
                if minor >= 2 { return .imageAtomics(es32: true) }
                if extensions.contains("GL_OES_shader_image_atomic") { return .imageAtomics(es32: false) }
            }
            return .texture
        }

        /// "OpenGL ES 3.2 Mesa 22.3.6" → (3, 2).
        static func esVersion(_ version: String) -> (Int, Int)? {
            guard let range = version.range(of: "OpenGL ES ") else { return nil }
            let numbers = version[range.upperBound...].prefix { $0.isNumber || $0 == "." }.split(separator: ".")
            guard numbers.count >= 2, let major = Int(numbers[0]), let minor = Int(numbers[1]) else { return nil }
            return (major, minor)
        }

        var description: String {
            switch self {
            case .framebufferFetch: "framebuffer fetch"
            case .imageAtomics: "image atomics"
            case .texture: "texture"
            }
        }
    }

    /// The prelude of the cover shaders in `mode` (see ``ShaderProgram/init(vertex:fragment:prelude:version:)``).
    static func coverPrelude(_ mode: Mode?) -> String {
        switch mode {
        case .framebufferFetch: "#extension GL_EXT_shader_framebuffer_fetch : require\n#define ZOETROPE_FRAMEBUFFER_FETCH 1"
        case .imageAtomics(let es32):
            (es32 ? "" : "#extension GL_OES_shader_image_atomic : require\n") + "#define ZOETROPE_IMAGE_ATOMICS 1"
        default: ""
        }
    }

    /// The `#version` line of every program that touches the accumulation in `mode` (nil: the files' own).
    static func shaderVersion(_ mode: Mode?) -> String? {
        guard case .imageAtomics(let es32) = mode else { return nil }
        return es32 ? "#version 320 es" : "#version 310 es"
    }

    /// Fixed-point units per pixel of area in ``Mode/imageAtomics`` (coverage.frag, mask.glsl).
    static let imageAtomicsScale = 65536
    /// The image unit of ``Mode/imageAtomics`` (`binding = 0` in the shaders).
    static let imageUnit: GLuint = 0

    let mode: Mode
    /// ``Mode/imageAtomics``.
    private var isImage: Bool { if case .imageAtomics = mode { true } else { false } }
    /// Framebuffers that have the accumulation as color attachment 1 (framebuffer fetch).
    private var attached: Set<GLuint> = []
    /// Bytes of one instance: four device points as Float pairs (a triangle repeats its first).
    static let instanceStride = 32
    /// Floats of one instance.
    static let instanceFloats = 8
    /// The texture unit the cover shaders read the accumulation from (`uAccumulation`).
    static let textureUnit: GLint = 4

    private let program: ShaderProgram
    private let viewport: GLint
    private var vertexArray: GLuint = 0
    /// The frame's instances (rewritten where they changed).
    private var instances = MirroredBuffer()
    private(set) var texture: GLuint = 0
    private var framebuffer: GLuint = 0
    private(set) var width = 0, height = 0
    /// What the last group accumulated (device pixels), cleared before the next one accumulates.
    private var dirty: DeviceBounds?

    /// GL objects held: the program's vertex array and buffer, the target texture and framebuffer.
    var objectCount: Int { 2 + (texture != 0 ? 2 : 0) }

    /// Whether the accumulation draw turns the color attachment's writes off (`glColorMaski`,
    /// OpenGL ES 3.2): it adds nothing to the color, but blending it still read and wrote every
    /// fragment's color (llvmpipe skips a fully masked attachment).
    private let masksColor: Bool

    /// `version`: the context's GL_VERSION string.
    init(mode: Mode, version: String = "") throws(GLESError) {
        self.mode = mode
        let es = Mode.esVersion(version)
        masksColor = mode != .texture && zoetrope_gles_has_color_mask_indexed() != 0 && es.map { $0 > (3, 1) } == true
            && ProcessInfo.processInfo.environment["ZOETROPE_GL_MASK_ACCUMULATION_COLOR"] != "0"
        program = try ShaderProgram(vertex: "coverage.vert", fragment: "coverage.frag",
                                    prelude: mode == .framebufferFetch ? "" : Self.coverPrelude(mode),
                                    version: Self.shaderVersion(mode))
        viewport = program.uniform("uViewport")
        glGenVertexArrays(1, &vertexArray)
    }

    /// Makes the accumulation target `width`×`height` (cleared) unless it is already, and binds its
    /// texture to ``textureUnit``. May leave its framebuffer bound: call before binding the frame's.
    func prepare(width: Int, height: Int) throws(GLESError) {
        if width != self.width || height != self.height || texture == 0 {
            releaseTarget()
            glGenTextures(1, &texture)
            glBindTexture(GLenum(GL_TEXTURE_2D), texture)
            glTexStorage2D(GLenum(GL_TEXTURE_2D), 1, GLenum(isImage ? GL_R32I : GL_R32F), GLsizei(width), GLsizei(height))
            for parameter in [GL_TEXTURE_MIN_FILTER, GL_TEXTURE_MAG_FILTER] {
                glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(parameter), GL_NEAREST)
            }
            glGenFramebuffers(1, &framebuffer)
            self.width = width
            self.height = height
            attached = []
            try attach(to: framebuffer)
            try GLCheck.check("allocating the \(width)×\(height) coverage accumulation")
        }
        // Cleared once per frame: what covers clear in place leaves float noise (≤ 1e-7 per
        // triangle) around paths that must not build up.
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glDisable(GLenum(GL_SCISSOR_TEST))
        if isImage {
            var zero: [GLint] = [0, 0, 0, 0]
            glClearBufferiv(GLenum(GL_COLOR), 1, &zero)
            // The clear (a framebuffer write) before the first atomic add (an image access).
            glMemoryBarrier(GLbitfield(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT | GL_FRAMEBUFFER_BARRIER_BIT))
            glBindImageTexture(Self.imageUnit, texture, 0, GLboolean(GL_FALSE), 0, GLenum(GL_READ_WRITE), GLenum(GL_R32I))
        } else {
            var zero: [GLfloat] = [0, 0, 0, 0]
            glClearBufferfv(GLenum(GL_COLOR), 1, &zero)
        }
        dirty = nil
        if mode == .texture {
            glActiveTexture(GLenum(GL_TEXTURE0 + Self.textureUnit))
            glBindTexture(GLenum(GL_TEXTURE_2D), texture)
            glActiveTexture(GLenum(GL_TEXTURE0))
        }
    }

    /// Makes the accumulation color attachment 1 of `framebuffer` (bound afterwards), once, with
    /// draw buffers [color, accumulation] — [none, accumulation] for the texture mode's own.
    func attach(to framebuffer: GLuint) throws(GLESError) {
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        guard !attached.contains(framebuffer) else { return }
        glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT1), GLenum(GL_TEXTURE_2D), texture, 0)
        Self.drawBuffers(accumulation: true, color: framebuffer != self.framebuffer)
        let status = glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER))
        guard status == GLenum(GL_FRAMEBUFFER_COMPLETE) else {
            throw .framebufferIncomplete(what: "coverage accumulation as color attachment 1", status: status)
        }
        attached.insert(framebuffer)
    }

    /// Before the canvas of `target` (bound) is cleared or copied, whose clear color or shader
    /// would reach the accumulation: only the color is drawn. Whether or not ``attached`` still
    /// names it (forgotten when other framebuffers were deleted), it may have the attachment.
    func beforeCanvas(_ target: GLuint) {
        guard mode == .framebufferFetch else { return }
        Self.drawBuffers(accumulation: false, color: true)
    }

    /// After it: (framebuffer fetch) every later draw into `target` carries the accumulation.
    func afterCanvas(_ target: GLuint) throws(GLESError) {
        guard mode == .framebufferFetch else { return }
        try attach(to: target)
        Self.drawBuffers(accumulation: true, color: true)
    }

    /// Forgets which framebuffers have the accumulation attached (call when they are deleted: GL
    /// may hand out their names again).
    func forgetAttachments() {
        attached = attached.filter { $0 == framebuffer }
    }

    /// Sets the bound framebuffer's draw buffers: attachment 0 (the color) and 1 (the accumulation).
    static func drawBuffers(accumulation: Bool, color: Bool) {
        var buffers: [GLenum] = [color ? GLenum(GL_COLOR_ATTACHMENT0) : GLenum(GL_NONE),
                                 accumulation ? GLenum(GL_COLOR_ATTACHMENT1) : GLenum(GL_NONE)]
        glDrawBuffers(2, &buffers)
    }

    /// Uploads the frame's instances where they differ from the last frame's (``MirroredBuffer``);
    /// returns the bytes written (all of them unless `comparing`).
    func upload(_ triangles: [Float], comparing: Bool) -> Int {
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), instances.name)
        return instances.upload(triangles, target: GLenum(GL_ARRAY_BUFFER), comparing: comparing)
    }

    /// Accumulates the instances `triangles` over `bounds`, then leaves `target` bound,
    /// ready for the cover: premultiplied source-over blending (framebuffer fetch: into the
    /// accumulation too, where the cover's (0, 0, 0, 1) leaves exactly 0). The caller binds its
    /// program and vertex array again. Returns the draw calls issued.
    func accumulate(_ triangles: Range<Int>, bounds: DeviceBounds, target: GLuint) throws(GLESError) -> Int {
        glDisable(GLenum(GL_STENCIL_TEST))
        if mode == .framebufferFetch {
            try attach(to: target)   // a layer's framebuffer the first time
            glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE))
            drawInstances(triangles)
            glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
            return 1
        }
        if isImage {
            // After the last cover's exchanges, before this group's adds; then before its cover.
            glMemoryBarrier(GLbitfield(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT))
            drawInstances(triangles)   // its color, (0, 0, 0, 0), blended source-over changes nothing
            glMemoryBarrier(GLbitfield(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT))
            return 1
        }
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        if let dirty {
            glEnable(GLenum(GL_SCISSOR_TEST))
            glScissor(GLint(dirty.minX), GLint(height - dirty.maxY), GLsizei(dirty.maxX - dirty.minX),
                      GLsizei(dirty.maxY - dirty.minY))
            glClearColor(0, 0, 0, 0)
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
            glDisable(GLenum(GL_SCISSOR_TEST))
        }
        // The polygon around a piece reaches at most 2R ≈ 1.42 px beyond it (a miter); float noise outside is cleared too.
        dirty = DeviceBounds(minX: max(bounds.minX - 2, 0), minY: max(bounds.minY - 2, 0),
                             maxX: min(bounds.maxX + 2, width), maxY: min(bounds.maxY + 2, height))
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE))
        drawInstances(triangles)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), target)
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        return 1
    }

    /// The instanced draw of `triangles` with the coverage program.
    private func drawInstances(_ triangles: Range<Int>) {
        guard !triangles.isEmpty else { return }
        if masksColor { glColorMaski(0, GLboolean(GL_FALSE), GLboolean(GL_FALSE), GLboolean(GL_FALSE), GLboolean(GL_FALSE)) }
        defer { if masksColor { glColorMaski(0, GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE)) } }
        glUseProgram(program.id)
        glUniform2f(viewport, GLfloat(width), GLfloat(height))
        glBindVertexArray(vertexArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), instances.name)
        for corner in 0..<4 {
            let location = GLuint(2 + corner)
            glEnableVertexAttribArray(location)
            glVertexAttribPointer(location, 2, GLenum(GL_FLOAT), GLboolean(GL_FALSE), GLsizei(Self.instanceStride),
                                  zoetrope_gl_offset(UInt(triangles.lowerBound * Self.instanceStride + corner * 8)))
            glVertexAttribDivisor(location, 1)
        }
        glDrawArraysInstanced(GLenum(GL_TRIANGLES), 0, 18, GLsizei(triangles.count))
    }

    private func releaseTarget() {
        if framebuffer != 0 { glDeleteFramebuffers(1, &framebuffer) }
        if texture != 0 { glDeleteTextures(1, &texture) }
        framebuffer = 0; texture = 0; width = 0; height = 0; dirty = nil; attached = []
    }

    func release() {
        releaseTarget()
        instances.release()
        glDeleteVertexArrays(1, &vertexArray)
        glDeleteProgram(program.id)
    }
}
