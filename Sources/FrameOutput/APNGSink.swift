import Dispatch
import Foundation
import SafeFiles
import PNGCodec
import RenderCommands
import SystemResources

/// Writes the frames as one animated PNG: frames are compressed on background threads while the
/// next ones draw (at most `framesInFlight` at once), and their chunks are appended in frame order
/// to a temporary file that ``finish()`` renames over the destination, so a killed or failed run
/// leaves no partial file. The frame count must be known up front (APNG's `acTL` says it):
/// exactly that many frames must be given.
///
/// ```swift
/// let sink = try APNGSink(file: URL(fileURLWithPath: "flower.png"), frameCount: plan.count, fps: 30)
/// try sink.write(pixmap, for: plan[0])
/// _ = try sink.finish()                    // flower.png appears, complete
/// ```
public final class APNGSink: FrameSink, @unchecked Sendable {
    /// The file the animation goes to.
    public let file: URL
    public let frameCount: Int
    public let fps: Double
    public let loopCount: Int
    public let compression: PNGEncoder.Compression
    public let framesInFlight: Int
    /// The temporary files of an interrupted run for `file` that opening this sink removed.
    public let removedStaleFiles: [String]

    private let output: AtomicFile
    private let queue = DispatchQueue(label: "zoetrope.apng-sink", attributes: .concurrent)
    private let group = DispatchGroup()
    private let slots: DispatchSemaphore
    private let lock = NSLock()
    /// Guarded by `lock`: the animation's layout (from the first frame's size), compressed frames
    /// waiting for the ones before them, the next frame to append, the frames appended and not yet
    /// drained, the first failure and the time spent.
    private var assembler: APNGAssembler?
    private var ready: [Int: (data: [UInt8], frame: PlannedFrame, seconds: Double)] = [:]
    private var nextToAppend = 0
    private var given = 0
    private var written: [WrittenFrame] = []
    private var failure: Error?
    private var encodeSeconds = 0.0

    /// Removes what a killed run left for `file` (``OutputTemporaryFiles``) and opens the temporary
    /// file for it (the destination rules of ``AtomicFile``).
    ///
    /// - Parameters:
    ///   - frameCount: the frames that will be written, at least 1.
    ///   - fps: the playback rate (each frame's delay is 1/fps, exactly for whole and
    ///     thousandth rates).
    ///   - loopCount: plays; 0 = forever.
    /// - Throws: ``FrameOutputError/cannotWrite(path:reason:)`` when the file cannot be created there.
    public init(file: URL, frameCount: Int, fps: Double, loopCount: Int = 0, compression: PNGEncoder.Compression = .fast,
                framesInFlight: Int = AvailableCPUs.current.count) throws(FrameOutputError) {
        self.file = file
        self.frameCount = max(frameCount, 1)
        self.fps = fps
        self.loopCount = loopCount
        self.compression = compression
        self.framesInFlight = max(framesInFlight, 1)
        slots = DispatchSemaphore(value: max(framesInFlight, 1))
        removedStaleFiles = OutputTemporaryFiles.removeStale(of: file)
        do {
            output = try AtomicFile(file)
        } catch {
            throw .cannotWrite(path: file.path, reason: error.reason)
        }
    }

    public func location(of frame: PlannedFrame) -> String { "\(file.path) frame \(frame.index)" }

    public func write(_ pixmap: Pixmap, for frame: PlannedFrame) throws {
        try check()
        let ticket = try lock.withLock { () throws -> Int in
            guard given < frameCount else {
                throw FrameOutputError.cannotWrite(path: file.path, reason: "more frames than the \(frameCount) the animation was opened for")
            }
            if assembler == nil {
                assembler = APNGAssembler(width: pixmap.width, height: pixmap.height, frameCount: frameCount, fps: fps,
                                          loopCount: loopCount, compression: compression)
            }
            given += 1
            return given - 1
        }
        guard let assembler = lock.withLock({ assembler }) else { return }
        slots.wait()
        group.enter()
        queue.async {
            defer { self.slots.signal(); self.group.leave() }
            let start = threadCPUSeconds()
            do {
                let data = try assembler.compress(pixmap)
                let seconds = threadCPUSeconds() - start
                try self.lock.withLock { () throws in
                    self.ready[ticket] = (data, frame, seconds)
                    try self.appendReadyFrames(assembler)
                }
            } catch {
                self.lock.withLock { if self.failure == nil { self.failure = error } }
            }
        }
    }

    /// Appends every compressed frame whose predecessors are all appended (called under `lock`).
    private func appendReadyFrames(_ assembler: APNGAssembler) throws {
        while let next = ready.removeValue(forKey: nextToAppend) {
            let start = threadCPUSeconds()
            if nextToAppend == 0 { try append(assembler.header()) }
            try append(assembler.chunks(ofFrame: nextToAppend, next.data))
            let seconds = next.seconds + threadCPUSeconds() - start
            encodeSeconds += seconds
            written.append(WrittenFrame(frame: next.frame, location: location(of: next.frame), encodeSeconds: seconds))
            nextToAppend += 1
        }
    }

    private func append(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { buffer in
            do { try output.write(buffer) } catch { throw FrameOutputError.cannotWrite(path: file.path, reason: "\(error)") }
        }
    }

    public func drainWritten() -> [WrittenFrame] {
        lock.withLock {
            defer { written = [] }
            return written
        }
    }

    /// Waits for the frames in flight, then ends the file and renames it over the destination;
    /// on a failure, or when fewer frames came than announced, removes it and throws.
    public func finish() throws -> FrameSinkSummary {
        group.wait()
        try check()
        let (appended, seconds) = lock.withLock { (nextToAppend, encodeSeconds) }
        guard appended == frameCount, let assembler = lock.withLock({ assembler }) else {
            output.abort()
            throw FrameOutputError.cannotWrite(path: file.path, reason: "\(appended) of the \(frameCount) frames announced were written")
        }
        do {
            try append(assembler.trailer())
            try output.commit()
        } catch {
            output.abort()
            throw error as? FrameOutputError ?? .cannotWrite(path: file.path, reason: "\(error)")
        }
        return FrameSinkSummary(framesWritten: appended, encodeSeconds: seconds, measuresCPU: true)
    }

    private func check() throws {
        if let failure = lock.withLock({ failure }) {
            group.wait()
            output.abort()
            throw failure
        }
    }
}
