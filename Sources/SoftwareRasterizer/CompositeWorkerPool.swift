import Foundation
import Synchronization
import VectorPath
import RenderCommands

/// Band workers kept from one frame to the next, so that a frame does not allocate, zero and
/// first-touch a worker's cell and layer buffers again (for small scenes that cost more than
/// drawing them). A worker comes back clean: every accumulated row was resolved (which zeroes
/// its cells) and every layer composited (which clears it). Copies of a renderer share the pool;
/// it keeps a few workers per canvas width and band height.
final class CompositeWorkerPool: @unchecked Sendable {
    private let lock = NSLock()
    private var idle: [CompositeWorker] = []
    /// Workers kept at most (more threads than this just make new ones).
    private let capacity = 16
    private let lastFrameParallel = Atomic<Bool>(false)

    /// Whether the last frame drawn with these workers ran on several threads (only a hint for
    /// when to wake the helper threads: it never changes a pixel).
    var lastFrameWasParallel: Bool {
        get { lastFrameParallel.load(ordering: .relaxed) }
        set { lastFrameParallel.store(newValue, ordering: .relaxed) }
    }

    /// An idle worker for this geometry, or a new one.
    func take(width: Int, bandHeight: Int, bands: Int) -> CompositeWorker {
        let kept: CompositeWorker? = lock.withLock {
            guard let index = idle.lastIndex(where: {
                $0.width == width && $0.accumulator.bandHeight == bandHeight
                    && $0.accumulator.rowCapacity == bandHeight * bands
            }) else { return nil }
            return idle.remove(at: index)
        }
        return kept ?? CompositeWorker(width: width, bandHeight: bandHeight, bands: bands)
    }

    /// Keeps `worker` for a later frame (dropping the oldest kept one when full).
    func give(_ worker: consuming CompositeWorker) {
        let worker = worker
        lock.withLock {
            if idle.count == capacity { idle.removeFirst() }
            idle.append(worker)
        }
    }
}
