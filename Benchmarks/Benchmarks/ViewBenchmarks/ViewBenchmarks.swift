// The view layer: one frame of a storyboard (state update + bodies + identities + layout + display
// list, no rasterizing), and the view layer's overhead on the flower against drawing the same
// geometry directly.
import Benchmark
import Foundation
import Zoetrope

let timeThresholds: [BenchmarkMetric: BenchmarkThresholds] = [
    .wallClock: .init(relative: [.p50: 30]), .cpuTotal: .init(relative: [.p50: 30]), .throughput: .init(relative: [.p50: 30]),
]

/// 1,000 rounded rectangles in a 40-column grid, each rotating (one repeatForever animation).
struct AnimatedGrid: View {
    @State var on = false
    var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach(0..<1000) { i in
                RoundedRectangle(cornerRadius: 4)
                    .fill(Color.blue)
                    .frame(width: 20, height: 20)
                    .rotationEffect(.degrees(on ? 90 : 0))
                    .offset(x: CGFloat(i % 40) * 25, y: CGFloat(i / 40) * 25)
            }
        }
        .frame(width: 1000, height: 640, alignment: .topLeading)
        .onAppear { withAnimation(.linear(duration: 2).repeatForever()) { on = true } }
    }
}

/// The same grid, its state changed in every frame (each frame is an update: bodies, identities,
/// layout and display list from scratch).
struct ChangingGrid: View {
    @State var tick = 0
    var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach(0..<1000) { i in
                RoundedRectangle(cornerRadius: 4)
                    .fill(Color.blue)
                    .frame(width: 20, height: 20)
                    .rotationEffect(.degrees(Double((tick + i) % 90)))
                    .offset(x: CGFloat(i % 40) * 25, y: CGFloat(i / 40) * 25)
            }
        }
        .frame(width: 1000, height: 640, alignment: .topLeading)
    }
}

/// The flower of seed 000 as a view: the polygon with its diagonals, stroked, in a drawing group.
struct FlowerView: View {
    var body: some View {
        PolygonShape(sides: 24, scale: 1, showsDiagonals: true)
            .stroke(Color.blue, lineWidth: 1)
            .frame(width: 1000, height: 1000)
            .drawingGroup()
    }
}

/// A session advanced one frame per iteration (frames wrap every 2 s, as a long render would).
final class SessionState: @unchecked Sendable {
    let session: StoryboardSession
    var frame = 0
    init(_ story: Storyboard) { session = story.session() }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .throughput, .mallocCountTotal],
        maxDuration: .seconds(2), maxIterations: 200, thresholds: timeThresholds)

    let grid = SessionState(Storyboard("grid", size: CGSize(width: 1024, height: 1024), duration: 2) { AnimatedGrid() })
    Benchmark("View frame: 1,000 animated rounded rectangles (animations + layout + display list)") { benchmark in
        grid.frame += 1
        blackHole(try grid.session.frame(index: grid.frame % 120 == 0 ? 1 : grid.frame % 120).displayList.commands.count)
    }

    var changing = Storyboard("changing", size: CGSize(width: 1024, height: 1024), duration: 2) { ChangingGrid() }
    for k in 1..<120 { changing = changing.set(state: "tick", of: ChangingGrid.self, to: k, at: Double(k) / 60) }
    let updates = SessionState(changing)
    Benchmark("View update: 1,000 rounded rectangles, state changed every frame (bodies + identities + layout + display list)") { benchmark in
        updates.frame += 1
        blackHole(try updates.session.frame(index: updates.frame % 120 == 0 ? 1 : updates.frame % 120).displayList.commands.count)
    }

    let flower = SessionState(Storyboard("flower", size: CGSize(width: 1024, height: 1024), duration: 2) { FlowerView() })
    Benchmark("View frame: flower n = 24 through the view layer") { benchmark in
        flower.frame += 1
        blackHole(try flower.session.frame(index: flower.frame % 120 == 0 ? 1 : flower.frame % 120).displayList.commands.count)
    }
    Benchmark("Direct: flower n = 24 drawn into a display list") { benchmark in
        var list = DisplayList()
        list.draw(PolygonShape(sides: 24, scale: 1, showsDiagonals: true).stroke(Color.blue, lineWidth: 1),
                  in: CGRect(x: 12, y: 12, width: 1000, height: 1000))
        blackHole(list.commands.count)
    }
}
