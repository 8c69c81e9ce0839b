import Foundation
import Testing
import Geometry2D
import AnimationCore
@testable import ZoetropeUI

/// Rows left to right, wrapping at the proposed width, `spacing` between items and rows.
private struct FlowLayout: Layout {
    var spacing: CGFloat = 10

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = rows(width: proposal.width ?? .infinity, subviews)
        let height = rows.map { $0.map { subviews[$0].sizeThatFits(.unspecified).height }.max() ?? 0 }.reduce(0, +)
            + spacing * CGFloat(max(rows.count - 1, 0))
        return CGSize(width: proposal.width ?? 0, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for row in rows(width: bounds.width, subviews) {
            var x = bounds.minX, rowHeight: CGFloat = 0
            for index in row {
                let size = subviews[index].sizeThatFits(.unspecified)
                subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                x += size.width + spacing
                rowHeight = max(rowHeight, size.height)
            }
            y += rowHeight + spacing
        }
    }

    private func rows(width: CGFloat, _ subviews: Subviews) -> [[Int]] {
        var rows: [[Int]] = [[]], x: CGFloat = 0
        for index in subviews.indices {
            let w = subviews[index].sizeThatFits(.unspecified).width
            if !rows[rows.count - 1].isEmpty && x + w > width { rows.append([]); x = 0 }
            rows[rows.count - 1].append(index)
            x += w + spacing
        }
        return rows
    }
}

/// Subviews on a circle of `radius` around the centre, each centred on its point, clockwise from +x.
private struct RadialLayout: Layout {
    var radius: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            let angle = 2 * Double.pi * Double(index) / Double(subviews.count) + subview[Turn.self]
            subview.place(at: CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle)),
                          anchor: .center, proposal: .unspecified)
        }
    }
}

private struct Turn: LayoutValueKey { static let defaultValue = 0.0 }

/// Places nothing: SwiftUI centres unplaced subviews with the container's proposal.
private struct Lazy: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 100) }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// A layout that runs HStackLayout's methods itself (the proxy path).
private struct Delegating: Layout {
    let stack = HStackLayout(alignment: .bottom, spacing: 6)
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// Counts cache making: once per pass.
private struct Cached: Layout {
    final class Log { var made = 0 }
    let log: Log
    func makeCache(subviews: Subviews) -> Int { log.made += 1; return subviews.count }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
        CGSize(width: 10 * CGFloat(cache), height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + 10 * CGFloat(index), y: bounds.minY), proposal: ProposedViewSize(width: 10, height: 10))
        }
    }
}

@Suite struct LayoutProtocolTests {
    private func frames<V: View>(_ size: CGSize, _ kind: String, @ViewBuilder _ content: @escaping () -> V) throws -> [CGRect] {
        try Storyboard("layout", size: size, duration: 0, content: content).frame(at: 0).views.filter { $0.kind == kind }.map(\.frame)
    }

    private func box(_ w: CGFloat, _ h: CGFloat) -> some View { Color.red.frame(width: w, height: h) }

