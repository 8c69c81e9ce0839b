import Foundation

/// Splits layer work of `count` independent items into contiguous chunks run on up to `threads`
/// threads (one chunk per thread, at least `minimumPerChunk` items each), so results that are
/// put together in chunk order are the same for any thread count. Warnings reported on a worker
/// go where the caller's go (`LayerDiagnostics.capturing`).
///
/// ```swift
/// LayerParallel.forEachChunk(count: layers.count, threads: 2) { range in
///     for i in range { evaluate(layers[i]) }
/// }
/// ```
enum LayerParallel {
    /// The chunks `forEachChunk` makes: one range when the work is small or `threads` ≤ 1.
    static func chunks(count: Int, threads: Int, minimumPerChunk: Int = 256) -> [Range<Int>] {
        let n = max(1, min(threads, count / max(minimumPerChunk, 1)))
        guard n > 1 else { return count > 0 ? [0..<count] : [] }
        return (0..<n).map { k in (count * k / n)..<(count * (k + 1) / n) }
    }

    /// Runs `body` on each chunk of `0..<count`, concurrently when there is more than one.
    static func forEachChunk(count: Int, threads: Int, minimumPerChunk: Int = 256, _ body: (Int, Range<Int>) -> Void) {
        let ranges = chunks(count: count, threads: threads, minimumPerChunk: minimumPerChunk)
        guard ranges.count > 1 else {
            for (k, range) in ranges.enumerated() { body(k, range) }
            return
        }
        let capture = LayerDiagnostics.capture
        withoutActuallyEscaping(body) { body in
            // Each chunk touches only its own layers and its own slot of the caller's results.
            let work = UncheckedWork(run: body)
            DispatchQueue.concurrentPerform(iterations: ranges.count) { k in
                LayerDiagnostics.$capture.withValue(capture) { work.run(k, ranges[k]) }
            }
        }
    }

    /// The chunk body, handed to the worker threads.
    private struct UncheckedWork: @unchecked Sendable {
        let run: (Int, Range<Int>) -> Void
    }
}
