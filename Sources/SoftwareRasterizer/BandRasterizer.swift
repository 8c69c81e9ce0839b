import Dispatch
import Foundation
import Synchronization
import VectorPath
import RenderCommands
import Geometry2D
import SystemResources

/// Rasterizes a sequence of fills into coverage, band by band, on several threads.
///
/// The canvas is cut into horizontal bands sized so a band's cells stay in cache; workers take
/// bands in turn and, within a band, run every job in order, so each pixel sees the jobs in
/// painter's order and the result does not depend on the thread count.
///
/// ```swift
/// let raster = BandRasterizer(width: 256, height: 256, threads: 2)
/// raster.render([RasterJob(edges: EdgeList(flat), evenOdd: false)], into: sink)
/// ```
package struct BandRasterizer: Sendable {
    package let width: Int
    package let height: Int
    package let threads: Int
    package let bandHeight: Int
    /// Bands a worker's cells hold, so that a job drawn job by job goes through several bands in
    /// one step (fewer passes over its edges; the bytes are those of band-by-band steps).
    package let bandsPerStep: Int

    /// - Parameter threads: worker count; 0 or less means one per CPU this process may use
    ///   (``AvailableCPUs``: affinity mask, cgroup quota, `SLURM_CPUS_PER_TASK`).
    package init(width: Int, height: Int, threads: Int = 0) {
        self.width = max(width, 1)
        self.height = max(height, 1)
        self.threads = threads > 0 ? threads : Self.activeProcessors
        // Cells of one band within ~256 KiB (Blend2D's rule), between 8 and 64 rows.
        var band = 64
        while band > 8 && (self.width + 2) * band * 4 > 256 * 1024 { band /= 2 }
        self.bandHeight = band
        // Cells of a job-order step within 2 MiB, at most 8 bands.
        var bands = 8
        while bands > 1 && (self.width + 2) * band * bands * 4 > 2048 * 1024 { bands /= 2 }
        self.bandsPerStep = bands
    }

    /// The CPUs this process may use, read once per process (``AvailableCPUs``): reading the cgroup's
    /// quota files on every frame cost a light frame (the clock) a tenth of its time.
    static var activeProcessors: Int { AvailableCPUs.current.count }

    /// Rasterizes `jobs` in order, handing each row's coverage to `sink`.
    package func render<Sink: CoverageSink>(_ jobs: [RasterJob], into sink: Sink) {
        let width = width, bandHeight = bandHeight, height = height
        forEachBand(makeWorker: { BandWorker(width: width, bandHeight: bandHeight) }) { worker, band in
            worker.render(band: band, height: height, jobs: jobs, sink: sink)
        }
    }

    /// The number of bands: ⌈height / bandHeight⌉.
    var bandCount: Int { (height + bandHeight - 1) / bandHeight }

    /// Runs `body` once for every band on up to `threads` threads, each thread with its own worker
    /// from `makeWorker` (made once per thread, reused for the bands it takes). Bands are independent,
    /// so the result never depends on the thread count or on which thread takes which band.
    /// `finishWorker` gets each worker back when its thread is done (to keep it for the next frame).
    func forEachBand<Worker>(makeWorker: @Sendable () -> Worker,
                             finishWorker: @Sendable (consuming Worker) -> Void = { _ in },
                             _ body: @Sendable (inout Worker, _ band: Int) -> Void) {
        forEach(bandCount, makeWorker: makeWorker, finishWorker: finishWorker, body)
    }

    /// Runs `body` once for every index of `0 ..< count` (independent pieces of work, such as bands or
    /// stripes of bands) on up to `threads` threads, each with its own worker, taken in turn.
    func forEach<Worker>(_ count: Int, makeWorker: @Sendable () -> Worker,
                         finishWorker: @Sendable (consuming Worker) -> Void = { _ in },
                         _ body: @Sendable (inout Worker, _ index: Int) -> Void) {
        let workers = min(threads, count)
        if workers <= 1 {
            var worker = makeWorker()
            for index in 0..<count { body(&worker, index) }
            finishWorker(worker)
            return
        }
        let next = Atomic<Int>(0)
        SpinningThreadPool.shared.concurrentPerform(iterations: workers, threads: workers) { _ in
            // Made on the first index taken: a slot the caller runs after the others are all taken
            // (its helper came late, or sat out on a busy machine) makes no worker.
            var worker: Worker?
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                if index >= count { break }
                if worker == nil { worker = makeWorker() }
                body(&worker!, index)
            }
            if let worker { finishWorker(worker) }
        }
    }
}

/// One thread's accumulation buffer and coverage scratch row.
private struct BandWorker {
    var accumulator: CoverageAccumulator
    var scratch: [UInt8]

    init(width: Int, bandHeight: Int) {
        accumulator = CoverageAccumulator(width: width, bandHeight: bandHeight)
        scratch = [UInt8](repeating: 0, count: width)
    }

    mutating func render<Sink: CoverageSink>(band: Int, height: Int, jobs: [RasterJob], sink: Sink) {
        let top = band * accumulator.bandHeight
        let bottom = min(top + accumulator.bandHeight, height)
        accumulator.top = top
        scratch.withUnsafeMutableBufferPointer { scratch in
            for (index, job) in jobs.enumerated() {
                let edges = job.edges
                if edges.isEmpty || edges.maxY <= Double(top) || edges.minY >= Double(bottom) { continue }
                // Clamp in floating point first: far-off geometry must not overflow Int.
                let first = Int(max(Double(top), edges.minY).rounded(.down))
                let last = Int(min(Double(bottom), edges.maxY).rounded(.up))
                if first >= last { continue }
                accumulator.accumulate(edges, antialiased: job.antialiased, rows: first..<last)
                for y in first..<last {
                    accumulator.resolveRow(y, evenOdd: job.evenOdd, scratch: scratch.baseAddress!) { x, coverage in
                        sink.blend(job: index, y: y, x: x, coverage: UnsafeBufferPointer(coverage))
                    }
                }
            }
        }
    }
}
