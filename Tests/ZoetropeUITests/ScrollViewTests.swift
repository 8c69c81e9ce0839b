import Foundation
import Testing
import Geometry2D
import AnimationCore
import RenderCommands
import SoftwareRasterizer
@testable import ZoetropeUI

private final class Reader { var proxy: ScrollViewProxy? }

/// 20 rows of 50 points in a 200-point-high scroll view.
private struct Rows: View {
    let reader: Reader
    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20) { index in
                        Color(red: Double(index) / 20, green: 0, blue: 0).frame(height: 50).id(index).accessibilityLabel("row \(index)")
                    }
                }
            }
            .frame(width: 100, height: 200)
            .onAppear { reader.proxy = proxy }
        }
    }
}

/// `ScrollView`, `ScrollViewReader.scrollTo` (anchored, minimal, animated), clipping, margins.
@Suite struct ScrollViewTests {
    private func rowY(_ graph: ViewGraph, _ index: Int, at time: Double) throws -> CGFloat? {
        try graph.redraw(at: time)
        return ViewSnapshot.flatten(graph.rootElement).first { $0.label == "row \(index)" }?.frame.minY
    }

    @Test func contentStartsAtTheTopAndIsClipped() throws {
        let pixmap = try ImageRenderer(content: ScrollView {
            VStack(spacing: 0) {
                Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 60)
                Color(red: 0, green: 0, blue: 1).frame(width: 40, height: 60)
            }
        }.frame(width: 80, height: 100).background(Color.white)).render(with: SoftwareRenderer(), background: .white)
        #expect(pixmap[x: 40, y: 10] == PremultipliedRGBA8(red: 255, green: 0, blue: 0, alpha: 255), "at the top, centred across")
        #expect(pixmap[x: 40, y: 90] == PremultipliedRGBA8(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(pixmap[x: 5, y: 10] == PremultipliedRGBA8(red: 255, green: 255, blue: 255, alpha: 255))
        #expect((pixmap.width, pixmap.height) == (80, 100), "what lies below is clipped")
    }

    @Test func scrollToPutsTheAnchorWhereAskedAndAnimates() throws {
        let reader = Reader()
        let graph = ViewGraph(size: CGSize(width: 100, height: 200)) { Rows(reader: reader) }
        try graph.start()
        #expect(try rowY(graph, 0, at: 0) == 0)
        try graph.perform(at: 1) { reader.proxy?.scrollTo(10, anchor: .top) }
        #expect(try rowY(graph, 10, at: 1) == 0, "row 10 at the top")
        try graph.perform(at: 2) { reader.proxy?.scrollTo(19, anchor: .bottom) }
        #expect(try rowY(graph, 19, at: 2) == 150, "the last row at the bottom")
        try graph.perform(at: 3) { reader.proxy?.scrollTo(16) }
        #expect(try rowY(graph, 19, at: 3) == 150, "already visible: no scroll")
        try graph.perform(at: 4) { reader.proxy?.scrollTo(2) }
        #expect(try rowY(graph, 2, at: 4) == 0, "the least scroll: row 2 at the top edge")
        try graph.perform(at: 5) { withAnimation(.linear(duration: 1)) { reader.proxy?.scrollTo(6, anchor: .top) } }
        #expect(try rowY(graph, 6, at: 5.5) == 100, "half way from offset 100 to 300")
        #expect(try rowY(graph, 6, at: 6.5) == 0)
        try graph.perform(at: 7) { reader.proxy?.scrollTo(0, anchor: .bottom) }
        #expect(try rowY(graph, 0, at: 7) == 0, "never above the top")
    }

    @Test func horizontalScrollViewsStackTheirViewsInARow() throws {
        let graph = ViewGraph(size: CGSize(width: 100, height: 50)) {
            ScrollView(.horizontal) {
                Color.red.frame(width: 80, height: 30).accessibilityLabel("a")
                Color.blue.frame(width: 80, height: 30).accessibilityLabel("b")
            }
            .contentMargins(.horizontal, 10)
        }
        try graph.start()
        let frames = Dictionary(ViewSnapshot.flatten(graph.rootElement).compactMap { view in view.label.map { ($0, view.frame) } },
                                uniquingKeysWith: { a, _ in a })
        #expect(frames["a"]?.minX == 10, "\(frames)")
        #expect(frames["b"]?.minX == CGFloat(98), "a row with the stack's default spacing (10 + 80 + 8)")
        #expect(frames["a"]?.minY == 10, "centred across")
    }
}
