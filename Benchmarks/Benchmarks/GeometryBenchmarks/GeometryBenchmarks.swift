// Flattening and stroking (segments per second) and fan tessellation (triangles per second)
// on the SCENES.md geometry at 1024 × 1024, the work both backends do before coverage.
import Benchmark
import Foundation
import GLESRenderer
import Tessellation
import Zoetrope

/// Counts what a tessellator emits without storing it.
struct CountingSink: TriangleSink {
    var vertices: UInt32 = 0, triangles = 0
    mutating func addVertex(_ point: CGPoint) -> UInt32 { vertices += 1; return vertices - 1 }
    mutating func addTriangle(_ a: UInt32, _ b: UInt32, _ c: UInt32) { triangles += 1 }
}

/// Wall time of `body` in seconds.
func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

let segmentsPerSecond = BenchmarkMetric.custom("segments/s", polarity: .prefersLarger, useScalingFactor: false)
let trianglesPerSecond = BenchmarkMetric.custom("triangles/s", polarity: .prefersLarger, useScalingFactor: false)

/// This 2-core machine is shared: times may move ±25 % between runs, so `baseline compare` flags
/// a time only past 30 % at the median; allocation counts keep the default (strict) checks.
let timeThresholds: [BenchmarkMetric: BenchmarkThresholds] = [
    .wallClock: .init(relative: [.p50: 30]), .cpuTotal: .init(relative: [.p50: 30]), .throughput: .init(relative: [.p50: 30]),
]

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .throughput, .mallocCountTotal, segmentsPerSecond],
        maxDuration: .seconds(1), maxIterations: 200,
        thresholds: timeThresholds)

    for scene in [PeerScene.flower(64), .flower(200), .flowerAlpha(200), .polygons(10000), .clock, .blob] {
        let list = scene.displayList, segments = scene.segmentCount
        // Flattening: every command's path to device polylines (tolerance 0.25 px).
        Benchmark("flatten \(scene)") { benchmark in
            var points = 0
            let time = seconds {
                for command in list.commands {
                    switch command {
                    case .fill(let path, _, _, _), .stroke(let path, _, _, _, _):
                        points += path.flattened(tolerance: 0.25).points.count
                    default: break
                    }
                }
            }
            blackHole(points)
            benchmark.measurement(segmentsPerSecond, Int(Double(segments) / time))
        }
        // Device geometry: flatten + stroke to the outline that gets coverage (fills: flatten only).
        Benchmark("flatten+stroke \(scene)") { benchmark in
            var points = 0
            let time = seconds {
                for command in list.commands {
                    if let geometry = DeviceGeometry(command, tolerance: 0.25) { points += geometry.outline.points.count }
                }
            }
            blackHole(points)
            benchmark.measurement(segmentsPerSecond, Int(Double(segments) / time))
        }
    }

    // Tessellation for the GPU: fans over each flattened outline (direct for convex, stencil otherwise).
    for scene in [PeerScene.polygons(10000), .flower(200), .flowerAlpha(200)] {
        let outlines = scene.displayList.commands.compactMap { DeviceGeometry($0, tolerance: 0.25)?.outline }
        Benchmark("tessellate \(scene)",
                  configuration: .init(metrics: [.wallClock, .cpuTotal, .throughput, trianglesPerSecond])) { benchmark in
            var sink = CountingSink()
            let time = seconds {
                for outline in outlines {
                    if FanTessellator.isConvex(outline) {
                        _ = FanTessellator.convexFan(outline, into: &sink)
                    } else {
                        _ = FanTessellator.stencilFan(outline, into: &sink)
                    }
                }
            }
            blackHole(sink.vertices)
            benchmark.measurement(trianglesPerSecond, Int(Double(sink.triangles) / time))
        }
    }
}
