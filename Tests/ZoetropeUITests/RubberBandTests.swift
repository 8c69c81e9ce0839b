import Foundation
import Testing
import Geometry2D
import AnimationCore
@testable import ZoetropeUI

/// A drag past a scroll view's end rubber-bands and springs back; `.basedOnSize` keeps content
/// that fits still (view-layer drawing spec §14.2.5).
@Suite struct RubberBandTests {
    struct Column: View {
        var rows: Int
        var bounce: ScrollBounceBehavior = .automatic
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<rows, id: \.self) { index in
                        Color(red: Double(index) / 20, green: 0, blue: 0).frame(height: 50).accessibilityLabel("row \(index)")
                    }
                }
            }
            .scrollBounceBehavior(bounce)
            .frame(width: 100, height: 200)
        }
    }

    /// Frames are snapped to whole pixels (scale 1): expectations are ±0.5.
    private func rowY(_ board: Storyboard, at time: Double) throws -> CGFloat {
        try #require(try board.frame(at: time).views.first { $0.label == "row 0" }?.frame.minY)
    }

    /// A slow pull down from the top by 100 points, held 0.3 s, then let go (the scroll view's top at y 0).
    private func pulled(rows: Int, bounce: ScrollBounceBehavior = .automatic) -> Storyboard {
        Storyboard("pull", size: CGSize(width: 100, height: 200), duration: 5) { Column(rows: rows, bounce: bounce) }
            .drag(from: CGPoint(x: 50, y: 40), to: CGPoint(x: 50, y: 140), duration: 1, hold: 0.3, at: 0.5)
    }

    @Test func theFormulaOfTheBand() {
        // (1 − 1 / (x · 0.55 / d + 1)) · d: 100 points past the edge of a 200-point viewport move 43.14.
        #expect(abs(RubberBand.travel(100, length: 200) - 43.137) < 0.001)
        #expect(abs(RubberBand.travel(50, length: 200) - 24.176) < 0.001)
        #expect(RubberBand.travel(1e12, length: 200) < 200, "never further than the viewport")
        #expect(RubberBand.band(-100, limit: 800, length: 200, bounces: true) == -RubberBand.travel(100, length: 200))
        #expect(RubberBand.band(850, limit: 800, length: 200, bounces: true) == 800 + RubberBand.travel(50, length: 200))
        #expect(RubberBand.band(850, limit: 800, length: 200, bounces: false) == 800)
        #expect(RubberBand.band(.nan, limit: 800, length: 200, bounces: true) == 0)
        #expect(RubberBand.band(300, limit: 800, length: 200, bounces: true) == 300)
    }

    @Test func aPullPastTheTopStretchesAndSpringsBack() throws {
        let board = pulled(rows: 20)
        #expect(try rowY(board, at: 0.4) == 0)
        #expect(abs(try rowY(board, at: 1.0) - 24.176) <= 0.5, "50 points of pull move the content 24.18")
        #expect(abs(try rowY(board, at: 1.7) - 43.137) <= 0.5, "held 100 points down: 43.14")
        let lifted = try rowY(board, at: 2.0), later = try rowY(board, at: 2.2)
        #expect(later < lifted && lifted < 43.137, "springing back: \(lifted) → \(later)")
        #expect(try rowY(board, at: 4) == 0, "back at the edge")
    }

    @Test func basedOnSizeKeepsContentThatFitsStill() throws {
        // Three rows (150 points) in a 200-point scroll view fit: no bounce with .basedOnSize…
        let still = pulled(rows: 3, bounce: .basedOnSize)
        #expect(try rowY(still, at: 1.7) == 0)
        // …but the default bounces them all the same, and .basedOnSize bounces content that does not fit.
        #expect(abs(try rowY(pulled(rows: 3), at: 1.7) - 43.137) <= 0.5)
        #expect(abs(try rowY(pulled(rows: 20, bounce: .basedOnSize), at: 1.7) - 43.137) <= 0.5)
    }
}
