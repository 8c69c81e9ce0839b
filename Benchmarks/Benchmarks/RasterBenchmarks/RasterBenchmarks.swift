// The software rasterizer on every SCENES.md scene at 1024 × 1024 with 1 and 2 threads (pixels
// only: white clear + draw, the clear split between the drawing threads), and PNG encoding of a rendered frame.
import Benchmark
import Foundation
import Zoetrope

/// This 2-core machine is shared: times may move ±25 % between runs, so `baseline compare` flags
/// a time only past 30 % at the median; allocation counts keep the default (strict) checks.
let timeThresholds: [BenchmarkMetric: BenchmarkThresholds] = [
    .wallClock: .init(relative: [.p50: 30]), .cpuTotal: .init(relative: [.p50: 30]), .throughput: .init(relative: [.p50: 30]),
]

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .throughput, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 1, maxDuration: .seconds(2), maxIterations: 30,
        thresholds: timeThresholds)

    for scene in PeerScene.all {
        let list = scene.displayList
        for threads in [1, 2] {
            Benchmark("cpu \(scene) \(threads)t") { benchmark in
                var pixmap = try Pixmap(width: PeerScene.canvasSide, height: PeerScene.canvasSide)
                let renderer = SoftwareRenderer(threads: threads)
                benchmark.startMeasurement()
                try renderer.render(list, into: &pixmap, clearingTo: PremultipliedRGBA8(.white))
                benchmark.stopMeasurement()
                blackHole(pixmap)
            }
        }
    }

    // PNG encoding of 1024² frames: a mostly flat one (blob) and a busy one (flower_64).
    for scene in [PeerScene.blob, .flower(64)] {
        for (label, compression) in [("fast", PNGEncoder.Compression.fast), ("default", .default)] {
            Benchmark("png encode \(scene) \(label)") { benchmark in
                var pixmap = try Pixmap(width: PeerScene.canvasSide, height: PeerScene.canvasSide)
                pixmap.fill(.white)
                try SoftwareRenderer().render(scene.displayList, into: &pixmap)
                benchmark.startMeasurement()
                blackHole(try PNGEncoder.encode(pixmap, compression: compression))
                benchmark.stopMeasurement()
            }
        }
    }

    // Filters: the shared Gaussian blur (σ = 10, SVG three-box approximation, rows and columns on
    // all cores) over a full 1024² layer, and a frame of one 1024² layer with a drop shadow.
    Benchmark("cpu blur 1024 r10") { benchmark in
        var pixmap = try Pixmap(width: 1024, height: 1024)
        pixmap.fill(.white)
        let kernel = GaussianBlurKernel(sigma: GaussianBlurKernel.sigma(forRadius: 10))
        benchmark.startMeasurement()
        pixmap.applyBlur(kernel)
        benchmark.stopMeasurement()
        blackHole(pixmap)
    }
    Benchmark("cpu shadowed layer 1024 r10") { benchmark in
        var list = DisplayList()
        list.pushLayer(LayerStyle(filters: [.dropShadow(color: PremultipliedRGBA8(Color(.sRGBLinear, white: 0, opacity: 0.33)),
                                                        radius: 10, offset: CGSize(width: 0, height: 4))]))
        list.fill(Path(roundedRect: CGRect(x: 32, y: 32, width: 960, height: 960), cornerRadius: 24), with: .color(.white))
        list.popLayer()
        var pixmap = try Pixmap(width: 1024, height: 1024)
        let renderer = SoftwareRenderer()
        benchmark.startMeasurement()
        try renderer.render(list, into: &pixmap, clearingTo: PremultipliedRGBA8(.white))
        benchmark.stopMeasurement()
        blackHole(pixmap)
    }
}
