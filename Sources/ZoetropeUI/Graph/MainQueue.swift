import Foundation

/// Runs `DispatchQueue.main` work at a chosen point of the frame loop (seed 001's `FlipEffect`
/// sets its binding from `effectValue` through `DispatchQueue.main.async`).
///
/// On the main thread outside a main-queue block the queue is drained in place by the run loop;
/// from any other thread the graph's steps run through `DispatchQueue.main.sync`, so blocks
/// enqueued during a step run right after it, in order, on the main thread.
enum MainQueue {
    nonisolated(unsafe) private static let key = DispatchSpecificKey<Bool>()
    /// True while a step runs inside `run`'s own `DispatchQueue.main.sync` block (main queue only).
    nonisolated(unsafe) private static var isInsideOwnBlock = false
    private static let marked: Bool = {
        DispatchQueue.main.setSpecific(key: key, value: true)
        return true
    }()

    /// Whether the caller runs on the main queue: always true on the main thread; elsewhere, for a
    /// main-queue block on a worker thread (swift-testing's main actor on Linux).
    static var isOnMainQueue: Bool {
        _ = marked
        return DispatchQueue.getSpecific(key: key) == true
    }

    /// Whether the caller can let main-queue work run by running the main run loop (the main
    /// thread outside this type's own main-queue block).
    static var canDrainInPlace: Bool { Thread.isMainThread && !isInsideOwnBlock }

    /// Drains the main queue when the caller is the main thread; throws if it cannot be drained
    /// (the caller is itself a main-queue block).
    static func drainIfOnMainThread() throws(ViewGraphError) {
        // Inside this type's own main-queue block the queued work runs right after the block.
        guard Thread.isMainThread, !isInsideOwnBlock else { return }
        final class Flag: @unchecked Sendable { var ran = false }
        let sentinel = Flag()
        DispatchQueue.main.async { sentinel.ran = true }
        RunLoop.main.run(until: .distantPast)
        if !sentinel.ran { throw .mainQueueUnavailable }
    }

    /// Runs `body` on the main thread (directly when already there), then lets the main-queue
    /// blocks it enqueued run before returning.
    static func run<T>(_ body: () throws -> T) throws -> T {
        // On the main thread the queue is drained in place (a main-queue block there is caught by
        // the drain's sentinel); a main-queue block on another thread (a @MainActor caller) can
        // neither wait for nor drain the main queue.
        if Thread.isMainThread { return try body() }
        if isOnMainQueue { throw ViewGraphError.mainQueueUnavailable }
        // The graph and the user's views are only touched on the main thread, one block at a time.
        return try withoutActuallyEscaping(body) { body in
            nonisolated(unsafe) let work = body
            nonisolated(unsafe) var result: Result<T, any Error>?
            DispatchQueue.main.sync {
                isInsideOwnBlock = true
                defer { isInsideOwnBlock = false }
                result = Result { try work() }
            }
            DispatchQueue.main.sync {}
            guard let result else { throw ViewGraphError.mainQueueUnavailable }
            return try result.get()
        }
    }
}
