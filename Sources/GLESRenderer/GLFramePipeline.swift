import CGLES3
import Dispatch
import Foundation
import RenderCommands
import VectorPath
import Tessellation

/// Renders a sequence of frames with a ``GLESRenderer``, pipelined: frame N+1 is tessellated (on
/// the calling thread) and drawn (on the pipeline's GL thread) while frame N is read back. Each
/// frame is read into one of `depth` pixel-pack buffers and fenced (glFenceSync); it is mapped
/// only after the next frame has been submitted to the GPU, waiting on its fence
/// (glClientWaitSync). Frames come back in the order they were submitted, with exactly the pixels
/// `GLESRenderer.render(_:into:)` gives (the same draw code; only the readback is deferred).
///
/// ```swift
/// let pipeline = GLFramePipeline(renderer: gpu)
/// for list in lists {
///     for pixmap in try pipeline.submit(list, over: background) { write(pixmap) }  // 0 or 1 frame
/// }
/// for pixmap in try pipeline.finish() { write(pixmap) }                             // the last ones
/// ```
///
/// It is the GPU's ``FramePipeline`` (``GLESRenderer/makeFramePipeline()``), so the frame loop
/// drives it without naming the GPU. One pipeline is used from one thread at a time; it holds
/// `depth` pack buffers (and at most
/// `depth` frames' pixmaps and tessellations) whatever the number of frames, and gives the
/// buffers back in ``close()`` (or when released). A plain `render` on the same renderer may be
/// called in between.
public final class GLFramePipeline: FramePipeline, @unchecked Sendable {
    /// Pack buffers in the ring (≥ 2): frames in flight on the GPU at once.
    public let depth: Int
    public let renderer: GLESRenderer

    private let queue = DispatchQueue(label: "zoetrope.gl-frame-pipeline")
    /// Frames tessellated and queued for the GL thread but not yet drawn (bounds memory).
    private let queued: DispatchSemaphore
    private let lock = NSLock()
    /// Guarded by `lock`: frames read back and not yet returned, the first failure, spare batches.
    private var finished: [Pixmap] = []
    private var failure: GLESError?
    private var spareBatches: [FrameBatch] = []
    /// GL thread only (renderer lock held): the ring and the frames drawn but not read back.
    private var ring: [GLuint] = []
    private var ringSize = (width: 0, height: 0)
    private var nextSlot = 0
    private var inFlight: [(slot: Int, fence: GLsync?, pixmap: Pixmap)] = []
    private var closed = false
    /// The canvas of ``submit(_:clearingTo:width:height:)``, made once for its color and size.
    private var clearCanvas: (background: PremultipliedRGBA8, canvas: Pixmap)?

    /// Frames a submit may hold back: `depth − 1` (frame N comes back with the submit of N + depth − 1).
    public var latency: Int { depth - 1 }

    /// Frames submitted and frames returned so far.
    public private(set) var submitted = 0, returned = 0

    public init(renderer: GLESRenderer, depth: Int = 2) {
        self.renderer = renderer
        self.depth = max(depth, 2)
        queued = DispatchSemaphore(value: max(depth, 2))
    }

    deinit { close() }

    /// Pack buffers and fences the pipeline holds now (for leak tests): `depth` buffers once a frame
    /// has been drawn, plus one fence per frame in flight.
    public var liveObjectCount: Int {
        queue.sync { ring.count + inFlight.count }
    }

    /// ``submit(_:over:)`` over a canvas of `background`, made once and reused while the color and
    /// size stay (the GPU uploads the canvas as the frame's background).
    public func submit(_ list: DisplayList, clearingTo background: PremultipliedRGBA8, width: Int,
                       height: Int) throws -> [Pixmap] {
        if let kept = clearCanvas, kept.background == background, kept.canvas.width == width, kept.canvas.height == height {
            return try submit(list, over: kept.canvas)
        }
        var canvas = try Pixmap(uninitializedWidth: width, height: height)
        canvas.fill(premultiplied: background)
        clearCanvas = (background, canvas)
        return try submit(list, over: canvas)
    }

    /// Tessellates `list` on the calling thread and queues it to be drawn over `canvas` (a pixmap of
    /// the frame's size: its contents are the background). Returns the frames finished since the
    /// last call, oldest first (none for the first `depth − 1` frames). Throws the first failure of
    /// an earlier frame, or an invalid list.
    public func submit(_ list: DisplayList, over canvas: Pixmap) throws(GLESError) -> [Pixmap] {
        if let failure = lock.withLock({ failure }) { throw failure }
        do { try list.validate() } catch { throw .invalidList(error) }
        let list = try renderer.resolvingFilters(list, width: canvas.width, height: canvas.height, canvas: canvas)
        var batch = lock.withLock { spareBatches.popLast() } ?? FrameBatch(width: canvas.width, height: canvas.height)
        if batch.width != canvas.width || batch.height != canvas.height {
            batch = FrameBatch(width: canvas.width, height: canvas.height)
        }
        try renderer.tessellate(list, into: &batch, width: canvas.width, height: canvas.height)
        queued.wait()
        submitted += 1
        let job = Job(batch: batch, canvas: canvas)
        queue.async { [self] in
            defer { queued.signal() }
            draw(job)
            lock.withLock { spareBatches.append(job.batch) }
        }
        return drain()
    }

    /// Waits for every submitted frame and returns those not returned yet, in order.
    public func finish() throws(GLESError) -> [Pixmap] {
        queue.sync { [self] in
            guard !inFlight.isEmpty else { return }
            withContext { () throws(GLESError) in
                while !inFlight.isEmpty { try readOldest() }
            }
        }
        if let failure = lock.withLock({ failure }) { throw failure }
        return drain()
    }

