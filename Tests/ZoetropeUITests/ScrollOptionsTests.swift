import Foundation
import Testing
import Geometry2D
import AnimationCore
@testable import ZoetropeUI

final class ScrollLog { var offsets: [CGFloat] = []; var proxy: ScrollViewProxy?; var count: Binding<Int>? }

/// `scrollDisabled`, `defaultScrollAnchor` and `onScrollGeometryChange` (spec §14.2.4).
@Suite struct ScrollOptionsTests {
    struct Chat: View {
        let log: ScrollLog
        var disabled = false
        var anchor: UnitPoint? = nil
        @State var count = 20
        var body: some View {
            ScrollViewReader { proxy in
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<count, id: \.self) { index in
                            Color(red: Double(index % 20) / 20, green: 0, blue: 0).frame(height: 50).accessibilityLabel("row \(index)")
                        }
                    }
                }
                .scrollDisabled(disabled)
                .defaultScrollAnchor(anchor)
                .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, new in log.offsets.append(new) }
                .frame(width: 100, height: 200)
                .onAppear { log.proxy = proxy; log.count = $count }
            }
        }
    }

    private func rowY(_ board: Storyboard, _ index: Int, at time: Double) throws -> CGFloat? {
        try board.frame(at: time).views.first { $0.label == "row \(index)" }?.frame.minY
    }

    @Test func aDisabledScrollViewDoesNotDrag() throws {
        let log = ScrollLog()
        let board = Storyboard("disabled", size: CGSize(width: 100, height: 200), duration: 3) { Chat(log: log, disabled: true) }
            .drag(from: CGPoint(x: 50, y: 180), to: CGPoint(x: 50, y: 40), duration: 0.5, at: 0.5)
        #expect(try rowY(board, 0, at: 2) == 0)
    }

    @Test func aBottomAnchorStartsAtTheEndAndStaysThere() throws {
        let log = ScrollLog()
        let graph = ViewGraph(size: CGSize(width: 100, height: 200)) { Chat(log: log, anchor: .bottom) }
        try graph.start()
        try graph.redraw(at: 0)
        func y(_ index: Int) -> CGFloat? { ViewSnapshot.flatten(graph.rootElement).first { $0.label == "row \(index)" }?.frame.minY }
        #expect(y(19) == 150, "the last row at the bottom")
        try graph.perform(at: 1) { log.count?.wrappedValue = 22 }
        try graph.redraw(at: 1)
        #expect(y(21) == 150, "two more rows: still at the bottom")
    }

    @Test func geometryChangesAreReported() throws {
        let log = ScrollLog()
        let graph = ViewGraph(size: CGSize(width: 100, height: 200)) { Chat(log: log) }
        try graph.start()
        try graph.redraw(at: 0)
        #expect(log.offsets.isEmpty, "the first value is not a change")
        try graph.perform(at: 1) { withAnimation(.linear(duration: 1)) { log.proxy?.scrollTo(10, anchor: .top) } }
        for step in 1...4 { try graph.redraw(at: 1 + Double(step) * 0.25) }
        try graph.perform(at: 2.5) {}
        #expect(log.offsets == [125, 250, 375, 500], "one report a frame while it animates: \(log.offsets)")
    }
}
