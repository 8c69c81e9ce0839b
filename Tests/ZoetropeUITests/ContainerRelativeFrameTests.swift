import Foundation
import Testing
import Geometry2D
@testable import ZoetropeUI

/// `containerRelativeFrame`: against the canvas, a scroll view's visible region less its margins,
/// the count/span/spacing form, and a paging carousel of full-width cards (spec §14.5).
@Suite struct ContainerRelativeFrameTests {
    private func frame(of label: String, in board: Storyboard, at time: Double = 0) throws -> CGRect? {
        try board.frame(at: time).views.first { $0.label == label }?.frame
    }

    @Test func theCanvasIsTheContainerOutsideScrollViews() throws {
        let board = Storyboard("canvas", size: CGSize(width: 300, height: 200), duration: 1) {
            VStack {
                Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).frame(height: 20).accessibilityLabel("two thirds")
                Color.blue.containerRelativeFrame(.vertical) { height, _ in height / 4 }.frame(width: 30).accessibilityLabel("quarter")
                Color.green.containerRelativeFrame([.horizontal, .vertical]) { length, axis in axis == .horizontal ? length / 2 : 10 }.accessibilityLabel("both")
            }
        }
        let twoThirds = try #require(try frame(of: "two thirds", in: board))
        #expect(abs(twoThirds.width - ((300 - 20) / 3 * 2 + 10)) < 1, "196.7, its ends on whole pixels")
        #expect(try frame(of: "quarter", in: board)?.size == CGSize(width: 30, height: 50))
        #expect(try frame(of: "both", in: board)?.size == CGSize(width: 150, height: 10))
    }

    @Test func aScrollViewsVisibleRegionLessItsMargins() throws {
        let board = Storyboard("scroll", size: CGSize(width: 300, height: 300), duration: 1) {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<3, id: \.self) { index in
                        Color.orange.containerRelativeFrame(.horizontal).frame(height: 40).accessibilityLabel("card \(index)")
                    }
                }
            }
            .contentMargins(.horizontal, 20)
            .frame(width: 240, height: 100)
        }
        #expect(try frame(of: "card 0", in: board)?.width == 200)
    }

    struct Margined: View {
        @State var selection: Int?
        var body: some View {
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<4, id: \.self) { index in
                        Color.orange.containerRelativeFrame(.horizontal).frame(height: 40).accessibilityLabel("card \(index)")
                    }
                }
                .scrollTargetLayout()
            }
            .contentMargins(.horizontal, 20)
            .scrollPosition(id: $selection)
            .frame(width: 240, height: 100)
            .onAppear { selection = 2 }
        }
    }

    @Test func scrollingToACardLinesItUpWithTheMargin() throws {
        // The 240-point scroll view is centred in the 300-point canvas (x 30…270); card 2 lines
        // up with the leading margin, 20 points in.
        let board = Storyboard("margined", size: CGSize(width: 300, height: 300), duration: 1) { Margined() }
        #expect(try frame(of: "card 2", in: board, at: 0.5)?.minX == 50)
    }

    @Test func aPagingCarouselSettlesOnWholeCards() throws {
        let board = Storyboard("carousel", size: CGSize(width: 200, height: 100), duration: 3) {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<5, id: \.self) { index in
                        Color(hue: Double(index) / 5, saturation: 0.7, brightness: 0.9)
                            .containerRelativeFrame(.horizontal)
                            .accessibilityLabel("card \(index)")
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
        }
        .drag(from: CGPoint(x: 180, y: 50), to: CGPoint(x: 40, y: 50), duration: 0.3, at: 0.5)
        #expect(try frame(of: "card 0", in: board)?.width == 200)
        #expect(try frame(of: "card 1", in: board, at: 2.5)?.minX == 0, "one page on")
    }
}
