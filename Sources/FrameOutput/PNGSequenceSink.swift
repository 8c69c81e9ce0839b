import Dispatch
import Foundation
import PNGCodec
import RenderCommands

/// Writes frames as PNG files `DIRECTORY/NAME_00000.png …` (the names of the ``FramePlan``).
/// Frames are encoded and written on background threads while the next frames are drawn, with at
/// most `framesInFlight` frames queued (bounded memory). Each file is written atomically through
/// ``PNGWriter`` (a temporary file renamed over the name: never a partial PNG); the first failure
/// is kept and thrown by the next ``write(_:for:)`` or by ``finish()``, after the frames in flight
/// have landed. For resume, a frame whose PNG exists and decodes at the right size is complete.
///
/// ```swift
/// let sink = try PNGSequenceSink(directory: URL(fileURLWithPath: "out"))   // creates out/
/// try sink.write(pixmap, for: plan[0])                                      // out/flower_00000.png
/// let summary = try sink.finish()
/// ```
public final class PNGSequenceSink: FrameSink, @unchecked Sendable {
    /// The directory the files go into.
    public let directory: URL
    /// The encoder's compression.
    public let compression: PNGEncoder.Compression
    /// The most frames queued for encoding at once.
    public let framesInFlight: Int

    private let queue = DispatchQueue(label: "zoetrope.png-sequence-sink", attributes: .concurrent)
    private let group = DispatchGroup()
    private let slots: DispatchSemaphore
    private let lock = NSLock()
    /// Guarded by `lock`: the first failure, the encode time so far, frames written so far, and the
    /// frames queued but not yet drained (`pending[0]` is ticket `firstPendingTicket`).
    private var failure: Error?
    private var encodeSeconds = 0.0
    private var framesWritten = 0
    private var pending: [(written: WrittenFrame, done: Bool)] = []
    private var firstPendingTicket = 0

    /// Opens `directory` for writing, creating it (and its parents) when missing.
    ///
    /// - Parameters:
    ///   - framesInFlight: frames encoded at once, at least 1 (default: one per core).
    ///   - compression: the PNG encoder's setting.
    /// - Throws: ``FrameOutputError/notADirectory(path:)``,
    ///   ``FrameOutputError/cannotCreateDirectory(path:reason:)`` or
    ///   ``FrameOutputError/directoryNotWritable(path:)``.
    public init(
        directory: URL,
        framesInFlight: Int = ProcessInfo.processInfo.activeProcessorCount,
        compression: PNGEncoder.Compression = .fast
    ) throws(FrameOutputError) {
        try Self.prepare(directory)
        self.directory = directory
        self.compression = compression
        self.framesInFlight = max(framesInFlight, 1)
        slots = DispatchSemaphore(value: max(framesInFlight, 1))
    }

    /// The file of `frame`: the directory + the frame's name.
    public func url(of frame: PlannedFrame) -> URL {
        directory.appendingPathComponent(frame.name)
    }

    /// The path of the frame's file.
    public func location(of frame: PlannedFrame) -> String { url(of: frame).path }

    /// True if the frame's file holds a PNG that decodes to `width`×`height` (from an earlier run).
    public func isComplete(_ frame: PlannedFrame, width: Int, height: Int) -> Bool {
        guard let pixmap = try? PNGDecoder.decode(contentsOf: url(of: frame)) else { return false }
        return pixmap.width == width && pixmap.height == height
    }

    /// Queues `pixmap` to be written to the frame's file (blocks while `framesInFlight` frames are
    /// already queued). Throws the first failure of an earlier frame.
    public func write(_ pixmap: Pixmap, for frame: PlannedFrame) throws {
        try check()
        slots.wait()
        group.enter()
        let url = url(of: frame)
        let ticket = lock.withLock { () -> Int in
            pending.append((WrittenFrame(frame: frame, location: url.path, encodeSeconds: 0), false))
            return firstPendingTicket + pending.count - 1
        }
        let compression = compression
        queue.async {
            defer { self.slots.signal(); self.group.leave() }
            let start = DispatchTime.now().uptimeNanoseconds
            do {
                try PNGWriter.write(pixmap, to: url, compression: compression)
                let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                self.lock.withLock {
                    self.encodeSeconds += seconds
                    self.framesWritten += 1
                    let position = ticket - self.firstPendingTicket
                    self.pending[position].written.encodeSeconds = seconds
                    self.pending[position].done = true
                }
            } catch {
                self.lock.withLock { if self.failure == nil { self.failure = error } }
            }
        }
    }

    /// Frames written since the last call, in the order they were queued (a frame is drained only
    /// once every frame queued before it is written).
    public func drainWritten() -> [WrittenFrame] {
        lock.withLock {
            let count = pending.prefix { $0.done }.count
            let drained = pending[..<count].map(\.written)
            pending.removeFirst(count)
            firstPendingTicket += count
            return drained
        }
    }

    /// Waits for every queued frame; throws the first failure.
    public func finish() throws -> FrameSinkSummary {
        group.wait()
        try check()
        return lock.withLock { FrameSinkSummary(framesWritten: framesWritten, encodeSeconds: encodeSeconds) }
    }

    /// Throws the first failure, once the frames in flight have landed.
    private func check() throws {
        if let failure = lock.withLock({ failure }) {
            group.wait()
            throw failure
        }
    }

    /// Creates the output directory, or fails with an error that says why.
    private static func prepare(_ directory: URL) throws(FrameOutputError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw .notADirectory(path: directory.path) }
        } else {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            } catch {
                throw .cannotCreateDirectory(path: directory.path, reason: error.localizedDescription)
            }
        }
        guard FileManager.default.isWritableFile(atPath: directory.path) else {
            throw .directoryNotWritable(path: directory.path)
        }
    }
}
