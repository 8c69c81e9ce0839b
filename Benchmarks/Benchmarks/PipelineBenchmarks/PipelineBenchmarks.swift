// End to end, as `zoetrope render` does it per frame: play the scene's script to time t, build the
// display list, rasterize at 1024 × 1024 on every core, encode the PNG (fast). Throughput is
// frames per second.
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
        warmupIterations: 1, maxDuration: .seconds(2), maxIterations: 60,
        thresholds: timeThresholds)

    for name in ["flower", "polygon", "clock", "blob", "flip"] {
        guard let player = try? ScenePlayer(named: name) else { continue }
        let frames = max(1, Int(player.duration * 60))
        var frame = 0
        for encode in [false, true] {
            Benchmark("render \(name) 1024x1024\(encode ? " +png" : "")") { benchmark in
                frame = (frame + 7) % frames
                let list = player.frame(at: Double(frame) / 60, size: CGSize(width: 1024, height: 1024)).displayList
                var pixmap = try Pixmap(width: 1024, height: 1024)
                pixmap.fill(.white)
                try SoftwareRenderer().render(list, into: &pixmap)
                if encode { blackHole(try PNGEncoder.encode(pixmap)) }
                blackHole(pixmap)
            }
        }
    }
}
