import Foundation
import Testing
import Geometry2D
import AnimationCore
import RenderCommands
import SoftwareRasterizer
@testable import ZoetropeUI

private final class Pager { var page: Binding<Int>? }

private struct Pages: View {
    let pager: Pager
    @State private var page = 0
    var body: some View {
        TabView(selection: $page) {
            ForEach(0..<3) { index in
                Color(red: index == 0 ? 1 : 0, green: index == 1 ? 1 : 0, blue: index == 2 ? 1 : 0).tag(index)
                    .accessibilityLabel("page \(index)")
            }
        }
        .tabViewStyle(.page)
        .onAppear { pager.page = $page }
    }
}

/// `TabView`: pages that slide with the selection, index dots, and the tab bar with its items
/// (tinted when selected; tapping one selects its tab).
@Suite struct TabViewTests {
    private func frames(_ graph: ViewGraph, at time: Double) throws -> [String: CGRect] {
        try graph.redraw(at: time)
        return Dictionary(ViewSnapshot.flatten(graph.rootElement).compactMap { view in view.label.map { ($0, view.frame) } },
                          uniquingKeysWith: { a, _ in a })
    }

    @Test func pagesSlideWithTheSelection() throws {
        let pager = Pager()
        let graph = ViewGraph(size: CGSize(width: 100, height: 200)) { Pages(pager: pager) }
        try graph.start()
        #expect(try frames(graph, at: 0)["page 1"]?.minX == CGFloat(100))
        try graph.perform(at: 1) { withAnimation(.linear(duration: 1)) { pager.page?.wrappedValue = 2 } }
        #expect(try frames(graph, at: 1.5)["page 2"]?.minX == CGFloat(100), "half way from page 0 to page 2")
        #expect(try frames(graph, at: 2.5)["page 2"]?.minX == CGFloat(0))
    }

    @Test func pagesShowOnePageAndItsDots() throws {
        let pixmap = try ImageRenderer(content: Pages(pager: Pager()).frame(width: 100, height: 200))
            .render(with: SoftwareRenderer(), background: .white)
        #expect(pixmap[x: 50, y: 50] == PremultipliedRGBA8(red: 255, green: 0, blue: 0, alpha: 255), "page 0 fills the view")
        // Three dots 16 apart centred 22 above the bottom: the current (first) white, the others faint.
        #expect(pixmap[x: 34, y: 178] == PremultipliedRGBA8(red: 255, green: 255, blue: 255, alpha: 255))
        let faint = pixmap[x: 50, y: 178]
        #expect(faint.red == 255 && faint.green > 75 && faint.green < 105, "white at 0.35 over red: \(faint)")
    }

    @Test func theTabBarShowsEachItemAndTheSelectedTab() throws {
        struct Tabs: View {
            @State var tab = 1
            var body: some View {
                TabView(selection: $tab) {
                    Color(red: 1, green: 0, blue: 0).tabItem { Label("Home", systemImage: "house") }.tag(0)
                    Color(red: 0, green: 0, blue: 1).tabItem { Label("Search", systemImage: "magnifyingglass") }.tag(1)
                }
            }
        }
        let board = Storyboard("tabs", size: CGSize(width: 200, height: 300), duration: 2) { Tabs() }
            .tap(.label("Home"), at: 1)
        let before = try board.frame(at: 0.5, scale: 1)
        let labels = before.views.compactMap(\.label)
        #expect(labels.contains("Home") && labels.contains("Search"), "\(labels)")
        var pixmap = try Pixmap(width: 200, height: 300)
        pixmap.fill(.white)
        try SoftwareRenderer().render(before.displayList, into: &pixmap)
        #expect(pixmap[x: 100, y: 100] == PremultipliedRGBA8(red: 0, green: 0, blue: 255, alpha: 255), "tab 1 selected")
        #expect(pixmap[x: 2, y: 240] == PremultipliedRGBA8(red: 0, green: 0, blue: 255, alpha: 255), "the content above the bar")
        #expect(pixmap[x: 2, y: 296].red > 240, "the bar (49 points) below it: \(pixmap[x: 2, y: 296])")
        let after = try board.frame(at: 1.5, scale: 1)
        var tapped = try Pixmap(width: 200, height: 300)
        try SoftwareRenderer().render(after.displayList, into: &tapped)
        #expect(tapped[x: 100, y: 100] == PremultipliedRGBA8(red: 255, green: 0, blue: 0, alpha: 255), "tapping Home selects it")
    }
}
