// The animation engine: curve and spring evaluations per second, and one frame of an animator
// that drives 10 000 animated values.
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
        metrics: [.wallClock, .cpuTotal, .throughput, .mallocCountTotal],
        maxDuration: .seconds(1), maxIterations: 1_000,
        thresholds: timeThresholds)
    let million = Benchmark.Configuration(scalingFactor: .mega)

    // Throughput here is evaluations per second (scaled: 1 iteration = 1M evaluations).
    Benchmark("UnitCurve.easeInOut value(at:) ×1M", configuration: million) { benchmark in
        let curve = UnitCurve.easeInOut
        var sum = 0.0
        for i in benchmark.scaledIterations { sum += curve.value(at: Double(i & 1023) / 1023) }
        blackHole(sum)
    }
    Benchmark("Spring.bouncy value(target:time:) ×1M", configuration: million) { benchmark in
        let spring = Spring.bouncy
        var sum = 0.0
        for i in benchmark.scaledIterations { sum += spring.value(target: 1.0, time: Double(i & 1023) / 1023) }
        blackHole(sum)
    }

    // One 60 fps frame of an animator with 10 000 running animations: the clock moves forward by
    // 1/60 s per iteration and every 30 frames all values are retargeted (untimed), so the
    // animations are always in flight, as in a scene that keeps changing state.
    for (label, animation) in [("spring", Animation.spring), ("easeInOut", Animation.easeInOut(duration: 1))] {
        let state = AnimatorState(count: 10_000)
        Benchmark("Animator advance, 10k \(label) values") { benchmark in
            state.frame += 1
            if state.frame % 30 == 1 {
                withAnimation(animation) { for value in state.values { value.value += 100 } }
            }
            benchmark.startMeasurement()
            state.animator.advance(to: Double(state.frame) / 60)
            benchmark.stopMeasurement()
            blackHole(state.values[state.frame % state.values.count].presentation)
        }
    }
}

/// An animator and its values, kept across iterations.
final class AnimatorState: @unchecked Sendable {
    let animator: Animator
    let values: [AnimatedValue<Double>]
    var frame = 0

    init(count: Int) {
        let animator = Animator()
        self.animator = animator
        values = (0..<count).map { animator.value(Double($0)) }
    }
}
