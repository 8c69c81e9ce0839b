import Dispatch
import Foundation
import Zoetrope

/// Encodes and writes frames to PNG on background threads while the next frames are drawn,
/// with at most `limit` frames in flight (bounded memory). Each file is written atomically; the
/// first failure is kept and reported by `finish()`.
final class FrameWriter: @unchecked Sendable {
    private let queue = DispatchQueue(label: "zoetrope.frame-writer", attributes: .concurrent)
    private let group = DispatchGroup()
    private let slots: DispatchSemaphore
    private let lock = NSLock()
    private var failure: Error?
    private var encodeSeconds = 0.0
    /// Frames queued, in order, and whether each has been written (progress is reported in queue
    /// order: a frame is drained only once every frame queued before it is written).
    private var pending: [(frame: Int, path: String, done: Bool)] = []

    init(limit: Int) { slots = DispatchSemaphore(value: max(limit, 1)) }

    /// Queues `pixmap` to be written to `url` (blocks while `limit` frames are already in flight).
    func write(_ pixmap: Pixmap, to url: URL, frame: Int) throws {
        try check()
        slots.wait()
        group.enter()
        let ticket = lock.withLock { () -> Int in
            pending.append((frame, url.path, false))
            return pending.count - 1
        }
        queue.async {
            defer { self.slots.signal(); self.group.leave() }
            let start = DispatchTime.now().uptimeNanoseconds
            do {
                try PNGWriter.write(pixmap, to: url)
                let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                self.lock.withLock {
                    self.encodeSeconds += seconds
                    self.pending[ticket].done = true
                }
            } catch {
                self.lock.withLock { if self.failure == nil { self.failure = error } }
            }
        }
    }

    /// Frames finished since the last call (for progress reporting), in the order they were queued.
    func drainWritten() -> [(frame: Int, path: String)] {
        lock.withLock {
            var drained: [(frame: Int, path: String)] = []
            while reported < pending.count, pending[reported].done {
                drained.append((pending[reported].frame, pending[reported].path))
                reported += 1
            }
            return drained
        }
    }
    private var reported = 0

    /// Waits for every queued frame; throws the first failure. Returns the total encode+write time
    /// spent on the background threads.
    func finish() throws -> Double {
        group.wait()
        try check()
        return lock.withLock { encodeSeconds }
    }

    private func check() throws {
        if let failure = lock.withLock({ failure }) {
            group.wait()
            throw failure
        }
    }
}
