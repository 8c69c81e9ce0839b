// The GPU backend (OpenGL ES 3 over headless EGL; Mesa llvmpipe on a machine without a GPU) on
// every SCENES.md scene at 1024 × 1024, 4× MSAA, including tessellation, upload, draw, resolve and
// readback into a Pixmap. Skipped, with a line saying why, where no EGL display initializes.
import Benchmark
import Foundation
import GLESRenderer
import Zoetrope

let drawCalls = BenchmarkMetric.custom("draw calls", polarity: .prefersSmaller, useScalingFactor: false)
let triangles = BenchmarkMetric.custom("triangles", polarity: .prefersSmaller, useScalingFactor: false)
let tessellateMicroseconds = BenchmarkMetric.custom("tessellate (µs)", polarity: .prefersSmaller, useScalingFactor: false)

/// This 2-core machine is shared: times may move ±25 % between runs, so `baseline compare` flags
/// a time only past 30 % at the median; allocation counts keep the default (strict) checks.
let timeThresholds: [BenchmarkMetric: BenchmarkThresholds] = [
    .wallClock: .init(relative: [.p50: 30]), .cpuTotal: .init(relative: [.p50: 30]), .throughput: .init(relative: [.p50: 30]),
]

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .throughput, .mallocCountTotal, drawCalls, triangles, tessellateMicroseconds],
        warmupIterations: 1, maxDuration: .seconds(2), maxIterations: 20,
        thresholds: timeThresholds)

    let renderer: GLESRenderer
    do {
        renderer = try GLESRenderer(options: GLESOptions(samples: 4, profile: false))
    } catch {
        print("GPUBenchmarks skipped: no EGL/GLES 3 context (\(error))")
        return
    }
    let label = "gpu \(renderer.info.samples)x"
    for scene in PeerScene.all {
        let list = scene.displayList
        Benchmark("\(label) \(scene)") { benchmark in
            var pixmap = try Pixmap(width: PeerScene.canvasSide, height: PeerScene.canvasSide)
            benchmark.startMeasurement()
            pixmap.fill(.white)
            try renderer.render(list, into: &pixmap)
            benchmark.stopMeasurement()
            let statistics = renderer.lastFrameStatistics
            benchmark.measurement(drawCalls, statistics.drawCalls)
            benchmark.measurement(triangles, statistics.indices / 3)
            benchmark.measurement(tessellateMicroseconds, Int(statistics.phases.tessellate * 1000))
            blackHole(pixmap)
        }
    }
}
