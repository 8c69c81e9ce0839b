import CGLES3
import Foundation
import RenderCommands
import Tessellation
import VectorPath
import Geometry2D

/// Renders a `DisplayList` into a `Pixmap` with OpenGL ES 3 on a headless EGL display: geometry
/// from `DeviceGeometry` (the flattener and stroker the software renderer uses) tessellated on the
/// CPU into one vertex and one index buffer per frame, batched draws (convex fills directly,
/// everything else stencil-then-cover with exact nonzero / even-odd winding), a multisampled
/// framebuffer resolved with glBlitFramebuffer, and readback through a pixel-pack buffer.
///
/// Blending is premultiplied (`GL_ONE, GL_ONE_MINUS_SRC_ALPHA`) in sRGB-encoded space, as the
/// software renderer blends, so the two backends differ only in anti-aliasing (MSAA samples vs
/// analytic coverage); aliased geometry (`antialiased: false`) gets pixel-centre coverage on both
/// (see ``AliasedCoverage``). One renderer may be used from any thread; calls are serialized.
///
/// ```swift
/// let gpu = try GLESRenderer()                 // throws GLESError when no EGL display works
/// var pixmap = try Pixmap(width: 256, height: 256)
/// pixmap.fill(.white)
/// try gpu.render(list, into: &pixmap)
/// print(gpu.info.renderer, gpu.lastFrameStatistics.drawCalls)
/// ```
public final class GLESRenderer: Renderer, @unchecked Sendable {
    /// What was found and chosen on this machine.
    public let info: GPUInfo
    /// The options the renderer was created with.
    public let options: GLESOptions

    let lock = NSLock()
    let context: EGLContextHandle
    let solid: ShaderProgram
    private let canvas: ShaderProgram, gradient: ShaderProgram
    private let imageProgram: ShaderProgram
    let composite: ShaderProgram
    /// Layers' blurs and shadows drawn in shaders (``GLESOptions/shaderBlurs``).
    let layerBlur: LayerBlur
    /// The two passes of ``AliasedCoverage/centreMask`` (see `AliasMask`).
    let aliasMaskProgram: ShaderProgram, aliasStencilProgram: ShaderProgram
    /// The single-sample mask of ``AliasedCoverage/centreMask``, made on the first aliased draw.
    var aliasMask: AliasMask?
    private let imageTextures = ImageTextures()
    var layerTargets: LayerTargets?
    let solidViewport: GLint
    private let ramp: GradientRamp
    let geometry: GeometryStream
    private var targets: FrameTargets?
    /// The frame being drawn (lock held), its storage kept from frame to frame.
    var batch = FrameBatch(width: 1, height: 1)
    /// The last frame's geometry, found again by the next (``GLESOptions/keepsGeometry``).
    let keptGeometry = GeometryCache()
    /// The batches the last frame's pieces were tessellated into (``tessellateInPieces``).
    let spareParts = SparePieceBatches()
    private var statistics = GLESFrameStatistics()
    /// Analytic coverage's accumulation (nil when anti-aliasing is MSAA; see ``GPUInfo/coverage``).
    let coverage: AnalyticCoverage?
    /// `uRule` of the solid program (mask.glsl).
    private let solidRule: GLint

    /// Writes one `debug: …` line to standard error with write(2): lost, never a trap, when standard
    /// error is closed or full (FileHandle.write traps there).
    private static func writeDebugLine(_ text: String) {
        let line = Array("debug: \(text)\n".utf8)
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }

