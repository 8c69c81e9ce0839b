import Foundation
import Testing
import Geometry2D
import AnimationCore
@testable import ZoetropeUI

private final class Flag { var wide: Binding<Bool>? }

/// Three tiles in `AnyLayout(HStackLayout)` or `AnyLayout(VStackLayout)`, switched by a flag.
private struct Tiles: View {
    let flag: Flag
    @State private var wide = false

    var body: some View {
        let layout = wide ? AnyLayout(HStackLayout(spacing: 10)) : AnyLayout(VStackLayout(spacing: 10))
        layout {
            Color.red.frame(width: 40, height: 20)
            Color.green.frame(width: 40, height: 20)
            Color.blue.frame(width: 40, height: 20)
        }
        .onAppear { flag.wide = $wide }
    }
}

/// Switching the layout in one transaction moves the same views (identity kept) from their old
/// frames to the new ones on the animation's curve, as SwiftUI does.
@Suite struct AnyLayoutAnimationTests {
    private func colorFrames(_ graph: ViewGraph, at time: Double) throws -> [CGRect] {
        try graph.redraw(at: time)
        return ViewSnapshot.flatten(graph.rootElement).filter { $0.kind == "Color" }.map(\.frame)
    }

    @Test func switchingLayoutsAnimatesEachTile() throws {
        let flag = Flag()
        let graph = ViewGraph(size: CGSize(width: 200, height: 200)) { Tiles(flag: flag) }
        try graph.start()
        // Column: 3 × 20 + 2 × 10 = 80 tall, centred: y 60, 90, 120 at x 80.
        let column = [CGRect(x: 80, y: 60, width: 40, height: 20), CGRect(x: 80, y: 90, width: 40, height: 20),
                      CGRect(x: 80, y: 120, width: 40, height: 20)]
        // Row: 3 × 40 + 2 × 10 = 140 wide, centred: x 30, 80, 130 at y 90.
        let row = [CGRect(x: 30, y: 90, width: 40, height: 20), CGRect(x: 80, y: 90, width: 40, height: 20),
                   CGRect(x: 130, y: 90, width: 40, height: 20)]
        #expect(try colorFrames(graph, at: 0) == column)
        try graph.perform(at: 1) { withAnimation(.linear(duration: 1)) { flag.wide?.wrappedValue = true } }
        let halfway = try colorFrames(graph, at: 1.5)
        for (index, frame) in halfway.enumerated() {
            let a = column[index], b = row[index]
            #expect(abs(frame.minX - (a.minX + b.minX) / 2) <= 0.5 && abs(frame.minY - (a.minY + b.minY) / 2) <= 0.5,
                    "tile \(index): \(frame)")
        }
        #expect(halfway.count == 3)   // moved, not faded in and out
        let quarter = try colorFrames(graph, at: 1.25)
        #expect(abs(quarter[0].minX - (80 + (30 - 80) * 0.25)) <= 0.5, "\(quarter)")
        #expect(try colorFrames(graph, at: 2.5) == row)
    }
}
