import Foundation
import Testing
import Geometry2D
import AnimationCore
@testable import ZoetropeUI

private final class Selection { var tab: Binding<Int>? ; var expanded: Binding<Bool>? }

/// Three tabs with an underline under the selected one (the matched-geometry idiom).
private struct Tabs: View {
    let selection: Selection
    @Namespace private var underline
    @State private var tab = 0

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<3) { index in
                VStack(spacing: 0) {
                    Color.gray.frame(width: 60, height: 20)
                    if tab == index {
                        Color.red.frame(height: 4).matchedGeometryEffect(id: "underline", in: underline)
                            .accessibilityLabel("underline")
                    } else {
                        Color.clear.frame(height: 4)
                    }
                }
            }
        }
        .onAppear { selection.tab = $tab }
    }
}

/// A small square that expands into a wide card (a hero), and a follower that takes its frame.
private struct Hero: View {
    let selection: Selection
    @Namespace private var hero
    @State private var expanded = false

    var body: some View {
        ZStack(alignment: .topLeading) {
            if expanded {
                Color.blue.matchedGeometryEffect(id: "card", in: hero).frame(width: 160, height: 100)
            } else {
                Color.blue.matchedGeometryEffect(id: "card", in: hero).frame(width: 40, height: 40)
            }
            Color.green.frame(width: 10, height: 10)
                .matchedGeometryEffect(id: "card", in: hero, properties: .position, anchor: .topLeading, isSource: false)
        }
        .frame(width: 200, height: 200, alignment: .topLeading)
        .onAppear { selection.expanded = $expanded }
    }
}

/// `@Namespace` and `matchedGeometryEffect`: the inserted view of a group starts from the frame
/// the removed one had and animates to its own; a follower takes the source's position; a view
/// inserted without a predecessor, or without animation, appears where it is.
@Suite struct MatchedGeometryTests {
    private func frames(_ graph: ViewGraph, kind: String = "Color", at time: Double) throws -> [CGRect] {
        try graph.redraw(at: time)
        return ViewSnapshot.flatten(graph.rootElement).filter { $0.kind == kind }.map(\.frame).uniqued()
    }

    @Test func theUnderlineSlidesFromTheOldTabToTheNew() throws {
        let selection = Selection()
        let graph = ViewGraph(size: CGSize(width: 180, height: 24)) { Tabs(selection: selection) }
        try graph.start()
        func underline(at time: Double) throws -> [CGRect] {
            try graph.redraw(at: time)
            return ViewSnapshot.flatten(graph.rootElement)
                .filter { $0.label == "underline" }.map(\.frame).uniqued()
        }
        #expect(try underline(at: 0).map(\.minX) == [0])
        try graph.perform(at: 1) { withAnimation(.linear(duration: 1)) { selection.tab?.wrappedValue = 2 } }
        let halfway = try underline(at: 1.5)
        #expect(halfway.contains { abs($0.minX - 60) <= 0.5 }, "half way from x 0 to x 120: \(halfway)")
        #expect(try underline(at: 2.5).map(\.minX) == [120])
        try graph.perform(at: 3) { selection.tab?.wrappedValue = 1 }
        #expect(try underline(at: 3).map(\.minX) == [60], "without animation it moves at once")
    }

    @Test func theHeroGrowsFromTheSmallCardAndTheFollowerTakesItsCorner() throws {
        let selection = Selection()
        let graph = ViewGraph(size: CGSize(width: 200, height: 200)) { Hero(selection: selection) }
        try graph.start()
        func blue(at time: Double) throws -> [CGRect] {
            try graph.redraw(at: time)
            return ViewSnapshot.flatten(graph.rootElement).filter { $0.kind == "Color" && $0.frame.width > 10 }.map(\.frame).uniqued()
        }
        #expect(try blue(at: 0) == [CGRect(x: 0, y: 0, width: 40, height: 40)])
        try graph.perform(at: 1) { withAnimation(.linear(duration: 1)) { selection.expanded?.wrappedValue = true } }
        let halfway = try blue(at: 1.5)
        #expect(halfway.contains { abs($0.width - 100) <= 1 && abs($0.height - 70) <= 1 }, "40 → 160 wide, 40 → 100 high: \(halfway)")
        #expect(try blue(at: 2.5).contains(CGRect(x: 0, y: 0, width: 160, height: 100)))
        let follower = try frames(graph, at: 2.5).filter { $0.width == 10 }
        #expect(follower == [CGRect(x: 0, y: 0, width: 10, height: 10)], "the follower at the source's top-leading corner")
    }

    @Test func theRemovedViewMovesTowardsTheNewOneWhileFading() throws {
        let selection = Selection()
        let board = Storyboard("hero", size: CGSize(width: 200, height: 200), duration: 3) { Hero(selection: selection) }
            .run(at: 1) { _ in withAnimation(.linear(duration: 1)) { selection.expanded?.wrappedValue = true } }
        let list = try board.frame(at: 1.5, scale: 1).displayList
        // Both blue cards are drawn half way: the one fading out is scaled to the same frame as the
        // one fading in, so every blue fill's device box is the half-way card (100 × 70).
        var boxes: [CGRect] = []
        for command in list.commands {
            if case .fill(let path, let paint, _, let transform) = command, let color = paint.solidColor, color.blue > 0.9, color.red < 0.1 {
                let r = path.boundingRect
                let a = CGPoint(x: r.minX, y: r.minY).applying(transform), b = CGPoint(x: r.maxX, y: r.maxY).applying(transform)
                boxes.append(CGRect(x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y))
            }
        }
        #expect(boxes.count == 2, "\(boxes)")
        for box in boxes { #expect(abs(box.width - 100) <= 1 && abs(box.height - 70) <= 1, "\(box)") }
    }
}

extension Array where Element == CGRect {
    /// The frames without repeats (a wrapper and the view it wraps show one frame), in order.
    func uniqued() -> [CGRect] {
        var seen: [CGRect] = []
        for frame in self where !seen.contains(frame) { seen.append(frame) }
        return seen
    }
}
