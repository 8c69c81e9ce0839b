import Foundation
import Testing
import Geometry2D
import AnimationCore
@testable import ZoetropeUI

private final class Box {
    var position: Binding<Int?>?
    var proxy: ScrollViewProxy?
    var seen: [Int?] = []
}

/// Twenty 50-point rows from a `ForEach` (no `.id`) in a 200-point scroll view, its position bound.
private struct Feed: View {
    let box: Box
    let anchor: UnitPoint?
    @State private var scrolled: Int?

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { index in
                        Color(red: Double(index) / 20, green: 0, blue: 0).frame(height: 50).accessibilityLabel("row \(index)")
                    }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: $scrolled, anchor: anchor)
            .scrollTargetBehavior(.viewAligned)
            .frame(width: 100, height: 200)
            .onAppear { box.position = $scrolled; box.proxy = proxy }
            .onChange(of: scrolled) { _, new in box.seen.append(new) }
        }
    }
}

/// `scrollPosition(id:anchor:)` with `scrollTargetLayout()`: setting the binding scrolls, a
/// `scrollTo` reports the top-most row, `ForEach` ids are found without `.id` (spec §14.6).
@Suite struct ScrollPositionTests {
    private func rowY(_ graph: ViewGraph, _ index: Int, at time: Double) throws -> CGFloat? {
        try graph.redraw(at: time)
        return ViewSnapshot.flatten(graph.rootElement).first { $0.label == "row \(index)" }?.frame.minY
    }

    @Test func settingTheBindingScrollsToTheRow() throws {
        let box = Box()
        let graph = ViewGraph(size: CGSize(width: 100, height: 200)) { Feed(box: box, anchor: nil) }
        try graph.start()
        #expect(try rowY(graph, 0, at: 0) == 0)
        try graph.perform(at: 1) { box.position?.wrappedValue = 8 }
        #expect(try rowY(graph, 8, at: 1) == 0, "the top leading anchor by default")
        // Animated: halfway there in the middle of the animation.
        try graph.perform(at: 2) { withAnimation(.linear(duration: 1)) { box.position?.wrappedValue = 12 } }
        #expect(try rowY(graph, 12, at: 2.5) == 100)
        #expect(try rowY(graph, 12, at: 3) == 0)
        // Past the end: clamped to the last page.
        try graph.perform(at: 4) { box.position?.wrappedValue = 19 }
        #expect(try rowY(graph, 19, at: 4) == 150)
        // A transaction's anchor when the modifier gives none.
        try graph.perform(at: 5) {
            var transaction = Transaction()
            transaction.scrollTargetAnchor = .bottom
            withTransaction(transaction) { box.position?.wrappedValue = 6 }
        }
        #expect(try rowY(graph, 6, at: 5) == 150)
    }

    @Test func theModifiersAnchorWins() throws {
        let box = Box()
        let graph = ViewGraph(size: CGSize(width: 100, height: 200)) { Feed(box: box, anchor: .center) }
        try graph.start()
        try graph.perform(at: 1) { box.position?.wrappedValue = 10 }
        #expect(try rowY(graph, 10, at: 1) == 75, "row 10's centre at the viewport's")
    }

    @Test func scrollToReportsTheTopMostRow() throws {
        let box = Box()
        let graph = ViewGraph(size: CGSize(width: 100, height: 200)) { Feed(box: box, anchor: nil) }
        try graph.start()
        try graph.perform(at: 1) { box.proxy?.scrollTo(14, anchor: .bottom) }
        try graph.redraw(at: 1.1)
        #expect(try rowY(graph, 14, at: 1.1) == 150)
        #expect(box.position?.wrappedValue == 11, "rows 11–14 show: 11 is the top-most")
        #expect(box.seen == [11])
        // The binding now says 11: no scroll of its own follows.
        #expect(try rowY(graph, 11, at: 2) == 0)
    }
}

private final class PositionBox {
    var position: Binding<ScrollPosition>?
    var proxy: ScrollViewProxy?
}

/// The same feed bound to an iOS 18 `ScrollPosition`.
private struct PositionedFeed: View {
    let box: PositionBox
    @State private var position = ScrollPosition(edge: .top)

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { index in
                        Color(red: Double(index) / 20, green: 0, blue: 0).frame(height: 50).accessibilityLabel("row \(index)")
                    }
                }
                .scrollTargetLayout()
            }
            .scrollPosition($position)
            .frame(width: 100, height: 200)
            .onAppear { box.position = $position; box.proxy = proxy }
        }
    }
}

/// `ScrollPosition` (iOS 18): edges, offsets and ids, each `scrollTo` scrolling even to where it
/// was; a reader's `scrollTo` reports `viewID`.
@Suite struct ScrollPositionValueTests {
    private func rowY(_ graph: ViewGraph, _ index: Int, at time: Double) throws -> CGFloat? {
        try graph.redraw(at: time)
        return ViewSnapshot.flatten(graph.rootElement).first { $0.label == "row \(index)" }?.frame.minY
    }

    @Test func edgesOffsetsAndIDs() throws {
        let box = PositionBox()
        let graph = ViewGraph(size: CGSize(width: 100, height: 200)) { PositionedFeed(box: box) }
        try graph.start()
        #expect(try rowY(graph, 0, at: 0) == 0)
        try graph.perform(at: 1) { box.position?.wrappedValue.scrollTo(edge: .bottom) }
        #expect(try rowY(graph, 19, at: 1) == 150, "the content's bottom at the viewport's")
        try graph.perform(at: 2) { box.position?.wrappedValue.scrollTo(y: 120) }
        #expect(try rowY(graph, 0, at: 2) == -120)
        #expect(box.position?.wrappedValue.point == nil && box.position?.wrappedValue.y == 120)
        try graph.perform(at: 3) { withAnimation(.linear(duration: 1)) { box.position?.wrappedValue.scrollTo(id: 9, anchor: .top) } }
        // Halfway from offset 120 to 450: offset 285, row 9 (at 450) shows at 165.
        #expect(try rowY(graph, 9, at: 3.5) == 165)
        #expect(try rowY(graph, 9, at: 4) == 0)
        #expect(box.position?.wrappedValue.viewID(type: Int.self) == 9)
        // A reader scrolls elsewhere, reporting the top-most row; the same scrollTo goes back.
        try graph.perform(at: 5) { box.proxy?.scrollTo(2, anchor: .top) }
        #expect(try rowY(graph, 2, at: 5.1) == 0)
        #expect(box.position?.wrappedValue.viewID(type: Int.self) == 2)
        try graph.perform(at: 6) { box.position?.wrappedValue.scrollTo(edge: .bottom) }
        #expect(try rowY(graph, 19, at: 6) == 150)
        try graph.perform(at: 7) { box.proxy?.scrollTo(0) }
        try graph.perform(at: 8) { box.position?.wrappedValue.scrollTo(edge: .bottom) }
        #expect(try rowY(graph, 19, at: 8) == 150, "to the bottom again")
        #expect(box.position?.wrappedValue.isPositionedByUser == false)
    }
}
