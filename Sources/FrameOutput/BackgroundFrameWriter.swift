import Dispatch
import Foundation
import RenderCommands

/// The background half of a sink that writes frames in order to one stream (a raw stream, an
/// ffmpeg pipe): frames are handed to `emit` on one serial thread, at most `capacity` waiting
/// (default 2), so the drawing runs ahead by that much and a slow reader holds it back instead of
/// frames piling up. The
/// first failure stops further frames and is thrown by the next ``submit(_:for:location:)`` or by
/// ``finish()``.
///
/// ```swift
/// let writer = BackgroundFrameWriter(label: "raw") { pixmap, frame in try send(pixmap) }
/// try writer.submit(pixmap, for: frame, location: "stdout")
/// let summary = try writer.finish()
/// ```
final class BackgroundFrameWriter: @unchecked Sendable {
    private let emit: (Pixmap, PlannedFrame) throws -> Void
    private let queue: DispatchQueue
    private let slots: DispatchSemaphore
    private let lock = NSLock()
    private var failure: Error?
    private var written: [WrittenFrame] = []
    private var count = 0
    private var seconds = 0.0

    init(label: String, capacity: Int = 2, emit: @escaping (Pixmap, PlannedFrame) throws -> Void) {
        self.emit = emit
        slots = DispatchSemaphore(value: max(capacity, 1))
        queue = DispatchQueue(label: "zoetrope.\(label)")
    }

    /// Queues `pixmap` (frame `frame`, reported at `location`); throws an earlier failure.
    func submit(_ pixmap: Pixmap, for frame: PlannedFrame, location: String) throws {
        try check()
        slots.wait()
        queue.async {
            defer { self.slots.signal() }
            guard self.lock.withLock({ self.failure == nil }) else { return }
            let start = DispatchTime.now().uptimeNanoseconds
            do {
                try self.emit(pixmap, frame)
                let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                self.lock.withLock {
                    self.count += 1
                    self.seconds += seconds
                    self.written.append(WrittenFrame(frame: frame, location: location, encodeSeconds: seconds))
                }
            } catch {
                self.lock.withLock { if self.failure == nil { self.failure = error } }
            }
        }
    }

    /// The frames written since the last call.
    func drainWritten() -> [WrittenFrame] {
        lock.withLock {
            defer { written = [] }
            return written
        }
    }

    /// Waits for the queued frames; throws the first failure.
    func finish() throws -> FrameSinkSummary {
        queue.sync {}
        try check()
        return lock.withLock { FrameSinkSummary(framesWritten: count, encodeSeconds: seconds) }
    }

    /// Throws the first failure (after the queued frames are done with).
    func check() throws {
        if let failure = lock.withLock({ failure }) {
            queue.sync {}
            throw failure
        }
    }
}