    /// Selects an EGL display (see ``EGLPlatform`` for the order), creates an OpenGL ES 3.0 context
    /// and compiles the shaders. Throws ``GLESError`` (never traps) when nothing works.
    public init(options: GLESOptions = GLESOptions()) throws(GLESError) {
        self.options = options
        let log: (String) -> Void = options.debugLog
            ? { Self.writeDebugLine($0) } : { _ in }
        try GLLibraries.load(egl: options.eglLibrary)
        var forced = options.platform
        if forced == nil {
            do { forced = try EGLPlatform.fromEnvironment() } catch { throw .configuration(error.description) }
        }
        var selection = EGLDisplaySelection(gpu: options.gpu, log: log)
        let context = try selection.select(forced: forced)
        guard context.makeCurrent() else {
            context.destroy()
            throw .noDisplay(attempts: selection.attempts)
        }
        defer { context.releaseCurrent() }
        let maxSamples = GLCheck.integer(GL_MAX_SAMPLES)
        let extensions = (0..<GLCheck.integer(GL_NUM_EXTENSIONS)).compactMap { index in
            glGetStringi(GLenum(GL_EXTENSIONS), GLuint(index))
                .map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
        }.sorted()
        let analytic = options.coverage == .analytic
            && AnalyticCoverage.requiredExtensions.allSatisfy { extensions.contains($0) }
        let samples = analytic || options.samples <= 1 ? 0 : min(options.samples, maxSamples)
        var info = GPUInfo(
            platform: context.platform, attempts: selection.attempts, clientExtensions: selection.clientExtensions.sorted(),
            devices: selection.devices, eglVendor: context.eglVendor, eglVersion: context.eglVersion,
            vendor: GLCheck.string(GL_VENDOR), renderer: GLCheck.string(GL_RENDERER),
            version: GLCheck.string(GL_VERSION), shadingLanguageVersion: GLCheck.string(GL_SHADING_LANGUAGE_VERSION),
            maxSamples: maxSamples, maxTextureSize: GLCheck.integer(GL_MAX_TEXTURE_SIZE),
            maxRenderbufferSize: GLCheck.integer(GL_MAX_RENDERBUFFER_SIZE), samples: samples,
            surfaceless: context.surface == nil)
        info.extensions = extensions
        info.coverage = analytic ? .analytic : .multisample
        let mode = analytic ? AnalyticCoverage.Mode.choose(options, extensions: extensions, version: info.version) : nil
        info.framebufferFetch = mode == .framebufferFetch
        info.accumulation = mode?.description ?? ""
        let prelude = AnalyticCoverage.coverPrelude(mode)
        let version = AnalyticCoverage.shaderVersion(mode)
        info.aliasedCoverage = samples == 0 ? .singleSample
            : info.extensions.contains("GL_EXT_multisample_compatibility") ? .multisampleCompatibility : .centreMask
        self.info = info
        log("GL: \(info.vendor) / \(info.renderer) / \(info.version); GL_MAX_SAMPLES \(maxSamples); \(info.classification)")
        do {
            solid = try ShaderProgram(vertex: "solid.vert", fragment: "solid.frag", prelude: prelude, version: version)
            canvas = try ShaderProgram(vertex: "canvas.vert", fragment: "canvas.frag")
            gradient = try ShaderProgram(vertex: "gradient.vert", fragment: "gradient.frag", prelude: prelude, version: version)
            imageProgram = try ShaderProgram(vertex: "gradient.vert", fragment: "image.frag", prelude: prelude, version: version)
            composite = try ShaderProgram(vertex: "gradient.vert", fragment: "composite.frag", prelude: prelude, version: version)
            aliasMaskProgram = try ShaderProgram(vertex: "solid.vert", fragment: "aliasmask.frag")
            aliasStencilProgram = try ShaderProgram(vertex: "solid.vert", fragment: "aliasstencil.frag")
            layerBlur = try LayerBlur()
            coverage = try mode.map { mode throws(GLESError) in try AnalyticCoverage(mode: mode, version: info.version) }
        } catch {
            context.destroy()
            throw error
        }
        solidViewport = solid.uniform("uViewport")
        solidRule = solid.uniform("uRule")
        for program in [solid, gradient, imageProgram, composite] {
            glUseProgram(program.id)
            glUniform1i(program.uniform("uAccumulation"), AnalyticCoverage.textureUnit)
        }
        glUseProgram(0)
        geometry = GeometryStream()
        ramp = GradientRamp(program: gradient)
        self.context = context
    }

    deinit {
        lock.lock()
        defer { lock.unlock() }
        if context.makeCurrent() {
            targets?.release()
            geometry.release()
            glDeleteProgram(solid.id)
            glDeleteProgram(canvas.id)
            glDeleteProgram(gradient.id)
            glDeleteProgram(imageProgram.id)
            glDeleteProgram(composite.id)
            glDeleteProgram(aliasMaskProgram.id)
            glDeleteProgram(aliasStencilProgram.id)
            layerBlur.release()
            aliasMask?.release()
            ramp.release()
            imageTextures.release()
            layerTargets?.release()
            coverage?.release()
        }
        context.destroy()
    }

