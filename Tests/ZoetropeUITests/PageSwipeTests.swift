import Foundation
import Testing
import Geometry2D
@testable import ZoetropeUI

/// Swiping between the pages of a `.page`-style `TabView` (spec §14.3.1).
@Suite struct PageSwipeTests {
    struct Pages: View {
        @State var page = 0
        var bound = true
        var body: some View {
            VStack(spacing: 0) {
                Group {
                    if bound {
                        TabView(selection: $page) { content }
                    } else {
                        TabView { content }
                    }
                }
                .tabViewStyle(.page)
                .frame(width: 200, height: 120)
                Text("page \(page)")
            }
        }

        var content: some View {
            ForEach(0..<3, id: \.self) { index in
                Color(hue: Double(index) / 3, saturation: 0.6, brightness: 0.9).accessibilityLabel("page \(index) colour").tag(index)
            }
        }
    }

    private func x(_ board: Storyboard, _ page: Int, at time: Double) throws -> CGFloat? {
        try board.frame(at: time).views.first { $0.label == "page \(page) colour" }?.frame.minX
    }

    private func board(bound: Bool = true) -> Storyboard {
        Storyboard("pages", size: CGSize(width: 200, height: 160), duration: 6) { Pages(bound: bound) }
    }

    @Test func aSwipePastHalfAPageTurnsIt() throws {
        let swiped = board().drag(from: CGPoint(x: 170, y: 60), to: CGPoint(x: 40, y: 60), duration: 1, hold: 0.2, at: 0.5)
        #expect(try x(swiped, 1, at: 0.4) == 200)
        #expect(try x(swiped, 1, at: 1.0) == 135, "follows the finger: 65 points in")
        #expect(try x(swiped, 1, at: 3) == 0, "settled on page 1")
        #expect(try swiped.frame(at: 3).views.contains { $0.label == "page 1" }, "the binding says 1")
    }

    @Test func aShortSwipeSpringsBackAndAFlickTurns() throws {
        let short = board().drag(from: CGPoint(x: 150, y: 60), to: CGPoint(x: 90, y: 60), duration: 1, hold: 0.2, at: 0.5)
        #expect(try x(short, 0, at: 3) == 0)
        #expect(try short.frame(at: 3).views.contains { $0.label == "page 0" })
        let flick = board().drag(from: CGPoint(x: 150, y: 60), to: CGPoint(x: 90, y: 60), duration: 0.1, at: 0.5)
        #expect(try x(flick, 1, at: 3) == 0, "60 points fast: its predicted end passes half a page")
        // Back from the first page: nothing before it.
        let back = board().drag(from: CGPoint(x: 30, y: 60), to: CGPoint(x: 180, y: 60), duration: 0.5, at: 0.5)
        #expect(try x(back, 0, at: 3) == 0)
    }

    @Test func withoutABindingTheViewKeepsThePage() throws {
        let swiped = board(bound: false).drag(from: CGPoint(x: 170, y: 60), to: CGPoint(x: 40, y: 60), duration: 1, hold: 0.2, at: 0.5)
            .drag(from: CGPoint(x: 170, y: 60), to: CGPoint(x: 40, y: 60), duration: 1, hold: 0.2, at: 2.5)
        #expect(try x(swiped, 1, at: 2.4) == 0)
        #expect(try x(swiped, 2, at: 5.5) == 0)
    }
}