    /// Deletes the pack buffers and fences (frames still in flight are dropped). Later submits start
    /// a new ring. Called when the pipeline is released.
    public func close() {
        queue.sync { [self] in
            guard !ring.isEmpty || !inFlight.isEmpty else { return }
            renderer.lock.lock()
            defer { renderer.lock.unlock() }
            guard renderer.context.makeCurrent() else { return }
            defer { renderer.context.releaseCurrent() }
            releaseRing()
        }
    }

    // MARK: - GL thread

    private final class Job: @unchecked Sendable {
        let batch: FrameBatch, canvas: Pixmap
        init(batch: FrameBatch, canvas: Pixmap) { self.batch = batch; self.canvas = canvas }
    }

    private func drain() -> [Pixmap] {
        let frames = lock.withLock { () -> [Pixmap] in
            defer { finished.removeAll() }
            return finished
        }
        returned += frames.count
        return frames
    }

    /// Runs `body` with the renderer locked and its context current; records a failure.
    private func withContext(_ body: () throws(GLESError) -> Void) {
        renderer.lock.lock()
        defer { renderer.lock.unlock() }
        guard renderer.context.makeCurrent() else {
            fail(.gl(operation: "eglMakeCurrent", code: UInt32(glGetError())))
            return
        }
        defer { renderer.context.releaseCurrent() }
        do { try body() } catch { fail(error) }
    }

    private func fail(_ error: GLESError) {
        lock.withLock { if failure == nil { failure = error } }
    }

    /// Draws one frame into the next ring slot, fences it, then reads back every older frame but
    /// the newest `depth − 1`… i.e. all but this one when depth is 2.
    private func draw(_ job: Job) {
        if lock.withLock({ failure }) != nil { return }
        withContext { () throws(GLESError) in
            let width = job.canvas.width, height = job.canvas.height
            if ringSize.width != width || ringSize.height != height || ring.isEmpty {
                while !inFlight.isEmpty { try readOldest() }   // frames of the old size first
                releaseRing()
                ring = [GLuint](repeating: 0, count: depth)
                glGenBuffers(GLsizei(depth), &ring)
                for buffer in ring {
                    glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), buffer)
                    glBufferData(GLenum(GL_PIXEL_PACK_BUFFER), width * height * 4, nil, GLenum(GL_STREAM_READ))
                }
                glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), 0)
                ringSize = (width, height)
                nextSlot = 0
                try GLCheck.check("allocating \(depth) pixel-pack buffers of \(width)×\(height)")
            }
            var pixmap = job.canvas
            let slot = nextSlot
            nextSlot = (nextSlot + 1) % depth
            try renderer.draw(job.batch, into: &pixmap, readback: .packBuffer(ring[slot]))
            let fence = glFenceSync(GLenum(GL_SYNC_GPU_COMMANDS_COMPLETE), 0)
            glFlush()   // start this frame on the GPU before waiting for the previous one
            inFlight.append((slot, fence, pixmap))
            while inFlight.count >= depth { try readOldest() }
        }
    }

    /// Waits for the oldest frame's fence, copies its pack buffer out and queues the pixmap.
    private func readOldest() throws(GLESError) {
        var frame = inFlight.removeFirst()
        if let fence = frame.fence {
            defer { glDeleteSync(fence) }
            var status = GLenum(GL_TIMEOUT_EXPIRED)
            var waited = 0
            while status == GLenum(GL_TIMEOUT_EXPIRED), waited < 120 {   // 1 s per try, 2 min in all
                status = glClientWaitSync(fence, GLbitfield(GL_SYNC_FLUSH_COMMANDS_BIT), 1_000_000_000)
                waited += 1
            }
            guard status == GLenum(GL_ALREADY_SIGNALED) || status == GLenum(GL_CONDITION_SATISFIED) else {
                throw .readbackFailed("glClientWaitSync returned 0x\(String(status, radix: 16))")
            }
        }
        let buffer = ring[frame.slot], width = ringSize.width, height = ringSize.height
        let copied = frame.pixmap.withUnsafeMutableBytes { bytes in
            Result { () throws(GLESError) in try FrameTargets.copyFlipped(from: buffer, width: width, height: height, into: bytes) }
        }
        try copied.get()
        lock.withLock { finished.append(frame.pixmap) }
    }

    /// Deletes the ring and the fences of frames in flight. Context current.
    private func releaseRing() {
        for frame in inFlight { if let fence = frame.fence { glDeleteSync(fence) } }
        inFlight.removeAll()
        if !ring.isEmpty { glDeleteBuffers(GLsizei(ring.count), ring) }
        ring = []
        ringSize = (0, 0)
    }
}

extension GLESRenderer {
    /// A ``GLFramePipeline`` of depth 2: frame N+1 is tessellated and drawn while frame N is read back.
    ///
    /// ```swift
    /// let pipeline = gpu.makeFramePipeline()
    /// let first = try pipeline.submit(list, over: background)   // empty: frame 0 is in flight
    /// let rest = try pipeline.finish()                          // [frame 0]
    /// ```
    public func makeFramePipeline() -> any FramePipeline {
        GLFramePipeline(renderer: self)
    }

    /// Renders `lists` over copies of `canvas` through a ``GLFramePipeline`` (frame N+1 drawn while
    /// frame N is read back) and returns the frames in order.
    public func render(frames lists: [DisplayList], over canvas: Pixmap, depth: Int = 2) throws(GLESError) -> [Pixmap] {
        let pipeline = GLFramePipeline(renderer: self, depth: depth)
        defer { pipeline.close() }
        var frames: [Pixmap] = []
        frames.reserveCapacity(lists.count)
        for list in lists { frames += try pipeline.submit(list, over: canvas) }
        frames += try pipeline.finish()
        return frames
    }
}