    /// Draw calls and geometry of the last frame rendered.
    public var lastFrameStatistics: GLESFrameStatistics {
        lock.lock(); defer { lock.unlock() }
        return statistics
    }

    /// GL objects the renderer holds (programs, buffers, vertex array, framebuffers, renderbuffers,
    /// textures); constant from one frame to the next at a fixed canvas size.
    public var liveObjectCount: Int {
        lock.lock(); defer { lock.unlock() }
        return 7 + 1 + layerBlur.objectCount + geometry.objectCount + (targets?.objectCount ?? 0) + imageTextures.objectCount
            + (layerTargets?.objectCount ?? 0) + (aliasMask?.objectCount ?? 0) + (coverage.map { 1 + $0.objectCount } ?? 0)
    }

    /// Draws `list` over the current contents of `pixmap`, in painter's order. Throws (leaving the
    /// pixmap unchanged) for an invalid list or a GL failure.
    public func render(_ list: DisplayList, into pixmap: inout Pixmap) throws(GLESError) {
        do { try list.validate() } catch { throw .invalidList(error) }
        let list = try resolvingFilters(list, width: pixmap.width, height: pixmap.height, canvas: pixmap)
        lock.lock()
        defer { lock.unlock() }
        let start = DispatchTime.now().uptimeNanoseconds
        try tessellate(list, into: &batch, width: pixmap.width, height: pixmap.height)
        let tessellated = DispatchTime.now().uptimeNanoseconds
        guard context.makeCurrent() else {
            throw .gl(operation: "eglMakeCurrent", code: UInt32(bitPattern: Int32(truncatingIfNeeded: glGetError())))
        }
        defer { context.releaseCurrent() }
        try draw(batch, into: &pixmap, readback: .now)
        statistics.phases.tessellate = Double(tessellated - start) / 1e6
        statistics.phases.total = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }

    /// Where a frame's pixels go after the resolve.
    enum Readback {
        /// Into `pixmap` before returning (waits for the GPU).
        case now
        /// glReadPixels into this pixel-pack buffer, without waiting (the caller fences and maps it).
        case packBuffer(GLuint)
    }

