import Foundation
import Testing
import Geometry2D
import AnimationCore
import RenderCommands
import VectorPath
@testable import ZoetropeUI

private final class Counter { var value: Binding<Int>? }

/// A number as text with `transition`, 20 pt, its value reachable through `counter`.
private struct Number: View {
    let counter: Counter
    let transition: ContentTransition
    var useValue = false
    @State private var value = 25

    var body: some View {
        Text("\(value)%")
            .font(.system(size: 20))
            .contentTransition(useValue ? .numericText(value: Double(value)) : transition)
            .onAppear { counter.value = $value }
    }
}

/// Each glyph command's first glyph origin and paint opacity, in drawing order.
private func glyphs(_ graph: ViewGraph, at time: Double) throws -> [(origin: CGPoint, alpha: Double, count: Int)] {
    try graph.redraw(at: time)
    return graph.displayList().commands.compactMap { command in
        guard case .glyphs(let run, .color(let color), _) = command, let first = run.glyphs.first else { return nil }
        return (first.origin, color.opacity, run.glyphs.count)
    }
}

/// `.contentTransition` on a `Text` whose string changes inside `withAnimation(.linear(duration: 1))`.
@Suite struct ContentTransitionTests {
    private func run(_ transition: ContentTransition, to newValue: Int, useValue: Bool = false) throws -> ViewGraph {
        let counter = Counter()
        let graph = ViewGraph(size: CGSize(width: 200, height: 100)) { Number(counter: counter, transition: transition, useValue: useValue) }
        try graph.start()
        try graph.perform(at: 1) { withAnimation(.linear(duration: 1)) { counter.value?.wrappedValue = newValue } }
        return graph
    }

    /// 25% → 35%: "5" and "%" stay; the "2" leaves upward as the "3" rises from below, both half
    /// faded half way, 0.6 × 20 pt apart vertically.
    @Test func numericTextRollsTheChangedDigit() throws {
        let graph = try run(.numericText(), to: 35)
        let mid = try glyphs(graph, at: 1.5)
        #expect(mid.count == 4, "\(mid)")
        let faded = mid.filter { abs($0.alpha - 0.5) < 0.01 }
        let solid = mid.filter { $0.alpha == 1 }
        #expect(faded.count == 2 && solid.count == 2, "\(mid)")
        guard faded.count == 2 else { return }
        // Drawn new first, then old: the new "3" is below (y down) the old "2" by the roll distance.
        let new = faded[0], old = faded[1]
        #expect(abs((new.origin.y - old.origin.y) - 0.6 * 20) < 1e-6, "\(new) \(old)")
        // Each digit sits where its own string places it: "25%" and "35%" differ in kerning and
        // are centred on whole pixels, so the columns may differ by under a point.
        #expect(abs(new.origin.x - old.origin.x) < 1, "\(new) \(old)")
        // At the end: the plain text, one run of three glyphs.
        let end = try glyphs(graph, at: 2.5)
        #expect(end.count == 1 && end[0].count == 3 && end[0].alpha == 1, "\(end)")
    }

    @Test func countingDownRollsTheOtherWay() throws {
        for (transition, useValue) in [(ContentTransition.numericText(countsDown: true), false), (.numericText(value: 0), true)] {
            let graph = try run(transition, to: 15, useValue: useValue)
            let faded = try glyphs(graph, at: 1.5).filter { abs($0.alpha - 0.5) < 0.01 }
            #expect(faded.count == 2)
            guard faded.count == 2 else { continue }
            #expect(abs((faded[0].origin.y - faded[1].origin.y) + 0.6 * 20) < 1e-6, "\(faded)")
        }
    }

    /// `.numericText(value:)` counts up when the value grows.
    @Test func numericValueDirectionFollowsTheValue() throws {
        let graph = try run(.identity, to: 45, useValue: true)
        let faded = try glyphs(graph, at: 1.25).filter { $0.alpha < 1 }
        #expect(faded.count == 2, "\(faded)")
        guard faded.count == 2 else { return }
        #expect(faded[0].origin.y > faded[1].origin.y)
        #expect(abs(faded[0].alpha - 0.25) < 0.01 && abs(faded[1].alpha - 0.75) < 0.01)
    }

    @Test func opacityCrossFadesEveryGlyphInPlace() throws {
        let graph = try run(.opacity, to: 35)
        let mid = try glyphs(graph, at: 1.5)
        #expect(mid.count == 6 && mid.allSatisfy { abs($0.alpha - 0.5) < 0.01 }, "\(mid)")
        #expect(Set(mid.map(\.origin.y)).count == 1)
    }

    @Test func interpolateKeepsSharedCharactersAndFadesTheRest() throws {
        let graph = try run(.interpolate, to: 35)
        let mid = try glyphs(graph, at: 1.5)
        #expect(mid.filter { $0.alpha == 1 }.count == 2 && mid.filter { abs($0.alpha - 0.5) < 0.01 }.count == 2, "\(mid)")
        #expect(Set(mid.map(\.origin.y)).count == 1)
    }

    @Test func identityShowsTheNewStringAtOnce() throws {
        let graph = try run(.identity, to: 35)
        let mid = try glyphs(graph, at: 1.5)
        #expect(mid.count == 1 && mid[0].count == 3 && mid[0].alpha == 1, "\(mid)")
    }

    /// Without an animation the change is immediate whatever the transition.
    @Test func unanimatedChangeJumps() throws {
        let counter = Counter()
        let graph = ViewGraph(size: CGSize(width: 200, height: 100)) { Number(counter: counter, transition: .numericText()) }
        try graph.start()
        try graph.perform(at: 1) { counter.value?.wrappedValue = 99 }
        let after = try glyphs(graph, at: 1.2)
        #expect(after.count == 1 && after[0].alpha == 1, "\(after)")
    }
}
