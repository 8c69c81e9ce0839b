import Foundation
import Testing
import Geometry2D
import AnimationCore
@testable import ZoetropeUI

/// Scrolling by touch: a scripted drag moves the content with the finger, the release decelerates
/// to the predicted end, `.paging` and `.viewAligned` settle it, a tap inside still taps (spec §14.2.2).
@Suite struct ScrollDragTests {
    struct Rows: View {
        var behavior: Int = 0
        @State var taps = 0
        var body: some View {
            let scroll = ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { index in
                        Color(red: Double(index) / 20, green: 0, blue: 0).frame(height: 50).accessibilityLabel("row \(index)")
                            .onTapGesture { taps += 1 }
                    }
                }
                .scrollTargetLayout()
            }
            .frame(width: 100, height: 200)
            return VStack(spacing: 0) {
                switch behavior {
                case 1: scroll.scrollTargetBehavior(.paging)
                case 2: scroll.scrollTargetBehavior(.viewAligned)
                default: scroll
                }
                Text("taps \(taps)")
            }
        }
    }

    private func rowY(_ board: Storyboard, _ index: Int, at time: Double) throws -> CGFloat? {
        try board.frame(at: time).views.first { $0.label == "row \(index)" }?.frame.minY
    }

    private func board(_ behavior: Int) -> Storyboard {
        Storyboard("rows", size: CGSize(width: 100, height: 260), duration: 6) { Rows(behavior: behavior) }
    }

    @Test func theContentFollowsTheFingerAndDecelerates() throws {
        // A slow drag up by 100 points over 1 s, held still before lifting: no fling.
        let slow = board(0).drag(from: CGPoint(x: 50, y: 180), to: CGPoint(x: 50, y: 80), duration: 1, hold: 0.3, at: 0.5)
        // The scroll view's top lies at y 20 (the stack is centred in the 260-point canvas).
        #expect(try rowY(slow, 0, at: 0.4) == 20)
        #expect(try rowY(slow, 0, at: 1.0) == -30, "half way through the drag, 50 points up")
        #expect(try rowY(slow, 0, at: 3) == -80, "at rest where the finger left it")
        // A fast flick carries on past where the finger lifted, as far as the content reaches.
        let flick = board(0).drag(from: CGPoint(x: 50, y: 190), to: CGPoint(x: 50, y: 90), duration: 0.1, at: 0.5)
        let atLift = try #require(try rowY(flick, 0, at: 0.62))
        let rest = try #require(try rowY(flick, 0, at: 5))
        #expect(rest < atLift - 100, "decelerates beyond the lift: \(atLift) → \(rest)")
        #expect(rest >= 20 - 800, "no further than the last page")
    }

    @Test func pagingAndViewAlignedSettle() throws {
        // A 70-point drag held still: paging settles on the next 200-point page, view-aligned on
        // the nearest row edge (offset 50 or 100; 70 → 50).
        let paged = board(1).drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 50, y: 80), duration: 1, hold: 0.3, at: 0.5)
        #expect(try rowY(paged, 0, at: 4) == 20, "70 of 200 is not half a page: back to page 0")
        let pagedFar = board(1).drag(from: CGPoint(x: 50, y: 190), to: CGPoint(x: 50, y: 60), duration: 1, hold: 0.3, at: 0.5)
        #expect(try rowY(pagedFar, 0, at: 4) == 20 - 200, "130 of 200: the next page")
        let aligned = board(2).drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 50, y: 80), duration: 1, hold: 0.3, at: 0.5)
        #expect(try rowY(aligned, 0, at: 4) == 20 - 50)
    }

    struct Bound: View {
        @State var top: Int?
        @State var position = ScrollPosition(idType: Int.self)
        var body: some View {
            VStack(spacing: 0) {
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<20, id: \.self) { index in
                            Color(red: Double(index) / 20, green: 0, blue: 0).frame(height: 50).accessibilityLabel("row \(index)")
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.paging)
                .scrollPosition(id: $top)
                .frame(width: 100, height: 200)
                Text("top \(top ?? -1)")
            }
        }
    }

    @Test func aDragThatComesToRestReportsTheTopMostView() throws {
        let board = Storyboard("bound", size: CGSize(width: 100, height: 260), duration: 4) { Bound() }
            .drag(from: CGPoint(x: 50, y: 190), to: CGPoint(x: 50, y: 60), duration: 1, hold: 0.3, at: 0.5)
        #expect(try board.frame(at: 0.3).views.contains { $0.label == "top -1" }, "nothing reported before a scroll")
        #expect(try board.frame(at: 3).views.contains { $0.label == "top 4" }, "page 1 starts at row 4")
    }

    @Test func aTapInsideStillTaps() throws {
        let tapped = board(0).tap(.point(x: 50, y: 75), at: 0.5)
        #expect(try tapped.frame(at: 1).views.contains { $0.label == "taps 1" })
        #expect(try rowY(tapped, 0, at: 1) == 20, "a tap does not scroll")
    }
}