    /// Runs the batch on the GPU over `pixmap` and reads the result back (into `pixmap` now, or into
    /// a pack buffer). Context current, lock held.
    func draw(_ batch: FrameBatch, into pixmap: inout Pixmap, readback: Readback) throws(GLESError) {
        let width = pixmap.width, height = pixmap.height
        guard width <= info.maxRenderbufferSize, height <= info.maxRenderbufferSize else {
            throw .canvasTooLarge(width: width, height: height, limit: info.maxRenderbufferSize)
        }
        if targets?.width != width || targets?.height != height {
            targets?.release()
            targets = nil
            coverage?.forgetAttachments()
            targets = try FrameTargets(width: width, height: height, samples: info.samples)
        }
        guard let targets else { return }
        var clock = PhaseClock(enabled: options.profile)
        var stats = GLESFrameStatistics()
        (stats.vertices, stats.indices) = (batch.vertices.count, batch.indices.count)
        stats.stencilPaths = batch.stencilPaths
        stats.directPaths = batch.directPaths
        stats.analyticPaths = batch.analyticPaths
        stats.hiddenPaths = batch.hiddenPaths
        stats.keptPaths = batch.keptPaths
        stats.tessellationPieces = batch.tessellationPieces
        stats.triangles = batch.instanceCount
        stats.layers = batch.layers.count
        stats.images = batch.images.count
        imageTextures.beginFrame()
        if batch.maximumDepth > 0 {
            if layerTargets?.width != width || layerTargets?.height != height || layerTargets?.samples != info.samples {
                layerTargets?.release()
                coverage?.forgetAttachments()
                layerTargets = LayerTargets(width: width, height: height, samples: info.samples)
            }
        }
        /// The framebuffer that draws at nesting `depth` go to.
        func framebuffer(_ depth: Int) throws(GLESError) -> GLuint {
            guard depth > 0, let layerTargets else { return targets.drawFramebuffer }
            return try layerTargets.level(depth).drawFramebuffer
        }

        if let coverage {
            try coverage.prepare(width: width, height: height)
            let start = DispatchTime.now().uptimeNanoseconds
            stats.uploadedInstances = coverage.upload(batch.triangles, comparing: options.keepsGeometry) / AnalyticCoverage.instanceStride
            stats.phases.geometry += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        }
        /// The framebuffer draws go to now (the canvas or a layer).
        var target = targets.drawFramebuffer
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), target)
        glViewport(0, 0, GLsizei(width), GLsizei(height))
        glDisable(GLenum(GL_DITHER))
        glDisable(GLenum(GL_CULL_FACE))
        glDisable(GLenum(GL_DEPTH_TEST))
        glDisable(GLenum(GL_SCISSOR_TEST))
        glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE))
        glStencilMask(0xFF)
        glClearStencil(0)
        coverage?.beforeCanvas(target)
        if let color = Self.uniformColor(of: pixmap) {
            glClearColor(GLfloat(color.red) / 255, GLfloat(color.green) / 255, GLfloat(color.blue) / 255, GLfloat(color.alpha) / 255)
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT | GL_STENCIL_BUFFER_BIT))
        } else {
            glClear(GLbitfield(GL_STENCIL_BUFFER_BIT))
            targets.bindCanvasTexture()
            glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 4)
            pixmap.withUnsafeBytes { bytes in
                glTexSubImage2D(GLenum(GL_TEXTURE_2D), 0, 0, 0, GLsizei(width), GLsizei(height),
                                GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
            }
            glDisable(GLenum(GL_BLEND))
            glDisable(GLenum(GL_STENCIL_TEST))
            glUseProgram(canvas.id)
            glUniform1i(canvas.uniform("uCanvas"), 0)
            glDrawArrays(GLenum(GL_TRIANGLES), 0, 3)
            stats.drawCalls += 1
            stats.uploadedCanvas = true
        }
        try coverage?.afterCanvas(target)

        clock.lap(&stats.phases.canvas)
        glEnable(GLenum(GL_BLEND))
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        glUseProgram(solid.id)
        glUniform2f(solidViewport, GLfloat(width), GLfloat(height))
        let uploadStart = DispatchTime.now().uptimeNanoseconds
        let uploaded = geometry.upload(vertices: batch.vertices, indices: batch.indices, comparing: options.keepsGeometry)
        stats.phases.geometry += Double(DispatchTime.now().uptimeNanoseconds - uploadStart) / 1e6
        stats.uploadedVertices = uploaded.vertices / MemoryLayout<GPUVertex>.stride
        stats.uploadedIndices = uploaded.indices / MemoryLayout<UInt32>.stride
        for step in batch.steps {
            switch step {
            case .direct(let range):
                glDisable(GLenum(GL_STENCIL_TEST))
                stats.drawCalls += drawElements(range)
            case .analytic(let triangles, let cover, let evenOdd, let bounds):
                glDisable(GLenum(GL_STENCIL_TEST))
                stats.drawCalls += try accumulate(triangles, bounds: bounds, target: target)
                stats.analyticGroups += 1
                glUseProgram(solid.id)
                glUniform1i(solidRule, evenOdd ? 2 : 1)
                stats.drawCalls += drawElements(cover)
                glUniform1i(solidRule, 0)
            case .gradient(let mask, let cover, let paint):
                let rule = try applyMask(mask, cover: cover, target: target, width: width, height: height, statistics: &stats)
                ramp.prepare(batch.gradients[paint], width: width, height: height)
                glUniform1i(gradient.uniform("uRule"), rule)
                stats.drawCalls += drawElements(cover)
                glUseProgram(solid.id)
            case .stencil(let nonzero, let evenOdd, let cover, let aliased):
                stats.stencilGroups += 1
                stats.drawCalls += try stencilPass(nonzero: nonzero, evenOdd: evenOdd, cover: cover, aliased: aliased,
                                                   target: target, width: width, height: height)
                stats.drawCalls += drawElements(cover)
            case .image(let mask, let cover, let index):
                let rule = try applyMask(mask, cover: cover, target: target, width: width, height: height, statistics: &stats)
                let draw = batch.images[index]
                glActiveTexture(GLenum(GL_TEXTURE2))
                imageTextures.bind(draw.texture, image: draw.image, filter: GL_NEAREST)
                glUseProgram(imageProgram.id)
                glUniform1i(imageProgram.uniform("uImage"), 2)
                glUniform2f(imageProgram.uniform("uViewport"), GLfloat(width), GLfloat(height))
                draw.inverse.withUnsafeBufferPointer {
                    glUniformMatrix3fv(imageProgram.uniform("uInverse"), 1, GLboolean(GL_FALSE), $0.baseAddress)
                }
                glUniform1i(imageProgram.uniform("uBilinear"), draw.bilinear ? 1 : 0)
                glUniform1f(imageProgram.uniform("uOpacity"), draw.opacity)
                glUniform1i(imageProgram.uniform("uRule"), rule)
                glActiveTexture(GLenum(GL_TEXTURE0))
                stats.drawCalls += drawElements(cover)
                glUseProgram(solid.id)
            case .pushLayer(let depth, let clear):
                target = try framebuffer(depth)
                glBindFramebuffer(GLenum(GL_FRAMEBUFFER), target)
                glDisable(GLenum(GL_STENCIL_TEST))
                guard let clear else { continue }   // draws nothing: nothing of it is read
                glEnable(GLenum(GL_SCISSOR_TEST))
                glScissor(GLint(clear.minX), GLint(height - clear.maxY), GLsizei(clear.maxX - clear.minX),
                          GLsizei(clear.maxY - clear.minY))
                glClearColor(0, 0, 0, 0)
                glClear(GLbitfield(GL_COLOR_BUFFER_BIT | GL_STENCIL_BUFFER_BIT))
                glDisable(GLenum(GL_SCISSOR_TEST))
            case .popLayer(let index, let mask, let cover):
                guard let layerTargets else { continue }
                let layer = batch.layers[index]
                let level = try layerTargets.level(layer.depth)
                layerTargets.resolve(level)
                if layer.isMaskSource {   // kept for the masked layer that ends next
                    target = try framebuffer(layer.depth - 1)
                    glBindFramebuffer(GLenum(GL_FRAMEBUFFER), target)
                    continue
                }
                var filtered: GLuint? = nil
                if let pass = layer.blur {
                    // A backdrop blurs the canvas beneath (the layer lies directly on it).
                    let source = pass.blur.backdrop == nil ? level.texture : try layerTargets.copyBackdrop(from: try framebuffer(0))
                    filtered = try layerBlur.draw(pass, from: source, targets: layerTargets)
                    glUseProgram(solid.id)   // what the masks expect between steps
                    stats.drawCalls += 2
                    stats.blurredLayers += 1
                }
                let parent = try framebuffer(layer.depth - 1)
                let backdrop = layer.mode.readsBackdrop ? try layerTargets.copyBackdrop(from: parent) : 0
                target = parent
                glBindFramebuffer(GLenum(GL_FRAMEBUFFER), parent)
                guard !cover.isEmpty else { continue }
                let rule = try applyMask(mask, cover: cover, target: parent, width: width, height: height, statistics: &stats)
                stats.drawCalls += compositeLayer(level.texture, filtered: filtered, backdrop: backdrop, layer: layer, cover: cover, rule: rule)
            }
        }
        glDisable(GLenum(GL_STENCIL_TEST))
        glBindVertexArray(0)
        clock.lap(&stats.phases.draw)
        targets.resolve()
        clock.lap(&stats.phases.resolve)
        switch readback {
        case .now:
            targets.startReadback()
            try GLCheck.check("drawing the frame")
            let copied = pixmap.withUnsafeMutableBytes { bytes in
                Result { () throws(GLESError) in try targets.finishReadback(into: bytes) }
            }
            try copied.get()
        case .packBuffer(let buffer):
            targets.startReadback(into: buffer)
            try GLCheck.check("drawing the frame")
        }
        clock.lap(&stats.phases.readback)
        statistics = stats
    }

    func drawElements(_ range: Range<Int>) -> Int {
        guard !range.isEmpty else { return 0 }
        glDrawElements(GLenum(GL_TRIANGLES), GLsizei(range.count), GLenum(GL_UNSIGNED_INT),
                       zoetrope_gl_offset(UInt(range.lowerBound * 4)))
        return 1
    }
}