    @Test func flowLayoutWrapsRows() throws {
        let size = CGSize(width: 250, height: 200)
        let items = try frames(size, "Color") { FlowLayout { box(100, 40); box(100, 40); box(100, 30) } }
        // Two rows: 40 + 10 + 30 = 80 tall, centred in 200: y = 60.
        #expect(items == [CGRect(x: 0, y: 60, width: 100, height: 40), CGRect(x: 110, y: 60, width: 100, height: 40),
                          CGRect(x: 0, y: 110, width: 100, height: 30)], "\(items)")
        #expect(try frames(size, "FlowLayout") { FlowLayout { box(100, 40); box(100, 40); box(100, 30) } }
                == [CGRect(x: 0, y: 60, width: 250, height: 80)])
    }

    @Test func radialLayoutPlacesOnTheCircleWithLayoutValues() throws {
        let size = CGSize(width: 200, height: 200)
        let items = try frames(size, "Color") {
            RadialLayout(radius: 50) { box(20, 20); box(20, 20); box(20, 20); box(20, 20).layoutValue(key: Turn.self, value: .pi / 2) }
        }
        #expect(items == [CGRect(x: 140, y: 90, width: 20, height: 20), CGRect(x: 90, y: 140, width: 20, height: 20),
                          CGRect(x: 40, y: 90, width: 20, height: 20), CGRect(x: 140, y: 90, width: 20, height: 20)], "\(items)")
    }

    @Test func unplacedSubviewsAreCentredWithTheContainersProposal() throws {
        let items = try frames(CGSize(width: 200, height: 200), "Color") { Lazy { Color.blue; box(30, 10) } }
        #expect(items == [CGRect(x: 50, y: 50, width: 100, height: 100), CGRect(x: 85, y: 95, width: 30, height: 10)], "\(items)")
    }

    @Test func stackLayoutsAreTheStacks() throws {
        let size = CGSize(width: 300, height: 200)
        func row() -> some View { Group { box(40, 30); Color.blue; Text("Hi"); Spacer(minLength: 5); box(20, 50) } }
        #expect(try frames(size, "Color") { HStackLayout(alignment: .top, spacing: 4) { row() } }
                == frames(size, "Color") { HStack(alignment: .top, spacing: 4) { row() } })
        #expect(try frames(size, "Color") { VStackLayout(alignment: .leading) { row() } }
                == frames(size, "Color") { VStack(alignment: .leading) { row() } })
        #expect(try frames(size, "Color") { ZStackLayout(alignment: .bottomTrailing) { row() } }
                == frames(size, "Color") { ZStack(alignment: .bottomTrailing) { row() } })
        #expect(try frames(size, "Color") { AnyLayout(VStackLayout(spacing: 3)) { row() } }
                == frames(size, "Color") { VStack(spacing: 3) { row() } })
    }

    /// A layout calling HStackLayout's methods gets HStack's frames (the stack's own algorithm).
    @Test func stackLayoutMethodsCalledFromAnotherLayout() throws {
        let size = CGSize(width: 300, height: 200)
        let delegated = try frames(size, "Color") { Delegating { box(40, 30); Color.blue.frame(maxHeight: 80); box(20, 50) } }
        let stacked = try frames(size, "Color") { HStack(alignment: .bottom, spacing: 6) { box(40, 30); Color.blue.frame(maxHeight: 80); box(20, 50) } }
        #expect(delegated == stacked, "\(delegated) vs \(stacked)")
        #expect(delegated.map(\.width) == [40, 228, 20])
    }

    @Test func cacheIsMadeOncePerPass() throws {
        let log = Cached.Log()
        let items = try frames(CGSize(width: 100, height: 100), "Color") { Cached(log: log) { box(10, 10); box(10, 10); box(10, 10) } }
        #expect(items.map(\.minX) == [35, 45, 55])
        #expect(log.made == 1)
    }

    @Test func viewSpacingAndDimensions() {
        var a = ViewSpacing.standard
        #expect(a.distance(to: .zero, along: .horizontal) == 8)
        a.formUnion(ViewSpacing(edges: [0, 0, 20, 0]), edges: .bottom)
        #expect(a.distance(to: .standard, along: .vertical) == 20)
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 0)
    }

    /// Hostile layouts: NaN sizes take none, NaN positions go to the origin; nothing crashes.
    @Test func hostileLayoutAnswers() throws {
        struct Broken: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: CGFloat.nan, height: -5) }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for subview in subviews { subview.place(at: CGPoint(x: CGFloat.nan, y: .infinity), proposal: .unspecified) }
            }
        }
        let items = try frames(CGSize(width: 100, height: 100), "Color") { Broken { box(10, 10) } }
        #expect(items == [CGRect(x: 0, y: 0, width: 10, height: 10)], "\(items)")
    }
}
